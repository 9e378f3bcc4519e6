"""Round 9 of the check (issue 41): what the code a result adds does, whatever the instruction:

    arity      a function whose parameters changed is called with as many arguments as it takes
    redefined  a definition added under a name its scope already defines
    early      an added line reads a local before the function declares it
    orphans    a definition removed leaves no doc comment of its own behind
    unawaited  (Python) a bare call of a function made async runs nothing
    key order  a data file's keys keep their order unless the instruction asks for another
"""

from __future__ import annotations

import json

import pytest

from redraft.engine import check
from redraft.engine.verify.arity import arity_findings
from redraft.engine.verify.docstrings import docstring_findings
from redraft.engine.verify.early import early_findings
from redraft.engine.verify.orphans import orphan_findings
from redraft.engine.verify.redefined import redefined_findings
from redraft.engine.verify.unawaited import unawaited_findings

PLANNER = """package farm

func needsWater(r Reading, now int64) bool {
\treturn r.Moisture < defaultThreshold && now-r.At < 3600
}

func Plan(zs []Zone, now int64) []Zone {
\tvar out []Zone
\tfor _, z := range zs {
\t\tif needsWater(z.Last, now) {
\t\t\tout = append(out, z)
\t\t}
\t}
\treturn out
}

func Report(zs []Zone, now int64) int {
\tn := 0
\tfor _, z := range zs {
\t\tif needsWater(z.Last, now) {
\t\t\tn++
\t\t}
\t}
\treturn n
}
"""
WIDER = PLANNER.replace("needsWater(r Reading, now int64)", "needsWater(r Reading, now int64, threshold float64)").replace(
    "r.Moisture < defaultThreshold", "r.Moisture < threshold")


def test_a_call_left_with_the_old_number_of_arguments() -> None:
    both = WIDER.replace("needsWater(z.Last, now)", "needsWater(z.Last, now, z.Min)")
    assert arity_findings(PLANNER, both, "planner.go") == []
    one = WIDER.replace("needsWater(z.Last, now)", "needsWater(z.Last, now, z.Min)", 1)
    found = arity_findings(PLANNER, one, "planner.go")
    assert [f.text for f in found] == ["`needsWater` now takes 3 arguments, but line 20 still calls it with 2 arguments"]
    v = check(PLANNER, one, "planner.go", "Plan and Report should hand needsWater each zone's minimum")
    assert v.refused, v.text


def test_arity_in_other_languages_and_what_fits() -> None:
    py = "def total(xs):\n    return sum(xs)\n\n\ndef report(xs):\n    return total(xs)\n"
    wide = py.replace("def total(xs)", "def total(xs, rate)")
    assert [f.lines for f in arity_findings(py, wide, "t.py")] == [(6,)]
    assert arity_findings(py, py.replace("def total(xs)", "def total(xs, rate=1.0)"), "t.py") == []  # a default
    assert arity_findings(py, wide.replace("total(xs)\n", "total(xs, rate=2)\n"), "t.py") == []  # a keyword
    assert arity_findings(py, wide.replace("total(xs)\n", "total(*xs)\n"), "t.py") == []  # spread: anything fits
    rs = "fn area(w: f64) -> f64 { w * w }\nfn main() { area(2.0); }\n"
    assert [f.rule for f in arity_findings(rs, rs.replace("area(w: f64)", "area(w: f64, h: f64)"), "a.rs")] == ["arity"]
    ts = "function fee(n: number) { return n; }\nfee(1);\n"
    assert arity_findings(ts, ts.replace("fee(n: number)", "fee(n: number, m?: number)"), "f.ts") == []  # optional
    assert [f.rule for f in arity_findings(ts, ts.replace("fee(n: number)", "fee(n: number, m: number)"), "f.ts")] == ["arity"]
    c = "int add(int a) { return a; }\nint main(void) { return add(1); }\n"
    assert [f.rule for f in arity_findings(c, c.replace("add(int a)", "add(int a, int b)"), "m.c")] == ["arity"]
    # a name that also calls something else in the original is left alone (`sent.Add(1)` beside our Add)
    shadow = "def send(msg):\n    print(msg)\n\n\ndef run(make):\n    send = make()\n    send('a', 'b', 'c')\n"
    assert arity_findings(shadow, shadow.replace("def send(msg)", "def send(msg, to)"), "s.py") == []  # `send` is a local here
    go = "package p\n\nfunc (c *C) Add(a, b int) {}\n\nfunc f(c *C) {\n\tc.Add(1, 2)\n\tsent.Add(1)\n}\n"
    # (round 16: `c`, the name the file's methods give their receiver, reaches our Add; `sent` does not)
    assert [f.lines for f in arity_findings(go, go.replace("Add(a, b int)", "Add(a, b, d int)"), "p.go")] == [(6,)]


TESTS = """from rent import prorate


def test_february_non_leap_year():
    assert prorate(200000, date(2027, 2, 10)) == 135714


def test_full_month():
    assert prorate(200000, date(2027, 3, 1)) == 200000
"""


@pytest.mark.parametrize("ask", ["add a test for a leap-day move-in", "There should be a test for moving in on 29 February 2028."])
def test_a_test_added_under_a_name_already_taken(ask: str) -> None:
    new = TESTS + "\n\ndef test_leap_day():\n    assert prorate(200000, date(2028, 2, 29)) == 6897\n"
    assert not check(TESTS, new, "test_rent.py", ask).refused, check(TESTS, new, "test_rent.py", ask).text
    same = new.replace("def test_leap_day", "def test_february_non_leap_year")
    v = check(TESTS, same, "test_rent.py", ask)
    assert v.refused and "`test_february_non_leap_year` is defined 2 times in one scope (lines 4, 12)" in v.detail, v.text


def test_what_is_no_redefinition() -> None:
    prop = "class K:\n    @property\n    def size(self):\n        return 1\n"
    assert redefined_findings(prop, prop + "\n    @size.setter\n    def size(self, v):\n        pass\n", "k.py") == []
    rs = "impl fmt::Display for X {\n    fn fmt(&self) {}\n}\n"
    assert redefined_findings(rs, rs + "impl fmt::Debug for X {\n    fn fmt(&self) {}\n}\n", "x.rs") == []  # two traits
    go = "package p\n\nfunc (s *S) Get() {}\n"
    assert redefined_findings(go, go + "\nfunc (t T) Get() {}\n", "p.go") == []  # two receivers
    assert [f.rule for f in redefined_findings(go, go + "\nfunc (s *S) Get() {}\n", "p.go")] == ["redefined"]
    js = "class A {\n  get x() { return 1; }\n}\n"
    assert redefined_findings(js, js.replace("}\n}", "}\n  set x(v) {}\n}"), "a.js") == []


ASSIGN = """fun assign(queue: MutableList<Job>, courier: Courier) {
    val job = queue.first()
    queue.remove(job)
    courier.take(job)
}
"""


@pytest.mark.parametrize("ask", ["log the job id when a job is assigned", "Could you add an info log line with the job's id once it is assigned?"])
def test_a_line_added_above_the_declaration_it_reads(ask: str) -> None:
    after = ASSIGN.replace("    queue.remove(job)\n", "    log.info(\"assigned ${job.id}\")\n    queue.remove(job)\n")
    assert not check(ASSIGN, after, "assign.kt", ask).refused, check(ASSIGN, after, "assign.kt", ask).text
    before = ASSIGN.replace("    val job = queue.first()\n", "    log.info(\"assigned ${job.id}\")\n    val job = queue.first()\n")
    v = check(ASSIGN, before, "assign.kt", ask)
    assert v.refused and "line 2 reads `job` before line 3 declares it" in v.detail, v.text


def test_early_reads_in_other_languages_and_what_is_none() -> None:
    py = "def run(q):\n    job = q.pop()\n    return job\n"
    assert [f.lines for f in early_findings(py, py.replace("    job =", "    print(job)\n    job ="), "r.py")] == [(2,)]
    loop = "def run(q):\n    for a in q:\n        job = a\n    return job\n"
    assert early_findings(loop, loop.replace("        job = a", "        print(job)\n        job = a"), "r.py") == []  # last round's
    go = "package p\n\nfunc f() error {\n\tdata, err := read()\n\tuse(data)\n\treturn err\n}\n"
    added = go.replace("\tdata, err := read()\n", "\tdata, err := read()\n\tif err != nil {\n\t\tlog(err)\n\t}\n")
    assert early_findings(go, added, "p.go") == []  # `err` of `data, err :=` is declared
    first = go.replace("\tdata, err := read()\n", "\tlog(err)\n\tdata, err := read()\n")
    assert [f.text for f in early_findings(go, first, "p.go")] == ["line 4 reads `err` before line 5 declares it"]
    js = "function f(q) {\n  const job = q.pop();\n  return job;\n}\n"
    assert [f.rule for f in early_findings(js, js.replace("  const job", "  console.log(job);\n  const job"), "f.js")] == ["early"]
    assert early_findings(js, js.replace("  return job;", "  console.log(job);\n  return job;"), "f.js") == []  # after it
    board = ("class Board {\n    fun submit(job: Job) {\n        queue += job\n    }\n\n    fun next(d: Driver): Job? {\n"
             "        val job = queue.firstOrNull {\n            it.depot == d.depot\n        } ?: return null\n        return job\n    }\n}\n")
    early = board.replace("        val job =", "        log.info(\"assigned {}\", job.id)\n        val job =")
    # `job` of another function's parameters is no parameter here; a lambda on the declaring line is no other function
    assert [f.text for f in early_findings(board, early, "Board.kt")] == ["line 7 reads `job` before line 8 declares it"]
    kt = "class A {\n    fun f() = log(job)\n    val job = 1\n}\n"
    assert early_findings(kt.replace("    fun f() = log(job)\n", ""), kt, "a.kt") == []  # a property, not a local


COLLIDE = """/// Checks two boxes, edges included.
#[deprecated]
pub fn overlap_inclusive(a: &Aabb, b: &Aabb) -> bool {
    a.min.x <= b.max.x
}

/// How far two boxes overlap.
pub fn penetration(a: &Aabb, b: &Aabb) -> f64 {
    a.max.x - b.min.x
}
"""


@pytest.mark.parametrize("ask", ["delete overlap_inclusive", "overlap_inclusive is dead and should be gone."])
def test_a_removed_function_leaves_no_doc_comment_behind(ask: str) -> None:
    gone = COLLIDE.split("/// How far")[0].split("/// Checks")[0] + "/// How far" + COLLIDE.split("/// How far")[1]
    assert not check(COLLIDE, gone, "collide.rs", ask).refused, check(COLLIDE, gone, "collide.rs", ask).text
    left = COLLIDE.replace("#[deprecated]\npub fn overlap_inclusive(a: &Aabb, b: &Aabb) -> bool {\n    a.min.x <= b.max.x\n}\n\n", "")
    v = check(COLLIDE, left, "collide.rs", ask)
    assert v.refused and "removed `overlap_inclusive` but left its comment (original line 1)" in v.detail, v.text
    section = "# --- helpers ---\n\ndef old():\n    pass\n\n\ndef new():\n    pass\n"
    assert orphan_findings(section, section.replace("def old():\n    pass\n\n\n", ""), "h.py") == []  # a heading
    note = "// eslint-disable-next-line no-unused-vars\nfunction old() {}\nfunction next() {}\n"
    assert orphan_findings(note, note.replace("function old() {}\n", ""), "n.js") == []  # neither a doc comment nor naming it
    assert [f.rule for f in orphan_findings(note.replace("eslint", "old() is kept for"), note.replace("eslint", "old() is kept for")
                                            .replace("function old() {}\n", ""), "n.js")] == ["orphan"]


SEND = """import asyncio


def send_reminders(db, day):
    return asyncio.run(load(db, day))


def main():
    send_reminders(DB, today())
"""


def test_a_python_coroutine_called_bare_runs_nothing() -> None:
    made = SEND.replace("def send_reminders", "async def send_reminders").replace("asyncio.run(load(db, day))", "await load(db, day)")
    assert [f.lines for f in unawaited_findings(SEND, made, "r.py")] == [(9,)]
    run = made.replace("    send_reminders(DB, today())", "    asyncio.run(send_reminders(DB, today()))")
    assert unawaited_findings(SEND, run, "r.py") == []
    js = "function load() { return 1; }\nload();\n"
    assert unawaited_findings(js, js.replace("function load", "async function load"), "l.js") == []  # starts the work


EVENT = {"id": "scan-1", "kind": "ct", "taken": "2026-01-02", "series": {"count": 3, "axis": "z"}}


@pytest.mark.parametrize("ask", ["pretty print, 2 space indent", "cant read this one-liner, format it?"])
def test_a_pretty_print_keeps_the_key_order(ask: str) -> None:
    original = json.dumps(EVENT, separators=(",", ":")) + "\n"
    kept = json.dumps(EVENT, indent=2) + "\n"
    assert not check(original, kept, "event.json", ask).refused, check(original, kept, "event.json", ask).text
    v = check(original, json.dumps(EVENT, indent=2, sort_keys=True) + "\n", "event.json", ask)
    assert v.refused and "reordered the keys at the top level" in v.detail, v.text
    grown = json.dumps({"id": "scan-1", "site": "north", **{k: v for k, v in EVENT.items() if k != "id"}}, indent=2) + "\n"
    assert not check(kept, grown, "event.json", "every event should have a site of \"north\"").refused  # a key added between
    asked = json.dumps(EVENT, indent=2, sort_keys=True) + "\n"
    assert not check(original, asked, "event.json", "pretty print it with the keys sorted").refused


SERVICE = """class VisaService {
    public List<Problem> checkEligibility(Application app) {
        return rules.apply(app);
    }

    public boolean eligible(Application app) {
        return checkEligibility(app).isEmpty();
    }
}

class Report {
    void print(VisaService svc, Application app) {
        for (Problem p : svc.checkEligibility(app)) {
            out.println(p);
        }
    }
}
"""


@pytest.mark.parametrize("filename", ["VisaService.java", "VisaService.cs"])
def test_a_method_declared_with_a_type_is_the_files_own(filename: str) -> None:
    ask = "rename checkEligibility to findProblems"
    renamed = SERVICE.replace("checkEligibility", "findProblems")
    v = check(SERVICE, renamed, filename, ask)
    assert v.level == "verified" and "renamed 3 of 3" in v.text, v.text  # `svc.checkEligibility(...)` is ours
    v = check(SERVICE, renamed.replace("svc.findProblems", "svc.checkEligibility"), filename, ask)
    assert v.refused and "1 use of checkEligibility left (line 13)" in v.text, v.text


BACKOFF = "import math\n\n\ndef delay(attempt):\n    return 2 ** attempt\n"


@pytest.mark.parametrize("ask", ["add a docstring to delay", "delay() should say in a docstring that it returns seconds."])
def test_a_docstring_above_its_function_is_none(ask: str) -> None:
    inside = BACKOFF.replace("    return 2", '    """Seconds to wait before the next attempt."""\n    return 2')
    assert not check(BACKOFF, inside, "backoff.py", ask).refused, check(BACKOFF, inside, "backoff.py", ask).text
    above = BACKOFF.replace("def delay", '"""Seconds to wait before the next attempt."""\ndef delay')
    v = check(BACKOFF, above, "backoff.py", ask)
    assert v.refused and "the string added at line 4 sits above `delay`" in v.detail, v.text
    assert docstring_findings(BACKOFF, '"""Backoff helpers."""\n' + BACKOFF, "backoff.py") == []  # the module's own
    cls = "class Backoff:\n    def delay(self, attempt):\n        return 2 ** attempt\n"
    assert docstring_findings(cls, cls.replace("class Backoff:\n", 'class Backoff:\n    """Delays."""\n'), "b.py") == []  # the class's own
    there = above.replace("    return 2", '    """Doc."""\n    return 2')  # a docstring added; the stray string was there
    assert docstring_findings(above, there, "backoff.py") == []
    decorated = BACKOFF.replace("def delay", "@cache\ndef delay")
    assert docstring_findings(decorated, decorated.replace("@cache", '"""Seconds."""\n@cache'), "backoff.py") == []


CACHE = """import asyncio


class PriceCache:
    def refresh(self, symbols):
        return len(symbols)

    def warm(self):
        n = self.refresh(["A"])
        return n


async def run_loop(cache, symbols):
    n = cache.refresh(symbols)
    return n
"""


def test_a_method_made_async_is_awaited_through_its_object() -> None:
    made = CACHE.replace("    def refresh", "    async def refresh")
    found = unawaited_findings(CACHE, made, "cache.py")
    assert [f.lines for f in found] == [(9, 14)], found  # `self.refresh(...)` and `cache.refresh(...)`
    awaited = made.replace("n = self.refresh", "n = await self.refresh").replace("n = cache.refresh", "n = await cache.refresh")
    assert unawaited_findings(CACHE, awaited.replace("    def warm", "    async def warm"), "cache.py") == []
    handed = awaited.replace("    return n\n", "    later = lambda: cache.refresh(symbols)\n    return n, later\n")
    assert unawaited_findings(CACHE, handed.replace("    def warm", "    async def warm"), "cache.py") == []  # handed on
    common = CACHE.replace("refresh", "get")
    assert unawaited_findings(common, common.replace("    def get", "    async def get").replace(
        "n = self.get", "n = await self.get"), "cache.py") == []  # `cache.get(...)` may be anyone's get
