"""Round 8 of the check (issue 41): what added code does when it runs, read from the syntax
tree whatever the instruction says, in any language tree-sitter reads:

    flow        nothing added after a `return`/`next`/`continue` of its block; no guard added
                after a statement that already uses what it tests; no guard that leaves when
                the value IS there while the code after it dereferences it (flow.py)
    place       the function the instruction names changed, not only another one (untouched.py)
    switch      a member added to an enum reaches every switch that names all the others
    unread      a parameter added to a function is read in its body

(Names and calls: test_check_round8_calls.py; file kinds: test_check_round8_files.py; the
review's right edits: test_check_round8_review.py.)
"""

from __future__ import annotations

import pytest

from redraft.engine import check
from redraft.engine.verify.flow import flow_findings
from redraft.engine.verify.switches import switch_findings
from redraft.engine.verify.unread import unread_findings
from redraft.engine.verify.untouched import untouched_findings

LIMITER = """package limit

import "log/slog"

type bucket struct {
	tokens int
	last   int64
}

func (b *bucket) Allow(user string, now int64) bool {
	b.refill(now)
	if b.tokens == 0 {
		return false
	}
	b.tokens--
	return true
}
"""
LOGGED = LIMITER.replace("""	if b.tokens == 0 {
		return false
	}""", """	if b.tokens == 0 {
		slog.Warn("rate limited", "user", user)
		return false
	}""")
AFTER_RETURN = LIMITER.replace("""	if b.tokens == 0 {
		return false
	}""", """	if b.tokens == 0 {
		return false
		slog.Warn("rate limited", "user", user)
	}""")


@pytest.mark.parametrize("ask", ["log a slog.Warn when Allow denies a user", "Allow should warn (slog) whenever it says no."])
def test_a_line_added_after_a_return_never_runs(ask: str) -> None:
    assert not check(LIMITER, LOGGED, "limit.go", ask).refused, check(LIMITER, LOGGED, "limit.go", ask).text
    v = check(LIMITER, AFTER_RETURN, "limit.go", ask)
    assert v.refused and "line 14 can never run: it follows a `return`" in v.detail, v.text


PAYROLL = """def pay_all(employees, log)
  employees.each do |e|
    next if e.on_leave?
    if e.iban.nil?
      next
    end
    transfer(e.iban, e.salary)
  end
end
"""


def test_ruby_next_and_code_the_original_already_had() -> None:
    late = PAYROLL.replace("      next\n    end", "      next\n      log.warn(\"no IBAN for #{e.employee_no}\")\n    end")
    right = PAYROLL.replace("      next\n    end", "      log.warn(\"no IBAN for #{e.employee_no}\")\n      next\n    end")
    assert [f.text for f in flow_findings(PAYROLL, late, "payroll.rb")] == ["line 6 can never run: it follows a `next` in its block"]
    assert flow_findings(PAYROLL, right, "payroll.rb") == []
    # dead code the original had is not the edit's, and `return` then a new `case` runs
    dead = "int f(int x) {\n    switch (x) {\n    case 1:\n        return 2;\n    case 2:\n        return 3;\n    }\n    return 0;\n    x++;\n}\n"
    assert flow_findings(dead, dead.replace("return 3;", "return 4;"), "f.c") == []
    assert flow_findings(dead, dead.replace("    case 2:\n", "    case 5:\n        return 9;\n    case 2:\n"), "f.c") == []


def test_what_follows_a_return_and_still_runs() -> None:
    dead = "int f(int x) {\n    if (x > 1) {\n        return 2;\n    }\n    return 0;\n    x++;\n}\n"
    assert flow_findings(dead, dead.replace("return 0;", "return -1;"), "f.c") == []  # the original's dead code
    assert [f.lines for f in flow_findings(dead, dead.replace("return 0;", "return 0;\n    x--;"), "f.c")] == [(6,)]
    label = "int g(int *p) {\n    if (!p) goto done;\n    use(p);\ndone:\n    return 0;\n}\n"
    assert flow_findings(label, label.replace("    use(p);\n", "    use(p);\n    return 1;\n"), "g.c") == []  # a label jumped to
    rescue = "def load(path)\n  File.read(path)\nrescue Errno::ENOENT\n  nil\nend\n"
    assert flow_findings(rescue, rescue.replace("  File.read(path)\n", "  return File.read(path)\n"), "load.rb") == []


RING = """#include <stddef.h>

size_t rb_pop(struct ring *rb, unsigned char *out, size_t n) {
    size_t avail = rb_used(rb);
    size_t take = n < avail ? n : avail;
    for (size_t i = 0; i < take; i++) {
        out[i] = rb->buf[(rb->tail + i) % RB_SIZE];
    }
    rb->tail = (rb->tail + take) % RB_SIZE;
    return take;
}
"""
GUARD = "    if (rb == NULL || out == NULL) {\n        return 0;\n    }\n"


def test_a_guard_added_after_the_value_is_used_comes_too_late() -> None:
    ask = "rb_pop crashes on a NULL ring: add a null check"
    first = RING.replace("    size_t avail", GUARD + "    size_t avail")
    late = RING.replace("    rb->tail =", GUARD + "    rb->tail =")
    assert not check(RING, first, "ring.c", ask).refused, check(RING, first, "ring.c", ask).text
    v = check(RING, late, "ring.c", ask)
    assert v.refused and "the check added at line 9 comes after line 6 already uses `out`" in v.detail, v.text
    # a value handed to a call before the guard is used already (`rb_used(rb)` reads the NULL ring; round 18)
    passed = RING.replace("    size_t take", GUARD + "    size_t take")
    assert [f.text for f in flow_findings(RING, passed, "ring.c")] == ["the check added at line 5 comes after line 4 already uses `rb`"]


def test_a_guard_after_a_statement_that_gives_the_value_or_after_a_guard_of_its_own() -> None:
    src = "def last(node):\n    while node.next:\n        node = node.next\n    return node.value\n"
    assert flow_findings(src, src.replace("    return node.value", "    if node is None:\n        return None\n    return node.value"), "l.py") == []
    head = "def parse(buf):\n    if buf.startswith(b'#'):\n        return None\n    return decode(buf)\n"
    more = head.replace("    return decode", "    if buf.endswith(b'\\\\'):\n        return None\n    return decode")
    assert flow_findings(head, more, "p.py") == []
    said = "def save(user):\n    log('no user.id yet')  # user.id is set below\n    db.put(user)\n"
    assert flow_findings(said, said.replace("    db.put", "    if user is None:\n        return\n    db.put"), "s.py") == []
    loop = "def drain(q):\n    for item in q:\n        process(item.payload)\n"
    stop = loop + "        if item.done():\n            break\n"
    assert flow_findings(loop, stop, "q.py") == []  # a loop's `break` is no guard
    bound = "def up(user):\n    user = user.parent\n    return user.name\n"
    assert flow_findings(bound, bound.replace("    return user.name", "    if user is None:\n        return ''\n    return user.name"), "u.py") == []


def test_c_guards_in_a_row() -> None:
    checked = RING.replace("    size_t avail", "    if (n == 0) {\n        return 0;\n    }\n    size_t avail")
    more = checked.replace("    size_t avail", "    if (n > RB_SIZE) {\n        return 0;\n    }\n    size_t avail")
    assert flow_findings(checked, more, "ring.c") == []


FRAME = """pub fn parse_frame(buf: &[u8]) -> Result<Frame, ParseError> {
    let kind = buf[0];
    let len = buf[3] as usize;
    Ok(Frame { kind, len })
}
"""


def test_a_guard_on_a_value_just_computed_or_after_another_guard_is_in_time() -> None:
    guard = "    if buf.len() < 4 {\n        return Err(ParseError::TooShort(buf.len()));\n    }\n"
    computed = FRAME.replace("    Ok(", "    if len > 64 {\n        return Err(ParseError::TooLong(len));\n    }\n    Ok(")
    assert flow_findings(FRAME, computed, "frame.rs") == []  # `len` was given its value just above
    assert flow_findings(FRAME, FRAME.replace("    let kind", guard + "    let kind"), "frame.rs") == []
    late = FRAME.replace("    let len", guard + "    let len")
    assert [f.text for f in flow_findings(FRAME, late, "frame.rs")] == ["the check added at line 3 comes after line 2 already uses `buf`"]
    checked = FRAME.replace("    let kind", "    if buf.is_empty() {\n        return Err(ParseError::Empty);\n    }\n    let kind")
    assert flow_findings(checked, checked.replace("    let kind", guard + "    let kind"), "frame.rs") == []  # after a guard of its own
    work = "    if buf[1] == 9 {\n        log(buf);\n        count(buf);\n        return Err(ParseError::Reserved);\n    }\n"
    assert flow_findings(FRAME, FRAME.replace("    let len", work + "    let len"), "frame.rs") == []  # more than a guard
    rows = guard + "    if buf[0] == 0 {\n        return Err(ParseError::Empty);\n    }\n"  # guards in a row
    assert flow_findings(FRAME, FRAME.replace("    let kind", rows + "    let kind"), "frame.rs") == []


def test_a_late_guard_the_original_had_is_not_the_edits() -> None:
    src = "def total(order):\n    items = order.items\n    if order is None:\n        return 0\n    return sum(i.price for i in items)\n"
    body = src.split("\n", 1)[1]
    wrapped = "def total(order):\n    try:\n" + "".join("    " + line + "\n" for line in body.splitlines()) + \
              "    except AttributeError:\n        return 0\n"
    assert flow_findings(src, wrapped, "total.py") == []


NAMES = """public class Directory {
    public String displayName(String email) {
        Account account = accounts.get(email);
        return account.firstName() + " " + account.lastName();
    }
}
"""


@pytest.mark.parametrize("condition", ["account != null", "null != account"])
def test_a_guard_that_leaves_when_the_value_is_there(condition: str) -> None:
    ask = "displayName: if no account, return \"unknown user\""
    guard = "        if (%s) {\n            return \"unknown user\";\n        }\n"
    right = NAMES.replace("        return account", guard % "account == null" + "        return account")
    wrong = NAMES.replace("        return account", guard % condition + "        return account")
    assert not check(NAMES, right, "Directory.java", ask).refused, check(NAMES, right, "Directory.java", ask).text
    texts = [f.text for f in flow_findings(NAMES, wrong, "Directory.java")]
    assert texts == ["the check added at line 4 leaves when `account` is set, and line 7 then uses `account`"]


AVATAR = """export function avatarFor(user: User): string {
  const profile = user.profile;
  return profile.avatarUrl ?? gravatar(user.email);
}
"""


def test_a_truthy_guard_in_typescript() -> None:
    strict = AVATAR.replace("  return profile", "  if (profile !== undefined) {\n    return FALLBACK_AVATAR;\n  }\n  return profile")
    assert [f.rule for f in flow_findings(AVATAR, strict, "avatar.ts")] == ["flow"]
    wrong = AVATAR.replace("  return profile", "  if (profile) {\n    return FALLBACK_AVATAR;\n  }\n  return profile")
    right = AVATAR.replace("  return profile", "  if (!profile) {\n    return FALLBACK_AVATAR;\n  }\n  return profile")
    assert [f.rule for f in flow_findings(AVATAR, wrong, "avatar.ts")] == ["flow"]
    assert flow_findings(AVATAR, right, "avatar.ts") == []


STATS = """def mean(samples):
    return sum(samples) / len(samples)


def spread(samples):
    low = min(samples)
    return max(samples) - low
"""
GUARDED = "    if not samples:\n        return 0.0\n"


@pytest.mark.parametrize("ask", [
    "mean() divides by zero on an empty list, return 0.0 there",
    "Could you make `mean()` safe for empty input? Leave spread alone.",
    "mean: leere Liste -> 0.0 zurückgeben",
])
def test_the_function_named_is_the_one_that_changes(ask: str) -> None:
    right = STATS.replace("def mean(samples):\n", "def mean(samples):\n" + GUARDED)
    wrong = STATS.replace("    low = min(samples)\n", GUARDED + "    low = min(samples)\n")
    assert not check(STATS, right, "stats.py", ask).refused, check(STATS, right, "stats.py", ask).text
    assert check(STATS, wrong, "stats.py", ask).refused  # (where the phrasing says `mean` as a place, by that rule first)
    assert [f.text for f in untouched_findings(STATS, wrong, "stats.py", ask)] == [
        "`mean` is unchanged; the edit changed `spread` instead (lines 6, 7)"]
    assert untouched_findings(STATS, right, "stats.py", ask) == []
    assert untouched_findings(STATS, wrong + "\n\n", "stats.py", ask)  # blank lines are spacing, no place
    both = right.replace("    low = min(samples)\n", GUARDED + "    low = min(samples)\n")
    assert untouched_findings(STATS, both, "stats.py", ask) == []  # the net judges what else changed


def test_a_function_named_only_as_a_model_or_a_word_of_prose_is_no_place() -> None:
    wrong = STATS.replace("    low = min(samples)\n", GUARDED + "    low = min(samples)\n")
    for ask in ("the mean divides by zero on empty input, guard it", "guard spread like `mean()` would",
                "copy the empty check from mean() into spread", "Mach spread sicher wie mean()"):
        assert untouched_findings(STATS, wrong, "stats.py", ask) == [], ask
    price = "function formatPrice(p) {\n  return \"$\" + p.toFixed(2);\n}\n\nfunction formatTax(t) {\n  return \"$\" + t;\n}\n"
    rounded = price.replace("+ t;", "+ t.toFixed(2);")
    for ask in ("The tax formatter should round like formatPrice", "Follow formatPrice: round taxes to 2 decimals too"):
        assert untouched_findings(price, rounded, "price.js", ask) == [], ask
    assert untouched_findings(price, rounded, "price.js", "formatPrice should round to 2 decimals")  # the place, unchanged


def test_a_caller_a_call_updated_a_member_or_a_helper_may_be_the_place() -> None:
    ask = "mean() divides by zero on an empty list, return 0.0 there"
    calls = STATS + "\n\ndef variance(samples):\n    m = mean(samples)\n    return sum((s - m) ** 2 for s in samples) / len(samples)\n"
    guarded = calls.replace("    m = mean(samples)\n", GUARDED + "    m = mean(samples)\n")
    assert untouched_findings(calls, guarded, "stats.py", ask) == []  # the caller: where its call may be guarded
    ask = "use clamp() for the bounds instead of min/max"
    clamped = STATS.replace("    low = min(samples)\n", "    low = clamp(samples)\n")
    assert untouched_findings(STATS + "\n\ndef clamp(xs):\n    return min(xs)\n", clamped + "\n\ndef clamp(xs):\n    return min(xs)\n",
                              "stats.py", ask) == []  # the changed line calls the function named
    helper = STATS + "\n\ndef stdev(samples):\n    return spread(samples) ** 0.5\n"
    assert untouched_findings(STATS, helper, "stats.py", "add stdev next to `mean()`") == []
    wrong = STATS.replace("    low = min(samples)\n", GUARDED + "    low = min(samples)\n")
    assert untouched_findings(STATS, wrong, "stats.py", "guard spread against empty input; `mean()` stays as it is") == []
    member = STATS.replace("    low = min", "    low = LIMIT + min") + "\n\nLIMIT = 3\n"
    assert untouched_findings(STATS, member, "stats.py", "mean should cap at LIMIT") == []  # a new constant: a place of its own


TERRAIN = """enum class Terrain(val glyph: Char, val walkable: Boolean) {
    FLOOR('.', true),
    WATER('~', false),
    WALL('#', false);
}

fun colour(t: Terrain): Int = when (t) {
    Terrain.FLOOR -> 0x9E9E9E
    Terrain.WATER -> 0x2196F3
    Terrain.WALL -> 0x424242
}

fun cost(t: Terrain): Int = when (t) {
    Terrain.WATER -> 3
    else -> 1
}
"""
LAVA = TERRAIN.replace("    WALL('#', false);", "    WALL('#', false),\n    LAVA('^', false);")


@pytest.mark.parametrize("ask", ["add LAVA('^', false) to Terrain, colour 0xFF5722", "Terrain bekommt LAVA ('^', nicht begehbar), Farbe 0xFF5722"])
def test_a_new_enum_member_reaches_every_switch_that_names_all_the_others(ask: str) -> None:
    right = LAVA.replace("    Terrain.WALL -> 0x424242\n", "    Terrain.WALL -> 0x424242\n    Terrain.LAVA -> 0xFF5722\n")
    assert not check(TERRAIN, right, "Terrain.kt", ask).refused, check(TERRAIN, right, "Terrain.kt", ask).text
    v = check(TERRAIN, LAVA, "Terrain.kt", ask)
    assert v.refused and "the when at line 8 handles every other member of `Terrain` but not `LAVA`" in v.detail, v.text
    # `cost` names only some members (an `else` takes the rest): it is not judged
    assert [f.lines for f in switch_findings(TERRAIN, LAVA, "Terrain.kt")] == [(8,)]


STATUS = """export enum PaymentStatus {
  Pending = "pending",
  Captured = "captured",
  Failed = "failed",
}

export function statusLabel(s: PaymentStatus): string {
  switch (s) {
    case PaymentStatus.Pending: return "Pending";
    case PaymentStatus.Captured: return "Captured";
    case PaymentStatus.Failed: return "Failed";
    default: return assertNever(s);
  }
}
"""


def test_typescript_enum_members_without_values() -> None:
    src = "enum Dir { Up, Down, Left }\n\nfunction dx(d: Dir): number {\n  switch (d) {\n    case Dir.Up: return 0;\n    case Dir.Down: return 0;\n    case Dir.Left: return -1;\n  }\n}\n"
    assert [f.lines for f in switch_findings(src, src.replace("Left }", "Left, Right }"), "dir.ts")] == [(4,)]


def test_a_switch_that_names_some_members_is_not_judged() -> None:
    src = "enum Dir { Up, Down, Left }\n\nfunction f(d: Dir) {\n  switch (d) {\n    case Dir.Up: jump(); break;\n  }\n}\n"
    assert switch_findings(src, src.replace("Left }", "Left, Right }"), "dir.ts") == []


def test_typescript_switch_with_a_never_default() -> None:
    added = STATUS.replace('  Failed = "failed",\n', '  Failed = "failed",\n  Refunded = "refunded",\n')
    assert [f.rule for f in switch_findings(STATUS, added, "status.ts")] == ["switch"]
    right = added.replace('    default:', '    case PaymentStatus.Refunded: return "Refunded";\n    default:')
    assert switch_findings(STATUS, right, "status.ts") == []


PAGES = """export async function fetchIssuePage(repo, page) {
  const url = `${API}/repos/${repo}/issues?page=${page}&per_page=${DEFAULT_PAGE_SIZE}`;
  return (await fetch(url)).json();
}

export const fetchPullPage = async (repo, page) => {
  return (await fetch(`${API}/repos/${repo}/pulls?page=${page}`)).json();
};
"""


def test_a_parameter_added_is_read() -> None:
    ask = "fetchIssuePage: take a perPage param (default DEFAULT_PAGE_SIZE)"
    head = "export async function fetchIssuePage(repo, page, perPage = DEFAULT_PAGE_SIZE) {"
    unread = PAGES.replace("export async function fetchIssuePage(repo, page) {", head)
    right = unread.replace("per_page=${DEFAULT_PAGE_SIZE}", "per_page=${perPage}")
    assert not check(PAGES, right, "issues.js", ask).refused, check(PAGES, right, "issues.js", ask).text
    v = check(PAGES, unread, "issues.js", ask)
    assert v.refused and "`perPage`, added to `fetchIssuePage` (line 1), is never read there" in v.detail, v.text
    assert unread_findings(PAGES, right, "issues.js") == []
    arrow = PAGES.replace("async (repo, page) =>", "async (repo, page, size) =>")
    assert [f.text for f in unread_findings(PAGES, arrow, "issues.js")] == ["`size`, added to `fetchPullPage` (line 6), is never read there"]


def test_go_parameters_that_share_a_type() -> None:
    src = "package ledger\n\nfunc Transfer(amount int, from, to, memo string) error {\n\treturn post(from, to, amount)\n}\n"
    moved = src.replace("(amount int, from, to, memo string)", "(from, to string, amount int, memo string)")
    assert unread_findings(src, moved, "ledger.go") == []  # `memo` was there, unread, before
    assert [f.text for f in unread_findings(src, src.replace("memo string)", "memo, ref string)"), "ledger.go")] == [
        "`ref`, added to `Transfer` (line 3), is never read there"]
    two = src + "\nfunc Refund(amount int) error {\n\treturn post(\"bank\", \"shop\", amount)\n}\n"
    both = two.replace("memo string)", "memo string, at int)").replace("\treturn post(from", "\tstamp(at)\n\treturn post(from").replace(
        "Refund(amount int)", "Refund(amount int, reason string)")
    assert [f.text for f in unread_findings(two, both, "ledger.go")] == ["`reason`, added to `Refund` (line 8), is never read there"]


def test_an_unused_marker_or_a_stub_body_is_no_fault() -> None:
    src = "def get(key):\n    ...\n\n\ndef handle(event):\n    return event.id\n"
    res = src.replace("def get(key):", "def get(key, default):").replace("def handle(event):", "def handle(event, _ctx):")
    assert unread_findings(src, res, "store.py") == []
