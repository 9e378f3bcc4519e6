"""The check on instructions as people phrase them, and its intent-free net (engine/verify/
phrasing.py, net.py, datanet.py, grounded.py, syntax_trees.py, reference.py): each test holds
a right result that must pass and a wrong one that must be flagged."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from redraft.engine import check
from redraft.engine.verify.intent import Reformat, Rename, read
from redraft.engine.verify.phrasing import read_phrasing

PY = '''LIMIT = 10
TIMEOUT = 30


def fetch(items, limit=LIMIT):
    if len(items) > limit:
        raise ValueError("too many items")
    return items[:limit]
'''


@pytest.mark.parametrize("instruction", [
    "rename limit to max_items everywhere in this module.",
    "Rename `limit` to `max_items`. Change nothing else.",
    "limit should be called max_items from now on.",
    "Could you please rename the `limit` parameter to `max_items`? Don't touch anything else, thanks!",
    "would you mind renaming limit to max_items",
    "limit -> max_items, nothing else",
])
def test_a_rename_is_read_in_any_phrasing(instruction):
    intent = read(instruction)
    assert isinstance(intent, Rename), instruction
    assert [(a.text, b.text) for a, b in intent.pairs] == [("limit", "max_items")]


def test_constraints_are_kept_apart_from_the_action():
    r = read_phrasing("Please minify the JSON, keeping every key and value in order.")
    assert r.action == "minify the JSON" and {"keep keys", "keep values", "keep order"} <= r.constraints
    assert read_phrasing("Rename x to y. Change nothing else.").constraints == frozenset({"nothing else"})
    assert isinstance(read("I'd like this on a single line. Keep every key, value and their order."), Reformat)


def test_a_rename_that_also_changed_a_constant_is_suspect_and_the_fix_is_computed():
    right = PY.replace("limit", "max_items")
    ask = "limit should be called max_items. Change nothing else."
    assert check(PY, right, "a.py", ask).level == "verified"
    v = check(PY, right.replace("TIMEOUT = 30", "TIMEOUT = 60"), "a.py", ask)
    assert v.level == "suspect" and "`30` -> `60`" in v.text
    assert v.fix == right and v.fix_how == "renamed with tree-sitter" and v.departs == (2,)


def test_javascript_parses_and_keeps_its_definitions():
    js = "async function load(url) {\n  const res = await fetch(url);\n  return res.json();\n}\n\nfunction save(d) {\n  return d;\n}\n"
    ask = "rename url to address"
    assert check(js, js.replace("url", "address"), "a.js", ask).level == "verified"
    v = check(js, js.replace("url", "address").replace("async ", ""), "a.js", ask)
    assert v.level == "suspect" and "dropped async from `load`" in v.text
    v = check(js, js.replace("url", "address").replace("  return d;\n}\n", "  return d;\n"), "a.js", ask)
    assert v.level == "breaks" and v.text.startswith("breaks syntax at line")


def test_an_unread_rename_is_read_from_the_file_and_scoped_by_the_function_it_names():
    rs = ("fn parse(buf: &[u8]) -> usize {\n    buf.len()\n}\n\nfn other(buf: &[u8]) -> usize {\n    buf.len() + 1\n}\n")
    ask = "in parse the argument ought to be called raw instead of buf"
    right = rs.replace("parse(buf", "parse(raw").replace("    buf.len()\n}", "    raw.len()\n}", 1)
    assert check(rs, right, "lib.rs", ask).level == "verified", check(rs, right, "lib.rs", ask).text
    assert check(rs, rs.replace("buf", "raw"), "lib.rs", ask).level == "suspect"


def test_a_value_change_in_code_must_be_the_one_named():
    go = "package main\n\nvar writeTimeout = 10\nvar shutdownTimeout = 10\n"
    ask = "the write timeout ought to be 30"
    assert check(go, go.replace("writeTimeout = 10", "writeTimeout = 30"), "m.go", ask).level in ("verified", "parses")
    v = check(go, go.replace("= 10", "= 30"), "m.go", ask)
    assert v.level == "suspect", v.text


def test_a_code_reindent_keeps_every_word_and_the_width_asked():
    js = "function f(a) {\n\tif (a < 1) {\n\t\treturn 0;\n\t}\n\treturn a;\n}\n"
    right = js.replace("\t", "  ")
    ask = "this file ought to be indented with 2 spaces, not tabs"
    assert check(js, right, "f.js", ask).level in ("verified", "parses")
    assert check(js, js.replace("\t", "    "), "f.js", ask).level == "suspect"
    assert check(js, right.replace("a < 1", "a <= 1"), "f.js", ask).level == "suspect"
    assert check(js, js, "f.js", "tabs -> 2 spaces. Change nothing else.").level == "suspect"  # unchanged


YAML = "server:\n  port: 8080\nmetrics:\n  port: 8080\n"


def test_the_data_net_judges_data_by_what_the_instruction_names():
    ask = "The server's port ought to be 9090 now."
    assert check(YAML, YAML.replace("8080", "9090", 1), "c.yaml", ask).level in ("verified", "parses")
    v = check(YAML, YAML.replace("8080", "9090"), "c.yaml", ask)
    assert v.level == "suspect", v.text
    toml = '[database]\npool_size = 5\n\n[logging]\nlevel = "info"\n'
    add = "the database section should have pool_timeout = 30"
    assert check(toml, toml.replace("pool_size = 5\n", "pool_size = 5\npool_timeout = 30\n"), "c.toml", add).level != "suspect"
    assert check(toml, toml + "pool_timeout = 30\n", "c.toml", add).level == "suspect"  # under [logging]
    assert check(toml, toml.replace("pool_size = 5\n", 'pool_size = 5\npool_timeout = "30"\n'), "c.toml", add).level == "suspect"


def test_a_conversion_is_recognised_from_the_result_and_the_format_named():
    data = {"name": "x", "tags": ["a", "b"], "on": True}
    original = json.dumps(data, indent=2) + "\n"
    right = "name: x\ntags:\n- a\n- b\n'on': true\n"
    assert check(original, right, "c.json", "the config should be YAML, not JSON").level == "verified"
    assert check(original, right.replace("true", "false"), "c.json", "json -> yaml").level == "suspect"


def test_deep_nesting_is_one_line_not_a_recursion_error():
    deep = "[" * 100_000 + "]" * 100_000
    assert check('{"a": 1}', deep, "a.json", "minify").text == "breaks syntax: nested too deeply to check"


def test_check_fix_writes_the_computed_result_with_a_backup(tmp_path):
    a, b = tmp_path / "a.py", tmp_path / "b.py"
    a.write_text(PY)
    b.write_text(PY.replace("limit", "max_items").replace("TIMEOUT = 30", "TIMEOUT = 60"))
    ask = "rename limit to max_items, nothing else"
    cmd = [sys.executable, "-m", "redraft.app", "check", str(a), str(b), "-i", ask]
    first = subprocess.run(cmd, capture_output=True, text=True)
    assert first.returncode == 1 and "--fix writes it" in first.stderr
    fixed = subprocess.run(cmd + ["--fix"], capture_output=True, text=True)
    assert fixed.returncode == 0, fixed.stderr
    assert b.read_text() == PY.replace("limit", "max_items") and "computed result" in fixed.stderr
    again = subprocess.run(cmd, capture_output=True, text=True)
    assert again.returncode == 0 and "verified" in again.stderr
    assert a.read_text() == PY  # the original untouched


def test_the_evaluation_runner_reports_every_kind(tmp_path):
    from redraft.bench.check_eval import judge_set, report

    folder = Path(__file__).parent / "data" / "paraphrase" / "dev"
    judgements = judge_set(folder)
    assert {j.label for j in judgements} == {"right", "wrong"}
    text = report(judgements, "dev")
    assert "| kind: rename |" in text and "| style: declarative |" in text
