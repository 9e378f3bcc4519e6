"""Edits that add code, judged without understanding it (engine/verify/spans.py,
engine/verify/additions.py): the code the instruction spells out, the place it adds to, the
comments an addition keeps, a name added and used, the log level asked for. Each wrong
result here is the way small models go wrong; each right one must pass."""

from __future__ import annotations

import pytest

from redraft.engine import check
from redraft.engine.verify.additions import comment_findings, container_findings, lost_findings
from redraft.engine.verify.callers import caller_findings
from redraft.engine.verify.compiles import compile_findings
from redraft.engine.verify.placed_value import value_findings
from redraft.engine.verify.replaced import replacement_findings
from redraft.engine.verify.shapes import async_findings, guard_findings
from redraft.engine.verify.spans import asked_spans, span_findings
from redraft.engine.verify.templates import template_findings

def _refused_for(rule, original: str, result: str, filename: str, ask: str, says: str) -> None:
    """The check refuses `result`, and `rule` says why in words containing `says`."""
    assert check(original, result, filename, ask).refused, check(original, result, filename, ask).text
    assert any(says in f.text for f in rule(original, result, filename, ask)), rule(original, result, filename, ask)


SERVER = """use std::time::Duration;

/// Options for the HTTP listener.
pub struct Listener {
    pub host: String,
    pub port: u16,
}

impl Default for Listener {
    fn default() -> Self {
        Listener { host: "0.0.0.0".into(), port: 8080 }
    }
}

// Clients idle longer than this are dropped.
pub fn idle_limit() -> Duration {
    Duration::from_secs(90)
}
"""


def _add_field(line: str, init: str = "            idle: Duration::from_secs(30),\n") -> str:
    out = SERVER.replace("    pub port: u16,\n", f"    pub port: u16,\n{line}")
    return out.replace("port: 8080 }", "port: 8080, idle: Duration::from_secs(30) }") if init else out


@pytest.mark.parametrize("ask", [
    "add pub idle: Duration to Listener",
    "Could you add a `pub idle: Duration` field to `Listener`? Leave idle_limit alone.",
    "Listener should get a new field, pub idle: Duration, defaulting to 30 seconds",
])
def test_code_the_instruction_spells_out_must_be_in_the_result(ask):
    right = _add_field("    pub idle: Duration,\n")
    assert not check(SERVER, right, "server.rs", ask).refused, check(SERVER, right, "server.rs", ask).text
    without_pub = _add_field("    idle: Duration,\n")
    v = check(SERVER, without_pub, "server.rs", ask)
    assert v.refused and "pub idle: Duration" in v.detail, v.text


def test_spans_skip_examples_negations_and_what_the_file_has():
    src = "def greet(name):\n    return 'hi ' + name\n"
    assert asked_spans("make greet return f'hello {name}' (e.g. `greet('Ann')`)", src, "g.py") == []
    assert asked_spans("don't touch `greet(name)`, add `shout(name: str) -> str`", src, "g.py") == ["shout(name: str) -> str"]
    assert asked_spans("i keep calling greet(name, loud=True) by mistake, support it", src, "g.py") == []
    assert asked_spans("bump it (deps and dev-deps too)", src, "g.py") == []


def test_an_addition_that_lands_in_the_wrong_place_is_refused():
    ask = "add a doc comment to idle_limit"
    right = SERVER.replace("// Clients idle", "/// How long a client may stay idle.\n// Clients idle")
    assert not check(SERVER, right, "server.rs", ask).refused
    elsewhere = SERVER.replace("impl Default", "/// How long a client may stay idle.\nimpl Default")
    _refused_for(container_findings, SERVER, elsewhere, "server.rs", ask, "added nothing to `idle_limit`")


@pytest.mark.parametrize("ask", ["add a doc comment to idle_limit", "idle_limit needs a doc comment; don't change any code"])
def test_a_comment_request_changes_no_code_and_keeps_other_comments(ask):
    right = SERVER.replace("pub fn idle_limit", "/// The idle limit.\npub fn idle_limit")
    assert not check(SERVER, right, "server.rs", ask).refused
    code_too = right.replace("Duration::from_secs(90)", "Duration::from_secs(90) + Duration::ZERO")
    assert check(SERVER, code_too, "server.rs", ask).refused
    assert "changed code" in comment_findings(SERVER, code_too, "server.rs", ask)[-1].text
    lost = right.replace("// Clients idle longer than this are dropped.\n", "")
    v = check(SERVER, lost, "server.rs", ask)
    assert v.refused and "deleted 1 comment" in v.detail, v.text


PY = """import urllib.request


def fetch(url, headers=None):
    req = urllib.request.Request(url, headers=headers or {})
    with urllib.request.urlopen(req) as resp:
        return resp.read()


def poll(url, retries=3):
    for _ in range(retries):
        if fetch(url):
            return True
    return False
"""


def test_a_name_added_and_passed_on_must_be_used():
    ask = "fetch: add a retries_left param and pass it to urlopen"
    right = PY.replace("def fetch(url, headers=None):", "def fetch(url, headers=None, retries_left=1):") \
        .replace("urlopen(req)", "urlopen(req, retries_left)")
    assert not check(PY, right, "net.py", ask).refused, check(PY, right, "net.py", ask).text
    unused = PY.replace("def fetch(url, headers=None):", "def fetch(url, headers=None, retries_left=1):")
    v = check(PY, unused, "net.py", ask)
    assert v.refused and "`retries_left` appears once more" in v.detail, v.text


RB = """class Sweeper
  def initialize(logger)
    @logger = logger
  end

  def run(files)
    files.each do |f|
      next if f.locked?
      f.delete
    end
  end
end
"""


def test_a_log_line_uses_the_level_asked_for():
    ask = "log locked files at warn level in run"
    right = RB.replace("      next if f.locked?\n", "      @logger.warn(\"locked: #{f.path}\") if f.locked?\n      next if f.locked?\n")
    assert not check(RB, right, "sweeper.rb", ask).refused, check(RB, right, "sweeper.rb", ask).text
    debug = right.replace("@logger.warn", "@logger.debug")
    v = check(RB, debug, "sweeper.rb", ask)
    assert v.refused and "logs at debug, not at warn" in v.detail, v.text


TS = """export interface Invoice {
  id: string;
  total: number;
}

export function render(inv: Invoice): string {
  return `#${inv.id}: ${inv.total}`;
}
"""


def test_a_named_definition_keeps_its_modifiers():
    ask = "add an optional note?: string to Invoice"
    right = TS.replace("  total: number;\n", "  total: number;\n  note?: string;\n")
    assert not check(TS, right, "inv.ts", ask).refused, check(TS, right, "inv.ts", ask).text
    v = check(TS, right.replace("export interface Invoice", "interface Invoice"), "inv.ts", ask)
    assert v.refused and "dropped export from `Invoice`" in v.detail, v.text


def test_an_addition_keeps_the_lines_it_adds_to():
    ask = "add a test that render shows the id"
    tests = "import { render } from './inv';\n\ntest('shows the total', () => {\n  expect(render({ id: 'a', total: 3 })).toContain('3');\n});\n"
    added = tests + "\ntest('shows the id', () => {\n  expect(render({ id: 'a7', total: 3 })).toContain('a7');\n});\n"
    assert not check(tests, added, "inv.test.ts", ask).refused, check(tests, added, "inv.test.ts", ask).text
    replaced = tests.replace("shows the total", "shows the id").replace("toContain('3')", "toContain('a')")
    v = check(tests, replaced, "inv.test.ts", ask)
    assert v.refused, v.text
    assert "replaced or deleted 2 lines" in lost_findings(tests, replaced, "inv.test.ts", ask)[0].text


DOCKER = "FROM python:3.11-slim AS build\nRUN pip wheel -w /w .\n\nFROM python:3.11-slim\nCOPY --from=build /w /w\n"


@pytest.mark.parametrize("ask", ["python:3.11-slim -> python:3.12-slim in both stages",
                                 "Please change every '3.11-slim' to '3.12-slim'."])
def test_a_replacement_the_instruction_spells_out_leaves_no_old_text(ask):
    right = DOCKER.replace("3.11-slim", "3.12-slim")
    assert not check(DOCKER, right, "Dockerfile", ask).refused, check(DOCKER, right, "Dockerfile", ask).text
    half = DOCKER.replace("3.11-slim", "3.12-slim", 1)
    assert check(DOCKER, half, "Dockerfile", ask).refused
    assert "3.11-slim` is still there (line 4)" in replacement_findings(DOCKER, half, "Dockerfile", ask)[0].text
    other = DOCKER.replace("3.11-slim", "3.12")
    assert check(DOCKER, other, "Dockerfile", ask).refused


YAML = "jobs:\n  test:\n    strategy:\n      matrix:\n        os: [ubuntu-latest, macos-latest, windows-latest]\n        py: ['3.10', '3.11']\n"


def test_removing_a_list_entry_is_judged_on_the_data():
    ask = "drop macos-latest from the matrix"
    right = YAML.replace(" macos-latest,", "")
    assert check(YAML, right, "ci.yml", ask).level == "verified"
    more = right.replace("['3.10', '3.11']", "['3.11']")
    v = check(YAML, more, "ci.yml", ask)
    assert v.refused and "changed the data besides removing `macos-latest`" in v.detail, v.text
    wrong_one = YAML.replace(" windows-latest", "").replace("macos-latest,", "macos-latest")
    assert check(YAML, wrong_one, "ci.yml", ask).refused


CFG = """# Connection limits for the reporting database.
[db]
# Raised after the March incident; see OPS-114.
pool = 10
timeout = 30

# Retired replica, kept until the migration ends.
[replica]
host = "db2.internal"
"""


def test_an_edit_keeps_comments_unless_their_code_goes():
    ask = "db pool 10 -> 20"
    right = CFG.replace("pool = 10", "pool = 20")
    assert not check(CFG, right, "app.toml", ask).refused
    lost = right.replace("# Raised after the March incident; see OPS-114.\n", "")
    _refused_for(comment_findings, CFG, lost, "app.toml", ask, "deleted 1 comment")
    gone_with_code = CFG.split("\n# Retired")[0] + "\n"
    assert comment_findings(CFG, gone_with_code, "app.toml", "the replica table is retired, it can go") == []


CSS = """.card {
  padding: 12px;
  border-radius: 4px;
}

.btn {
  border-radius: 4px;
}
"""


@pytest.mark.parametrize("ask", ["card radius 8px", "The cards should have 8px rounded corners.", ".card border-radius 4px -> 8px"])
def test_a_value_changed_where_the_instruction_does_not_point(ask):
    right = CSS.replace("  border-radius: 4px;\n}\n\n.btn", "  border-radius: 8px;\n}\n\n.btn")
    assert not check(CSS, right, "ui.css", ask).refused, check(CSS, right, "ui.css", ask).text
    wrong_place = CSS.replace(".btn {\n  border-radius: 4px;", ".btn {\n  border-radius: 8px;")
    assert check(CSS, wrong_place, "ui.css", ask).refused
    assert "changed `4px` at line 7, not where the instruction points (card)" in value_findings(CSS, wrong_place, "ui.css", ask)[0].text
    assert value_findings(CSS, wrong_place, "ui.css", "all radii 8px, starting with the buttons (the card next)") == []


JS = """const fs = require('fs');

function readConfig(path) {
  const text = fs.readFileSync(path, 'utf8');
  return JSON.parse(text);
}

module.exports = { readConfig };
"""


def test_a_function_made_async_awaits_something():
    ask = "make readConfig async with fs.promises.readFile"
    right = JS.replace("function readConfig", "async function readConfig").replace(
        "fs.readFileSync(path, 'utf8')", "await fs.promises.readFile(path, 'utf8')")
    assert not check(JS, right, "config.js", ask).refused, check(JS, right, "config.js", ask).text
    no_await = JS.replace("function readConfig", "async function readConfig")
    _refused_for(async_findings, JS, no_await, "config.js", ask, "made `readConfig` async, but it awaits nothing")
    ts = JS.replace("function readConfig(path)", "function readConfig(path: string): Config")
    typed = ts.replace("function readConfig", "async function readConfig").replace(
        "fs.readFileSync(path, 'utf8')", "await fs.promises.readFile(path, 'utf8')")
    assert "declared to return `Config`, not a Promise" in async_findings(ts, typed, "config.ts", ask)[0].text
    assert async_findings(ts, typed.replace("): Config", "): Promise<Config>"), "config.ts", ask) == []


JAVA = """class Totals {
    static int sum(Order order) {
        int total = order.base;
        for (Item item : order.items) {
            total += item.price;
        }
        return total;
    }
}
"""


@pytest.mark.parametrize("ask", ["sum: return 0 if order is null", "Could you guard sum() against a null order?"])
def test_an_added_null_check_leaves_when_null_and_before_the_first_use(ask):
    right = JAVA.replace("        int total = order.base;\n", "        if (order == null) {\n            return 0;\n        }\n"
                         "        int total = order.base;\n")
    assert not check(JAVA, right, "Totals.java", ask).refused, check(JAVA, right, "Totals.java", ask).text
    inverted = right.replace("order == null", "order != null")
    assert "leaves when `order` is NOT null" in guard_findings(JAVA, inverted, "Totals.java", ask)[0].text
    assert check(JAVA, inverted, "Totals.java", ask).refused
    late = JAVA.replace("        for (Item", "        if (order == null) {\n            return 0;\n        }\n        for (Item")
    assert "comes after `order` is used at line 3" in guard_findings(JAVA, late, "Totals.java", ask)[0].text


RUST = """pub struct Limits {
    pub burst: u32,
}

impl Default for Limits {
    fn default() -> Self {
        Self { burst: 10 }
    }
}

fn strict() -> Limits {
    Limits { burst: 1, ..Default::default() }
}
"""

PYDC = """from dataclasses import dataclass


@dataclass
class Job:
    name: str
    retries: int = 3
"""


def test_fields_added_where_the_compiler_or_the_interpreter_would_refuse():
    ask = "add pub window_ms: u64 to Limits, default 1000"
    right = RUST.replace("    pub burst: u32,\n", "    pub burst: u32,\n    pub window_ms: u64,\n").replace(
        "Self { burst: 10 }", "Self { burst: 10, window_ms: 1000 }")
    assert compile_findings(RUST, right, "limits.rs") == []
    assert not check(RUST, right, "limits.rs", ask).refused, check(RUST, right, "limits.rs", ask).text
    half = RUST.replace("    pub burst: u32,\n", "    pub burst: u32,\n    pub window_ms: u64,\n")
    assert "`Limits { .. }` misses `window_ms` (line 8)" in compile_findings(RUST, half, "limits.rs")[0].text
    assert check(RUST, half, "limits.rs", ask).refused
    late = PYDC + "    owner: str\n"
    assert "`owner` has no default after fields with one (line 8)" in compile_findings(PYDC, late, "jobs.py")[0].text
    assert compile_findings(PYDC, PYDC + "    owner: str = ''\n", "jobs.py") == []
    assert compile_findings(PYDC, late.replace("@dataclass", "@dataclass(kw_only=True)"), "jobs.py") == []


CALLS = """def page(items, size, start=0):
    return items[start:start + size]


def first_page(items):
    return page(items, 20)


def rest(items):
    return page(items, 20, 40)


def top(items):
    return page(items, size=5)
"""


@pytest.mark.parametrize("filename, src", [
    ("pages.py", CALLS),
    ("pages.ts", CALLS.replace("def page(items, size, start=0):\n    return items[start:start + size]",
                               "function page(items: T[], size: number, start = 0) {\n  return items.slice(start, start + size);\n}")
     .replace("def first_page(items):\n    return page(items, 20)", "function firstPage(items: T[]) {\n  return page(items, 20);\n}")
     .replace("def rest(items):\n    return page(items, 20, 40)", "function rest(items: T[]) {\n  return page(items, 20, 40);\n}")
     .replace("def top(items):\n    return page(items, size=5)", "function top(items: T[]) {\n  return page(items);\n}")),
])
def test_moved_parameters_leave_no_call_in_the_old_order(filename, src):
    ask = "page: put start before size"
    swapped = src.replace("size, start=0)", "start=0, size=20)").replace("size: number, start = 0)", "start = 0, size = 20)")
    stale = caller_findings(src, swapped, filename)
    assert stale and "call at line" in stale[0].text and "old order" in stale[0].text
    fixed = swapped.replace("page(items, 20)", "page(items, 0, 20)").replace("page(items, 20, 40)", "page(items, 40, 20)")
    assert caller_findings(src, fixed, filename) == []
    assert check(src, swapped, filename, ask).refused
    appended = src.replace("start=0)", "start=0, step=1)").replace("start = 0)", "start = 0, step = 1)")
    assert caller_findings(src, appended, filename) == []
    renamed = src.replace("size", "count")
    assert caller_findings(src, renamed, filename) == []


def test_no_rename_is_read_from_a_swap_or_from_part_of_a_hyphenated_name():
    from redraft.engine.verify.grounded import infer_rename

    c = "void move(const char *src, char *dst, int n);\nvoid f(void) { move(a, b, 3); }\n"
    swapped = c.replace("const char *src, char *dst", "char *dst, const char *src").replace("move(a, b, 3)", "move(b, a, 3)")
    assert infer_rename(c, swapped, "m.c", "move args -> (dst, src, n), fix callers") is None
    css = ".card-title { font-weight: 600; }\n.card-title-link { color: blue; }\n.title { margin: 0; }\n"
    assert infer_rename(css, css.replace(".card-title {", ".card-heading {"), "c.css", ".card-title -> .card-heading") is None
    py = "def f(cnt):\n    return cnt + 1\n"
    assert infer_rename(py, py.replace("cnt", "count"), "f.py", "the cnt argument of f -> count") is not None


def test_type_hints_for_named_functions_need_not_type_every_function():
    src = "def load(path, strict=False):\n    return open(path).read()\n\n\ndef other(x):\n    return x\n"
    right = src.replace("def load(path, strict=False):", "def load(path: str, strict: bool = False) -> str:")
    ask = "Could you add type hints to `load`, for all its parameters and the return value?"
    assert not check(src, right, "io_util.py", ask).refused, check(src, right, "io_util.py", ask).text
    half = src.replace("def load(path, strict=False):", "def load(path: str, strict=False) -> str:")
    assert check(src, half, "io_util.py", ask).refused


GO = """package srv

type Config struct {
	Addr  string
	Debug bool
}

func Build(cfg Config) *http.Server {
	return &http.Server{
		Addr:    cfg.Addr,
		Handler: nil,
	}
}

func Default() Config {
	return Config{Addr: ":80", Debug: false}
}
"""


def test_a_member_rename_keeps_the_same_key_of_another_types_literal():
    ask = "Config.Addr -> ListenAddr"
    right = GO.replace("\tAddr  string", "\tListenAddr string").replace("cfg.Addr", "cfg.ListenAddr").replace(
        "Config{Addr:", "Config{ListenAddr:")
    assert not check(GO, right, "srv.go", ask).refused, check(GO, right, "srv.go", ask).text
    too_far = right.replace("\t\tAddr:    cfg.ListenAddr", "\t\tListenAddr:    cfg.ListenAddr")
    assert check(GO, too_far, "srv.go", ask).refused
    missed = right.replace("Config{ListenAddr:", "Config{Addr:")
    assert check(GO, missed, "srv.go", ask).refused


def test_parentheses_that_group_an_extended_condition_are_part_of_it():
    rs = "fn retry(status: u16, left: u32) -> bool {\n    status >= 500 && left > 0\n}\n"
    right = rs.replace("status >= 500 && left > 0", "(status >= 500 || status == 429) && left > 0")
    assert not check(rs, right, "retry.rs", "retry: also retry 429").refused, check(rs, right, "retry.rs", "retry: also retry 429").text


RECEIPT = """function receipt(total, who) {
  const head = "Receipt for " + who;
  return head + ": " + total.toFixed(2) + " EUR";
}

function label(name) {
  return "To: " + name;
}
"""


def test_concatenation_rewritten_as_template_literals_builds_the_same_strings():
    ask = "receipt: string concat -> template literals"
    right = RECEIPT.replace('"Receipt for " + who', "`Receipt for ${who}`").replace(
        'head + ": " + total.toFixed(2) + " EUR"', "`${head}: ${total.toFixed(2)} EUR`")
    assert not check(RECEIPT, right, "receipt.js", ask).refused, check(RECEIPT, right, "receipt.js", ask).text
    changed_text = right.replace("} EUR`", "}EUR`")
    assert check(RECEIPT, changed_text, "receipt.js", ask).refused
    half = RECEIPT.replace('"Receipt for " + who', "`Receipt for ${who}`")
    _refused_for(template_findings, RECEIPT, half, "receipt.js", ask, "still concatenates strings with + (line 3)")
    beyond = right.replace('"To: " + name', "`To: ${name}`")
    assert "rewrote strings outside `receipt`" in template_findings(RECEIPT, beyond, "receipt.js", ask)[-1].text


C_SRC = """#include <string.h>

static void put(const char *src, char *dst, size_t cap) {
    strncpy(dst, src, cap);
}

static void put_upper(const char *src, char *dst, size_t cap) {
    put(src, dst, cap);
}

/* put(src, dst, cap): copies at most cap-1 bytes. */
void fill(struct rec *r, const char *name, const char *email) {
    put(name, r->name, sizeof r->name);
    put(email, r->email, sizeof r->email);
}
"""


def test_a_c_reorder_moves_words_and_leaves_no_call_behind():
    ask = "put args -> (dst, src, cap), fix callers"
    right = C_SRC.replace("static void put(const char *src, char *dst, size_t cap)", "static void put(char *dst, const char *src, size_t cap)") \
        .replace("    put(src, dst, cap);", "    put(dst, src, cap);").replace("put(name, r->name, sizeof r->name)", "put(r->name, name, sizeof r->name)") \
        .replace("put(email, r->email, sizeof r->email)", "put(r->email, email, sizeof r->email)").replace("put(src, dst, cap):", "put(dst, src, cap):")
    assert not check(C_SRC, right, "put.c", ask).refused, check(C_SRC, right, "put.c", ask).text
    stale = right.replace("put(r->name, name, sizeof r->name)", "put(name, r->name, sizeof r->name)")
    assert "call at line 13" in caller_findings(C_SRC, stale, "put.c")[0].text
    assert check(C_SRC, stale, "put.c", ask).refused


def test_a_line_of_the_same_words_reordered_is_the_reorder_asked_for():
    from redraft.engine.verify.changes import Change
    from redraft.engine.verify.forms import permuted as _permuted

    a = "int main(void) {\n    put(name, r->name, 8);\n    put_upper(name, r->name, 8);\n}\n"
    b = a.replace("put(name, r->name, 8)", "put(r->name, name, 8)").replace("put_upper(name, r->name, 8)", "put_upper(r->name, name, 8)")
    call, other = Change("", "r->name,", 2, 2, ()), Change("", "r->name,", 3, 3, ())
    assert _permuted(call, a, b, "put args -> (dst, src, n)")
    assert not _permuted(other, a, b, "put args -> (dst, src, n)")  # put_upper was not asked
    assert not _permuted(call, a, b, "put: rename name to label")  # no reorder asked


def test_what_an_addition_may_change_and_what_a_span_asks_for():
    js = "// oldSlug is kept only for links from 2019.\nexport function oldSlug(s) {\n  return s;\n}\n\nexport function slug(s) {\n  return s.toLowerCase();\n}\n"
    gone = js.split("\n\n", 1)[1]
    assert comment_findings(js, gone, "slug.js", "get rid of oldSlug, nothing uses it") == []  # its comment goes with it
    headed = "// Slugs. oldSlug stays for links from 2019.\n\nconst SEP = '-';\n\n" + js.split("\n", 1)[1]
    assert comment_findings(headed, headed.replace("// Slugs. oldSlug stays for links from 2019.\n", "").replace(
        "export function oldSlug(s) {\n  return s;\n}\n\n", ""), "slug.js", "get rid of oldSlug") == []
    ts = 'export function price(cents: number): string {\n  const text = new Intl.NumberFormat("en-US").format(cents / 100);\n  return text;\n}\n'
    ask = 'Could you add a `locale: string = "en-US"` parameter to price and use it instead of the hard-coded locale?'
    right = ts.replace("price(cents: number)", 'price(cents: number, locale = "en-US")').replace('NumberFormat("en-US")', "NumberFormat(locale)")
    assert lost_findings(ts, right, "price.ts", ask) == []
    assert span_findings(ts, right, "price.ts", ask) == []  # the type may be inferred
    assert span_findings(ts, right.replace('locale = "en-US"', 'locale = "en-GB"'), "price.ts", ask)
    # a word of the user's own before the code is no part of it: "Wert", "the value"
    assert asked_spans('Füge Status den Wert Refunded("refunded") hinzu', "enum Status { Paid('paid') }\n", "s.kt") == \
        ['Refunded("refunded")']


def test_a_table_s_own_name_points_at_its_values():
    toml = '[package]\nname = "tide"\nversion = "0.4.2"\n\n[dependencies]\ntide-core = "0.4.2"\n'
    right = toml.replace('version = "0.4.2"', 'version = "0.5.0"')
    assert value_findings(toml, right, "Cargo.toml", "tide is at 0.5.0 now") == []
    wrong = toml.replace('tide-core = "0.4.2"', 'tide-core = "0.5.0"')
    assert value_findings(toml, wrong, "Cargo.toml", "the tide-core dependency goes to 0.5.0") == []
    assert value_findings(toml, wrong, "Cargo.toml", "package version 0.5.0")


def test_a_test_for_a_function_is_placed_with_the_tests():
    from redraft.engine.verify.places import placed

    rs = "pub fn parse(s: &str) -> u32 {\n    s.len() as u32\n}\n\n#[cfg(test)]\nmod tests {\n    use super::*;\n}\n"
    added = rs.replace("    use super::*;\n", "    use super::*;\n\n    #[test]\n    fn empty() {\n        assert_eq!(parse(\"\"), 0);\n    }\n")
    assert placed(rs, added, "p.rs", "add a test for the empty case in parse") == []
    assert placed(rs, added, "p.rs", "add a check for the empty case in parse")  # not a test: it belongs in parse


def test_a_sync_call_replaced_by_its_async_twin_is_the_async_asked_for():
    js = "const fs = require('fs');\n\nfunction load(p) {\n  return JSON.parse(fs.readFileSync(p, 'utf8'));\n}\n"
    right = js.replace("function load", "async function load").replace("fs.readFileSync(p, 'utf8')", "await fs.promises.readFile(p, 'utf8')")
    ask = "load -> async (fs.promises)"
    assert not check(js, right, "load.js", ask).refused, check(js, right, "load.js", ask).text


def test_a_test_asked_for_a_function_is_not_placed_in_it():
    py = "def parse(s):\n    return int(s)\n\n\ndef test_parse():\n    assert parse('1') == 1\n"
    added = py + "\n\ndef test_parse_empty():\n    assert parse('0') == 0\n"
    assert container_findings(py, added, "p.py", "add a test in parse for zero") == []
    assert container_findings(py, added, "p.py", "add a zero check in parse")
