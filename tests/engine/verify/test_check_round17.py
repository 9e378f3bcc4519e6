"""Round 17 of the check (issue 41): what an instruction says of a new line (the value it
returns, the level it logs at, the key it stands by), comparisons that slip beside an asked
change, lines deleted outright, and values named in other units. Fixtures are written for
each rule, not copied from a split."""

from __future__ import annotations

from redraft.engine import check
from redraft.engine.verify.constants import constant_findings, undeclared
from redraft.engine.verify.gone import TAKES_OUT
from redraft.engine.verify.keyplace import asked_place, key_place_findings
from redraft.engine.verify.loglevel import log_level_findings, said_levels
from redraft.engine.verify.net import small_changes
from redraft.engine.verify.saidreturn import said_return_findings, said_returns
from redraft.engine.verify.spans import span_findings

# -- the value a new branch returns --------------------------------------------------------

KILN = """int kiln_fire(struct kiln *k, int minutes)
{
    k->elapsed += minutes;
    return k->elapsed;
}
"""


def _guarded(value: str) -> str:
    return KILN.replace("{\n    k->elapsed", "{\n    if (minutes <= 0) {\n        return " + value + ";\n    }\n    k->elapsed")


def test_a_new_branch_that_returns_another_value_than_said_is_caught_in_any_phrasing() -> None:
    for said in ("kiln_fire: return -1 when minutes <= 0", "kiln_fire soll -1 zurückgeben, wenn minutes <= 0 ist",
                 "Could you make kiln_fire return -1 for a non-positive time?"):
        assert said_return_findings(KILN, _guarded("0"), "kiln.c", said), said
        assert not said_return_findings(KILN, _guarded("-1"), "kiln.c", said), said
        assert check(KILN, _guarded("0"), "kiln.c", said).refused, said


def test_a_return_value_the_instruction_only_mentions_is_not_asked() -> None:
    assert said_returns("don't return null from kiln_fire") == set()
    assert said_returns("if find() returns nullptr, return -1") == {"-1"}
    # a computed value may be the one asked, and a value of another kind is about something else
    assert not said_return_findings(KILN, _guarded("k->elapsed"), "kiln.c", "return -1 when minutes <= 0")
    assert not said_return_findings(KILN, _guarded('"none"'), "kiln.c", "return -1 when minutes <= 0")


def test_a_throw_where_a_return_was_asked_is_caught() -> None:
    src = "public decimal Duty(Declaration d)\n{\n    return d.Value * d.Rate;\n}\n"
    thrown = src.replace("{\n", "{\n    if (d == null) throw new ArgumentNullException(nameof(d));\n")
    returned = src.replace("{\n", "{\n    if (d == null) return 0m;\n")
    said = "Duty: return 0m when the declaration is null"
    assert said_return_findings(src, thrown, "Duty.cs", said)
    assert not said_return_findings(src, returned, "Duty.cs", said)
    assert not said_return_findings(src, thrown, "Duty.cs", "Duty: throw when the declaration is null instead of returning 0")


# -- the level a new log line is written at --------------------------------------------------

TURBINE = """def curtail(turbine, limit_kw):
    if limit_kw < 0:
        raise ValueError(limit_kw)
    turbine.setpoint = limit_kw
"""


def test_a_log_line_at_another_level_than_said_is_caught() -> None:
    debug = TURBINE.replace("    turbine.setpoint", "    log.debug('curtailing %s', turbine.id)\n    turbine.setpoint")
    info = TURBINE.replace("    turbine.setpoint", "    log.info('curtailing %s', turbine.id)\n    turbine.setpoint")
    for said in ("curtail: log at info level", "Protokolliere in curtail auf Info-Level", "use log.info in curtail"):
        assert log_level_findings(TURBINE, debug, "wind.py", said), said
        assert not log_level_findings(TURBINE, info, "wind.py", said), said
    assert check(TURBINE, debug, "wind.py", "curtail should log each curtailment at info level").refused


def test_a_level_that_is_an_example_or_two_levels_judge_nothing() -> None:
    assert said_levels("add a log.warning, in the same style as the existing log.info") == {"warning"}
    assert said_levels("log an error, not a warning") == {"error"}
    debug = TURBINE.replace("    turbine.setpoint", "    log.debug('curtailing %s', turbine.id)\n    turbine.setpoint")
    assert not log_level_findings(TURBINE, debug, "wind.py", "log info on success and a warning on failure")


# -- where a new key stands ----------------------------------------------------------------

DECLARATIONS = '{"items": [{"code": "7013", "value": 120, "origin": "CN"}, {"code": "8471", "value": 900, "origin": "TW"}]}\n'


def test_a_key_added_away_from_the_key_it_was_to_follow_is_caught() -> None:
    last = DECLARATIONS.replace('"origin": "CN"}', '"origin": "CN", "duty": 0}').replace('"origin": "TW"}', '"origin": "TW", "duty": 0}')
    placed = DECLARATIONS.replace('"value": 120,', '"value": 120, "duty": 0,').replace('"value": 900,', '"value": 900, "duty": 0,')
    for said in ('add "duty": 0 to every item, right after value', 'añade "duty": 0 a cada item, justo después de value',
                 'every item should carry "duty": 0 next to its value'):
        assert key_place_findings(DECLARATIONS, last, "decl.json", said), said
        assert not key_place_findings(DECLARATIONS, placed, "decl.json", said), said
    # "after" without "right": anywhere after it
    assert not key_place_findings(DECLARATIONS, last, "decl.json", 'add "duty": 0 to every item, after value')
    assert asked_place("next to name and order") == ("next", ["name", "order"], True)


# -- a comparison turned beside an asked change ----------------------------------------------

LIMITS = "export function mayOpen(s: Sample): boolean {\n  return s.windMs < 15 && s.gustMs < 20;\n}\n"


def test_a_comparison_turned_along_with_an_extraction_is_caught() -> None:
    said = "extract 15 and 20 into MAX_WIND_MS and MAX_GUST_MS"
    head = "const MAX_WIND_MS = 15;\nconst MAX_GUST_MS = 20;\n"
    kept = head + LIMITS.replace("< 15", "< MAX_WIND_MS").replace("< 20", "< MAX_GUST_MS")
    turned = head + LIMITS.replace("< 15", "<= MAX_WIND_MS").replace("< 20", "<= MAX_GUST_MS")
    assert check(LIMITS, turned, "wind.ts", said).refused
    assert not check(LIMITS, kept, "wind.ts", said).refused
    # asked in words: the turn is the edit
    assert not check(LIMITS, LIMITS.replace("< 15", "<= 15"), "wind.ts", "the wind check should pass at 15 or less").refused


# -- a line deleted outright ------------------------------------------------------------------

ASSIGN = """fn assign(ticket: &mut Ticket, tech: &str) -> Result<(), String> {
    ticket.assignee = Some(tech.to_string());
    ticket.notes.push(format!("assigned to {}", tech));
    Ok(())
}
"""


def test_a_line_deleted_outright_is_not_excused_by_a_word_the_instruction_says() -> None:
    guard = '    if let Some(t) = &ticket.assignee {\n        return Err(format!("already assigned to {}", t));\n    }\n'
    right = ASSIGN.replace("    ticket.assignee =", guard + "    ticket.assignee =")
    dropped = right.replace('    ticket.notes.push(format!("assigned to {}", tech));\n', "")
    for said in ("assign(): Err if the ticket already has an assignee", "Assigning an assigned ticket must fail"):
        assert check(ASSIGN, dropped, "board.rs", said).refused, said
        assert not check(ASSIGN, right, "board.rs", said).refused, said
    assert not check(ASSIGN, ASSIGN.replace('    ticket.notes.push(format!("assigned to {}", tech));\n', ""), "board.rs",
                     "assign shouldn't push the note any more").refused


def test_removal_words_in_many_phrasings_take_lines_out() -> None:
    for said in ("nobody calls it anymore, can it go?", "strip out the debug prints", "There should be no print left",
                 "rm the legacy fn", "ルートを削除してください", "turn the loop into a comprehension"):
        assert TAKES_OUT.search(said), said
    for said in ("add a check for null", "log each sale", "the api is dead slow, add a cache"):
        assert not TAKES_OUT.search(said), said


# -- constants: suffixes, template names, other units ----------------------------------------


def test_a_constant_is_read_through_its_type_suffix_and_a_template_name() -> None:
    src = 'fun due(d: Long) = d > 60\nfun text(d: Long) = "limit 60"\n'
    out = 'const val WASH_DAYS = 45L\nfun due(d: Long) = d > WASH_DAYS\nfun text(d: Long) = "limit $WASH_DAYS"\n'
    changes = small_changes(src, out, "wash.kt")
    assert any("is 45, not the 60" in f for f in constant_findings(changes, src, out, "wash.kt", "extract 60 -> WASH_DAYS"))
    assert not undeclared("$WASH_DAYS", src, out)
    assert not undeclared("$KEEP_DAYS", "a=1\n", 'KEEP_DAYS=30\nfind . -mtime +"$KEEP_DAYS"\n')
    assert undeclared("$KEEP_DAYS", "a=1\n", 'find . -mtime +"$KEEP_DAYS"\n')


BRAKE = """#define SLIP_MM 150
int passed(int stop_ms) { return stop_ms <= 1800; }
/* seconds the motor rests after an emergency stop */
int cooldown(void) { return 1800; }
"""


def test_a_value_in_another_unit_is_another_quantity() -> None:
    said = "extract the 1800 ms stop limit into STOP_LIMIT_MS"
    right = BRAKE.replace("#define SLIP_MM 150\n", "#define SLIP_MM 150\n#define STOP_LIMIT_MS 1800u\n").replace("<= 1800", "<= STOP_LIMIT_MS")
    both = right.replace("return 1800;", "return STOP_LIMIT_MS;")
    assert not check(BRAKE, right, "brake.c", said).refused
    assert check(BRAKE, both, "brake.c", said).refused


# -- a data table named by a value it holds ---------------------------------------------------

CARGO = '[package]\nname = "kilnctl"\nversion = "0.4.2"\n\n[dependencies]\nglaze-tables = { path = "../glaze", version = "0.4.2" }\n'
SENSORS = "sensors:\n  - name: anemometer\n    poll_s: 30\n    gust_window_s: 3\n  - name: rain-gauge\n    poll_s: 30\n"


def test_a_value_given_to_a_table_named_by_its_name_is_the_asked_change() -> None:
    bumped = CARGO.replace('version = "0.4.2"\n\n', 'version = "0.5.0"\n\n')
    wrong = CARGO.replace('version = "0.4.2" }', 'version = "0.5.0" }')
    assert not check(CARGO, bumped, "Cargo.toml", "bump kilnctl to 0.5.0").refused
    assert check(CARGO, wrong, "Cargo.toml", "bump kilnctl to 0.5.0").refused
    polled = SENSORS.replace("poll_s: 30\n    gust", "poll_s: 5\n    gust")
    gusts = SENSORS.replace("gust_window_s: 3", "gust_window_s: 5")
    assert not check(SENSORS, polled, "station.yaml", "The anemometer should be polled every 5 seconds.").refused
    assert check(SENSORS, gusts, "station.yaml", "The anemometer should be polled every 5 seconds.").refused
    assert check(SENSORS, gusts, "station.yaml", "poll the anemometer every 5s instead of 30").refused


# -- a label before the code, a placeholder in another language -------------------------------


def test_a_name_before_a_colon_is_a_label_and_a_capitalised_option_value_a_placeholder() -> None:
    src = "def import_one(path):\n    ds = dcmread(path)\n    return ds\n"
    wrapped = ("def import_one(path):\n    try:\n        ds = dcmread(path)\n    except InvalidDicomError:\n"
               "        log.warning('bad %s', path)\n        return None\n    return ds\n")
    assert not span_findings(src, wrapped, "xray.py", "import_one: try/except InvalidDicomError around dcmread -> warn, return None")
    script = 'while getopts "d:" opt; do\n  case $opt in\n    d) DEST=$OPTARG ;;\n  esac\ndone\n'
    added = script.replace('"d:"', '"d:r:"').replace("    d) DEST=$OPTARG ;;\n", "    d) DEST=$OPTARG ;;\n    r) KEEP=$OPTARG ;;\n")
    assert not span_findings(script, added, "backup.sh", "Füg dem Skript eine Option -r TAGE hinzu")


# -- a line a rewrite drops beside what it asks ----------------------------------------------

DOCKERFILE = "FROM python:3.12-slim\nENV PORT=8080\nEXPOSE 8080\nUSER ingest\nCMD [\"python\", \"-m\", \"ingest\"]\n"


def test_a_line_a_shrinking_hunk_drops_is_caught_even_with_its_name_said() -> None:
    moved = DOCKERFILE.replace("8080", "9090")
    rootless = moved.replace("EXPOSE 9090\nUSER ingest\n", "EXPOSE 9090\n")
    said = "The ingest container listens on 9090 now."
    assert check(DOCKERFILE, rootless, "Dockerfile", said).refused
    assert not check(DOCKERFILE, moved, "Dockerfile", said).refused


NESTED = """def may_open(run):
    if run.staffed:
        if run.snow_cm > 10:
            return True
    return False
"""


def test_a_reshaping_instruction_may_drop_lines_of_the_function_it_names() -> None:
    flat = "def may_open(run):\n    if not run.staffed:\n        return False\n    if run.snow_cm <= 10:\n        return False\n    return True\n"
    for said in ("may_open: nested ifs -> early returns", "flatten may_open with guard clauses"):
        assert not check(NESTED, flat, "runs.py", said).refused, said


KILNS = """function stockKilns(siteId) {
  return inventory
    .kilnsAt(siteId)
    .then((kilns) => {
      const cold = kilns.filter((k) => k.tempC < 40);
      return cold.length;
    })
    .catch((err) => {
      log.error(err);
      return 0;
    });
}
"""


def test_a_promise_chain_rewritten_with_await_drops_its_chain_lines() -> None:
    awaited = """async function stockKilns(siteId) {
  try {
    const kilns = await inventory.kilnsAt(siteId);
    const cold = kilns.filter((k) => k.tempC < 40);
    return cold.length;
  } catch (err) {
    log.error(err);
    return 0;
  }
}
"""
    assert not check(KILNS, awaited, "kilns.js", "stockKilns: promise chain -> async/await").refused


def test_a_literal_dict_returned_where_a_number_was_asked_is_caught() -> None:
    src = "def glaze_stats(batches):\n    total = sum(b.kg for b in batches)\n    return {'kg': total}\n"
    dict_back = src.replace("    total =", "    if not batches:\n        return {'kg': 0}\n    total =")
    number = src.replace("    total =", "    if not batches:\n        return -1\n    total =")
    said = "glaze_stats should return -1 when batches is empty"
    assert check(src, dict_back, "glaze.py", said).refused
    assert not check(src, number, "glaze.py", said).refused


# -- a reviewer's cases: right edits the first candidate refused, each kept --------------------


def test_a_refactor_that_writes_fewer_new_lines_may_drop_old_ones() -> None:
    js = "function names(riders) {\n  const out = [];\n  for (const r of riders) {\n    out.push(r.name);\n  }\n  return out;\n}\n"
    mapped = "function names(riders) {\n  return riders.map((r) => r.name);\n}\n"
    assert not check(js, mapped, "riders.js", "Use map in names").refused
    rs = "fn parse(s: &str) -> Result<u32, ParseIntError> {\n    let n = match s.parse::<u32>() {\n        Ok(n) => n,\n" \
         "        Err(e) => return Err(e),\n    };\n    Ok(n * 2)\n}\n"
    assert not check(rs, rs.replace("match s.parse::<u32>() {\n        Ok(n) => n,\n        Err(e) => return Err(e),\n    };",
                                    "s.parse::<u32>()?;"), "p.rs", "parse: use the ? operator").refused


def test_a_bound_said_in_words_may_turn_the_operator() -> None:
    src = "def should_lock(failures):\n    return failures >= 5\n"
    assert not check(src, src.replace(">= 5", "> 3"), "lock.py", "should_lock: lock after more than 3 failures").refused
    assert not check(src, src.replace(">= 5", "> 3"), "lock.py", "should_lock: sperren ab mehr als 3 failures").refused


def test_words_that_are_no_units_name_no_other_quantity() -> None:
    src = "function backoff(retries) {\n  return Math.min(retries * 100, 1800);\n}\n"
    out = "const MAX_BACKOFF_MS = 1800;\n" + src.replace("1800", "MAX_BACKOFF_MS")
    assert not check(src, out, "b.js", "extract the 1800 ms cap into MAX_BACKOFF_MS").refused


def test_hex_and_strings_keep_their_letters_and_numbers_compare_as_numbers() -> None:
    src = "int low(int x) { return x & 0x1F; }\n"
    wrong = "#define MASK 0x1D\n" + src.replace("0x1F", "MASK")
    assert check(src, wrong, "m.c", "extract 0x1F into a MASK macro").refused
    avg = "fn avg(v: &[f64]) -> f64 {\n    v.iter().sum::<f64>() / v.len() as f64\n}\n"
    zero = avg.replace("{\n    v.iter()", "{\n    if v.is_empty() {\n        return 0.0;\n    }\n    v.iter()")
    assert not check(avg, zero, "avg.rs", "avg should return 0 for an empty slice").refused


def test_a_status_code_or_another_functions_value_is_no_return_asked() -> None:
    src = "def read_item(item_id):\n    item = db.get(item_id)\n    return item\n"
    raised = src.replace("    return item", "    if item is None:\n        raise HTTPException(status_code=404)\n    return item")
    assert not check(src, raised, "api.py", "read_item should return 404 when the item does not exist").refused
    load = "def load(path):\n    data = read(path)\n    return parse(data)\n"
    loud = load.replace("    return parse", "    if data is None:\n        raise FileNotFoundError(path)\n    return parse")
    assert not check(load, loud, "l.py", "read returns None when the file is missing; make load fail loudly then").refused


def test_words_that_are_no_log_levels_ask_for_none() -> None:
    assert said_levels("Add verbose logging to sync") == set()
    assert said_levels("sync: log information about each item") == set()
    assert said_levels("log at Information level") == {"info"}


def test_before_and_after_in_a_top_level_map_may_be_an_order_of_running() -> None:
    pkg = '{"scripts": {"build": "tsc", "test": "vitest"}}\n'
    linted = '{"scripts": {"build": "tsc", "test": "vitest", "lint": "eslint ."}}\n'
    assert not key_place_findings(pkg, linted, "package.json", "add a lint script and run it before test")
