"""Round 15 of the check (issue 41), part two: conditions, options, members treated like others,
and the types an instruction gives. Fixtures written for the rules, not copied from a split."""

from __future__ import annotations

from redraft.engine import check

# -- a condition's operand dropped, a junction turned, the operator asked --------------------

SAILING = """package ferry

func Next(sailings []Sailing, from string, now int) (Sailing, bool) {
	for _, s := range sailings {
		if s.From != from || s.Cancelled {
			continue
		}
		if s.Departs < now {
			continue
		}
		return s, true
	}
	return Sailing{}, false
}
"""


BUFFERED = SAILING.replace("now int)", "now int, buffer int)")


def test_an_operand_dropped_from_a_condition() -> None:
    right = BUFFERED.replace("s.Departs < now", "s.Departs < now+buffer")
    said = "Next: add a buffer int parameter after now, and skip sailings leaving before now plus the buffer"
    assert not check(SAILING, right, "ferry.go", said).refused
    dropped = right.replace(" || s.Cancelled", "")
    assert "removed `|| s.Cancelled`" in check(SAILING, dropped, "ferry.go", said).text


def test_a_local_made_of_the_old_word_and_the_names_said() -> None:
    right = BUFFERED.replace("\tfor _, s := range sailings {", "\tearliest := now + buffer\n\tfor _, s := range sailings {") \
        .replace("s.Departs < now", "s.Departs < earliest")
    said = "Next: add a buffer int parameter after now, and skip sailings leaving before now plus the buffer"
    assert not check(SAILING, right, "ferry.go", said).refused
    doubled = right.replace("earliest := now + buffer", "earliest := now + 2*buffer")
    assert check(SAILING, doubled, "ferry.go", said).refused


def test_or_turned_into_and_is_a_change_of_its_own() -> None:
    lua = "function M.tick(buffered, limit, at_end)\n  if buffered > limit or at_end then\n    return true\n  end\n  return false\nend\n"
    turned = lua.replace("buffered > limit or at_end", "buffered >= limit and at_end")
    said = "resume when buffered >= limit (not >)"
    assert "`or` -> `and`" in check(lua, turned, "tick.lua", said).text
    assert not check(lua, lua.replace("buffered > limit", "buffered >= limit"), "tick.lua", said).refused


def test_the_operator_asked_is_the_one_before_instead_of() -> None:
    c = "int over(float v, int t) {\n    if (v > LIMIT) {\n        t += 1;\n    }\n    return t >= DELAY;\n}\n"
    said = "In over(), make the pickup inclusive (>= instead of >)."
    assert not check(c, c.replace("v > LIMIT", "v >= LIMIT"), "relay.c", said).refused
    assert check(c, c.replace("t >= DELAY", "t > DELAY"), "relay.c", said).refused


# -- a value given a name, an option that does nothing --------------------------------------

HELP_END = "EO" + "F"  # (a here-document's end, spelled apart so no shell here-document ends on it)
BACKUP = f"""#!/bin/sh
DEST=/srv/backup

usage() {{
  cat <<{HELP_END}
usage: $(basename "$0") [-d DIR]
  -d, --dest DIR   backup directory (default: $DEST)
{HELP_END}
}}

while [ $# -gt 0 ]; do
  case "$1" in
    -d|--dest) DEST="$2"; shift 2 ;;
    *) usage; exit 2 ;;
  esac
done

pg_dump plots | gzip -9 > "$DEST/plots.sql.gz"
"""
LEVELLED = BACKUP.replace("DEST=/srv/backup\n", "DEST=/srv/backup\nLEVEL=9\n") \
    .replace("  -d, --dest DIR   backup directory (default: $DEST)\n",
             "  -d, --dest DIR   backup directory (default: $DEST)\n  -l, --level N    gzip level (default: $LEVEL)\n") \
    .replace('    -d|--dest) DEST="$2"; shift 2 ;;\n', '    -d|--dest) DEST="$2"; shift 2 ;;\n    -l|--level) LEVEL="$2"; shift 2 ;;\n')
OPTION = "add a -l/--level N option (default 9) for the gzip level, and list it in the usage text"


def test_a_literal_replaced_by_the_option_that_holds_it() -> None:
    right = LEVELLED.replace("gzip -9", 'gzip -"$LEVEL"')
    assert not check(BACKUP, right, "backup.sh", OPTION).refused
    other = right.replace("LEVEL=9", "LEVEL=6")
    assert check(BACKUP, other, "backup.sh", OPTION).refused


def test_an_option_shown_only_in_the_help_text_does_nothing() -> None:
    verdict = check(BACKUP, LEVELLED, "backup.sh", OPTION)
    assert verdict.refused and "nothing reads" in verdict.text


# -- a new member treated like an old one ---------------------------------------------------

STATUS = """export enum Status {
  Live = "live",
  Paused = "paused",
}

export function isActive(s: Status): boolean {
  return s === Status.Live || s === Status.Paused;
}
"""
HELD = STATUS.replace('  Paused = "paused",\n', '  Paused = "paused",\n  Held = "held",\n')


def test_a_new_member_treated_like_an_old_one() -> None:
    said = 'Could you add a Held member ("held") to Status? isActive should treat it as active, the same as Paused.'
    verdict = check(STATUS, HELD, "status.ts", said)
    assert verdict.refused and "`isActive` reads `Paused` but not `Held`" in verdict.text
    right = HELD.replace("s === Status.Paused;", "s === Status.Paused || s === Status.Held;")
    assert not check(STATUS, right, "status.ts", said).refused


def test_a_member_added_where_the_instruction_says_it_must_not_go() -> None:
    boarding, held = STATUS.replace("isActive", "canBoard"), HELD.replace("isActive", "canBoard")
    said = 'Status: add Held = "held". A held ticket must not be able to board.'
    wrong = held.replace("s === Status.Paused;", "s === Status.Paused || s === Status.Held;")
    assert check(boarding, wrong, "status.ts", said).refused
    assert not check(STATUS, HELD.replace("s === Status.Paused;", "s === Status.Paused || s === Status.Held;"), "status.ts",
                     'Status: add Held = "held", active like Paused').refused


# -- the return type the instruction gives, a class's methods -------------------------------

DURATION = '''def parse_minutes(text, unit="m"):
    return int(text.strip()) * (60 if unit == "h" else 1)


class Rota:
    def __init__(self, plots):
        self.plots = plots

    def size(self):
        return len(self.plots)
'''


def test_the_return_type_the_instruction_gives() -> None:
    said = 'type hints on parse_minutes: (text: str, unit: str = "m") -> int'
    right = DURATION.replace('def parse_minutes(text, unit="m"):', 'def parse_minutes(text: str, unit: str = "m") -> int:')
    assert check(DURATION, right, "rota.py", said).level == "verified"
    wrong = right.replace("-> int:", "-> float:")
    assert "where the instruction says `int`" in check(DURATION, wrong, "rota.py", said).text


def test_hints_on_a_class_are_on_every_method_of_it() -> None:
    said = "Rota: type hints on all methods (params + return)"
    half = DURATION.replace("def __init__(self, plots):", "def __init__(self, plots: list[str]) -> None:")
    assert "still without full type hints" in check(DURATION, half, "rota.py", said).text
    whole = half.replace("def size(self):", "def size(self) -> int:")
    assert check(DURATION, whole, "rota.py", said).level == "verified"


# -- an option's own lines are the edit, wherever the instruction places it ------------------

PARSER = f"""#!/bin/bash
# Usage: prune.sh [-d DIR] [-q]
DIR=/srv/archive
RETENTION_DAYS=14

usage() {{
  cat <<{HELP_END}
usage: prune.sh [-d DIR] [-q]
  -d, --dir DIR   archive directory
{HELP_END}
}}

prune_old() {{
  find "$DIR" -mtime +"$RETENTION_DAYS" -delete
}}

while [[ $# -gt 0 ]]; do
    case "$1" in
        -d|--dir)
            DIR="$2"
            shift 2
            ;;
        -q|--quiet)
            QUIET=1
            shift
            ;;
    esac
done
prune_old
[[ -n $QUIET ]] || echo "pruned $DIR"
"""
KEEP = PARSER.replace("# Usage: prune.sh [-d DIR] [-q]", "# Usage: prune.sh [-d DIR] [-k DAYS] [-q]") \
    .replace("  -d, --dir DIR   archive directory\n", "  -d, --dir DIR   archive directory\n  -k, --keep DAYS days to keep\n") \
    .replace("            shift 2\n            ;;\n", "            shift 2\n            ;;\n        -k|--keep)\n            RETENTION_DAYS=$2\n"
             "            shift 2\n            ;;\n", 1)


def test_an_options_arm_help_line_and_usage_comment_are_the_option() -> None:
    for said in ("add -k/--keep DAYS option -> RETENTION_DAYS, document in usage",
                 "prune.sh accepts -k/--keep DAYS to override how many days prune_old keeps; it is documented in usage"):
        assert not check(PARSER, KEEP, "prune.sh", said).refused, said
    unread = KEEP.replace("            RETENTION_DAYS=$2\n", "            KEEP_DAYS=$2\n")
    assert check(PARSER, unread, "prune.sh", "add -k/--keep DAYS option -> RETENTION_DAYS, document in usage").refused


def test_an_attribute_is_no_comment() -> None:
    rust = "#[derive(Debug, Clone)]\npub struct Reading {\n    pub value: f64,\n}\n\n#[derive(Debug, Clone)]\npub enum Seal {\n    Open,\n    Shut,\n}\n"
    wrong = rust.replace("#[derive(Debug, Clone)]\npub struct", "#[derive(Debug, Clone, PartialEq, Eq, Hash)]\npub struct")
    assert check(rust, wrong, "seal.rs", "Seal: derive PartialEq, Eq, Hash").refused
    right = rust.replace("#[derive(Debug, Clone)]\npub enum", "#[derive(Debug, Clone, PartialEq, Eq, Hash)]\npub enum")
    assert not check(rust, right, "seal.rs", "Seal: derive PartialEq, Eq, Hash").refused


# -- an extracted constant: where it is declared, what value it has --------------------------

PAWN = """const GRACE_DAYS = 14;

function interestDue(principal, months) {
  return Math.round(principal * 0.035 * months);
}

function renewalQuote(principal) {
  return Math.round(principal * 0.035);
}
"""


def test_a_constant_declared_inside_one_function_and_read_in_another() -> None:
    said = "extract the interest rate 0.035 into a const MONTHLY_RATE"
    right = PAWN.replace("const GRACE_DAYS = 14;\n", "const GRACE_DAYS = 14;\nconst MONTHLY_RATE = 0.035;\n").replace("0.035", "MONTHLY_RATE") \
        .replace("const MONTHLY_RATE = MONTHLY_RATE;", "const MONTHLY_RATE = 0.035;")
    assert not check(PAWN, right, "pawn.js", said).refused
    inside = PAWN.replace("function interestDue(principal, months) {\n",
                          "function interestDue(principal, months) {\n  const MONTHLY_RATE = 0.035;\n").replace("* 0.035", "* MONTHLY_RATE")
    verdict = check(PAWN, inside, "pawn.js", said)
    assert "declared inside `interestDue`" in verdict.text and "read in `renewalQuote`" in verdict.text


def test_a_constant_with_another_value_than_it_replaced_whatever_the_phrasing() -> None:
    wrong = PAWN.replace("const GRACE_DAYS = 14;\n", "const GRACE_DAYS = 14;\nconst MONTHLY_RATE = 0.35;\n").replace("* 0.035", "* MONTHLY_RATE")
    for said in ("The 3.5% monthly rate is defined once, as MONTHLY_RATE.", "Estrai il tasso 0.035 in una costante MONTHLY_RATE."):
        assert "is 0.35, not the 0.035 it replaced" in check(PAWN, wrong, "pawn.js", said).text, said


# -- a value given a name the edit introduces; what the edit sets for the function named -------

TIMEOUT = """def fetch(url):
    return get(url, timeout=30)


def ping(host):
    return get(host, timeout=5)
"""


def test_a_literal_replaced_by_a_new_name_that_holds_it() -> None:
    from redraft.engine.verify.changes import Change
    from redraft.engine.verify.tidy import named_value

    right = "DEFAULT_WAIT = 30\n\n\n" + TIMEOUT.replace("timeout=30", "timeout=DEFAULT_WAIT")
    change = Change("30", "DEFAULT_WAIT", 5, 2, ("30", "DEFAULT_WAIT"))
    assert named_value(change, TIMEOUT, right, "net.py", "let fetch's wait be configured at the top of the file")
    assert not named_value(change, TIMEOUT, right.replace("DEFAULT_WAIT = 30", "DEFAULT_WAIT = 60"), "net.py", "make it configurable")
    assert not named_value(change, TIMEOUT, right, "net.py", "extract 30 into DEFAULT_WAIT")  # an extraction is judged by where


def test_what_the_edit_sets_for_the_function_named() -> None:
    from redraft.engine.verify.untouched import _feeds

    lines = ["KEEP=14", "prune() {", '  find . -mtime +"$KEEP" -delete', "}", "case $1 in", "  -k) KEEP=$2 ;;", "esac"]
    assert _feeds(["KEEP=14", *lines[1:5], "  -k)", "KEEP=$2", "esac"], [7], [(2, 4)])
    assert not _feeds(["KEEP=14", *lines[1:5], "  -k)", "DAYS=$2", "esac"], [7], [(2, 4)])
