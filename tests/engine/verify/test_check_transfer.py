"""The check's second round on issue 41 (docs/benchmarks/2026-12-05-check-round2.md): a change
the instruction's operation implies is explained by the edit concept it names, a place counts
only when the instruction says it as a place, and objective evidence flags whatever was asked.
Each test names the mechanism it pins; small files written for the test, no model."""

from __future__ import annotations

from redraft.engine import check
from redraft.engine.verify.phrasing import said_and_kept
from redraft.engine.verify.scope import as_place


def flagged(original: str, result: str, name: str, instruction: str) -> bool:
    return check(original, result, name, instruction).refused


# -- edit concepts explain what the instruction does not spell (explain.py) ------------------

SH = 'dir=/tmp/out\nmkdir -p $dir\ncp build/* $dir/\nssh host "ls $dir"\n'


def test_quoting_adds_quotes_and_nothing_else():
    right = 'dir=/tmp/out\nmkdir -p "$dir"\ncp build/* "$dir/"\nssh host "ls $dir"\n'
    assert not flagged(SH, right, "d.sh", "quote the variables")
    swapped = right.replace('"ls $dir"', "'ls $dir'")  # the remote now gets a literal $dir
    assert flagged(SH, swapped, "d.sh", "quote the variables")
    assert flagged(SH, right.replace("mkdir -p", "mkdir -p -m 700"), "d.sh", "quote the variables")  # more than quotes
    half = 'dir=/tmp/out\nmkdir -p "$dir"\ncp build/* $dir/\nssh host "ls $dir"\n'  # one left bare
    v = check(SH, half, "d.sh", "quote the variables")
    assert v.refused and "left others bare (line 3)" in v.text


SQL = "select id, name from users where status = 'active' order by name;\n"


def test_a_case_change_of_code_is_explained_but_not_of_a_string():
    assert not flagged(SQL, "SELECT id, name FROM users WHERE status = 'active' ORDER BY name;\n", "q.sql", "uppercase the keywords")
    assert flagged(SQL, "SELECT id, name FROM users WHERE status = 'ACTIVE' ORDER BY name;\n", "q.sql", "uppercase the keywords")


JS = "function expired(t) {\n  return Date.now() - t > 86400000;\n}\nfunction soon(t) {\n  return t + 86400000 < Date.now() + 3600000;\n}\n"


def test_an_extracted_constant_replaces_equal_literals_only():
    right = "const DAY_MS = 24 * 60 * 60 * 1000;\n" + JS.replace("86400000", "DAY_MS")
    assert not flagged(JS, right, "s.js", "no magic numbers: make the day length a named constant")
    seconds = right.replace("24 * 60 * 60 * 1000", "24 * 60 * 60")
    assert "`DAY_MS` is 86400, not the 86400000" in check(JS, seconds, "s.js", "make the day length a constant").text
    left = "const DAY_MS = 86400000;\n" + JS.replace("t > 86400000", "t > DAY_MS")
    assert "86400000 extracted as `DAY_MS` but still written at line 6" in check(JS, left, "s.js", "extract 86400000 into a constant").text
    hour = right.replace("3600000", "DAY_MS")
    assert flagged(JS, hour, "s.js", "make the day length a named constant")


TS = "export function greet(name, loud) {\n  return loud ? name.toUpperCase() : name;\n}\n"


def test_type_annotations_are_explained_where_the_grammar_reads_types():
    right = "export function greet(name: string, loud: boolean): string {\n  return loud ? name.toUpperCase() : name;\n}\n"
    assert not flagged(TS, right, "g.ts", "type annotations for greet")
    assert flagged(TS, right.replace("toUpperCase", "toLowerCase"), "g.ts", "type annotations for greet")
    assert flagged(TS, right.replace("loud: boolean", "loud = false"), "g.ts", "type annotations for greet")  # not a type


def test_parameters_in_a_new_order_are_explained_by_a_reorder():
    src = "export function list(limit: number, id: string) {\n  return [id, limit];\n}\n"
    swapped = "export function list(id: string, limit: number) {\n  return [id, limit];\n}\n"
    assert not flagged(src, swapped, "l.ts", "swap the two parameters of list")
    assert not flagged(src, swapped, "l.ts", "list(limit, id) -> list(id, limit)")


VAR = "var rows = [];\nvar shown = 0;\nfor (var i = 0; i < 3; i++) {\n  shown += 1;\n}\n"


def test_var_to_const_and_let_is_judged_on_the_declarations():
    right = "const rows = [];\nlet shown = 0;\nfor (let i = 0; i < 3; i++) {\n  shown += 1;\n}\n"
    assert not flagged(VAR, right, "t.js", "replace var with const, or let where reassigned")
    assert not flagged(VAR, right, "t.js", "get rid of var (use const unless it gets reassigned)")  # a keyword: no removal
    reassigned = right.replace("let shown", "const shown")
    assert "assigns to the const `shown` (line 4)" in check(VAR, reassigned, "t.js", "var -> let/const").text
    left = right.replace("let i", "var i")
    assert "left the old declarations at line 3" in check(VAR, left, "t.js", "var -> let/const").text


SERVER = 'const DEFAULTS = {\n  port: 3000,\n  graceMs: 3000,\n  upstream: "http://inv:3000",\n};\nconsole.log("listening (default 3000)");\n'


def test_a_new_value_follows_into_messages_but_not_into_data():
    right = SERVER.replace("port: 3000", "port: 8080").replace("(default 3000)", "(default 8080)")
    assert not flagged(SERVER, right, "s.js", "change the default port from 3000 to 8080")
    assert not flagged(SERVER, right, "s.js", "The server should listen on 8080 by default.")
    url = right.replace("inv:3000", "inv:8080")  # an address is data, not a message
    assert flagged(SERVER, url, "s.js", "The server should listen on 8080 by default.")
    assert not flagged(SERVER, right, "s.js", "use 8080 for the port")
    assert "`3000` -> `8080` (line 4)" in check(SERVER, url, "s.js", "use 8080 for the port").text


# -- a place counts when it is said as one (scope.py) --------------------------------------

GO = """package users

type User struct {
\tID   int    `json:"id"`
}

type UserPatch struct {
\tName string `json:"name"`
}

func Load(id int) User {
\treturn User{ID: id}
}
"""


def test_a_place_is_what_the_instruction_says_as_a_place():
    assert as_place("User", "add an Email field to the User struct")
    assert as_place("Target", "Target should also have a Region field")
    assert as_place("run", "run(): catch the error")
    assert not as_place("parseHeaders", "name it parseHeaderLine so it stops looking like parseHeaders")
    assert not as_place("split", "raise MAX_LINE so long rows stop being split")
    c = "#define MAX_LINE 256\n\nint split(char *s) {\n    return s[0];\n}\n"
    raised = c.replace("256", "4096")
    assert not flagged(c, raised, "s.c", "raise MAX_LINE to 4096 so long rows stop being split")  # `split` is no place here
    wrong = GO.replace("\tName string", '\tEmail string `json:"email"`\n\tName string')
    assert flagged(GO, wrong, "u.go", "add an Email string field to the User struct")
    right = GO.replace('\tID   int    `json:"id"`', '\tID   int    `json:"id"`\n\tEmail string `json:"email"`')
    assert not flagged(GO, right, "u.go", "add an Email string field to the User struct")


RS = """pub struct Config {
    pub retries: u32,
}

impl Default for Config {
    fn default() -> Self {
        Self { retries: 3 }
    }
}
"""


def test_a_structs_impl_blocks_are_part_of_its_place_and_its_call_sites_follow_it():
    right = RS.replace("    pub retries: u32,\n", "    pub retries: u32,\n    pub workers: usize,\n").replace(
        "retries: 3 }", "retries: 3, workers: 4 }")
    assert not flagged(RS, right, "c.rs", "add a pub workers: usize field to Config, default 4")
    py = "def fetch(url):\n    return get(url)\n\n\ndef main():\n    return fetch('x')\n"
    moved = "def fetch(url, timeout=10):\n    return get(url, timeout=timeout)\n\n\ndef main():\n    return fetch('x', timeout=5)\n"
    assert not flagged(py, moved, "f.py", "add a timeout parameter to fetch and pass it from main")


# -- objective evidence flags whatever was asked (objective.py) ------------------------------

def test_a_definition_gone_while_code_still_calls_it_breaks():
    src = "package h\n\nfunc parse(s string) string { return s }\n\nfunc Must(s string) string { return parse(s) }\n"
    half = src.replace("func parse(", "func parseLine(")
    v = check(src, half, "h.go", "The single-line parser should be named parseLine")
    assert v.refused and "leaves `parse` undefined: still used at line 5" in v.text
    assert not flagged(src, half.replace("return parse(s)", "return parseLine(s)"), "h.go", "The single-line parser should be named parseLine")


C = "int live(void) { return 1; }\n\n#if 0\nint old(void) { return 0; }\n#endif\n\nint main(void) { return live(); }\n"


def test_dead_code_taken_out_whole_may_take_its_definitions():
    gone = "int live(void) { return 1; }\n\nint main(void) { return live(); }\n"
    assert not flagged(C, gone, "r.c", "remove the #if 0 block")
    directives_only = C.replace("#if 0\n", "").replace("#endif\n", "")  # the dead code is now compiled in
    assert flagged(C, directives_only, "r.c", "remove the #if 0 block")
    assert flagged(C, "int main(void) { return 0; }\n", "r.c", "remove the #if 0 block")  # live code too


# -- mechanical rules a concept names (Python) ----------------------------------------------

STOCK = "from datetime import date\n\n\ndef total(xs, until=None):\n    return sum(xs)\n\n\ndef plan(levels):\n    return dict(levels)\n"


def test_type_hints_by_concept_add_annotations_only_and_import_what_they_use():
    right = STOCK.replace("def total(xs, until=None)", "def total(xs: list[int], until: date | None = None) -> int").replace(
        "def plan(levels)", "def plan(levels: dict[str, int]) -> dict[str, int]")
    assert check(STOCK, right, "s.py", "type hints for total and plan").level == "verified"
    unimported = right.replace("xs: list[int]", "xs: Iterable[int]")
    assert "annotates with `Iterable`" in check(STOCK, unimported, "s.py", "type hints for total and plan").text
    one = STOCK.replace("def plan(levels)", "def plan(levels: dict[str, int]) -> dict[str, int]")
    assert flagged(STOCK, one, "s.py", "type hints for total and plan")  # total named, left bare
    no_default = right.replace("until: date | None = None", "until: date | None")
    assert flagged(STOCK, no_default, "s.py", "mypy complains, annotate the untyped defs")


REPORT = ('import logging\nlog = logging.getLogger()\n\n\ndef lines(n, rate, day):\n'
          '    log.info("%d jobs", n)\n    return ["%d jobs" % n, "rate %.2f%%" % rate, "on %s" % day.strftime("%Y-%m-%d")]\n\n\n'
          'def size(b):\n    return "%.1f MiB" % b\n')


def test_f_strings_by_concept_judge_what_the_result_converted():
    right = REPORT.replace('["%d jobs" % n, "rate %.2f%%" % rate, "on %s" % day.strftime("%Y-%m-%d")]',
                           '[f"{n} jobs", f"rate {rate:.2f}%", f"on {day:%Y-%m-%d}"]')
    assert not flagged(REPORT, right, "r.py", "f-strings in lines only, the logging call and size stay")
    assert flagged(REPORT, right.replace("{rate:.2f}", "{rate}"), "r.py", "f-strings in lines only")
    assert flagged(REPORT, right.replace('"%.1f MiB" % b', 'f"{b} MiB"'), "r.py", "f-strings in lines only")


# -- data and values ------------------------------------------------------------------------

CI = "jobs:\n  test:\n    strategy:\n      matrix:\n        os: [ubuntu-latest, macos-latest, windows-latest]\n"


def test_a_list_item_is_named_by_a_word_of_it_or_left_out_by_only():
    right = CI.replace("macos-latest, ", "")
    assert not flagged(CI, right, "ci.yml", "remove macOS from the test matrix")
    assert not flagged(CI, right, "ci.yml", "Tests should only run on ubuntu and windows.")
    assert flagged(CI, CI.replace(", windows-latest", ""), "ci.yml", "remove macOS from the test matrix")


def test_a_sort_of_a_named_table_sorts_its_entries_only():
    src = '[package]\nname = "x"\nversion = "1"\n\n[dependencies]\nserde = "1"\nclap = { version = "4", features = ["derive"] }\n'
    right = src.replace('serde = "1"\nclap = { version = "4", features = ["derive"] }', 'clap = { version = "4", features = ["derive"] }\nserde = "1"')
    assert not flagged(src, right, "Cargo.toml", "sort the entries under [dependencies] alphabetically")
    assert flagged(src, right.replace('"derive"', '"env"'), "Cargo.toml", "sort the entries under [dependencies] alphabetically")


K8S = ("apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: orders-api\n  namespace: orders\nspec:\n  replicas: 2\n---\n"
       "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: worker\n  namespace: orders\nspec:\n  replicas: 2\n")


def test_a_value_in_a_list_of_objects_belongs_to_the_best_named_one():
    api = K8S.replace("replicas: 2\n---", "replicas: 4\n---")
    worker = K8S[::-1].replace("2 :sacilper", "4 :sacilper", 1)[::-1]
    assert not flagged(K8S, api, "d.yaml", "orders-api replicas 2->4")
    assert flagged(K8S, worker, "d.yaml", "orders-api replicas 2->4")


def test_a_named_value_from_one_to_another_is_a_setting():
    src = "RETRIES = 3\nTIMEOUT = 3\n"
    assert check(src, "RETRIES = 5\nTIMEOUT = 3\n", "c.py", "RETRIES: 3 -> 5").level == "verified"
    assert flagged(src, "RETRIES = 3\nTIMEOUT = 5\n", "c.py", "RETRIES: 3 -> 5")


def test_what_follows_not_the_is_kept_apart():
    said, kept = said_and_kept("change the target to es2020, the main one not the ts-node block")
    assert "ts-node" in kept and "ts-node" not in said


# -- renames --------------------------------------------------------------------------------

def test_a_rename_may_fix_the_article_before_it_and_a_message_naming_a_code_name():
    src = "// a UserRecord is what the app sees\nexport interface UserRecord { id: string }\nexport const x: UserRecord = { id: '1' };\n"
    right = src.replace("a UserRecord", "an Account").replace("UserRecord", "Account")
    assert not flagged(src, right, "u.ts", "rename UserRecord to Account")
    assert flagged(src, right.replace("// an Account is", "// an Account was"), "u.ts", "rename UserRecord to Account")
    rs = ('pub struct Ring {\n    pub buf_len: usize,\n}\n\nimpl Ring {\n    pub fn new(buf_len: usize) -> Self {\n'
          '        assert!(buf_len > 0, "buf_len must be positive");\n        Ring { buf_len }\n    }\n\n'
          '    pub fn full(&self, n: usize) -> bool {\n        n == self.buf_len\n    }\n}\n')
    assert check(rs, rs.replace("buf_len", "capacity"), "r.rs", "rename buf_len to capacity").level == "verified"


POOL = """pub struct Pool {
    pub size: usize,
}

impl Pool {
    pub fn new(size: usize) -> Self {
        Pool { size }
    }

    pub fn full(&self, n: usize) -> bool {
        n >= self.size
    }
}
"""


def test_a_member_rename_may_keep_a_local_of_the_same_name():
    """rename.check_rename's member reading: the instruction says a field, each `.size` and the
    declaration are renamed, the parameter `size` is kept and the shorthand written out."""
    right = POOL.replace("pub size:", "pub limit:").replace("Pool { size }", "Pool { limit: size }").replace("self.size", "self.limit")
    v = check(POOL, right, "pool.rs", "rename the size field of Pool to limit")
    assert not v.refused and "member only" in v.text
    assert not flagged(POOL, right, "pool.rs", "Pool.size -> limit")
    assert flagged(POOL, right, "pool.rs", "rename size to limit")  # no member said: the parameter is a use too
    half = right.replace("self.limit", "self.size")  # a read of the field left
    assert flagged(POOL, half, "pool.rs", "rename the size field of Pool to limit")
    sig = right.replace("new(size: usize)", "new(limit: usize)")  # the parameter renamed, its use not
    assert flagged(POOL, sig, "pool.rs", "rename the size field of Pool to limit")
