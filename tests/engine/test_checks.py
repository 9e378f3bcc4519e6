"""engine/checks.py: the verdict on an edit's result, per file type."""

from __future__ import annotations

import pytest

from redraft.engine.checks import check, module_names, parse_python
from redraft.engine.retrynotes import retry_instruction

MODULE = '''\
"""Stats."""
import os
from typing import Iterable as It

LIMIT = 10
if os.name == "nt":
    SEP = "\\\\"
else:
    SEP = "/"


def mean(xs: It[float]) -> float:
    total = 0
    for x in xs:
        total += x
    return total / len(xs)


def top(xs):
    return sorted(xs)[:LIMIT]


class Box:
    size = 3

    def area(self):
        return self.size * self.size
'''


def test_module_names_cover_blocks_and_class_members():
    names = module_names(parse_python(MODULE))
    assert {"os", "It", "LIMIT", "SEP", "mean", "top", "Box", "Box.size", "Box.area"} <= set(names)
    assert "total" not in names and "x" not in names  # locals are not module names


def test_a_correct_edit_parses():
    v = check(MODULE, MODULE.replace("total", "subtotal"), "stats.py", "rename total to subtotal")
    assert v.kind == "parses" and v.ok and not v.breaks and v.level == "verified" and v.text == "verified (renamed 3 of 3)"
    v = check(MODULE, MODULE.replace("LIMIT = 10", "LIMIT = 20"), "stats.py", "raise the limit")
    assert v.level == "parses" and v.text == "parses, intent not checked" and not v.refused


def test_broken_syntax_names_the_line():
    broken = MODULE.replace("    return total / len(xs)", "    return (total / len(xs)")
    v = check(MODULE, broken, "stats.py", "tidy up")
    assert v.kind == "syntax" and v.breaks
    assert v.text.startswith("breaks syntax at line ") and v.line is not None


def test_compile_time_errors_that_ast_parse_lets_through():
    v = check("x = 1\n", "x = 1\nreturn x\n", "a.py")
    assert v.kind == "syntax" and "outside function" in v.text


def test_a_deleted_function_still_used_is_reported_even_when_removals_were_asked():
    dropped = MODULE.replace("def top(xs):\n    return sorted(xs)[:LIMIT]\n", "").replace("LIMIT = 10\n", "")
    dropped += "\nprint(top([3]))\n"
    v = check(MODULE, dropped, "stats.py", "remove the comments")
    assert v.kind == "removes" and v.breaks and v.level == "breaks" and v.refused
    # LIMIT went too and nothing reads it; "remove ..." does not name it, so it counts (issue 25)
    assert v.removed == ("LIMIT", "top") and v.text == f"breaks: removes `LIMIT`, `top` (still used at line {v.line})"


def test_a_silently_deleted_function_is_reported():
    dropped = MODULE.replace("def top(xs):\n    return sorted(xs)[:LIMIT]\n", "")
    v = check(MODULE, dropped, "stats.py", "add type hints to every public function")
    assert v.kind == "removes" and v.removed == ("top",) and v.text == "breaks: removes `top`" and v.detail == "removes `top`"


def test_a_deleted_method_is_reported():
    v = check(MODULE, MODULE.replace("    def area(self):\n        return self.size * self.size\n", "    pass\n"), "s.py", "add docstrings")
    assert v.removed == ("Box.area",)


@pytest.mark.parametrize(
    "instruction",
    ["Delete the `top` function.", "rename top to head", "remove unused functions", "inline top"],
)
def test_removals_the_instruction_asked_for_pass(instruction):
    after = MODULE.replace("def top(xs):\n    return sorted(xs)[:LIMIT]\n", "")
    if "rename" in instruction:
        after = MODULE.replace("def top(", "def head(")
    assert check(MODULE, after, "stats.py", instruction).kind == "parses"


def test_an_original_that_did_not_parse_is_not_broken_by_the_edit():
    v = check("def f(:\n", "def f(:\n  pass\n", "a.py")
    assert v.kind == "unparsed" and not v.breaks and "nor did the original" in v.text
    assert check("def f(:\n", "def f():\n    pass\n", "a.py").ok


@pytest.mark.parametrize(
    "name, before, good, bad",
    [
        ("a.json", '{"a": 1}\n', '{\n  "a": 1\n}\n', '{"a": 1,}\n'),
        ("a.toml", 'a = 1\n', 'a = 1\nb = "x"\n', 'a = 1\nb = \n'),
        ("a.yaml", 'a: 1\n', 'a: 1\nb: [1, 2]\n', 'a: 1\nb: [1, 2\n'),
        ("a.yml", '---\na: 1\n---\nb: 2\n', '---\na: 1\n---\nb: 3\n', 'a: 1\n  b: 2\n'),
    ],
)
def test_data_files(name, before, good, bad):
    assert check(before, good, name).kind == "parses"
    v = check(before, bad, name)
    assert v.kind == "syntax" and v.breaks and v.line is not None, v


def test_json_line_number():
    v = check('{"a": 1}', '{\n  "a": 1,\n  "b": \n}\n', "x.json")
    assert v.text.startswith("breaks syntax at line 4: ")


def test_other_file_types_are_not_checked():
    v = check("main = 1\n", "main = (\n", "main.hs")
    assert v.kind == "unchecked" and v.text == "not checked (.hs), intent not checked" and not v.breaks
    assert v.level == "parses"
    assert check("", "x", "Dockerfile").text == "not checked (Dockerfile), intent not checked"


def test_the_retry_instruction_says_what_broke():
    v = check("x = 1\n", "x = (1\n", "a.py", "tidy")
    text = retry_instruction("tidy ", v)
    assert text.startswith("tidy\nYour previous attempt broke the file: it breaks syntax at line ")
    assert text.endswith(". Keep the file valid.")
    assert retry_instruction(text, v) == text  # a retry of a retry: one note, the latest


def test_a_deleted_line_the_next_one_needs_is_reported():
    # the example: a line the next line depends on was deleted
    broken = MODULE.replace("    total = 0\n", "")
    v = check(MODULE, broken, "stats.py", "add type hints to every public function")
    assert v.kind == "undefined" and v.breaks and v.removed == ("total",)
    assert v.text == f"breaks: leaves `total` undefined at line {v.line}" and "total +=" in broken.splitlines()[v.line - 1]


def test_names_bound_elsewhere_builtins_and_handlers_are_not_undefined():
    before = "import os\ndef f(p):\n    try:\n        n = len(p)\n    except OSError as e:\n        raise ValueError(e)\n    return n, __name__\n"
    after = before.replace("        n = len(p)\n", "        n = len(p) + 1\n")
    assert check(before, after, "a.py", "off by one").kind == "parses"
    # scope-blind on purpose: `n` is still bound in g, so a deletion in f goes unseen (no false alarm)
    star = "from os.path import *\n" + before
    assert check(star, star.replace("        n = len(p)\n", "        pass\n"), "a.py", "x").kind == "parses"
    two = before + "def g():\n    n = 1\n    return n\n"
    assert check(two, two.replace("        n = len(p)\n", "        pass\n"), "a.py", "x").kind == "parses"
