"""Round 10 of the check (issue 41): errors the edit writes into code, whatever the instruction:

    blockscope    a local declared inside a new block is read after the block closes
    caught        a value a new `try` assigns is used after a catch that goes on without it
    placeholders  a format string the edit writes takes as many values as it is given
    returns       Rust: `return;` in a function that returns a value, a value from one that does not
    implicit      Ruby: a method that ended with its value no longer does
    dangling      a function removed is still used; a new CONSTANT is read but never declared
    unimported    Java: a JDK class the new lines use is imported
    undeclared    Go: a name of a `var (...)` block renamed while still read
    floats        Rust: a float compared with an integer literal
    later         C/C++: a constant declared below its first use
    flips         an operator or a number changed alone, where the rest of the edit does not reach
"""

from __future__ import annotations

import pytest

from redraft.engine import check
from redraft.engine.verify.blockscope import block_scope_findings
from redraft.engine.verify.caught import caught_findings
from redraft.engine.verify.dangling import dangling_findings
from redraft.engine.verify.flips import flip_findings
from redraft.engine.verify.floats import float_findings
from redraft.engine.verify.implicit import implicit_findings
from redraft.engine.verify.later import later_findings
from redraft.engine.verify.placeholders import placeholder_findings
from redraft.engine.verify.returns import return_findings
from redraft.engine.verify.undeclared import undeclared_findings
from redraft.engine.verify.unimported import java_unimported_findings

HANDLER = """import express from 'express';

const app = express();

app.post('/orders', (req, res) => {
  const payload = JSON.parse(req.body);
  if (!payload.items) {
    return res.status(422).json({ error: 'no items' });
  }
  res.json({ count: payload.items.length });
});
"""
INSIDE = HANDLER.replace("  const payload = JSON.parse(req.body);\n", """  try {
    const payload = JSON.parse(req.body);
  } catch (err) {
    return res.status(400).json({ error: 'invalid JSON' });
  }
""")
ABOVE = HANDLER.replace("  const payload = JSON.parse(req.body);\n", """  let payload;
  try {
    payload = JSON.parse(req.body);
  } catch (err) {
    return res.status(400).json({ error: 'invalid JSON' });
  }
""")


def test_a_declaration_moved_into_a_try_is_out_of_scope_below_it() -> None:
    found = block_scope_findings(HANDLER, INSIDE, "app.js")
    assert [f.text for f in found] == ["`payload` is declared inside a block (line 7) and read outside it (line 11): "
                                       "out of scope there"]
    assert block_scope_findings(HANDLER, ABOVE, "app.js") == []
    level = check(HANDLER, INSIDE, "app.js", "wrap the JSON.parse in a try/catch and answer 400").level
    assert level == "suspect"


@pytest.mark.parametrize("name, original, result", [
    ("a.java", "class A {\n  int run(String s) {\n    int v = Integer.parseInt(s);\n    return v + 1;\n  }\n}\n",
     "class A {\n  int run(String s) {\n    try {\n      int v = Integer.parseInt(s);\n    } catch (NumberFormatException e) {\n"
     "      return 0;\n    }\n    return v + 1;\n  }\n}\n"),
    ("a.go", "package a\n\nfunc run(s string) int {\n\tv, err := parse(s)\n\tif err != nil {\n\t\treturn 0\n\t}\n\treturn v + 1\n}\n",
     "package a\n\nfunc run(s string) int {\n\tif s != \"\" {\n\t\tv, err := parse(s)\n\t\tif err != nil {\n\t\t\treturn 0\n"
     "\t\t}\n\t}\n\treturn v + 1\n}\n"),
    ("a.rs", "fn run(s: &str) -> i32 {\n    let v = s.len() as i32;\n    v + 1\n}\n",
     "fn run(s: &str) -> i32 {\n    if !s.is_empty() {\n        let v = s.len() as i32;\n    }\n    v + 1\n}\n"),
    ("a.c", "int run(const char *s) {\n    int v = atoi(s);\n    return v + 1;\n}\n",
     "int run(const char *s) {\n    if (s) {\n        int v = atoi(s);\n    }\n    return v + 1;\n}\n"),
])
def test_block_scope_across_languages(name: str, original: str, result: str) -> None:
    assert [f.rule for f in block_scope_findings(original, result, name)] == ["scope"]
    assert block_scope_findings(original, original.replace("+ 1", "+ 2"), name) == []


def test_a_name_the_file_also_binds_outside_the_block_is_left_alone() -> None:
    shadowed = "let payload = null;\n" + INSIDE
    assert block_scope_findings("let payload = null;\n" + HANDLER, shadowed, "app.js") == []
    imported = "import payload from './payload.js';\n"
    assert block_scope_findings(imported + HANDLER, imported + INSIDE, "app.js") == []


def test_reads_inside_the_block_and_the_originals_own_are_left_alone() -> None:
    whole = HANDLER.replace("app.post('/orders', (req, res) => {\n", "app.post('/orders', (req, res) => {\n  try {\n").replace(
        "  res.json({ count: payload.items.length });\n", "  res.json({ count: payload.items.length });\n  } catch (e) {\n"
        "    res.status(400).end();\n  }\n")
    assert block_scope_findings(HANDLER, whole, "app.js") == []
    assert block_scope_findings(INSIDE, INSIDE.replace("req.body", "req.rawBody"), "app.js") == []  # the original's own


LOANS = """import java.time.LocalDate;
import java.util.logging.Logger;

class Loans {
    static final Logger LOG = Logger.getLogger("loans");

    boolean late(String[] cols, LocalDate today) {
        LocalDate due = LocalDate.parse(cols[4]);
        return due.isBefore(today);
    }
}
"""
GOES_ON = LOANS.replace("        LocalDate due = LocalDate.parse(cols[4]);\n", """        LocalDate due = null;
        try {
            due = LocalDate.parse(cols[4]);
        } catch (DateTimeParseException e) {
            LOG.warning("bad due date");
        }
""").replace("import java.time.LocalDate;\n", "import java.time.LocalDate;\nimport java.time.format.DateTimeParseException;\n")


def test_a_catch_that_goes_on_leaves_the_value_empty() -> None:
    found = caught_findings(LOANS, GOES_ON, "Loans.java")
    assert [f.text for f in found] == ["`due` is used at line 15, but the `catch` at line 12 leaves it unassigned and goes on: "
                                       "it is still empty there"]
    returns = GOES_ON.replace('LOG.warning("bad due date");', 'LOG.warning("bad due date");\n            return false;')
    assert caught_findings(LOANS, returns, "Loans.java") == []
    guarded = GOES_ON.replace("        return due.isBefore(today);", "        if (due == null) {\n            return false;\n        }\n"
                              "        return due.isBefore(today);")
    assert caught_findings(LOANS, guarded, "Loans.java") == []
    assert caught_findings(HANDLER, ABOVE.replace("    return res.status(400)", "    res.status(400)"), "app.js")[0].rule == "unbound"
    assert caught_findings(HANDLER, ABOVE, "app.js") == []
    filled = ABOVE.replace("  let payload;", "  let payload = { items: [] };").replace("    return res.status(400)", "    res.status(400)")
    assert caught_findings(HANDLER, filled, "app.js") == []  # it holds a value when the catch goes on


def test_a_jdk_class_the_new_lines_use_is_imported() -> None:
    unimported = GOES_ON.replace("import java.time.format.DateTimeParseException;\n", "")
    found = java_unimported_findings(LOANS, unimported, "Loans.java")
    assert [f.text for f in found] == ["line 11 uses `DateTimeParseException`, which the file does not import "
                                       "(java.time.format.DateTimeParseException)"]
    assert java_unimported_findings(LOANS, GOES_ON, "Loans.java") == []
    wildcard = unimported.replace("import java.time.LocalDate;\n", "import java.time.LocalDate;\nimport java.time.format.*;\n")
    assert java_unimported_findings(LOANS, wildcard, "Loans.java") == []


@pytest.mark.parametrize("name, original, result, found", [
    ("a.rs", 'fn f(p: &Path) -> String {\n    format!("not found: {}", p.display())\n}\n',
     'fn f(p: &Path) -> String {\n    format!("no such file", p.display())\n}\n', "has 0 placeholders but is given 1 value"),
    ("a.rs", 'fn f(p: &Path) -> String {\n    format!("not found: {}", p.display())\n}\n',
     'fn f(p: &Path) -> String {\n    format!("no such file: {}", p.display())\n}\n', None),
    ("a.rs", 'fn f(key: &str) -> String {\n    format!("missing {}", key)\n}\n',
     'fn f(key: &str) -> String {\n    format!("no `{key}` entry")\n}\n', None),
    ("a.go", 'package a\nfunc f() error {\n\treturn fmt.Errorf("bad %s", x)\n}\n',
     'package a\nfunc f() error {\n\treturn fmt.Errorf("bad %s at %d", x)\n}\n', "has 2 placeholders but is given 1 value"),
    ("a.py", 'def f(x):\n    log.info("got %s", x)\n', 'def f(x):\n    log.info("got %s from %s", x)\n',
     "has 2 placeholders but is given 1 value"),
    ("a.py", 'def f(x):\n    log.info("got %s", x)\n', 'def f(x):\n    log.info("got %s", x, exc_info=True)\n', None),
    ("a.py", "def f(x):\n    return 'a {}'.format(x)\n", "def f(x):\n    return 'a {} {}'.format(x)\n",
     "has 2 placeholders but is given 1 value"),
    ("a.java", 'class A { String f(int x) { return String.format("%d", x); } }\n',
     'class A { String f(int x) { return String.format("%d of %d", x); } }\n', "has 2 placeholders but is given 1 value"),
    ("a.c", 'int f(int x) {\n    printf("%d\\n", x);\n}\n', 'int f(int x) {\n    printf("%d %%\\n", x);\n}\n', None),
    ("a.cs", 'class A { void F(int x) { Console.WriteLine("{0}", x); } }\n',
     'class A { void F(int x) { Console.WriteLine("{0} {1}", x); } }\n', "has 2 placeholders but is given 1 value"),
])
def test_format_strings_take_as_many_values_as_given(name: str, original: str, result: str, found: str | None) -> None:
    texts = [f.text for f in placeholder_findings(original, result, name)]
    assert texts == ([f"the format string at line {2 if name != 'a.go' else 3} {found}"] if found and name not in ("a.java", "a.cs")
                     else [f"the format string at line 1 {found}"] if found else [])


def test_a_mismatch_the_original_had_is_not_the_edits() -> None:
    original = 'def f(x):\n    log.info("got %s %s", x)\n'
    assert placeholder_findings(original, original + "\n\ndef g():\n    pass\n", "a.py") == []
    kept = 'def f(x):\n    done = log.info("got %s %s", x)\n'  # the line is new, the call is not
    assert placeholder_findings(original, kept, "a.py") == []


JITTER = "fn jitter(s: &[f64]) -> f64 {\n    let n = s.len() as f64;\n    s.iter().sum::<f64>() / n\n}\n"


def test_a_rust_return_gives_what_the_signature_says() -> None:
    bare = JITTER.replace("    let n", "    if s.len() < 2 {\n        return;\n    }\n    let n")
    assert [f.text for f in return_findings(JITTER, bare, "a.rs")] == ["the `return` at line 3 gives nothing, but `jitter` returns `f64`"]
    assert return_findings(JITTER, bare.replace("return;", "return 0.0;"), "a.rs") == []
    unit = "fn log(x: i32) {\n    println!(\"{}\", x);\n}\n"
    assert return_findings(unit, unit.replace("    println", "    if x < 0 {\n        return 1;\n    }\n    println"), "a.rs")[0].text \
        == "the `return` at line 3 gives a value, but `log` returns nothing"


def test_a_float_compared_with_an_integer_literal() -> None:
    original = "struct L { area_sqm: Option<f64> }\nimpl L {\n    fn psm(&self) -> Option<f64> {\n        let area = self.area_sqm?;\n" \
               "        Some(1.0 / area)\n    }\n}\n"
    wrong = original.replace("        Some(1.0", "        if area <= 0 {\n            return None;\n        }\n        Some(1.0")
    assert [f.rule for f in float_findings(original, wrong, "l.rs")] == ["types"]
    assert float_findings(original, wrong.replace("area <= 0", "area <= 0.0"), "l.rs") == []


IMPORTER = """class Importer
  def import(rows)
    count = 0
    rows.each { |r| count += 1 }
    count
  end
end
"""


def test_a_ruby_method_keeps_ending_with_its_value() -> None:
    after = IMPORTER.replace("    count\n", "    count\n    logger.info(\"imported #{count}\")\n")
    assert [f.text for f in implicit_findings(IMPORTER, after, "importer.rb")] == [
        "`import` no longer ends with `count`, its return value: line 6 comes after it, so the method returns what that line gives"]
    before = IMPORTER.replace("    count\n", "    logger.info(\"imported #{count}\")\n    count\n")
    assert implicit_findings(IMPORTER, before, "importer.rb") == []
    reported = IMPORTER.replace("    count\n", "    report(count)\n")  # a new return value, not a lost one
    assert implicit_findings(IMPORTER, reported, "importer.rb") == []


ROUTES = """package api

func (s *Server) Routes() {
\ts.mux.HandleFunc("/items", s.listItems)
\ts.mux.HandleFunc("/items/legacy-export", s.legacyExport)
}

func (s *Server) listItems(w http.ResponseWriter, r *http.Request) {
\tw.Write(nil)
}

func (s *Server) legacyExport(w http.ResponseWriter, r *http.Request) {
\tw.Write(nil)
}
"""


def test_a_removed_function_still_used_and_an_undeclared_constant() -> None:
    gone = ROUTES[:ROUTES.index("func (s *Server) legacyExport")].rstrip() + "\n"
    assert [f.text for f in dangling_findings(ROUTES, gone, "routes.go")] == [
        "`legacyExport` is no longer defined, but line 5 still uses it"]
    both = gone.replace('\ts.mux.HandleFunc("/items/legacy-export", s.legacyExport)\n', "")
    assert dangling_findings(ROUTES, both, "routes.go") == []
    js = "export function ttl(s) {\n  return s * 1800;\n}\n"
    assert [f.rule for f in dangling_findings(js, js.replace("1800", "SESSION_TTL_SECONDS"), "s.js")] == ["undeclared"]
    declared = "const SESSION_TTL_SECONDS = 1800;\n\n" + js.replace("1800", "SESSION_TTL_SECONDS")
    assert dangling_findings(js, declared, "s.js") == []


def test_a_go_var_block_name_renamed_while_still_read() -> None:
    original = 'package p\n\nvar (\n\tErrExpired = errors.New("expired")\n\tErrLate = errors.New("late")\n)\n\n' \
               'func Check(ok bool) error {\n\tif !ok {\n\t\treturn ErrExpired\n\t}\n\treturn nil\n}\n'
    renamed = original.replace('\tErrExpired = errors.New("expired")', '\tErrPolicyExpired = errors.New("policy expired")')
    assert [f.text for f in undeclared_findings(original, renamed, "p.go")] == [
        "`ErrExpired` is no longer declared, but line 10 still reads it"]
    reworded = original.replace('errors.New("expired")', 'errors.New("policy expired")')
    assert undeclared_findings(original, reworded, "p.go") == []


def test_a_c_constant_declared_below_its_first_use() -> None:
    original = "namespace {\nconstexpr float kJump = 4.0f;\n}\n\nfloat fall(float t) {\n    return 9.81f * t;\n}\n"
    below = original.replace("9.81f * t", "kGravity * t") + "\nconstexpr float kGravity = 9.81f;\n"
    assert [f.text for f in later_findings(original, below, "p.cpp")] == [
        "`kGravity` is used at line 6, above its declaration at line 9: C and C++ do not see it there"]
    above = original.replace("9.81f * t", "kGravity * t").replace("constexpr float kJump", "constexpr float kGravity = 9.81f;\n"
                                                                  "constexpr float kJump")
    assert later_findings(original, above, "p.cpp") == []


PRICES = """import time


def is_stale(entry, now):
    return now - entry.at > 60


def refresh(cache, client):
    for key in cache:
        cache[key] = client.quote(key)


def report(cache):
    return len(cache)
"""


def test_an_operator_or_a_number_changed_alone_away_from_the_edit() -> None:
    edited = PRICES.replace("def refresh(cache, client):", "async def refresh(cache, client):").replace(
        "client.quote(key)", "await client.quote(key)")
    slipped = edited.replace("> 60", ">= 60")
    texts = [f.text for f in flip_findings(PRICES, slipped, "prices.py", "make refresh async")]
    assert texts == ["also turned `>` into `>=` at line 5, which the instruction does not ask for"]
    assert flip_findings(PRICES, edited, "prices.py", "make refresh async") == []
    assert flip_findings(PRICES, slipped, "prices.py", "make refresh async and is_stale inclusive (>=)") == []
    assert flip_findings(PRICES, PRICES.replace("> 60", ">= 60"), "prices.py", "cache entries expire at 60 s") == []  # the only change
    number = edited.replace("> 60", "> 90")
    assert [f.text for f in flip_findings(PRICES, number, "prices.py", "make refresh async")] == [
        "also turned `60` into `90` at line 5, which the instruction does not ask for"]
    assert flip_findings(PRICES, number, "prices.py", "make refresh async, and entries go stale after 90 s") == []
    assert flip_findings(PRICES, number, "prices.py", "make refresh async and set the staleness limit to 90") == []
    longer = PRICES.replace("    return now - entry.at > 60", "    age = now - entry.at\n    limit = 60\n    return age > limit")
    beside = longer.replace("    age = now", "    log.debug('checked')\n    age = now").replace("age > limit", "age >= limit")
    # beside the line the edit adds, in the same function: still no boundary the instruction moves (round 13)
    assert [f.text for f in flip_findings(longer, beside, "prices.py", "log each staleness check")] == [
        "also turned `>` into `>=` at line 8, which the instruction does not ask for"]
    both = edited.replace("> 60", ">= 60").replace("return len(cache)", "return len(cache) >= 0")
    assert flip_findings(PRICES, both, "prices.py", "make refresh async") != []
    level = check(PRICES, slipped, "prices.py", "make refresh async").level
    assert level == "suspect"


ROUTER = """const router = require('express').Router();

router.get('/bookings/:pnr', async (req, res) => res.json(await store.find(req.params.pnr)));

module.exports = router;
"""
SEATS = ROUTER.replace("\nmodule.exports", "router.get('/bookings/:pnr/seats', async (req, res) => "
                       "res.json((await store.find(req.params.pnr)).seats));\n\nmodule.exports")


@pytest.mark.parametrize("instruction", [
    "Could you add a `GET /bookings/:pnr/seats` route that answers with the booking's seats?",
    "Could you add a `GET /bookings/{pnr}/seats` route that answers with the booking's seats?",
])
def test_a_route_is_found_however_the_framework_writes_it(instruction: str) -> None:
    from redraft.engine.verify.spans import span_findings

    assert span_findings(ROUTER, SEATS, "routes.js", instruction) == []
    posted = SEATS.replace("router.get('/bookings/:pnr/seats'", "router.post('/bookings/:pnr/seats'")
    assert [f.rule for f in span_findings(ROUTER, posted, "routes.js", instruction)] == ["asked"]


@pytest.mark.parametrize("instruction", [
    "CA rate-limits us, renew later: 30 -> 14 days before expiry",
    "need a dry run flag for the new farm server: no aws cp, find without -delete",
    "add test: stop == entry -> size 0",
    "Could you turn `PriceCache.refresh` into a coroutine?",
])
def test_a_label_before_a_colon_a_test_and_a_dotted_name_ask_for_no_code(instruction: str) -> None:
    from redraft.engine.verify.spans import asked_spans, span_findings

    original = "class PriceCache:\n    def refresh(self):\n        return 30\n\n\ndef size(stop, entry):\n    return 1\n"
    result = original.replace("return 30", "return 14")
    assert span_findings(original, result, "cache.py", instruction) == []
    assert asked_spans(instruction, original, "cache.py") == []


def test_a_dotted_name_and_a_tests_assertion_are_no_code_to_find() -> None:
    from redraft.engine.verify.spans import asked_spans, span_findings

    original = ("class PriceCache:\n    def get(self, key):\n        return self.data[key]\n\n    def put(self, key, value):\n"
                "        self.data[key] = value\n\n    def refresh(self):\n        return 30\n")
    result = original.replace("    def refresh(self):", "    async def refresh(self):")
    assert span_findings(original, result, "cache.py", "Could you turn `PriceCache.refresh` into a coroutine?") == []
    sizing = "def size(stop, entry):\n    return abs(entry - stop)\n"
    tested = sizing + "\n\nclass SizeTest(unittest.TestCase):\n    def test_flat(self):\n        self.assertEqual(size(10, 10), 0)\n"
    ask = "add a unit test that `size(10, 10) == 0`"
    assert asked_spans(ask, sizing, "sizing.py") == ["size(10, 10) == 0"]  # read, but a test writes it its own way
    assert span_findings(sizing, tested, "sizing.py", ask) == []


PLANNER = """package farm

const defaultThreshold = 0.3

func needsWater(moisture float64) bool {
\treturn moisture < defaultThreshold
}

func Plan(zs []Zone) int {
\tn := 0
\tfor _, z := range zs {
\t\tif needsWater(z.Moisture) {
\t\t\tn++
\t\t}
\t}
\treturn n
}
"""


def test_a_parameter_added_in_place_of_a_constant_is_no_rename() -> None:
    from redraft.engine.verify.grounded import infer_rename

    result = PLANNER.replace("needsWater(moisture float64)", "needsWater(moisture, threshold float64)").replace(
        "moisture < defaultThreshold", "moisture < threshold").replace("needsWater(z.Moisture)", "needsWater(z.Moisture, z.Min)")
    ask = "needsWater: add threshold float64 param, use it instead of defaultThreshold"
    assert infer_rename(PLANNER, result, "planner.go", ask) is None
    assert "renamed" not in check(PLANNER, result, "planner.go", ask).text
    renamed = PLANNER.replace("defaultThreshold", "moistureThreshold")
    assert infer_rename(PLANNER, renamed, "planner.go", "defaultThreshold -> moistureThreshold") is not None


DOCKERFILE = """FROM node:20-alpine
RUN npm config set registry http://mirror.internal:8080/
ENV NODE_ENV=production \\
    PORT=8080
EXPOSE 8080
HEALTHCHECK CMD curl -fsS http://localhost:8080/healthz || exit 1
ENV METRICS_PORT=9100
CMD ["node", "server.js"]
"""


def test_a_dockerfiles_own_port_moves_on_every_line_that_writes_it() -> None:
    from redraft.engine.verify.dockerports import moved_port_lines, port_findings

    moved = DOCKERFILE.replace("PORT=8080", "PORT=9090").replace("EXPOSE 8080", "EXPOSE 9090").replace(
        "localhost:8080", "localhost:9090")
    ask = "move the API from port 8080 to 9090"
    assert port_findings(DOCKERFILE, moved, "Dockerfile") == []
    assert moved_port_lines(DOCKERFILE, moved, "Dockerfile", ask) == {4, 5, 6}  # the mirror's 8080 is not the container's
    assert check(DOCKERFILE, moved, "Dockerfile", ask).level != "suspect"
    half = DOCKERFILE.replace("EXPOSE 8080", "EXPOSE 9090")
    assert [f.text for f in port_findings(DOCKERFILE, half, "Dockerfile")] == [
        "the container's port 8080 changed on some lines, but lines 4, 6 still say 8080"]
    assert moved_port_lines(DOCKERFILE, moved, "Dockerfile", "move the API to another port") == set()
    assert port_findings(DOCKERFILE, DOCKERFILE.replace("node:20", "node:22"), "Dockerfile") == []  # no port moved


# Right edits of the shapes a reviewer tried against the first draft of these rules: none is flagged.
CALLBACK = "function load(path, cb) {\n  fs.readFile(path, 'utf8', (err, data) => {\n    cb(null, data);\n  });\n}\n"
RIGHT_EDITS = [
    ("app.js", CALLBACK, CALLBACK.replace("function load(path, cb) {\n", "function load(path, cb) {\n  if (cache.has(path)) {\n"
                                          "    const data = cache.get(path);\n    return cb(null, data);\n  }\n")),
    ("a.go", "package a\n\nfunc sum(xs []int) int {\n\ts := 0\n\tfor _, v := range xs {\n\t\ts += v\n\t}\n\treturn s\n}\n",
     "package a\n\nfunc sum(xs []int) int {\n\tif len(xs) == 1 {\n\t\tv := xs[0]\n\t\treturn v\n\t}\n\ts := 0\n\tfor _, v := range xs {\n"
     "\t\ts += v\n\t}\n\treturn s\n}\n"),
    ("a.py", "import logging\nlog = logging.getLogger()\n\n\ndef check(ratio):\n    return ratio\n",
     "import logging\nlog = logging.getLogger()\n\n\ndef check(ratio):\n    if ratio > 0.9:\n        log.warning(\"disk over 90% full\")\n"
     "    return ratio\n"),
    ("a.py", "import logging\nlog = logging.getLogger()\n\n\ndef check(path):\n    return path\n",
     "import logging\nlog = logging.getLogger()\n\n\ndef check(path):\n    log.warning(\"%(path)s is over 90%% full\", {\"path\": path})\n"
     "    return path\n"),
    ("deploy.rb", "class Deploy\n  def run\n    prepare\n    cleanup\n  end\nend\n",
     "class Deploy\n  def run\n    prepare\n    cleanup\n    logger.info(\"deploy finished\")\n  end\nend\n"),
    ("level.ts", "export function level(n: number) {\n  return n;\n}\n",
     "export enum Level { LOW_PRIO, HIGH_PRIO }\n\nexport const env = { NODE_ENV: 'production' };\n\n"
     "export function level(n: number) {\n  return n;\n}\n"),
    ("config.h", "int buffer_size(void);\n", "#ifndef CONFIG_H\n#define CONFIG_H\nint buffer_size(void);\n#endif\n"),
    ("Dockerfile", DOCKERFILE, DOCKERFILE.replace("HEALTHCHECK CMD curl -fsS http://localhost:8080/healthz || exit 1\n", "")),
    ("Loans.java", LOANS, GOES_ON.replace("return due.isBefore(today);", "return due != null && due.isBefore(today);")),
    ("a.rs", "fn spawn_worker(job: Job) -> JoinHandle<()> {\n    tokio::spawn(async move {\n        job.run().await;\n    })\n}\n",
     "fn spawn_worker(job: Job) -> JoinHandle<()> {\n    tokio::spawn(async move {\n        if job.cancelled() {\n            return;\n"
     "        }\n        job.run().await;\n    })\n}\n"),
    ("p.go", "package p\n\nconst (\n\tLow = iota\n\tMid\n)\n\nfunc f() int { return Mid }\n",
     "package p\n\nconst (\n\tLow = iota\n\tMid // the default\n)\n\nfunc f() int { return Mid }\n"),
]


@pytest.mark.parametrize("name, original, result", RIGHT_EDITS, ids=[f"{n}-{k}" for k, (n, _, _) in enumerate(RIGHT_EDITS)])
def test_right_edits_the_new_rules_leave_alone(name: str, original: str, result: str) -> None:
    rules = (block_scope_findings, caught_findings, placeholder_findings, implicit_findings, dangling_findings, later_findings,
             return_findings, undeclared_findings)
    from redraft.engine.verify.dockerports import port_findings

    assert [f.text for rule in rules + (port_findings,) for f in rule(original, result, name)] == []


def test_a_derived_count_and_a_value_said_in_words_are_no_slip() -> None:
    names = "NAMES = [\n    'red',\n    'green',\n]\n\n\ndef count():\n    return 2\n\n\ndef first():\n    return NAMES[0]\n"
    added = names.replace("    'green',\n]", "    'green',\n    'blue',\n]").replace("return 2", "return 3")
    assert flip_findings(names, added, "names.py", "add blue to the names") == []
    ttl = PRICES.replace("> 60", "> 120").replace("def refresh(cache, client):", "def refresh(cache, client, log):").replace(
        "client.quote(key)", "log(client.quote(key))")
    assert flip_findings(PRICES, ttl, "prices.py", "double the staleness limit and log each quote") == []
    assert flip_findings(PRICES, ttl, "prices.py", "log each quote") != []


def test_a_metrics_port_moved_onto_the_new_port_is_still_beyond() -> None:
    from redraft.engine.verify.dockerports import moved_port_lines

    metrics = DOCKERFILE.replace("PORT=8080", "PORT=9090").replace("EXPOSE 8080", "EXPOSE 9090").replace(
        "localhost:8080", "localhost:9090").replace("METRICS_PORT=9100", "METRICS_PORT=9090")
    assert 7 not in moved_port_lines(DOCKERFILE, metrics, "Dockerfile", "move the API from port 8080 to 9090")


def test_guards_members_externs_and_async_blocks() -> None:
    flag = ABOVE.replace("  let payload;\n", "  let payload;\n  let ok = false;\n").replace(
        "    payload = JSON.parse(req.body);\n", "    payload = JSON.parse(req.body);\n    ok = true;\n").replace(
        "    return res.status(400)", "    res.status(400)").replace("  if (!payload.items) {", "  if (ok && !payload.items) {")
    assert caught_findings(HANDLER, flag, "app.js") == []  # tested through the flag the try sets
    ring = "class Ring {\n public:\n  int size() const { return n_; }\n private:\n  int n_ = 0;\n};\n"
    member = ring.replace("return n_; }", "return n_ > kCap ? kCap : n_; }").replace("  int n_ = 0;", "static constexpr int kCap = 64;\n  int n_ = 0;")
    assert later_findings(ring, member, "ring.hpp") == []  # a member is seen in every member function
    main = "#include <stdio.h>\n\nint main(void) {\n    return 0;\n}\n"
    extern = "#include <stdio.h>\n\nextern const int BUF_LEN;\n\nint main(void) {\n    return BUF_LEN;\n}\n\nconst int BUF_LEN = 256;\n"
    assert later_findings(main, extern, "main.c") == []
    unit = "fn start(job: Job) {\n    tokio::spawn(async move {\n        job.run().await\n    });\n}\n"
    valued = unit.replace("        job.run().await\n", "        if job.cancelled() {\n            return 0;\n        }\n        job.run().await\n")
    assert return_findings(unit, valued, "a.rs") == []  # the async block's own return
    bare = ROUTES[:ROUTES.index("func (s *Server) legacyExport")].rstrip() + "\n\nfunc (s *Server) Other() {\n\tlegacyExport()\n}\n"
    assert dangling_findings(ROUTES, bare.replace("s.legacyExport)", "nil)"), "routes.go") == []  # a bare call is another check's
