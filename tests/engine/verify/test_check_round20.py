"""Round 20 of the check (issue 41): an inlined variable computed and compared as a tree, a log
line that went to stdout or took a statement's place, a check that returns where it was to
raise, a call the file always awaits written without `await`, a new entry that copies its
neighbour's value, and a number changed where the instruction speaks of none. Fixtures are
written for each rule, not copied from a split."""

from __future__ import annotations

from redraft.engine import check
from redraft.engine.verify.awaitless import awaitless_findings
from redraft.engine.verify.copied import copied_findings
from redraft.engine.verify.inline import inline_findings, inlining
from redraft.engine.verify.logsink import log_sink_findings
from redraft.engine.verify.logswap import log_swap_findings
from redraft.engine.verify.replaced import replacement_findings
from redraft.engine.verify.saidthrow import said_throw_findings

KILN = """package kiln

func (k *Kiln) Ramp(target, now float64, dt float64) bool {
\tstep := (target - now) / dt
\tif step > k.MaxRamp {
\t\treturn false
\t}
\tk.rate = step * k.Gain
\treturn true
}
"""


def test_an_inlined_variable_is_held_to_its_value_in_its_place() -> None:
    ask = "inline step in Ramp"
    right = KILN.replace("\tstep := (target - now) / dt\n", "").replace("if step >", "if (target-now)/dt >") \
        .replace("k.rate = step *", "k.rate = ((target - now) / dt) *")
    verdict = check(KILN, right, "kiln.go", ask)
    assert verdict.level == "verified" and "inlined `step`" in verdict.text
    unparenthesised = right.replace("if (target-now)/dt >", "if target-now/dt >")  # precedence changed
    verdict = check(KILN, unparenthesised, "kiln.go", ask)
    assert verdict.refused and "`step`" in verdict.text and verdict.fix and "if (target - now) / dt > k.MaxRamp" in verdict.fix
    assert check(KILN, KILN, "kiln.go", ask).fix == verdict.fix  # an unchanged result gets the computed inlining too
    swapped = right.replace("if (target-now)/dt >", "if (now-target)/dt >")
    assert inline_findings(KILN, swapped, "kiln.go", ask)
    left = right.replace("func (k *Kiln) Ramp(target, now float64, dt float64) bool {\n",
                         "func (k *Kiln) Ramp(target, now float64, dt float64) bool {\n\tstep := (target - now) / dt\n")
    assert inline_findings(KILN, left, "kiln.go", ask)  # the declaration left behind
    assert not inlining(KILN, right, "kiln.go", "drop the temporary step variable")[0]  # no inlining asked by name
    assert not inline_findings(KILN, swapped, "kiln.go", "drop the temporary step variable")


def test_an_inlining_is_verified_only_where_it_is_all_that_was_asked_and_keeps_the_meaning() -> None:
    code = "def price(q, unit, vat):\n    net = q * unit\n    tax = net * vat\n    return net + tax\n"
    right = "def price(q, unit, vat):\n    net = q * unit\n    return net + net * vat\n"
    assert inlining(code, right, "price.py", "inline tax")[0] == ("tax",)
    for ask in ("Inline tax and round the price to 2 decimals.", "Inline net and tax.", "Don't inline tax; inline net instead."):
        assert not inlining(code, right, "price.py", ask)[0], ask
    timed = "def run(f):\n    start = time.time()\n    f()\n    return time.time() - start\n"
    moved = "def run(f):\n    f()\n    return time.time() - time.time()\n"
    assert not inlining(timed, moved, "run.py", "inline start")[0]  # the call now runs later
    shown = 'def report(items):\n    total = sum(i.price for i in items)\n    print(f"total: {total}")\n'
    inlined = 'def report(items):\n    print(f"total: {sum(i.price for i in items)}")\n'
    assert not inline_findings(shown, inlined, "report.py", "inline total")  # the string's own word stays
    halves = "def pages(n, size):\n    full = n // size\n    return full + (1 if n % size else 0)\n"
    assert not inline_findings(halves, "def pages(n, size):\n    return n // size + (1 if n % size else 0)\n", "pages.py", "inline full")


def test_a_value_named_to_stay_is_not_inlined() -> None:
    code = "def price(q, unit, vat):\n    net = q * unit\n    tax = net * vat\n    return net + tax\n"
    right = "def price(q, unit, vat):\n    net = q * unit\n    return net + net * vat\n"
    assert inlining(code, right, "price.py", "Inline tax. Keep net as it is.")[0] == ("tax",)


SCHEDULER = """class Scheduler {
    private static final Logger LOG = LoggerFactory.getLogger(Scheduler.class);

    boolean book(Slot slot) {
        if (slot.isTaken()) {
            return false;
        }
        if (slot.isClosed()) {
            return false;
        }
        slots.add(slot);
        return true;
    }
}
"""


def test_a_log_line_that_takes_a_returns_place_lost_it_though_another_branch_returns_too() -> None:
    ask = "log a warning when the slot is taken"
    took = SCHEDULER.replace("if (slot.isTaken()) {\n            return false;",
                             'if (slot.isTaken()) {\n            LOG.warn("slot {} taken", slot.id());', 1)
    assert log_swap_findings(SCHEDULER, took, "Scheduler.java", ask)
    kept = SCHEDULER.replace("if (slot.isTaken()) {\n", 'if (slot.isTaken()) {\n            LOG.warn("slot {} taken", slot.id());\n', 1)
    assert not log_swap_findings(SCHEDULER, kept, "Scheduler.java", ask)
    assert not check(SCHEDULER, kept, "Scheduler.java", ask).refused


def test_a_log_line_goes_through_the_files_logger() -> None:
    ask = "log a warning when the slot is taken"
    printed = SCHEDULER.replace("if (slot.isTaken()) {\n", 'if (slot.isTaken()) {\n            System.out.println("slot taken");\n', 1)
    found = log_sink_findings(SCHEDULER, printed, "Scheduler.java", ask)
    assert found and "System.out.println" in found[0].text
    assert check(SCHEDULER, printed, "Scheduler.java", ask).refused
    assert not log_sink_findings(SCHEDULER, printed, "Scheduler.java", "print a line to stdout when the slot is taken")
    pump = "#include <iostream>\nbool start(int bar) {\n    if (bar < 2) {\n        return false;\n    }\n    return true;\n}\n"
    cout = pump.replace("    if (bar < 2) {\n", '    if (bar < 2) {\n        std::cout << "low pressure " << bar << "\\n";\n')
    assert log_sink_findings(pump, cout, "pump.cpp", "log low pressure to std::clog")  # the instruction names the stream
    assert not log_sink_findings(pump, cout.replace("std::cout", "std::clog"), "pump.cpp", "log low pressure to std::clog")


LEAGUE = '''def record(table, home, away):
    """One fixture."""
    table[home].played += 1
    table[away].played += 1
'''


def test_a_check_that_returns_where_the_instruction_says_raise() -> None:
    ask = "record: raise ValueError when home == away"
    right = LEAGUE.replace('"""One fixture."""\n', '"""One fixture."""\n    if home == away:\n        raise ValueError("same team")\n')
    assert not said_throw_findings(LEAGUE, right, "league.py", ask)
    quiet = right.replace('raise ValueError("same team")', "return")
    found = said_throw_findings(LEAGUE, quiet, "league.py", ask)
    assert found and "ValueError" in found[0].text
    other = right.replace("ValueError", "TypeError")
    assert "TypeError" in said_throw_findings(LEAGUE, other, "league.py", ask)[0].text
    assert not said_throw_findings(LEAGUE, quiet, "league.py", "return instead of raising ValueError when home == away")


ROUTES = """router.get('/kilns/:id', async (req, res) => {
  const kiln = await store.findKiln(req.params.id);
  res.json(kiln);
});

router.get('/kilns', async (req, res) => {
  res.json(await store.listKilns());
});
"""


def test_a_call_the_file_always_awaits_is_awaited_in_the_new_lines() -> None:
    ask = "add GET /kilns/:id/firings"
    route = "router.get('/kilns/:id/firings', async (req, res) => {\n  const firings = await store.firingsFor(req.params.id);\n  res.json(firings);\n});\n"
    right = ROUTES + "\n" + route
    assert not awaitless_findings(ROUTES, right, "routes.js", ask)
    bare = right.replace("await store.firingsFor", "store.firingsFor")
    found = awaitless_findings(ROUTES, bare, "routes.js", ask)
    assert found and "store.firingsFor" in found[0].text
    handed = right.replace("const firings = await store.firingsFor(req.params.id);\n  res.json(firings);",
                           "return store.firingsFor(req.params.id).then((f) => res.json(f));")
    assert not awaitless_findings(ROUTES, handed, "routes.js", ask)


FAULTS = """enum Fault { Grid, Pitch, Yaw }

impl Fault {
    fn code(&self) -> &'static str {
        match self {
            Fault::Grid => "E-GRID",
            Fault::Pitch => "E-PITCH",
            Fault::Yaw => "E-YAW",
        }
    }
}
"""


def test_a_new_entry_that_copies_its_neighbours_value() -> None:
    ask = "add an Ice fault with code E-ICE"
    right = FAULTS.replace("Yaw }", "Yaw, Ice }").replace('"E-YAW",\n', '"E-YAW",\n            Fault::Ice => "E-ICE",\n')
    assert not copied_findings(FAULTS, right, "faults.rs", ask)
    pasted = right.replace('Fault::Ice => "E-ICE"', 'Fault::Ice => "E-YAW"')
    found = copied_findings(FAULTS, pasted, "faults.rs", ask)
    assert found and "E-YAW" in found[0].text
    assert not copied_findings(FAULTS, pasted, "faults.rs", "add an Ice fault that reports the same code as Yaw")
    tiers = "public enum Tier\n{\n    Basic = 1,\n    Plus = 2,\n    Pro = 3,\n}\n"
    clash = tiers.replace("    Pro = 3,\n", "    Pro = 3,\n    Team = 3,\n")
    assert copied_findings(tiers, clash, "Tier.cs", "add a Team tier")
    assert not copied_findings(tiers, clash.replace("Team = 3", "Team = 4"), "Tier.cs", "add a Team tier")


def test_a_number_changed_where_the_instruction_speaks_of_none() -> None:
    code = "local M = {}\nM.resume_after = 2.0\nfunction M.tick(buf)\n  if buf > M.resume_after then\n    return true\n  end\nend\nreturn M\n"
    right = code.replace("if buf > M.resume_after", "if buf >= M.resume_after")
    ask = "resume when buf >= resume_after (not >)"
    assert not check(code, right, "player.lua", ask).refused
    slipped = right.replace("= 2.0", "= 1.5")
    assert check(code, slipped, "player.lua", ask).refused
    assert not check(code, code.replace("= 2.0", "= 1.5"), "player.lua", "lower resume_after a bit").refused


FEED = """{
  "routes": [
    {"name": "Harbour", "stops": [
      {"id": "H-1", "zone": 1, "platforms": [{"id": "a"}, {"id": "b"}]},
      {"id": "H-2", "zone": 2, "platforms": [{"id": "a"}]}
    ]},
    {"name": "Uplands", "stops": [
      {"id": "U-1", "zone": 3, "platforms": [{"id": "a"}]},
      {"id": "U-2", "zone": 3, "platforms": [{"id": "a"}]}
    ]}
  ]
}
"""


def _with_key(text: str, ids: tuple[str, ...], key: str = '"step_free": false') -> str:
    for i in ids:
        text = text.replace(f'{{"id": "{i}",', f'{{"id": "{i}", {key},')
    return text


def test_a_field_for_every_stop_reaches_the_stops_of_every_route_and_no_other_objects() -> None:
    stops = ("H-1", "H-2", "U-1", "U-2")
    for ask in ('add "step_free": false to every stop', "Every stop should carry step_free: false until the survey is in.",
                "the survey is late so mark all stops step_free=false for now, both routes"):
        assert check(FEED, _with_key(FEED, stops), "feed.json", ask).level == "verified", ask
        half = check(FEED, _with_key(FEED, stops[:2]), "feed.json", ask)
        assert half.refused and "U-1" not in half.text and "2 of 4" in half.text, ask
    platforms = _with_key(FEED, stops).replace('{"id": "a"}', '{"id": "a", "step_free": false}')
    verdict = check(FEED, platforms, "feed.json", 'add "step_free": false to every stop')
    assert verdict.refused and "platforms[*] too" in verdict.text


def test_a_route_and_its_handler_are_no_replacement_and_a_message_may_keep_its_placeholders() -> None:
    routes = "<?php\n$r->group('/api', function ($r) {\n    $r->get('/visits/{id}', [VisitController::class, 'show']);\n});\n"
    added = routes.replace("'show']);\n", "'show']);\n    $r->get('/visits/{id}/notes', [NoteController::class, 'index']);\n")
    ask = "new route GET /api/visits/{id}/notes -> NoteController@index"
    assert not check(routes, added, "routes.php", ask).refused
    code = 'fn load(path: &Path) -> Result<Config, String> {\n    Err("no config".to_string())\n}\n'
    right = code.replace('Err("no config".to_string())', 'Err(format!("no config file at {}", path.display()))')
    ask = "'no config' -> 'no config file at <path>'"
    assert not replacement_findings(code, right, "config.rs", ask)  # its words, the placeholder as the code writes it
    assert replacement_findings(code, right.replace("no config file at", "config missing at"), "config.rs", ask)


def test_arguments_a_new_format_string_needs_are_part_of_the_message() -> None:
    code = '#include <stdio.h>\nint parse(int lineno, int n) {\n    if (n != 5) {\n        fprintf(stderr, "bad frame\\n");\n        return -1;\n    }\n    return 0;\n}\n'
    right = code.replace('"bad frame\\n");', '"line %d: expected 5 fields, got %d\\n", lineno, n);')
    ask = 'Could you make the field-count error in parse say "line %d: expected 5 fields, got %d" with the line number and the count?'
    verdict = check(code, right, "parse.c", ask)
    assert not verdict.refused and "lineno" not in verdict.text  # the arguments are the message's, not a change beside it


def test_the_reason_first_leaves_the_request_as_the_action() -> None:
    from redraft.engine.verify.phrasing import read_phrasing, said_and_kept

    reading = read_phrasing('"bad frame" tells me nothing. for the wrong field count print the line number')
    assert reading.action.startswith("for the wrong field count print")
    said, kept = said_and_kept("Make the message in receive clearer. pickDead has its own rule, so please leave its message alone.")
    assert "pickDead" in kept and "pickDead" not in said


def test_an_await_the_original_wrote_is_not_dropped_on_the_way() -> None:
    from redraft.engine.verify.awaitless import dropped_await_findings

    code = ("async def get(self, key):\n    value = await self.client.fetch(key)\n    return value\n\n"
            "def warm(self, keys):\n    for key in keys:\n        self.client.prefetch(key)\n")
    right = code.replace("def warm(self, keys):", "async def warm(self, keys):").replace(
        "self.client.prefetch(key)", "await self.client.prefetch(key)")
    ask = "make warm async"
    assert not dropped_await_findings(code, right, "cache.py", ask)
    dropped = right.replace("value = await self.client.fetch(key)", "value = self.client.fetch(key)")
    found = dropped_await_findings(code, dropped, "cache.py", ask)
    assert found and "self.client.fetch" in found[0].text
    assert not dropped_await_findings(code, dropped, "cache.py", "make get synchronous again")


def test_the_new_rules_stay_out_of_right_edits_they_do_not_concern() -> None:
    # a crash described is no request to raise; a helper that throws is a raise
    load = "def load(path):\n    rows = []\n    for line in open(path):\n        rows.append(int(line))\n    return rows\n"
    skip = load.replace("    for line in open(path):\n", "    for line in open(path):\n        if not line.strip():\n            continue\n")
    assert not said_throw_findings(load, skip, "load.py", "int() raises ValueError on blank lines, so skip them.")
    acct = "class Account {\n    long withdraw(long amount) {\n        balance -= amount;\n        return balance;\n    }\n}\n"
    checked = acct.replace("        balance -= amount;", '        Preconditions.checkArgument(amount >= 0, "negative");\n        balance -= amount;')
    assert not said_throw_findings(acct, checked, "Account.java", "withdraw: throw IllegalArgumentException for a negative amount")
    # module-level logging is the logger; warning the user or logging them out is no log line
    sync = "import logging\n\ndef sync(items):\n    for item in items:\n        push(item)\n        print(f'synced {item}')\n"
    warned = sync.replace("        push(item)\n", "        try:\n            push(item)\n        except TimeoutError:\n"
                          "            logging.warning('timeout pushing %s', item)\n            continue\n")
    assert not log_sink_findings(sync, warned, "sync.py", "log a warning and carry on when a push times out")
    told = sync.replace("        push(item)\n", "        if item.big:\n            print('warning: large item')\n        push(item)\n")
    assert not log_sink_findings(sync, told, "sync.py", "Warn the user before pushing a large item.")
    assert not log_sink_findings(sync, told, "sync.py", "log the user out when the token has expired")
    # a `pass` is no statement a log line takes the place of
    quiet = "def a():\n    try:\n        go()\n    except OSError:\n        pass\n\ndef b():\n    try:\n        run()\n    except OSError:\n        pass\n"
    logged = quiet.replace("        go()\n    except OSError:\n        pass", "        go()\n    except OSError:\n        log.warning('go failed')")
    assert not log_swap_findings(quiet, logged, "q.py", "log a warning when go fails in a")


def test_awaits_and_shared_values_that_are_right() -> None:
    users = ("async function one(id) {\n  const rows = await db.query('SELECT 1', [id]);\n  return rows[0];\n}\n"
             "async function all() {\n  return await db.query('SELECT 2');\n}\n")
    fmt = users + "async function active() {\n  const where = db.format('active = ?', [true]);\n  const rows = await db.query(where);\n  return rows;\n}\n"
    assert not awaitless_findings(users, fmt, "users.js", "add active()")  # a helper of the receiver, not its I/O
    many = users + "async function many(ids) {\n  const pending = [];\n  for (const id of ids) pending.push(db.query('SELECT 1', [id]));\n  return Promise.all(pending);\n}\n"
    assert not awaitless_findings(users, many, "users.js", "add many(ids) that queries in parallel")
    from redraft.engine.verify.awaitless import dropped_await_findings

    handler = "async function handle(msg) {\n  await logEvent(msg);\n  return ok(msg);\n}\n"
    assert not dropped_await_findings(handler, handler.replace("await logEvent", "logEvent"), "h.js", "Don't await logEvent.")
    ret = "async function load(id) {\n  return await fetchRemote(id);\n}\n"
    assert not dropped_await_findings(ret, ret.replace("return await", "return"), "l.js", "drop the redundant return await")
    arms = 'fun action(f: Failure) = when (f) {\n    is Failure.Timeout -> "retry"\n    is Failure.Refused -> "stop"\n    is Failure.Gone -> "drop"\n}\n'
    shared = arms.replace('"drop"\n', '"drop"\n    is Failure.Throttled -> "retry"\n')
    assert not copied_findings(arms, shared, "a.kt", "Throttled failures should be retried.")  # a label, not a code
    prio = "public enum Priority\n{\n    Low = 1,\n    Medium = 2,\n    High = 3,\n}\n"
    assert not copied_findings(prio, prio.replace("    High = 3,\n", "    High = 3,\n    Default = 2,\n"), "P.cs", "Add a Default alias for Medium.")


def test_a_field_the_instruction_scopes_and_a_placeholder_left_out() -> None:
    north = _with_key(FEED, ("H-1", "H-2"))
    assert not check(FEED, north, "feed.json", "Every stop on the Harbour route should carry step_free: false.").refused
    feed = '{"users": [{"id": 1}, {"id": 2}], "admins": [{"id": 9}]}\n'
    both = feed.replace('{"id": 1}', '{"id": 1, "active": true}').replace('{"id": 2}', '{"id": 2, "active": true}') \
        .replace('{"id": 9}', '{"id": 9, "active": true}')
    assert not check(feed, both, "people.json", "All users should have active: true, admins included.").refused
    code = "throw new Error('open failed');\n"
    ask = "'open failed' -> 'cannot open <path>'"
    assert replacement_findings(code, "throw new Error('cannot open');\n", "f.js", ask)  # the path's value left out
    assert not replacement_findings(code, "throw new Error(`cannot open ${p}`);\n", "f.js", ask)


def test_an_inlining_that_loses_a_comment_is_not_the_inlining() -> None:
    code = "def score(r):\n    # the weight of the kind\n    w = WEIGHTS[r.kind]\n    zones = {1, 2}  # hospital, school\n    return w + len(zones)\n"
    right = "def score(r):\n    zones = {1, 2}  # hospital, school\n    return WEIGHTS[r.kind] + len(zones)\n"
    assert inlining(code, right, "s.py", "inline w")[0] == ("w",)  # the variable's own comment may go with it
    lost = right.replace("  # hospital, school", "")
    assert not inlining(code, lost, "s.py", "inline w")[0]


def test_a_declaration_added_where_an_inlining_was_asked_is_no_inlining() -> None:
    code = "def mean_of(values):\n    total = sum(values)\n    mean = total / len(values)\n    return {'mean': mean}\n"
    added = code.replace("    total = sum(values)\n", "    total = sum(values)\n    mean = None\n")
    found = inline_findings(code, added, "m.py", "inline the mean variable")
    assert found and "`mean`" in found[0].text
