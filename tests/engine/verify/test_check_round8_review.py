"""Round 8's review (issue 41): right edits a reviewer wrote against the new rules, each of
which one of them refused before it was narrowed. None may be refused by its rule now."""

from __future__ import annotations

import pytest

from redraft.engine.verify.flow import flow_findings
from redraft.engine.verify.makefile import makefile_findings
from redraft.engine.verify.switches import switch_findings
from redraft.engine.verify.unawaited import unawaited_findings
from redraft.engine.verify.uncollected import uncollected_findings
from redraft.engine.verify.undeclared import undeclared_findings
from redraft.engine.verify.unimported import unimported_findings
from redraft.engine.verify.unread import unread_findings
from redraft.engine.verify.untouched import untouched_findings

FLOW = [
    ("def drain(q):\n    for item in q:\n        process(item)\n",
     "def drain(q):\n    for item in q:\n        process(item)\n        if item.is_last:\n            break\n", "q.py"),  # a loop's own exit
    ("def save(user):\n    logger.info(\"saving user\")\n    db.put(user.id, user)\n",
     "def save(user):\n    logger.info(\"saving user\")\n    if user is None:\n        return\n    db.put(user.id, user)\n", "s.py"),  # a word in a string
    ("function handle(req, res) {\n  metrics.increment({ path: req.path });\n  res.send(load(req.query.id));\n}\n",
     "function handle(req, res) {\n  metrics.increment({ path: req.path });\n  if (!req.query.id) {\n    return res.status(400).end();\n  }\n"
     "  res.send(load(req.query.id));\n}\n", "h.js"),  # another member of the same object
    ("def area(w, h)\n  w * h\nend\n", "def area(w, h)\n  return 0 if w.nil? || h.nil?\n  w * h\nend\n", "a.rb"),  # Ruby's modifier
    ("class A {\n    int F(int x) {\n        return x * 2;\n    }\n}\n",
     "class A {\n    int F(int x) {\n        return Double(x);\n\n        static int Double(int v) => v * 2;\n    }\n}\n", "A.cs"),  # a local function
]


@pytest.mark.parametrize("original, result, filename", FLOW)
def test_flow(original: str, result: str, filename: str) -> None:
    assert flow_findings(original, result, filename) == []


def test_switches_with_a_catch_all_or_another_enums_names() -> None:
    java = ("enum Level { LOW, MID, HIGH }\n\nclass P {\n  String label(Level l) {\n    switch (l) {\n      case LOW: return \"low\";\n"
            "      case MID: return \"mid\";\n      case HIGH: return \"high\";\n      default: return \"?\";\n    }\n  }\n}\n")
    assert switch_findings(java, java.replace("HIGH }", "HIGH, CRITICAL }"), "P.java") == []
    assert switch_findings(java, java.replace("HIGH }", "HIGH, CRITICAL }").replace('return "?"', "throw new IllegalStateException()"), "P.java")
    ts = ("enum Status { Open, Closed }\nenum Door { Open, Closed }\n\nfunction f(s: Status): number {\n  switch (s) {\n"
          "    case Status.Open: return 1;\n    case Status.Closed: return 2;\n  }\n}\n")
    assert switch_findings(ts, ts.replace("Door { Open, Closed }", "Door { Open, Closed, Locked }"), "d.ts") == []


def test_hooks_factories_and_rust_attributes() -> None:
    unit = ("import unittest\n\n\nclass TestCalc(unittest.TestCase):\n    def test_add(self):\n        self.assertEqual(add(1, 2), 3)\n\n"
            "    def test_sub(self):\n        self.assertEqual(sub(2, 1), 1)\n")
    setup = unit.replace("(unittest.TestCase):\n", "(unittest.TestCase):\n    def setUp(self):\n        self.calc = Calc()\n\n")
    assert uncollected_findings(unit, setup, "test_calc.py") == []
    factory = unit + "\n\ndef make_case(n):\n    def test_case():\n        assert n\n    return test_case\n"
    assert uncollected_findings(unit, factory, "test_calc.py") == []
    rs = ("pub fn add(a: i32, b: i32) -> i32 { a + b }\n\n#[cfg(test)]\nmod tests {\n    use super::*;\n\n    #[test]\n    fn adds() {\n"
          "        assert_eq!(add(1, 2), 3);\n    }\n}\n")
    assert uncollected_findings(rs, rs + "\npub fn sub(a: i32, b: i32) -> i32 { a - b }\n", "lib.rs") == []  # after the module
    panics = rs.replace("    }\n}\n", "    }\n\n    #[test]\n    #[should_panic(\n        expected = \"x\"\n    )]\n    fn panics() {\n        boom();\n    }\n}\n")
    assert uncollected_findings(rs, panics, "lib.rs") == []
    assert uncollected_findings(rs.replace("\n", "\r\n"), panics.replace("\n", "\r\n"), "lib.rs") == []


def test_a_name_said_as_a_model_or_as_a_word() -> None:
    src = "def load(path):\n    return open(path).read()\n\n\ndef count_words(text):\n    return len(text.split(\" \"))\n"
    res = src.replace('text.split(" ")', "text.split()")
    assert untouched_findings(src, res, "w.py", "Word counts are wrong when we load files with newlines; split on any whitespace") == []


def test_parameters_kept_for_callers_or_an_interface() -> None:
    assert unread_findings("def on_click(event):\n    return event.x\n", "def on_click(event, *args, **kwargs):\n    return event.x\n", "a.py") == []
    cls = "class H(Base):\n    def handle(self, event):\n        return event\n"
    assert unread_findings(cls, cls.replace("(self, event)", "(self, event, context)"), "a.py") == []
    ts = "class S {\n  constructor(private http: Http) { this.init(); }\n}\n"
    assert unread_findings(ts, ts.replace("private http: Http)", "private http: Http, private log: Logger)"), "s.ts") == []
    rs = "struct L;\nimpl Handler for L {\n    fn handle(&self, m: &str) { p(m) }\n}\n"
    assert unread_findings(rs, rs.replace("m: &str)", "m: &str, level: u8)"), "l.rs") == []
    java = "class A {\n  @Override\n  public void on(Event e) { go(e); }\n}\n"
    assert unread_findings(java, java.replace("(Event e)", "(Event e, Context c)"), "A.java") == []
    assert unread_findings("function f(a) { return g(a); }\n", "function f(a, b) { return g.apply(null, arguments); }\n", "f.js") == []


@pytest.mark.parametrize("original, result, filename", [
    ("const path = require(\"path\");\nconsole.log(path.join(\"a\", \"b\"));\n", "import path from \"path\";\nconsole.log(path.join(\"a\", \"b\"));\n", "k.mjs"),
    ("package m\n\nfunc f() int {\n\tlimit := 10\n\treturn limit * 2\n}\n", "package m\n\nconst (\n\tlimit = 10\n)\n\nfunc f() int {\n\treturn limit * 2\n}\n", "k.go"),
    ("f() {\n  local name=\"$1\"\n  echo \"$name\"\n}\n", "f() {\n  name=\"$1\"\n  echo \"$name\"\n}\n", "k.sh"),
    ("function f(res) {\n  const body = res.body;\n  return body;\n}\n", "function f(res) {\n  const { body, status } = res;\n  return body;\n}\n", "k.js"),
    ("fn f(p: Option<u8>) -> u8 {\n    let v = p.unwrap();\n    v\n}\n", "fn f(p: Option<u8>) -> u8 {\n    if let Some(v) = p { v } else { 0 }\n}\n", "k.rs"),
])
def test_declarations_in_other_forms(original: str, result: str, filename: str) -> None:
    assert undeclared_findings(original, result, filename) == []


@pytest.mark.parametrize("tail", [
    "const get = (p) => loadConfig(p);\n", "const all = await Promise.all(ps.map(p => loadConfig(p)));\n",
    "function g(x) {\n  return x ? loadConfig(x) : null;\n}\n", "void loadConfig(1);\n",
    "async function h() {\n  const pending = loadConfig(1);\n  work();\n  return await pending;\n}\n",
])
def test_promises_handed_on(tail: str) -> None:
    sync = "function loadConfig(p) {\n  return JSON.parse(fs.readFileSync(p));\n}\n\n"
    made = "async function loadConfig(p) {\n  return JSON.parse(await fs.promises.readFile(p));\n}\n\n"
    assert unawaited_findings(sync + tail, made + tail, "c.js") == []


def test_makefiles_renamed_continued_or_asked_for_a_default() -> None:
    mk = ".PHONY: all clean\n\nall: app\n\napp: main.o\n\tcc -o app main.o\n\nclean:\n\trm -f app\n"
    assert makefile_findings(mk, mk.replace("clean:", "distclean:").replace("all clean", "all distclean"), "Makefile") == []
    assert makefile_findings(mk, mk.replace("app: main.o", "$(BIN): main.o"), "Makefile") == []
    helped = mk.replace("all: app\n", "help:\n\t@echo help\n\nall: app\n").replace("all clean", "all clean help")
    assert makefile_findings(mk, helped, "Makefile", "make help the default target") == []
    continued = mk.replace(".PHONY: all clean", ".PHONY: all clean \\\n\ttest").replace("clean:\n", "test:\n\t./app --test\n\nclean:\n")
    assert makefile_findings(mk, continued, "Makefile") == []


def test_go_versioned_packages_and_var_declarations() -> None:
    go = "package m\n\nimport \"math/rand/v2\"\n\nfunc f() int {\n\treturn 1\n}\n"
    assert unimported_findings(go, go.replace("return 1", "return rand.IntN(10)"), "m.go") == []
    path = "package m\n\nfunc f() string {\n\tvar path = getPath()\n\treturn path.Base()\n}\n"
    assert unimported_findings(path, path.replace("Base()", "Dir()"), "m.go") == []
