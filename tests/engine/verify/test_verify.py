"""engine/checks.py with engine/verify/: each intent rule on a result that does what was
asked (verified) and on one that does not (suspect, saying what and where), decoys
included; the four levels and the Verdict other code relies on."""

from __future__ import annotations

import json
import re

import pytest
import yaml

from redraft.engine import check, retry_instruction
from redraft.engine.verify.scope import lost

PY = '''\
import os


def summarize(values, counter=0):
    """Mean of values."""
    count = 0
    total = 0.0
    for v in values:  # every value counts
        count += 1
        total += v
    if os.environ.get("DEBUG") is not None:
        print("count:", count, counter)
    return total / count if count else None


def report(data):
    count = len(data)
    return {"count": count, "items": data.values()}
'''

CONFIG = """\
[server]
host = "0.0.0.0"
port = 8080
admin_port = 8081
mirror = 18080

[client]
url = "http://localhost:8080/api"
port = 8080
"""


def test_a_rename_of_every_use_is_verified():
    code_only = re.sub(r"\bcount\b", "n", PY).replace('"n', '"count')  # the strings keep the word
    v = check(PY, code_only, "s.py", "rename count to n")
    assert v.level == "verified" and v.text == "verified (renamed 7 of 7)" and not v.refused
    # the strings are data (a printed label, a dict key): renaming them too is not asked
    v = check(PY, re.sub(r"\bcount\b", "n", PY), "s.py", "rename count to n")
    assert v.level == "suspect" and "also changed 2 tokens in strings (data, not the name): line 12" in v.text, v.text


def test_a_rename_that_misses_uses_says_which():
    after = PY.replace("    count = 0", "    n = 0").replace("count += 1", "n += 1")
    v = check(PY, after, "s.py", "rename count to n")
    assert v.level == "suspect" and v.refused and not v.breaks
    assert v.text == "suspect: renamed 2 of 7; 5 uses of count left (lines 12, 13, 17, 18)"


def test_decoys_that_contain_the_name_are_not_uses():
    # counter contains count: renaming it is a change the instruction did not ask for
    good = re.sub(r"\bcount\b", "n", PY).replace('"n', '"count')
    assert check(PY, good, "s.py", "rename count to n").level == "verified"
    bad = good.replace("count", "n").replace('"n', '"count')
    v = check(PY, bad, "s.py", "rename count to n")
    assert v.level == "suspect"
    assert v.detail == "renamed 7 of 7; also changed 3 tokens that are not count: line 4 `counter` -> `ner`, line 8 `counts` -> `ns` and 1 more"


def test_a_rename_that_also_flips_a_condition_is_suspect():
    after = PY.replace("(values,", "(samples,").replace("in values:", "in samples:").replace("is not None", "is None")
    v = check(PY, after, "s.py", "rename values to samples")
    assert v.level == "suspect"
    assert v.detail == "renamed 2 of 2; also changed 1 token that is not values: line 11 `is not None` -> `is None`"
    assert v.findings[0].lines == (11,)


def test_a_rename_to_another_name_than_asked_is_suspect():
    v = check(PY, PY.replace("(values,", "(items,").replace("in values:", "in items:"), "s.py", "rename values to samples")
    assert v.level == "suspect" and v.detail == "renamed 0 of 2; 2 uses of values became `items`, not `samples` (lines 4, 8)"


def test_comments_and_strings_may_stay_and_foreign_attributes_must():
    # the comment and docstring may keep the word or not; `data.values()` is a dict's method, not the parameter
    after = PY.replace("(values,", "(samples,").replace("in values:", "in samples:")
    v = check(PY, after, "s.py", "rename values to samples")
    assert v.level == "verified" and v.text == "verified (renamed 2 of 2)"
    words_too = after.replace("Mean of values", "Mean of samples")
    assert check(PY, words_too, "s.py", "rename values to samples").level == "verified"
    v = check(PY, PY.replace("values", "samples"), "s.py", "rename values to samples")
    assert v.level == "suspect"
    assert v.detail.endswith("also changed 1 token that is `.values` of something the file does not define: line 18 `values` -> `samples`")
    own = "class Box:\n    values: list\n\n    def total(self):\n        return sum(self.values)\n"
    assert check(own, own.replace("values", "items"), "b.py", "rename values to items").level == "verified"
    assert check(own, own.replace("values:", "items:"), "b.py", "rename values to items").level == "suspect"


def test_a_port_change_changes_that_literal_only():
    good = CONFIG.replace("port = 8080", "port = 9090")
    v = check(CONFIG, good, "app.toml", "change port 8080 to 9090")
    assert v.level == "verified" and v.text == "verified (renamed 2 of 2)"
    greedy = good.replace("8081", "9091").replace("18080", "19090")
    v = check(CONFIG, greedy, "app.toml", "change port 8080 to 9090")
    assert v.level == "suspect"
    assert v.detail == "renamed 2 of 2; also changed 2 tokens that are not 8080: line 4 `8081` -> `9091`, line 5 `18080` -> `19090`"


def test_a_port_in_a_yaml_url_is_text():
    src = "server:\n  port: 8080\n  admin_port: 8081\nclient:\n  url: http://localhost:8080/api\n"
    good = src.replace("port: 8080", "port: 9090")
    assert check(src, good, "app.yaml", "change port 8080 to 9090").text == "verified (renamed 1 of 1)"
    assert check(src, good.replace("8080/api", "9090/api"), "app.yaml", "change port 8080 to 9090").level == "verified"
    v = check(src, good.replace("8081", "9091"), "app.yaml", "change port 8080 to 9090")
    assert v.level == "suspect" and v.detail.endswith("line 3 `8081` -> `9091`")


def test_a_scoped_rename_leaves_the_rest():
    good = CONFIG.replace("port = 8080\nadmin", "port = 9090\nadmin")
    v = check(CONFIG, good, "app.toml", "change 8080 to 9090 only in the server section")
    assert v.level == "verified"
    everywhere = CONFIG.replace("port = 8080", "port = 9090")
    v = check(CONFIG, everywhere, "app.toml", "change 8080 to 9090 only in the server section")
    assert v.level == "suspect" and "outside `server`: line 9" in v.text
    py = check(PY, PY.replace("count = len(data)", "n = len(data)").replace('"count": count', '"count": n'), "s.py",
               "rename count to n in function report")
    assert py.level == "verified" and py.text == "verified (renamed 2 of 2)"


def test_a_string_literal_must_change_everywhere_but_comments():
    src = 'level: debug\nother: debugger\nnote: "debug"\n# debug here\n'
    good = src.replace("level: debug", "level: info").replace('"debug"', '"info"')
    assert check(src, good, "c.yaml", "replace 'debug' with 'info'").level == "verified"
    v = check(src, src.replace("level: debug", "level: info"), "c.yaml", "replace 'debug' with 'info'")
    assert v.level == "suspect" and "1 use of debug left (line 3)" in v.text


def test_a_rename_in_a_language_without_a_parser():
    js = "const count = items.length;\nconst counter = 0;\nconsole.log(count, counter);\n"
    good = re.sub(r"\bcount\b", "total", js)
    v = check(js, good, "a.js", "rename count to total")
    assert v.level == "verified" and v.text == "verified (renamed 2 of 2)"  # tree-sitter reads .js now
    assert check(js, js.replace("count", "total"), "a.js", "rename count to total").level == "suspect"


def test_a_name_the_file_does_not_have_is_not_judged():
    v = check(PY, PY, "s.py", "rename nothing_here to x")
    assert v.level == "suspect" and v.text == "suspect: no changes"
    # the rename rule does not judge, but the net sees a name changed that the instruction never says
    v = check(PY, PY.replace("total", "sum_"), "s.py", "rename nothing_here to x")
    assert v.level == "suspect" and "changed beyond the instruction: `total` -> `sum_`" in v.text, v.text


# -- reformat --------------------------------------------------------------------------------

DATA = {"name": "shop", "items": [{"sku": "A-1", "price": 9.5, "note": "two  spaces"}, {"sku": "B-2", "price": 10}],
        "open": True}
JSON = json.dumps(DATA, indent=2) + "\n"


def test_minify_verified_and_its_failures():
    v = check(JSON, json.dumps(DATA, separators=(",", ":")) + "\n", "d.json", "minify")
    assert v.level == "verified" and v.text == "verified (minified, data unchanged)"
    v = check(JSON, json.dumps(DATA, indent=1), "d.json", "minify the JSON")
    assert v.level == "suspect" and v.text == "suspect: not minified: 15 lines"
    v = check(JSON, json.dumps(DATA, separators=(", ", ": ")), "d.json", "minify")
    assert v.level == "suspect" and v.detail == "not minified: whitespace left between tokens"
    sloppy = json.dumps(DATA, separators=(",", ":")).replace("two  spaces", "two spaces")
    v = check(JSON, sloppy, "d.json", "minify")
    assert v.level == "suspect" and v.detail == "changed the data: .items[0].note: 'two  spaces' -> 'two spaces'"
    v = check(JSON, json.dumps(DATA, separators=(",", ":")).replace("9.5", "9.50").replace("true", "1"), "d.json", "minify")
    assert v.detail == "changed the data: .open: True -> 1"


def test_reindent_verified_unchanged_and_wrong_width():
    four = json.dumps(DATA, indent=4) + "\n"
    assert check(JSON, four, "d.json", "re-indent with 4 spaces").text == "verified (re-indented, data unchanged)"
    v = check(JSON, JSON, "d.json", "re-indent with 4 spaces")
    assert v.level == "suspect" and v.text == "suspect: no changes"
    v = check(JSON, json.dumps(DATA, indent=3) + "\n", "d.json", "indent with 4 spaces")
    assert v.level == "suspect" and v.detail.startswith("13 indented lines not at 4 spaces per level (lines 2, 3, 4")
    assert check(four, four, "d.json", "use 4-space indentation").text == "verified (already re-indented)"
    v = check(JSON, json.dumps(DATA, indent=8) + "\n", "d.json", "indent with 4 spaces")  # multiples, but 8 wide
    assert v.level == "suspect" and v.detail == "4 indented lines not at 4 spaces per level (lines 2, 3, 13, 14)"


def test_python_reindent_keeps_the_code_and_comments():
    two = PY.replace("    ", "  ")
    assert check(PY, two, "s.py", "re-indent with 2 spaces").level == "verified"
    v = check(PY, two.replace("  # every value counts", ""), "s.py", "re-indent with 2 spaces")
    assert v.level == "suspect" and v.detail == "changed the code, not only its layout"
    v = check(PY, two.replace("count += 1", "count += 2"), "s.py", "re-indent with 2 spaces")
    assert v.level == "suspect"
    v = check(PY, PY.replace("        count += 1", "      count += 1"), "s.py", "re-indent with 4 spaces")
    assert v.level in ("suspect", "breaks")


def test_sort_keys_and_pretty_print():
    v = check(json.dumps(DATA), json.dumps(DATA, indent=2, sort_keys=True), "d.json", "pretty-print and sort the keys")
    assert v.level == "verified" and v.text == "verified (pretty-printed, keys sorted, data unchanged)"
    v = check(json.dumps(DATA), json.dumps(DATA, indent=2), "d.json", "sort the keys")
    assert v.level == "suspect" and v.detail == "keys not sorted at the top level"
    v = check(json.dumps(DATA), json.dumps(DATA, sort_keys=True), "d.json", "pretty-print")
    assert v.level == "suspect" and v.detail == ("not pretty-printed: one line; reordered the keys at the top level, "
                                                 "which the instruction does not ask for")


def test_convert_yaml_to_json():
    src = yaml.safe_dump(DATA, sort_keys=False)
    v = check(src, json.dumps(DATA, indent=2), "d.yaml", "convert this YAML to JSON")
    assert v.level == "verified" and v.text == "verified (converted to JSON, data unchanged)"
    v = check(src, json.dumps({**DATA, "open": "yes"}, indent=2), "d.yaml", "convert to JSON")
    assert v.level == "suspect" and v.detail == "changed the data: .open: True -> 'yes'"
    v = check(src, src, "d.yaml", "convert to toml")
    assert v.level == "breaks"  # YAML is not TOML


def test_reformat_of_other_code_compares_tokens():
    js = "function f(a){return a+1}\n"
    assert check(js, "function f(a) {\n  return a + 1\n}\n", "a.js", "reformat").level == "verified"
    assert check(js, "function f(a) {\n  return a + 2\n}\n", "a.js", "reformat").level == "suspect"


# -- unchanged, scope, no rule ---------------------------------------------------------------


@pytest.mark.parametrize("instruction", ["rename values to samples", "add type hints", "minify"])
def test_an_unchanged_result_for_a_change_is_suspect(instruction):
    v = check(PY, PY, "s.py", instruction)
    assert v.level == "suspect" and v.text == "suspect: no changes"


def test_an_unchanged_result_may_be_right_when_the_instruction_allows_it():
    assert check(PY, PY, "s.py", "fix the typos if there are any").level == "parses"


def test_lines_changed_outside_what_the_instruction_names_are_shown():
    after = PY.replace('"""Mean of values."""', '"""Mean of values.\n\n    values: numbers\n    """').replace("len(data)", "len(list(data))")
    v = check(PY, after, "s.py", "document the arguments of summarize")
    # no rule judges "document": a line changed outside the function the action names is suspect
    assert v.level == "suspect" and v.text == "suspect: changed 1 line outside `summarize`: 20"
    assert v.outside == (20,)
    inside = PY.replace('"""Mean of values."""', '"""Mean of values.\n\n    values: numbers\n    """')
    assert check(PY, inside, "s.py", "document the arguments of summarize").level == "parses"
    renamed = after.replace("(values,", "(samples,").replace("in values:", "in samples:").replace("count = len(list(data))", "count  =  len(list(data))")
    v = check(after, renamed, "s.py", "rename values to samples")
    assert v.level == "verified" and v.text == "verified (renamed 2 of 2; also changed 1 line outside the renamed uses: 20)"


APP_TOML = """\
[server]
host = "0.0.0.0"
port = 8000
workers = 4

[logging]
level = "info"
file = "/var/log/app.log"
"""


def test_lines_lost_outside_what_the_instruction_names_are_suspect():
    """"remove the workers line" that also drops the [logging] table after it: the lost lines
    make it suspect (a user trial saw it written without a question); the asked-for removal,
    a move, an edit in place and "keep only" are not."""
    ask = "remove the workers line"
    v = check(APP_TOML, '[server]\nhost = "0.0.0.0"\nport = 8000\n', "app.toml", ask)
    assert v.level == "suspect" and v.refused, v.text
    assert v.detail.endswith("also removed 3 lines outside `workers` (original lines 6, 7, 8)")
    glued = APP_TOML.replace('workers = 4\n\n[logging]\nlevel = "info"\n', "")  # `file` left under [server]
    assert check(APP_TOML, glued, "app.toml", ask).detail.endswith("also removed 2 lines outside `workers` (original lines 6, 7)")
    assert check(APP_TOML, APP_TOML.replace("workers = 4\n", ""), "app.toml", ask).level == "verified"
    moved = APP_TOML.split("\n\n")[1] + "\n" + APP_TOML.split("\n\n")[0] + "\n"  # the tables swapped: nothing lost
    edited = APP_TOML.replace("workers = 4\n", "").replace('level = "info"', 'level = "debug"')  # changed, not lost
    for other in (moved.replace("workers = 4\n", ""), edited):
        assert lost(APP_TOML, other, [(4, 4)], ask) == []
    # asked for a comment alone, the tables swapped and no comment: code changed (engine/verify/additions.py)
    assert check(APP_TOML, moved, "app.toml", "add a comment above the workers line").detail == \
        "changed code, where only a comment was asked for (line 1)"
    # a comment was asked for; the data net sees a value changed that the instruction never says
    assert check(APP_TOML, edited, "app.toml", "add a comment above the workers line").level == "suspect"
    # ...and the removal rule judges the data: tables in another order hold the same data, a
    # changed value does not (tests/engine/verify/test_removal.py)
    assert check(APP_TOML, moved.replace("workers = 4\n", ""), "app.toml", ask).level == "verified"
    assert check(APP_TOML, edited, "app.toml", ask).detail == "changed the data besides removing `workers`: .logging.level"
    only = '[server]\nhost = "0.0.0.0"\nport = 8000\nworkers = 4\n'
    assert check(APP_TOML, only, "app.toml", "delete everything except the server table").level == "parses"


SLUG_PY = """\
import os
import re

__all__ = [
    "slugify",
    "title",
]


# Turns a title into a URL slug.
def slugify(text):
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def title(text):
    return text.title()


REGISTRY = {
    "slug": slugify,
    "title": title,
}


def main():
    print(title("a b"))
"""

LOAD_JS = """\
const fs = require("fs");

/**
 * Reads the config file.
 */
function loadConfig(path) {
  return JSON.parse(fs.readFileSync(path));
}

function debugDump(c) {
  console.log(c);
}

function run() {
  const c = loadConfig("a.json");
  debugDump(c);
  return c;
}
"""


def _drop(text: str, *lines: str) -> str:
    for line in lines:
        assert line in text, line
        text = text.replace(line, "", 1)
    return text


@pytest.mark.parametrize("name, text, instruction, result", [
    ("s.py", SLUG_PY, "delete the function slugify",
     _drop(SLUG_PY, '    "slugify",\n', "# Turns a title into a URL slug.\ndef slugify(text):\n"
           '    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")\n\n\n', '    "slug": slugify,\n')),
    ("s.py", SLUG_PY, "remove the unused import in main", _drop(SLUG_PY, "import os\n")),
    ("load.js", LOAD_JS, "delete the loadConfig function",
     _drop(LOAD_JS, "/**\n * Reads the config file.\n */\nfunction loadConfig(path) {\n"
           "  return JSON.parse(fs.readFileSync(path));\n}\n\n", '  const c = loadConfig("a.json");\n')),
    ("load.js", LOAD_JS, "remove the comment above loadConfig", _drop(LOAD_JS, "/**\n * Reads the config file.\n */\n")),
    ("load.js", LOAD_JS, "remove debugDump and the calls to it",
     _drop(LOAD_JS, "function debugDump(c) {\n  console.log(c);\n}\n\n", "  debugDump(c);\n")),
    ("app.toml", "# Logging, for ops.\n" + APP_TOML.split("\n\n")[1] + "\n\n" + APP_TOML.split("\n\n")[0] + "\n",
     "remove the logging section", APP_TOML.split("\n\n")[0] + "\n"),
])
def test_what_goes_with_a_named_removal_is_not_lost(name, text, instruction, result):
    """Correct removals take their comment, their __all__ entry, their calls or an unused
    import with them: not suspect (a reviewer's list of false alarms of the lost-lines rule)."""
    v = check(text, result, name, instruction)
    assert v.level != "suspect", v.text


def test_keep_the_rest_does_not_switch_the_lost_lines_rule_off():
    dropped = '[server]\nhost = "0.0.0.0"\nport = 8000\n'
    for ask in ("remove the workers line and don't touch anything else", "remove the workers line, keep everything else",
                "remove the workers line but leave the rest as is"):
        assert check(APP_TOML, dropped, "app.toml", ask).level == "suspect", ask
    # "everything except the server table": [logging] may go, the server's workers line may not
    v = check(APP_TOML, dropped, "app.toml", "remove everything except the server table")
    assert v.level == "suspect" and "removed .server.workers, which the instruction keeps" in v.text, v.text


def test_a_rename_that_deletes_the_file_breaks_it():
    # issue 25: a rename instruction no longer excuses every lost name
    v = check(PY, "x = 1\n", "s.py", "rename count to n")
    assert v.level == "breaks" and v.removed == ("summarize", "report")  # `os` went with what read it
    small = PY.replace("values", "samples").split("\n\ndef report")[0] + "\n"
    v = check(PY, small, "s.py", "rename values to samples")
    assert v.level == "breaks" and v.text == "breaks: removes `report`"


def test_unused_code_may_go_when_asked():
    src = "import os\nimport sys\n\nprint(sys.argv)\n"
    assert check(src, "import sys\n\nprint(sys.argv)\n", "a.py", "remove unused imports").level == "parses"
    assert check(src, "import os\n\nprint(sys.argv)\n", "a.py", "remove unused imports").level == "breaks"


def test_the_verdict_other_code_relies_on():
    v = check(PY, PY.replace("(values,", "(samples,").replace("in values:", "in samples:"), "s.py", "rename values to samples")
    d = v.as_dict()
    assert d["level"] == "verified" and d["kind"] == "parses" and d["text"] == v.text
    assert d["intent"] == [{"rule": "rename", "ok": True, "text": "renamed 2 of 2", "lines": []}]
    assert json.loads(json.dumps(d)) == d
    s = check(PY, PY, "s.py", "rename values to samples")
    assert s.refused and s.level == "suspect" and not s.breaks and not s.ok


def test_the_retry_instruction_says_what_was_wrong():
    v = check(PY, PY.replace("values", "items"), "s.py", "rename values to samples")
    text = retry_instruction("rename values to samples", v)
    assert text.startswith("rename values to samples\nYour previous attempt did not do what was asked: renamed 0 of 2")
    assert text.endswith("Do exactly that and change nothing else.")
    assert retry_instruction(text, v) == text


# -- one named setting ----------------------------------------------------------------------

SETTINGS_TS = """\
// The worker talks to the queue on 6379; the cache is on 6379 too.
export const config = {
  queue: { host: "q.internal", port: 6379, retries: 4 },
  cache: { host: "c.internal", port: 6379 },
  readTimeoutMs: 4,
};
"""

COMPOSE = """\
services:
  web:
    image: nginx:1.25
    environment:
      NGINX_VERSION: "1.25"
  proxy:
    image: nginx:1.25
"""

RS = """\
const MAX_CONNS: u32 = 16;
const MAX_IDLE: u32 = 16;
fn pool() -> Pool { Pool::new(16, MAX_CONNS) }
"""


@pytest.mark.parametrize("name, text, instruction, old_line, new_line, old, new", [
    ("config.ts", SETTINGS_TS, "Change the queue port from 6379 to 6380",
     "port: 6379, retries", "port: 6380, retries", "6379", "6380"),
    ("stack.yml", COMPOSE, "upgrade the web image from nginx:1.25 to nginx:1.27", "    image: nginx:1.25\n    env",
     "    image: nginx:1.27\n    env", "1.25", "1.27"),
    ("pool.rs", RS, "set MAX_CONNS to 32", "MAX_CONNS: u32 = 16;", "MAX_CONNS: u32 = 32;", "16", "32"),
    ("pool.rs", RS, "Raise max conns from 16 to 32.", "MAX_CONNS: u32 = 16;", "MAX_CONNS: u32 = 32;", "16", "32"),
])
def test_a_named_setting_changes_there_and_only_there(name, text, instruction, old_line, new_line, old, new):
    assert old_line in text
    right = text.replace(old_line, new_line, 1)
    v = check(text, right, name, instruction)
    assert v.level == "verified", v.text
    assert check(text, text, name, instruction).level == "suspect"  # nothing done
    every = check(text, text.replace(old, new), name, instruction)  # every equal value changed
    assert every.level == "suspect" and "also changed" in every.text, every.text
    left = check(text, right.replace(new_line, old_line).replace("\n}", "\n}\n"), name, instruction)
    assert left.level == "suspect", left.text


def test_a_setting_other_lines_changed_are_suspect_but_comments_may_follow():
    text = "# retry 3 times\nMAX_RETRIES = 3\nMAX_REDIRECTS = 3\nTIMEOUT = 30\n"
    assert check(text, text.replace("TIMEOUT = 30", "TIMEOUT = 31").replace("= 3\nMAX_RED", "= 5\nMAX_RED"), "s.py",
                 "Change MAX_RETRIES from 3 to 5").level == "suspect"
    ok = check(text, "# retry 5 times\nMAX_RETRIES = 5\nMAX_REDIRECTS = 3\nTIMEOUT = 30\n", "s.py", "Change MAX_RETRIES from 3 to 5")
    assert ok.level == "suspect"  # the comment held the old 3: changing it is not asked
    assert check(text, text.replace("MAX_RETRIES = 3", "MAX_RETRIES = 5"), "s.py", "set MAX_RETRIES to 5").level == "verified"


def test_a_setting_it_cannot_locate_is_not_judged():
    text = '[server]\nport = 8080\n[client]\nport = 8080\n'
    # two ports of 8080, neither named more than the other: not judged
    v = check(text, text.replace("8080", "9090", 1), "c.toml", "change the port from 8080 to 9090")
    assert v.level == "parses" and "intent not checked" in v.text, v.text
    # no timeout in the file, and the result changed a port: the data net says so
    v = check(text, text.replace("8080", "9090", 1), "c.toml", "set the timeout to 10")
    assert v.level == "suspect" and ".server.port: 8080 -> 9090" in v.text, v.text


@pytest.mark.parametrize("text", [
    '{\n  "port": 8080,\n  "database": {"host": "localhost", "port": 5432}\n}\n',
    '{\n  "port": 8080,\n  "database": {\n    "host": "localhost",\n    "port": 5432\n  }\n}\n',
    "port: 8080\ndatabase:\n  host: localhost\n  port: 5432\n",
])
def test_set_a_nested_key_by_the_key_around_it(text):
    """"change the database port to 6543": two keys named port; the one inside `database`
    (on its line or in the block around it) is meant, so changing the top-level one is wrong."""
    name = "c.yaml" if text.startswith("port:") else "c.json"
    ask = "change the database port to 6543"
    wrong = check(text, text.replace("8080", "6543"), name, ask)
    assert wrong.level == "suspect" and wrong.detail.startswith("the database port is still 5432"), wrong.text
    assert check(text, text.replace("5432", "6543"), name, ask).level == "verified"
    assert check(text, text.replace("8080", "6543"), name, "change the port to 6543").level == "parses"  # either port


@pytest.mark.parametrize("name, text", [
    ("a.py", "srv = serve(database=db, port=8080)\ndb = connect(port=5432)\n"),  # a sibling argument, not a parent
    ("a.json", '{"postgres": {"port": 5432}, "redis": {"database": 0, "port": 6379}}\n'),  # a sibling key
])
def test_a_word_beside_the_key_is_not_the_block_around_it(name, text):
    """Only the keys of brackets still open before the setting's key tie it to a name: with
    `database` beside a port, not around it, "the database port" is not located (not judged),
    rather than the wrong one judged."""
    v = check(text, text.replace("5432", "6543"), name, "change the database port to 6543")
    assert v.level == "parses" and "could not tell" in v.text, v.text


def test_a_value_named_only_by_the_block_around_it_is_not_judged():
    text = "api:\n  retries: 3\nlimit: 3\n"  # nothing on the 3's own line names "api"
    v = check(text, text.replace("retries: 3", "retries: 4"), "a.yaml", "change the api from 3 to 4")
    assert v.level == "parses", v.text


# -- renames: keyword arguments, strings that hold data -------------------------------------

CLIENT = '''\
"""HTTP helpers."""
__all__ = ["get", "post"]


def get(url, retries=3):
    """Fetch url; `retries` attempts."""
    for _ in range(retries):
        r = session.request("GET", url, retries=1)
    return r


def post(url, body, retries=2):
    return get(url, retries=retries) if not body else None


LABELS = {"retries": "Retries", "url": "Address"}
'''


def test_a_parameter_rename_follows_its_keyword_arguments_only():
    ins = "Rename the parameter `retries` of `get` to `attempts`, and update the calls to `get`."
    right = (CLIENT.replace("def get(url, retries=3)", "def get(url, attempts=3)").replace("`retries` attempts", "`attempts` attempts")
             .replace("range(retries)", "range(attempts)").replace("get(url, retries=retries)", "get(url, attempts=retries)"))
    assert check(CLIENT, right, "client.py", ins).level == "verified"
    no_call = right.replace("get(url, attempts=retries)", "get(url, retries=retries)")  # the call to get left behind
    assert check(CLIENT, no_call, "client.py", ins).level == "suspect"
    library = right.replace('url, retries=1)', 'url, attempts=1)')  # someone else's keyword renamed
    assert check(CLIENT, library, "client.py", ins).level == "suspect"
    both = right.replace("def post(url, body, retries=2)", "def post(url, body, attempts=2)").replace("attempts=retries", "attempts=attempts")
    assert check(CLIENT, both, "client.py", ins).level == "suspect"  # post's own parameter is not get's


def test_a_rename_leaves_data_strings_but_may_follow_docstrings_and_all():
    ins = "rename get to fetch"
    code = CLIENT.replace("def get(", "def fetch(").replace("return get(", "return fetch(")
    # __all__ still naming `get` breaks `from client import *` (issue 41 round 3; it passed before)
    v = check(CLIENT, code, "client.py", ins)
    assert v.level == "breaks" and "`get` undefined at line 2" in v.text, v.text
    assert check(CLIENT, code.replace('["get"', '["fetch"'), "client.py", ins).level == "verified"  # __all__ names it
    data = code.replace('["get"', '["fetch"').replace('request("GET"', 'request("FETCH"')
    assert check(CLIENT, data, "client.py", ins).level == "suspect"  # "GET" is data, and not `get` either
    js = "function load(user) {\n  return user ? 'user' : 'guest';\n}\n"
    right = js.replace("(user)", "(member)").replace("user ?", "member ?")
    assert check(js, right, "a.js", "rename the variable user to member").level == "verified"
    wrong = check(js, right.replace("'user'", "'member'"), "a.js", "rename the variable user to member")
    assert wrong.level == "suspect" and "in strings" in wrong.text, wrong.text


def test_reformat_instructions_with_notes_judge_the_layout():
    data = {"zeta": {"b": 1, "a": [1, {"y": 2, "x": "3.10"}]}, "alpha": "a b"}
    src = json.dumps(data, indent=2)
    ins = "Pretty-print the JSON with 4-space indentation and sort the keys of every object alphabetically."
    assert check(src, json.dumps(data, indent=4, sort_keys=True) + "\n", "d.json", ins).level == "verified"
    top_only = json.dumps(dict(sorted(data.items())), indent=4) + "\n"  # inner objects left unsorted
    assert check(src, top_only, "d.json", ins).level == "suspect"
    mini = "Minify this JSON: one line, no whitespace between tokens."
    assert check(src, json.dumps(data, separators=(",", ":")), "d.json", mini).level == "verified"
    assert check(src, json.dumps(data), "d.json", mini).level == "suspect"  # spaces after , and :
    conv = "Convert this JSON to YAML with 2 spaces, keeping every value's type."
    assert check(src, yaml.safe_dump(data, indent=2), "d.json", conv).level == "verified"
    assert check(src, yaml.safe_dump(data, indent=2).replace("'3.10'", "3.10"), "d.json", conv).level == "suspect"
    py = "def f(x):\n  if x:\n    return 's  t'\n  return None\n"
    four = "def f(x):\n    if x:\n        return 's  t'\n    return None\n"
    ins = "Re-indent this file from 2 to 4 spaces."
    assert check(py, four, "f.py", ins).level == "verified"
    assert check(py, four.replace("'s  t'", "'s    t'"), "f.py", ins).level == "suspect"  # a string re-indented too
    partial = "def f(x):\n    if x:\n      return 's  t'\n    return None\n"  # the inner block still at 2
    assert check(py, partial, "f.py", ins).level == "suspect"


TYPED = """\
import logging

log = logging.getLogger(__name__)


class Cache:
    def __init__(self, size=128, loader=None):
        self.size = size
        self.items = {}

    def get(self, key, default=None):
        return self.items.get(key, default)

    @staticmethod
    def make(*names, **opts):
        return Cache(len(names))
"""


def test_type_hints_add_annotations_and_nothing_else():
    ins = "Add type annotations to all functions."
    right = (TYPED.replace("import logging\n", "import logging\nfrom typing import Any, Callable\n")
             .replace("def __init__(self, size=128, loader=None):", "def __init__(self, size: int = 128, loader: Callable | None = None) -> None:")
             .replace("self.items = {}", "self.items: dict[str, Any] = {}")
             .replace("def get(self, key, default=None):", "def get(self, key: str, default: Any = None) -> Any:")
             .replace("def make(*names, **opts):", "def make(*names: str, **opts: Any) -> \"Cache\":"))
    assert check(TYPED, right, "cache.py", ins).level == "verified"
    assert check(TYPED, right.replace("size: int = 128", "size: int = 256"), "cache.py", ins).level == "suspect"
    assert check(TYPED, right.replace("default: Any = None", "default: Any"), "cache.py", ins).level == "suspect"
    missed = check(TYPED, right.replace("**opts: Any", "**opts"), "cache.py", ins)
    assert missed.level == "suspect" and "line 16" in missed.text, missed.text
    assert check(TYPED, right.replace("**opts: Any", "**opts"), "cache.py", "add type hints").level == "verified"  # not "every"
    assert check(TYPED, TYPED, "cache.py", ins).level == "suspect"


FMT = '''\
import logging

logger = logging.getLogger(__name__)


def line(name, price, qty):
    return "%-10s %8.2f x%d (%r)" % (name, price, qty, name)


def header(title, n):
    return "== {0} ({1:>4}) == {{total}}".format(title, n)


def ratio(a, b):
    logger.info("ratio of %s and %s", a, b)
    return "%s%%" % (a / b)


def named(user):
    return "hello {name}!".format(name=user.name)
'''


def test_fstrings_print_the_same_and_leave_lazy_logging():
    ins = "Rewrite the string formatting to f-strings, keeping the same output."
    right = (FMT.replace('"%-10s %8.2f x%d (%r)" % (name, price, qty, name)', 'f"{name:<10} {price:8.2f} x{qty} ({name!r})"')
             .replace('"== {0} ({1:>4}) == {{total}}".format(title, n)', 'f"== {title} ({n:>4}) == {{total}}"')
             .replace('"%s%%" % (a / b)', 'f"{a / b}%"')
             .replace('"hello {name}!".format(name=user.name)', "f'hello {user.name}!'"))
    assert check(FMT, right, "fmt.py", ins).level == "verified", check(FMT, right, "fmt.py", ins).text
    for wrong in (right.replace("{price:8.2f}", "{price}"),  # the spec lost
                  right.replace("== {{total}}", "== {total}"),  # the literal braces now a field
                  right.replace('f"{a / b}%"', 'f"{a / b}%%"'),  # %% kept in an f-string: two signs
                  right.replace('"ratio of %s and %s", a, b', 'f"ratio of {a} and {b}"'),  # lazy logging rewritten
                  right.replace("f'hello {user.name}!'", '"hello {name}!".format(name=user.name)')):  # one left
        v = check(FMT, wrong, "fmt.py", ins)
        assert v.level == "suspect", (wrong, v.text)
    assert check(FMT, FMT, "fmt.py", ins).level == "suspect"
    dict_style = 'def f(d):\n    return "%(a)s" % d\n'
    assert check(dict_style, 'def f(d):\n    return f"{d[\'a\']}"\n', "f.py", ins).level == "parses"  # not translated for sure


@pytest.mark.parametrize("text, instruction, right", [
    ("client = Client(timeout=30, retries=30)\n", "change the client timeout from 30 to 60", "client = Client(timeout=60, retries=30)\n"),
    ("connect({ retries: 5, timeout: 5 });\n", "set the timeout to 10", "connect({ retries: 5, timeout: 10 });\n"),
])
def test_a_setting_among_others_on_one_line(text, instruction, right):
    name = "c.py" if "Client" in text else "c.js"
    assert check(text, right, name, instruction).level == "verified", check(text, right, name, instruction).text
    wrong = right.replace("retries=30", "retries=60").replace("retries: 5", "retries: 10")
    assert check(text, wrong, name, instruction).level == "suspect"


@pytest.mark.parametrize("text, instruction, right, level", [
    ("read_timeout = 30  # seconds\nwrite_timeout = 30\n", "increase the read timeout to 60 seconds",
     "read_timeout = 60  # seconds\nwrite_timeout = 30\n", "verified"),
    ("READ_TIMEOUT_MS = 30000\nWRITE_TIMEOUT_MS = 30000\n", "increase the read timeout to 60 seconds",
     "READ_TIMEOUT_MS = 60000\nWRITE_TIMEOUT_MS = 30000\n", "parses"),  # kept in ms: no literal swap to judge
    ("timeout: 30s\nretry_after: 30s\n", "Change the timeout from 30s to 45s", "timeout: 45s\nretry_after: 30s\n", "verified"),
    ("[http]\ntimeout = 10\n", "set the timeout to 30s", "[http]\ntimeout = 30\n", "verified"),
    ("const delay = 2 * time.Minute\n", "set the delay to 90 seconds", "const delay = 90 * time.Second\n", "parses"),
    ('[project]\nversion = "0.4.1"\n[tool.x]\nversion = "0.4.1"\n', "bump the project version to 0.5.0",
     '[project]\nversion = "0.5.0"\n[tool.x]\nversion = "0.4.1"\n', "verified"),
    ('[project]\nversion = "0.4.1"\n[tool.x]\nversion = "0.4.1"\n', "bump the project version to 0.5.0",
     '[project]\nversion = "0.5.0"\n[tool.x]\nversion = "0.5.0"\n', "suspect"),
    ('[project]\nversion = "0.4.1"\n[tool.x]\nversion = "0.4.1"\n', "bump the version to 0.5.0",
     '[project]\nversion = "0.5.0"\n[tool.x]\nversion = "0.4.1"\n', "parses"),  # which version? not judged
])
def test_a_setting_with_units(text, instruction, right, level):
    name = "c.yaml" if ":" in text.split("\n")[0] else "c.go" if "const" in text else "c.toml" if "[" in text else "c.py"
    v = check(text, right, name, instruction)
    assert v.level == level, v.text


def test_a_class_rename_follows_quoted_annotations_but_not_messages():
    src = 'class Invoice:\n    pass\n\n\ndef copy(x) -> "Invoice":\n    return Invoice()\n\n\ndef load(x: "list[Invoice]") -> None:\n    raise ValueError("Invoice not found")\n'
    right = src.replace("class Invoice", "class Bill").replace('-> "Invoice"', '-> "Bill"').replace("Invoice()", "Bill()").replace('"list[Invoice]"', '"list[Bill]"')
    ins = "Rename the class Invoice to Bill."
    assert check(src, right, "inv.py", ins).level == "verified", check(src, right, "inv.py", ins).text
    assert check(src, right.replace('"Invoice not', '"Bill not'), "inv.py", ins).level == "suspect"


def test_a_class_rename_keeps_its_methods_under_the_new_name():
    src = "class Invoice:\n    def copy(self):\n        return Invoice()\n\n    def total(self):\n        return 0\n"
    ins = "Rename the class Invoice to Bill."
    assert check(src, src.replace("Invoice", "Bill"), "a.py", ins).level == "verified"
    lost = src.replace("Invoice", "Bill").replace("\n    def total(self):\n        return 0\n", "")
    assert check(src, lost, "a.py", ins).level == "breaks"  # a method gone is still a loss


def test_a_rename_may_follow_dotted_paths_and_getattr_names():
    src = ('from unittest import mock\n\n\ndef handler(x):\n    return x\n\n\n'
           'def test(obj):\n    with mock.patch("app.views.handler"):\n        return getattr(obj, "handler"), {"handler": 1}\n')
    ins = "rename the function handler to on_event"
    code = src.replace("def handler", "def on_event")
    assert check(src, code, "t.py", ins).level == "verified"
    both = code.replace('"app.views.handler"', '"app.views.on_event"').replace('(obj, "handler")', '(obj, "on_event")')
    assert check(src, both, "t.py", ins).level == "verified", check(src, both, "t.py", ins).text
    key = both.replace('{"handler": 1}', '{"on_event": 1}')  # a dict key is data
    assert check(src, key, "t.py", ins).level == "suspect"


def test_a_setting_result_that_drops_the_end_of_the_file_is_suspect_not_a_crash():
    """A user's trial: the last table dropped raised IndexError (a traceback, the result lost)."""
    text = '[database]\nport = 5432\n\n[logging]\nlevel = "info"\n'
    v = check(text, '[database]\nport = 5433\n', "c.toml", "change the database port to 5433")
    assert v.level == "suspect", v.text


def test_a_word_or_a_version_range_as_the_new_value():
    toml = '[logging]\nlevel = "info"\nfile = "app.log"\n\n[server]\nlevel = "info"\n'
    ask = "set the logging level to debug"
    assert check(toml, toml.replace('level = "info"\nfile', 'level = "debug"\nfile'), "c.toml", ask).level == "verified"
    assert check(toml, toml.replace('"info"', '"debug"'), "c.toml", ask).detail == "also changed 1 other info (line 6)"
    pj = '{\n  "dependencies": {\n    "requests": "^2.28.0",\n    "lodash": "^4.17.0"\n  }\n}\n'
    assert check(pj, pj.replace("^2.28.0", "^2.31.0"), "package.json", "bump requests to ^2.31.0").level == "verified"
    assert check(pj, pj.replace("^2.28.0", "2.31.0"), "package.json", "bump requests to ^2.31.0").level == "suspect"
