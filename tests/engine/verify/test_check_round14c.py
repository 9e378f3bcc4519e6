"""Round 14 of the check (issue 41), part three: what the reviewer of round 14 showed wrong,
each kept as a case (a wrong edit the first version verified, a right one it refused, a
crash, a slowdown)."""

from __future__ import annotations

from redraft.engine import check
from redraft.engine.verify.callers import caller_findings

LOOP = '''function pawnTotal(ticket) {
  let total = 0;
  if (ticket) {
    if (!ticket.void) {
      for (const item of ticket.items) {
        total += item.loan;
      }
    }
  }
  return total;
}
'''
LOOP_RIGHT = '''function pawnTotal(ticket) {
  if (!ticket || ticket.void) return 0;
  let total = 0;
  for (const item of ticket.items) {
    total += item.loan;
  }
  return total;
}
'''
GUARDS = "Use guard clauses instead of the nested ifs in pawnTotal"


def test_what_a_loop_writes_is_what_the_loop_made_of_it() -> None:
    assert not check(LOOP, LOOP_RIGHT, "pawn.js", GUARDS).refused
    assert check(LOOP, LOOP_RIGHT.replace("  return total;\n}", "  return 0;\n}"), "pawn.js", GUARDS).refused


def test_loose_and_strict_equality_are_apart() -> None:
    nested = '''function redeemFee(ticket) {
  let fee = 0;
  if (ticket.owner != null) {
    if (!ticket.expired) {
      fee = ticket.loan * 2;
    }
  }
  return fee;
}
'''
    strict = "function redeemFee(ticket) {\n  if (ticket.owner === null || ticket.expired) return 0;\n  return ticket.loan * 2;\n}\n"
    ask = "Use guard clauses instead of the nested ifs in redeemFee"
    assert check(nested, strict, "pawn.js", ask).refused  # an undefined owner now pays
    assert not check(nested, strict.replace("===", "=="), "pawn.js", ask).refused


def test_return_early_when_is_a_restructuring_not_a_new_decision() -> None:
    py = '''def pawn_loan(item, rate):
    if not item.stolen:
        if item.appraised > 0:
            return item.appraised * rate
    return 0
'''
    flipped = "def pawn_loan(item, rate):\n    if item.stolen or item.appraised < 0:\n        return 0\n    return item.appraised * rate\n"
    assert check(py, flipped, "pawn.py", "Refactor pawn_loan to return early when the item is stolen or unappraised").refused


def test_a_reason_that_says_not_keeps_nothing() -> None:
    toml = '[harbour]\nname = "Kiel"\ndebug = true\n\n[fleet]\nsize = 4\ndebug = true\n'
    both = toml.replace('name = "Kiel"\ndebug = true\n', 'name = "Kiel"\n').replace("size = 4\ndebug = true\n", "size = 4\n")
    ask = "Remove the debug key from the harbour section, it is not needed there anymore"
    assert check(toml, both, "port.toml", ask).refused
    assert not check(toml, toml.replace('name = "Kiel"\ndebug = true\n', 'name = "Kiel"\n'), "port.toml", ask).refused


def test_only_a_test_may_follow_a_rename_in_its_name() -> None:
    rs = '''pub struct Vent { pub pos: u8 }

impl Vent {
    pub fn open_by(&mut self, n: u8) { self.pos += n; }
}

pub fn latest_reading(v: &Vent) -> u8 { v.pos }

pub fn open_by_percent(v: &mut Vent, p: u8) { v.open_by(p); }
'''
    right = rs.replace("pub fn open_by(&mut self", "pub fn nudge_open(&mut self").replace("v.open_by(p)", "v.nudge_open(p)")
    assert not check(rs, right, "vent.rs", "rename open_by to nudge_open").refused
    assert check(rs, right.replace("fn open_by_percent", "fn nudge_open_percent"), "vent.rs", "rename open_by to nudge_open").refused


def test_a_comment_that_shares_a_word_with_the_instruction_still_counts() -> None:
    py = '''def tides(port, session):
    data = session.get(port)
    if data is None:
        data = session.get(port)
    return data


# berths come from the same harbour session as tides; keep the two in step
def berths(session):
    return session.get("berths")
'''
    cut = py.replace("    if data is None:\n        data = session.get(port)\n", "").replace(
        "# berths come from the same harbour session as tides; keep the two in step\n", "")
    assert "also deleted 1 comment" in check(py, cut, "tide.py", "Get rid of the second fetch in tides").text


def test_calls_asked_about_and_named_arguments_are_no_swap() -> None:
    py = '''def transfer(source, target, amount):
    source.balance -= amount


def book(seat, ferry):
    return seat, ferry


def settle(ticket, shop):
    transfer(shop.till, ticket.owner, ticket.loan)
    book(seat=1, ferry="Skua")
'''
    swapped = py.replace("transfer(shop.till, ticket.owner, ticket.loan)", "transfer(ticket.owner, shop.till, ticket.loan)")
    assert caller_findings(py, swapped, "pawn.py", "In settle, swap the first two arguments of the transfer call") == []
    assert caller_findings(py, swapped, "pawn.py", "swap source and target in transfer")
    keywords = py.replace('book(seat=1, ferry="Skua")', 'book(ferry="Skua", seat=1)')
    assert caller_findings(py, keywords, "pawn.py", "tidy settle") == []


def test_a_sort_said_not_to_happen_or_of_lists_is_read_as_such() -> None:
    data = '{\n    "routes": {"north": 5, "east": 3},\n    "harbour": "Kiel"\n}\n'
    two = '{\n  "routes": {"north": 5, "east": 3},\n  "harbour": "Kiel"\n}\n'
    assert not check(data, two, "fleet.json", "Re-indent fleet.json with 2 spaces; do not sort the routes").refused
    assert not check(data, two, "fleet.json", "indent with 2 spaces (the ordinal order of routes matters)").refused
    lists = '{"b": [{"y": 1, "x": 2}], "a": 1}\n'
    deep = '{"a": 1, "b": [{"x": 2, "y": 1}]}\n'
    assert not check(lists, deep, "r.json", "Sort the keys alphabetically but keep the order of the items in lists").refused


MAKE = "LDFLAGS ?=\nEXTRAS ?=\n\n.PHONY: all test\n\nall: test\n\ntest:\n\t./run-tests\n"


def test_make_builtins_shell_variables_and_real_targets() -> None:
    built = MAKE.replace("test:\n", "build/app: main.c\n\t$(CC) $(CFLAGS) -o $@ main.c $$" + "{EXTRA}\n\ntest:\n")
    ask = "add a real (non-phony) build/app target that compiles main.c"
    assert not check(MAKE, built, "Makefile", ask).refused  # `$(CFLAGS)` is make's own, `$${EXTRA}` the shell's
    assert not check(MAKE, built, "Makefile", "add a build/app target for main.c, and don't mark it as phony").refused
    typo = built.replace("$(CFLAGS)", "$(LDFLAG)")
    assert "`$(LDFLAG)` is defined nowhere" in check(MAKE, typo, "Makefile", ask).text
    hooked = MAKE.replace("all: test", "all: test lint").replace(".PHONY: all test", ".PHONY: all test lint") + "\nlint:\n\truff .\n"
    assert not check(MAKE, hooked, "Makefile", "add a phony lint target and make the default build run it").refused
    assert check(MAKE, hooked, "Makefile", "add a phony lint target").refused


def test_a_return_annotation_is_judged_only_where_the_edit_wrote_it() -> None:
    py = '''def berth_for(ship) -> str:
    if ship.long:
        return None
    return "A"


def load(path):
    try:
        text = open(path).read()
    except OSError:
        return ""
    else:
        return text
'''
    hinted = py.replace("def load(path):", "def load(path: str) -> str:")
    assert not check(py, hinted, "port.py", "Add type hints to load").refused


def test_a_literal_numeric_route_is_the_route_asked() -> None:
    js = 'router.get("/reports/2023", (req, res) => res.json(report(2023)));\n\nmodule.exports = router;\n'
    right = js.replace("module.exports", 'router.get("/reports/2024", (req, res) => res.json(report(2024)));\n\nmodule.exports')
    assert not check(js, right, "routes.js", "Add a GET /reports/2024 route that returns report(2024)").refused


def test_deep_nesting_neither_crashes_nor_hangs() -> None:
    depth = 400
    js = "function f(a) {\n" + "".join(f"if (a > {k}) {{\n" for k in range(depth)) + "return 1;\n" + "}\n" * depth + "return 0;\n}\n"
    flat = "function f(a) {\n  if (a <= 0) return 0;\n  return 1;\n}\n"
    check(js, flat, "deep.js", "flatten f with early returns")  # no RecursionError
    comments = "".join(f"# note {k}\n" for k in range(2400)) + "\nlegacy: 1\nkeep: 2\n"
    verdict = check(comments, "keep: 2\n", "c.yaml", "remove legacy")  # (runs of comment lines are read once each)
    assert verdict.refused and "also the comment at lines 1, 2, 3" in verdict.text


def test_a_length_is_never_below_zero() -> None:
    js = '''function choirSeats(singers, hall) {
  if (singers.length > 0) {
    if (hall.open) {
      return hall.assign(singers);
    }
  }
  return [];
}
'''
    right = "function choirSeats(singers, hall) {\n  if (singers.length === 0) return [];\n  if (!hall.open) return [];\n  return hall.assign(singers);\n}\n"
    ask = "Rewrite choirSeats with early returns instead of nested ifs"
    assert not check(js, right, "choir.js", ask).refused
    assert check(js, right.replace("singers.length === 0", "singers.length < 0"), "choir.js", ask).refused  # an empty choir is seated
