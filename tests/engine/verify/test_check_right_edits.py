"""Issue 41, round 3: right edits the check flagged. Each test pins one mechanism with a small
file and instruction written for it (none copied from the paraphrase sets), and a wrong result
the mechanism must still flag."""

from __future__ import annotations

import ast

from redraft.engine import check
from redraft.engine.verify.names import removed_names
from redraft.engine.verify.owners import named_owner


def flagged(original: str, result: str, name: str, instruction: str) -> bool:
    return check(original, result, name, instruction).refused


# -- a removal may tidy away what it left unused (names.py, net.py, scope.py) ---------------

PY = '''"""Report helpers."""
import csv
import io
import re

__all__ = ["to_rows", "to_csv", "slug"]


def to_rows(items):
    return [[i["id"], i["name"]] for i in items]


def to_csv(items):
    buf = io.StringIO()
    csv.writer(buf).writerows(to_rows(items))
    return buf.getvalue()


def slug(text):
    return re.sub(r"\\W+", "-", text.lower())
'''
NO_CSV = PY.replace('import csv\n', '').replace('"to_csv", ', '').replace('''def to_csv(items):
    buf = io.StringIO()
    csv.writer(buf).writerows(to_rows(items))
    return buf.getvalue()


''', '')


def test_a_removal_may_drop_the_imports_it_left_unused():
    tidy = NO_CSV.replace("import io\n", "")  # io and csv were read only by to_csv
    for instruction in ("delete to_csv", "nobody calls to_csv now, drop it and its export", "to_csv should not exist any more"):
        assert not flagged(PY, tidy, "report.py", instruction), instruction
        assert not flagged(PY, NO_CSV, "report.py", instruction), instruction  # leaving io is fine too
    # an import still read elsewhere is not the removal's to take
    assert check(PY, tidy.replace("import re\n", ""), "report.py", "delete to_csv").breaks


def test_a_removal_may_not_drop_an_import_the_original_never_read():
    unused = PY.replace("import re\n", "import re\nimport os\n")
    assert "`os`" in check(unused, NO_CSV, "report.py", "delete to_csv").text


def test_a_name_left_in_all_after_its_definition_went_breaks():
    v = check(PY, NO_CSV.replace('"to_rows", ', '"to_rows", "to_csv", '), "report.py", "delete to_csv")
    assert v.breaks and "`to_csv` undefined at line 5" in v.text


def test_a_name_the_instruction_says_stays_may_not_go():
    gone = NO_CSV.replace('''def slug(text):
    return re.sub(r"\\W+", "-", text.lower())
''', "").replace(', "slug"', "")
    assert flagged(PY, gone, "report.py", "drop to_csv; slug stays")
    assert [n for n, _ in removed_names(ast.parse(PY), ast.parse(gone), "drop to_csv; slug stays")] == ["slug"]
    assert not flagged(PY, NO_CSV, "report.py", "drop to_csv; slug stays")


# -- a rename of one owner's member (owners.py) ---------------------------------------------

SQL = """CREATE TABLE products (
    id     INTEGER PRIMARY KEY,
    price  INTEGER NOT NULL CHECK (price > 0)
);

CREATE TABLE quotes (
    id          INTEGER PRIMARY KEY,
    product_id  INTEGER REFERENCES products(id),
    price       INTEGER NOT NULL
);

CREATE INDEX ix_products_price ON products(price);

CREATE VIEW cheap AS
SELECT p.id, p.price, q.price AS quoted
FROM products p JOIN quotes q ON q.product_id = p.id
WHERE p.price < 100;
"""
SQL_RIGHT = SQL.replace("price  INTEGER NOT NULL CHECK (price > 0)", "price_cents  INTEGER NOT NULL CHECK (price_cents > 0)") \
    .replace("products(price)", "products(price_cents)").replace("p.price", "p.price_cents")


def test_a_column_rename_follows_the_named_table_and_its_aliases():
    for instruction in ("products.price -> price_cents", "rename the price column of products to price_cents",
                        "the products table's price should be price_cents (quotes keeps its price)"):
        assert check(SQL, SQL_RIGHT, "shop.sql", instruction).level == "verified", instruction
        # the index named after the column may follow it
        named = SQL_RIGHT.replace("ix_products_price ", "ix_products_price_cents ")
        assert check(SQL, named, "shop.sql", instruction).level == "verified", instruction
        # the other table's column is another column
        assert flagged(SQL, SQL_RIGHT.replace("    price       INTEGER", "    price_cents INTEGER"), "shop.sql", instruction)
        assert flagged(SQL, SQL_RIGHT.replace("q.price", "q.price_cents"), "shop.sql", instruction)
        assert flagged(SQL, SQL_RIGHT.replace("WHERE p.price_cents", "WHERE p.price"), "shop.sql", instruction)
    assert flagged(SQL, SQL_RIGHT.replace("ix_products_price ", "ix_products_amount "), "shop.sql", "products.price -> price_cents")


PAGER = '''class Pager:
    def __init__(self, limit=20):
        self.limit = limit

    def pages(self, n):
        return -(-n // self.limit)


class Query:
    limit = 100


def fetch(q, limit=10):
    return q.run(limit)
'''


def test_a_member_rename_of_one_class_keeps_the_other_class_and_locals():
    right = PAGER.replace("limit=20", "page_size=20").replace("self.limit = limit", "self.page_size = page_size") \
        .replace("self.limit)", "self.page_size)")
    instruction = "rename the limit attribute of Pager to page_size, Query.limit is another thing"
    assert check(PAGER, right, "pager.py", instruction).level == "verified"
    assert flagged(PAGER, right.replace("    limit = 100", "    page_size = 100"), "pager.py", instruction)
    assert flagged(PAGER, right.replace("self.page_size)", "self.limit)"), "pager.py", instruction)


def test_the_owner_is_read_from_what_is_asked_not_what_stays():
    owners = {"products", "quotes"}
    assert named_owner("quotes keeps its price; rename products.price to cents", "price", owners) == "products"
    assert named_owner("price on products -> cents (not quotes.price)", "price", owners) == "products"
    assert named_owner("rename price to cents", "price", owners) is None


# -- a literal left beside an extracted constant (explain.py) -------------------------------

POLL = """class Poller {
  start() {
    this.timer = setInterval(() => this.tick(), 500);
  }
  retry() {
    return sleep(500);
  }
}

function debounce(fn) {
  return wait(fn, 500);
}
"""
POLL_RIGHT = "const POLL_MS = 500;\n\n" + POLL.replace("tick(), 500", "tick(), POLL_MS").replace("sleep(500)", "sleep(POLL_MS)")


def test_a_literal_left_in_an_unrelated_place_is_no_miss_when_the_instruction_says_which_uses():
    for instruction in ("make 500 a constant POLL_MS, everywhere the poll interval is used",
                        "extract 500 as POLL_MS and use it in start() and retry()",
                        "extract the poll delay 500 into a constant POLL_MS for every poller use"):
        assert not flagged(POLL, POLL_RIGHT, "poll.js", instruction), instruction
        # a 500 left beside the replaced ones (same class) is a miss
        v = check(POLL, POLL_RIGHT.replace("sleep(POLL_MS)", "sleep(500)"), "poll.js", instruction)
        assert v.refused and "still written at line 8" in v.text, (instruction, v.text)
    # an instruction that does not say which uses means them all
    v = check(POLL, POLL_RIGHT, "poll.js", "extract 500 into the constant POLL_MS")
    assert v.refused and "still written at line 13" in v.text


def test_a_constant_used_but_never_defined_is_flagged():
    v = check(POLL, POLL_RIGHT.replace("const POLL_MS = 500;\n\n", ""), "poll.js", "extract 500 into a constant POLL_MS")
    assert v.refused and "`POLL_MS`, which the file never defines" in v.text


def test_places_listed_with_parentheses_are_all_places():
    from redraft.engine.verify.scope import as_place

    action = "use it in start(), retry() and stop()"
    assert all(as_place(n, action) for n in ("start", "retry", "stop"))
    # the new constant's declaration at the top is what the instruction introduces, not a line outside
    assert check(POLL, POLL_RIGHT, "poll.js", "extract 500 as POLL_MS and use it in start() and retry()").level != "suspect"
    commented = POLL_RIGHT.replace("function debounce", "// waits POLL_MS\nfunction debounce")
    assert flagged(POLL, commented, "poll.js", "extract 500 as POLL_MS and use it in start() and retry()")


# -- type hints for the functions the instruction names (explain.py, annotations.py, phrasing.py)

GEO = '''def distance(a, b):
    return ((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2) ** 0.5


def midpoint(a, b):
    return ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)


def scale(p, k):
    return (p[0] * k, p[1] * k)
'''
GEO_ONE = GEO.replace("def distance(a, b):", "def distance(a: tuple[float, float], b: tuple[float, float]) -> float:")
GEO_ALL = GEO_ONE.replace("def scale(p, k):", "def scale(p: tuple[float, float], k: float) -> tuple[float, float]:")
ONLY = "Please annotate distance only, its points are float pairs. Leave midpoint and scale untyped for now."


def test_type_hints_judge_the_named_functions_not_every_one():
    assert check(GEO, GEO_ONE, "geo.py", ONLY).level == "verified"
    v = check(GEO, GEO_ALL, "geo.py", ONLY)  # scale was to stay untyped
    assert v.refused and "annotated `scale` too" in v.text
    assert flagged(GEO, GEO_ALL, "geo.py", "type hints for distance")
    assert flagged(GEO, GEO_ONE, "geo.py", "add type hints to every function")  # every: midpoint and scale too


def test_a_keeping_verb_covers_the_list_it_starts():
    from redraft.engine.verify.phrasing import said_and_kept

    said, kept = said_and_kept(ONLY)
    assert "midpoint" in kept and "scale" in kept and "scale" not in said
    assert said_and_kept("leave a and b as they are, and rename c to d") == ("and rename c to d", "leave a and b as they are")


# -- an addition in the places the instruction names (scope.py, places.py, net.py) ----------

KT = """enum class Tier(val seats: Int) {
    FREE(1),
    TEAM(10);

    fun paid() = this != FREE
}

object Limits {
    val byTier = mapOf(Tier.FREE to 5, Tier.TEAM to 50)
}

fun Tier.title(): String = when (this) {
    Tier.FREE -> "Free"
    Tier.TEAM -> "Team"
}
"""
KT_RIGHT = KT.replace("    TEAM(10);\n", "    TEAM(10),\n    ENTERPRISE(500);\n").replace(
    '    Tier.TEAM -> "Team"\n', '    Tier.TEAM -> "Team"\n    Tier.ENTERPRISE -> "Enterprise"\n')
KT_ASKS = ("add ENTERPRISE(500) to Tier after TEAM, title Enterprise",
           "put ENTERPRISE(500) at the end of the enum and give it the title Enterprise in title()")


def test_an_entry_added_after_the_last_one_with_its_branch_elsewhere_is_right():
    for instruction in KT_ASKS:
        assert not flagged(KT, KT_RIGHT, "tier.kt", instruction), (instruction, check(KT, KT_RIGHT, "tier.kt", instruction).text)
        # a line changed in a definition the instruction does not name is still outside
        limits = KT_RIGHT.replace("Tier.TEAM to 50)", "Tier.TEAM to 50, Tier.ENTERPRISE to 500)")
        assert flagged(KT, limits, "tier.kt", instruction), instruction


def test_a_separator_changed_only_because_lines_follow_is_the_addition():
    from redraft.engine.verify.net import small_changes
    from redraft.engine.verify.tidy import separator_moved

    changes = small_changes(KT, KT_RIGHT, "tier.kt")
    assert [c.old + c.new for c in changes if separator_moved(c, KT, KT_RIGHT)] == [";,"]
    swapped = KT.replace("FREE(1),", "FREE(1);")  # no line added after it: a real change
    assert not any(separator_moved(c, KT, swapped) for c in small_changes(KT, swapped, "tier.kt"))


RS = """pub struct Retry {
    pub attempts: u32,
}

impl Default for Retry {
    fn default() -> Self {
        Retry { attempts: 3 }
    }
}

pub fn backoff(n: u32) -> u64 {
    100 * 2u64.pow(n)
}
"""
RS_RIGHT = RS.replace("    pub attempts: u32,\n", "    pub attempts: u32,\n    pub jitter: bool,\n").replace(
    "Retry { attempts: 3 }", "Retry { attempts: 3, jitter: true }")


def test_a_definition_the_instruction_names_without_a_place_word_is_still_its_place():
    instruction = "Retry needs a jitter flag (bool, pub), true by default in Default"
    assert not flagged(RS, RS_RIGHT, "retry.rs", instruction), check(RS, RS_RIGHT, "retry.rs", instruction).text
    assert flagged(RS, RS_RIGHT.replace("100 * 2u64", "50 * 2u64"), "retry.rs", instruction)


def test_a_new_last_entry_is_not_a_change_beyond_the_instruction():
    # (with its branch in title()'s `when`, which names every other tier: round 8's switch rule)
    instruction = "we need an ENTERPRISE(500) tier at the end"
    assert not flagged(KT, KT_RIGHT, "tier.kt", instruction), check(KT, KT_RIGHT, "tier.kt", instruction).text
    assert flagged(KT, KT_RIGHT.replace("FREE(1),", "FREE(2),"), "tier.kt", instruction)
    only_entry = KT.replace("    TEAM(10);\n", "    TEAM(10),\n    ENTERPRISE(500);\n")  # the `when` is no longer exhaustive
    assert "handles every other member of `Tier` but not `ENTERPRISE`" in check(KT, only_entry, "tier.kt", instruction).text


INI = "[database]\nhost = db\npool_size = 10\npool_timeout = 10\n\n[cache]\npool_size = 10\n"


def test_a_section_named_beside_the_place_does_not_widen_it():
    right = INI.replace("pool_size = 10\npool_timeout", "pool_size = 20\npool_timeout")
    instruction = "Please raise `pool_size` in the [database] section from 10 to 20. The other 10s (pool_timeout, the cache pool_size) stay."
    assert not flagged(INI, right, "app.ini", instruction)
    assert flagged(INI, right.replace("pool_timeout = 10", "pool_timeout = 20"), "app.ini", instruction)


# -- async: the call the instruction names, and the modifiers it does not (explain.py, net.py)

TS = """import { execSync } from "node:child_process";
import { promisify } from "node:util";
import { exec } from "node:child_process";

const run = promisify(exec);

export function gitHead(dir: string): string {
  const out = execSync("git rev-parse HEAD", { cwd: dir });
  return out.toString().trim();
}

export async function gitBranch(dir: string): Promise<string> {
  const { stdout } = await run("git branch --show-current", { cwd: dir });
  return stdout.trim();
}
"""
TS_RIGHT = TS.replace("export function gitHead(dir: string): string {", "export async function gitHead(dir: string): Promise<string> {") \
    .replace('const out = execSync("git rev-parse HEAD", { cwd: dir });\n  return out.toString().trim();',
             'const { stdout: out } = await run("git rev-parse HEAD", { cwd: dir });\n  return out.trim();')
TS_SMALL = TS.replace("export function gitHead(dir: string): string {", "export async function gitHead(dir: string): Promise<string> {") \
    .replace('const out = execSync(', 'const out = await run(')
ASYNC = "gitHead stalls the server, could it be async like gitBranch? use the promisified run"


def test_a_sync_call_replaced_by_the_awaited_one_the_instruction_names_is_explained():
    assert not flagged(TS, TS_SMALL, "git.ts", ASYNC), check(TS, TS_SMALL, "git.ts", ASYNC).text
    other = TS_SMALL.replace("await run(", "await spawnAsync(")  # a call nobody named
    assert flagged(TS, other, "git.ts", ASYNC)


def test_naming_a_function_is_no_leave_to_drop_its_export():
    unexported = TS_SMALL.replace("export async function gitHead", "async function gitHead")
    v = check(TS, unexported, "git.ts", "make gitHead async")
    assert v.refused and "dropped export from `gitHead`" in v.text
    private = TS.replace("export function gitHead", "function gitHead")
    assert not flagged(TS, private, "git.ts", "make gitHead private to this module")


# -- an indent asked for while rules are expanded (net.py, reference.py) --------------------

CSS = """/* Cards.
   Shadows come from tokens.css. */

.card {
  padding: 1rem;
  border-radius: 4px;
}

.card-title { font-weight: 600; margin: 0; }
"""
CSS_RIGHT = CSS.replace(".card-title { font-weight: 600; margin: 0; }", ".card-title {\n  font-weight: 600;\n  margin: 0;\n}")
CSS_ASK = "put each declaration of the one-line rule on its own line, indented 2 spaces like the rest"


def test_expanding_a_rule_at_the_files_indent_is_right():
    assert not flagged(CSS, CSS_RIGHT, "cards.css", CSS_ASK), check(CSS, CSS_RIGHT, "cards.css", CSS_ASK).text
    v = check(CSS, CSS_RIGHT.replace("  font-weight: 600;", "    font-weight: 600;"), "cards.css", CSS_ASK)
    assert v.refused and "not indented with 2 spaces per level (line 10)" in v.text
    v = check(CSS, CSS_RIGHT.replace("  padding: 1rem;", "    padding: 1rem;"), "cards.css", CSS_ASK)
    assert v.refused and "line 5" in v.text


def test_a_block_comments_own_lines_do_not_set_the_indent_unit():
    from redraft.engine.verify.reference import _reindent

    ref = _reindent(CSS.replace("  ", "    "), "cards.css", 2)  # 4 -> 2: the comment's 3 spaces stay
    assert ref is not None and "   Shadows come" in ref.text and "\n  padding: 1rem;" in ref.text


# -- a setting: the key that is its name, and a realigned comment (setting.py) --------------

CARGO = """[dependencies]
serde = { version = "1.0.190", features = ["derive"] }
serde-json = "1.0.108"

[dev-dependencies]
serde = { version = "1.0.190" }
"""


def test_a_key_named_exactly_is_not_confused_with_a_longer_one():
    right = CARGO.replace('"1.0.190"', '"1.0.200"')
    for instruction in ("bump serde to 1.0.200 (deps and dev-deps)", "set serde to 1.0.200"):
        assert not flagged(CARGO, right, "Cargo.toml", instruction), (instruction, check(CARGO, right, "Cargo.toml", instruction).text)
    assert flagged(CARGO, right.replace('"1.0.108"', '"1.0.200"'), "Cargo.toml", "bump serde to 1.0.200 (deps and dev-deps)")


SH = "RETRIES=3          # how often to try\nTIMEOUT=3\n"


def test_a_trailing_comment_realigned_is_layout():
    right = "RETRIES=10         # how often to try\nTIMEOUT=3\n"
    assert check(SH, right, "run.sh", "RETRIES=10").level == "verified"
    assert flagged(SH, "RETRIES = 10       # how often to try\nTIMEOUT=3\n", "run.sh", "RETRIES=10")
    assert flagged(SH, "RETRIES=10\nTIMEOUT=3\n", "run.sh", "RETRIES=10")  # the comment lost
