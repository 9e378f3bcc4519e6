"""The removal rule (engine/verify/removal.py), Markdown sections in the lost-lines rule, and
the syntax checks for CSV, Makefiles and .env files: wrong results a user trial saw pass as
"parses" (a section removal that took other sections, "workers" turned into another key, a
function "removed" that is still there, a CSV column dropped from the header only, a Makefile
whose tabs became spaces), each next to the correct result that must not be flagged."""

from __future__ import annotations

import pytest

from redraft.engine import check
from redraft.engine.verify.intent import read
from redraft.engine.verify.removal import Remove

README = """\
# Tool

Intro text here.

## Install

pip install tool
then run it.

## Usage

Run tool --help to see
all the options.

## License

MIT License. See LICENSE.
"""


@pytest.mark.parametrize("ask, name, kind", [
    ("remove the License section", "License", "section"),
    ("Delete the deprecated function `old_total`.", "old_total", "def"),
    ("remove the workers line", "workers", ""),
    ("Remove the `internal_id` field from every user.", "internal_id", ""),
    ("delete function parse_args", "parse_args", "def"),
    ("get rid of the verbose parameter", "verbose", ""),
    ("remove old_total()", "old_total", ""),
])
def test_removals_are_read(ask, name, kind):
    intent = read(ask)
    assert isinstance(intent, Remove) and (intent.name, intent.kind) == (name, kind)


@pytest.mark.parametrize("ask", [
    "remove the comments", "remove unused imports", "remove the duplicated code", "remove the magic numbers",
    "remove the hardcoded password", "remove foo and add bar", "remove the debug prints", "delete the first line",
    "remove the old foo function",
])
def test_other_removals_are_not_claimed(ask):
    assert not isinstance(read(ask), Remove)


def test_a_markdown_section_removal_that_takes_other_sections_is_suspect():
    ask = "remove the License section"
    good = README.split("## License")[0].rstrip() + "\n"
    v = check(README, good, "README.md", ask)
    assert v.level == "verified" and v.text == "verified (removed `License`)", v.text
    bad = README.split("## Usage")[0].rstrip() + "\n"  # Usage went with it
    v = check(README, bad, "README.md", ask)
    assert v.level == "suspect", v.text
    assert v.detail == "also removed 3 lines outside `License` (original lines 10, 12, 13)"


def test_a_heading_alone_lost_is_structure():
    ask = "fix the typo in the Install section"
    result = README.replace("## Usage\n\n", "").replace("then run it.", "then run it!")
    assert check(README, result, "README.md", ask).level == "suspect"  # `## Usage` is a heading, not a comment
    assert check(README, README.replace("then run it.", "then run it!"), "README.md", ask).level == "parses"


TOML = '[server]\nhost = "0.0.0.0"\nport = 8000\nworkers = 4\n\n[logging]\nlevel = "info"\n'


def test_a_removal_that_writes_something_else_is_suspect():
    ask = "remove the workers line"
    assert check(TOML, TOML.replace("workers = 4\n", ""), "app.toml", ask).level == "verified"
    v = check(TOML, TOML.replace("workers = 4\n", "threads = 4\n"), "app.toml", ask)
    assert v.level == "suspect" and v.detail == "changed the data besides removing `workers`: .server.threads", v.text


PY = '''\
def keep(a):
    return a + 1


def old_total(xs):
    return sum(xs)


def other(b, verbose=False):
    if verbose:
        print(b)
    return b
'''


def test_a_function_removal_that_left_it_there_is_suspect():
    ask = "Delete the deprecated function `old_total`."
    gone = PY.replace("def old_total(xs):\n    return sum(xs)\n\n\n", "")
    assert check(PY, gone, "m.py", ask).text == "verified (removed `old_total`)"
    emptied = PY.replace("    return sum(xs)\n", "    pass\n")  # the body emptied, the function still there
    v = check(PY, emptied, "m.py", ask)
    assert v.level == "suspect" and v.detail == "`old_total` is still there (result line 5)", v.text
    v = check(PY, PY.replace("xs", "ys"), "m.py", ask)
    assert v.level == "suspect" and v.detail.startswith("a removal also wrote new text"), v.text


@pytest.mark.parametrize("result", [
    PY.replace("def other(b, verbose=False):\n    if verbose:\n        print(b)\n", "def other(b):\n"),
    PY.replace("def other(b, verbose=False):\n    if verbose:\n        print(b)\n", "def other(b):\n    print(b)\n"),
])
def test_removing_a_parameter_and_its_uses_is_a_removal(result):
    assert check(PY, result, "m.py", "remove the verbose parameter").level == "verified"


def test_what_a_removal_may_write_besides():
    steps = "1. clone\n2. build\n3. test\n4. ship\n"
    renumbered = "1. clone\n2. test\n3. ship\n"  # the list renumbered after the item went
    assert check(steps, renumbered, "steps.md", "remove the build step").level == "verified"
    js = '{\n  "a": 1,\n  "b": 2\n}\n'
    assert check(js, '{\n  "a": 1\n}\n', "x.json", "remove the `b` key").level == "verified"  # the comma went
    block = "class A:\n    def f(self):\n        return 1\n"
    assert check(block, "class A:\n    pass\n", "a.py", "remove the method f").level == "verified"  # `pass`
    v = check(js, js, "x.json", "remove the `c` key")
    assert v.level == "suspect" and v.detail == "no changes"


def test_a_csv_column_removed_from_the_header_only_breaks():
    csv = "id,name,qty,price\n1,pen,3,1.5\n2,cup,1,4\n"
    v = check(csv, "id,name,price\n1,pen,3,1.5\n2,cup,1,4\n", "items.csv", "remove the qty column")
    assert v.breaks and v.text == "breaks syntax at line 2: a row has 4 fields, the header 3", v.text
    assert check(csv, "id,name,price\n1,pen,1.5\n2,cup,4\n", "items.csv", "remove the qty column").level == "verified"
    semi = "a;b\n1;2\n"
    assert check(semi, "a;b\n1;2\n3;4\n", "x.csv", "add a row").level == "parses"  # ; found by the sniffer
    assert check("a\tb\n1\t2\n", "a\tb\n1\n", "x.tsv").breaks


MAKE = "CC = gcc\nall: app\n\napp: main.o\n\t$(CC) -o app main.o\n\t@echo done\n\nclean:\n\trm -f app\n"


def test_a_makefile_whose_recipe_tabs_became_spaces_breaks():
    v = check(MAKE, MAKE.replace("\t", "    "), "Makefile", "add a test target")
    assert v.breaks and v.line == 5 and "missing separator" in v.text, v.text
    assert check(MAKE, MAKE + "\ntest: app\n\t./app --test\n", "Makefile", "add a test target").level == "parses"
    cont = "X = a \\\n    b\nall:\n\techo $(X)\n"  # a continued assignment may be indented with spaces
    assert check(cont, cont + "\n", "rules.mk").level != "breaks"
    assert check(MAKE, MAKE.replace("\t", "  "), "GNUmakefile").breaks


def test_a_dotenv_file_is_checked():
    env = "# db\nDB_HOST=localhost\nDB_PORT=5432\nexport SECRET='a\nb'\n"
    v = check(env, env.replace("5432", "6543"), ".env", "change DB_PORT to 6543")
    assert v.level == "verified" and "not checked" not in v.text, v.text
    v = check(env, env.replace("DB_PORT=5432", "DB_PORT 5432"), ".env.local")
    assert v.breaks and v.line == 3 and v.text.endswith("not a KEY=value line"), v.text
    assert check("A=1\n", "A=1\nB=\"open\n", ".env").breaks  # a quote never closed


def test_toml_keys_sorted_with_tables_after_plain_keys_hold():
    """TOML puts a table's plain keys before its sub-tables: `zeta = 1` above `[alpha]` is as
    sorted as the format allows (a user's "sort the keys" was a false alarm)."""
    original = 'zeta = 1\nname = "x"\n\n[beta]\nb = 2\na = 1\n\n[alpha]\nx = 1\n'
    result = 'name = "x"\nzeta = 1\n\n[alpha]\nx = 1\n\n[beta]\na = 1\nb = 2\n'
    assert check(original, result, "c.toml", "sort the keys").level == "verified"
    unsorted = 'name = "x"\nzeta = 1\n\n[beta]\na = 1\nb = 2\n\n[alpha]\nx = 1\n'
    v = check(original, unsorted, "c.toml", "sort the keys")
    assert v.level == "suspect" and "not sorted at the top level" in v.text, v.text


def test_a_name_defined_twice_or_nested_is_judged_by_what_went():
    two = "class A:\n    def save(self):\n        return 1\n\n\nclass B:\n    def save(self):\n        return 2\n"
    one = "class A:\n    def save(self):\n        return 1\n\n\nclass B:\n    pass\n"
    assert check(two, one, "m.py", "remove the save method from B").level == "verified"
    yaml = "image: base:1\nservices:\n  web:\n    image: web:2\n    ports: [80]\n"
    nested = "image: base:1\nservices:\n  web:\n    ports: [80]\n"
    assert check(yaml, nested, "c.yaml", "remove the `image` key from the web service").level == "verified"


def test_the_instruction_s_verb_is_not_a_name():
    """"update the timeout in load" in a file that defines `update`: the verb named no range
    (a user saw "also changed N lines outside `update`")."""
    from redraft.engine.verify.scope import named_ranges

    src = "def update(x):\n    return x\n\n\ndef load():\n    t = 30\n"
    assert named_ranges(src, "a.py", "update the timeout in load") == [("`load`", (5, 6))]
    assert named_ranges(src, "a.py", "Update update to return 2") == [("`update`", (1, 2))]



def test_a_removal_from_every_object_is_judged_on_the_data():
    """A user trial: the 0.5B removed `tags` from 2 of 5 products and dropped a top-level key;
    the check said verified and --write wrote it."""
    import json

    prods = [{"sku": f"S{i}", "tags": ["a"], "price": i} for i in range(5)]
    data = {"store": "n", "products": prods, "currency_default": "EUR"}
    ask = "remove the tags field from every product"

    def js(products, **extra):
        return json.dumps({"store": "n", "products": products, **extra}, indent=2) + "\n"

    without = [{k: v for k, v in p.items() if k != "tags"} for p in prods]
    partial = [p if i > 1 else without[i] for i, p in enumerate(prods)]
    assert check(js(prods, currency_default="EUR"), js(without, currency_default="EUR"), "p.json", ask).level == "verified"
    v = check(json.dumps(data, indent=2) + "\n", js(partial), "p.json", ask)
    assert v.level == "suspect" and v.detail == "changed the data besides removing `tags`: .currency_default", v.text
    v = check(json.dumps(data, indent=2) + "\n", js(partial, currency_default="EUR"), "p.json", ask)
    assert v.detail == "removed `tags` from 2 of 5 objects (still at .products[2], .products[3], .products[4])", v.text


def test_a_comment_in_a_text_file_is_not_a_heading():
    """requirements.txt: `# http` went with `requests` (a reviewer's false alarm: .txt was read
    as Markdown, its comment as a heading)."""
    req = "# http\nrequests==2.31\n\n# cli\nclick==8.1\n"
    assert check(req, "# cli\nclick==8.1\n", "requirements.txt", "remove requests").level != "suspect"


STATS = '''"""Order statistics."""

import logging

log = logging.getLogger(__name__)


def total(orders, verbose=False):
    if verbose:
        print("summing", len(orders))
    s = sum(orders)
    log.info("total %s", s)
    return s
'''


def test_a_removal_that_loses_any_other_line_is_suspect_but_not_the_body_it_took():
    """A removal names all it takes out: one other line lost counts (a module docstring, a
    logging call), where a general edit needs three; the body of a dropped `if verbose:` is
    that line's, not a loss."""
    ask = "remove the verbose parameter"
    good = STATS.replace(", verbose=False", "").replace('    if verbose:\n        print("summing", len(orders))\n', "")
    v = check(STATS, good, "stats.py", ask)
    assert v.level in ("verified", "parses"), v.text
    lossy = good.replace('    log.info("total %s", s)\n', "")
    v = check(STATS, lossy, "stats.py", ask)
    assert v.level == "suspect" and "also removed 1 line besides `verbose` (original line 12)" in v.detail, v.text
    no_doc = good.replace('"""Order statistics."""\n\n', "")
    assert check(STATS, no_doc, "stats.py", ask).level == "suspect"
