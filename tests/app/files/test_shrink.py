"""The shrink rule (app/files/shrink.py): a result that loses much of the file the instruction did
not ask to delete is found; legitimate edits that shrink a file are not. Instructions are
paraphrased the way users write them."""

from __future__ import annotations

import json

import pytest

from redraft.app.files.shrink import asks, shrinkage

FIVE = "def inc(x):\n    return x + 1\n\nvalue = inc(2)\nprint(value)\n"
PROGRAM = "".join(f"def f{i}(a, b):\n    return a * {i} + b\n\n\n" for i in range(8)) + "print(f1(2, 3))\n"


# ---- the reproduced cases --------------------------------------------------------------------
def test_one_long_line_cut_to_six_bytes():
    before = "x = [" + ", ".join(["12345"] * 14284) + "]\n"
    found = shrinkage(before, "y = 1\n", "rename x to y")
    assert found is not None and found.kind == "drops"
    assert found.describe() == f"the result drops {len(before) - 6:,} of {len(before):,} bytes"


def test_a_1502_line_file_cut_to_one_line():
    before = "".join(f"v{i} = {i}\n" for i in range(1502))
    found = shrinkage(before, "v0 = 1\n", "Rename v0 to start")
    assert found is not None
    assert found.describe().startswith("the result drops 1,501 of 1,502 lines and ")


@pytest.mark.parametrize(
    "instruction", ["rename inc to increment", "add type hints", "use an f-string in the print", "Add a docstring."]
)
def test_a_result_that_stops_before_the_last_statement_ends_early(instruction):
    after = FIVE.replace("print(value)\n", "")
    found = shrinkage(FIVE, after, instruction)
    assert found is not None and found.kind == "ends early"
    assert found.describe() == "the result ends early: the file's last line (line 5 of 5) is missing from it"


def test_the_last_two_lines_missing_are_named():
    found = shrinkage(FIVE, "def inc(x):\n    return x + 1\n", "add a docstring to inc")
    assert found is not None and "last lines (4-5 of 5) are missing" in found.describe()


# ---- legitimate edits that shrink the file ---------------------------------------------------
def test_removing_one_function_of_a_small_file_is_asked_for():
    after = PROGRAM.replace("def f3(a, b):\n    return a * 3 + b\n\n\n", "").replace(
        "def f4(a, b):\n    return a * 4 + b\n\n\n", "")
    for said in ("remove f3 and f4", "get rid of the functions f3 and f4", "Please drop f3, f4"):
        assert shrinkage(PROGRAM, after, said) is None


def test_minified_json_loses_bytes_not_data():
    data = {"items": [{"id": i, "name": f"item {i}", "tags": ["a", "b"]} for i in range(40)]}
    before = json.dumps(data, indent=4) + "\n"
    assert shrinkage(before, json.dumps(data, separators=(",", ":")), "make it one line") is None
    assert shrinkage(before, json.dumps(data, separators=(",", ":")), "compact json please") is None


def test_deleting_all_comments_may_remove_most_of_a_file():
    body = "".join(f"# note {i}: explains the next line in some detail\nv{i} = {i}\n" for i in range(20))
    after = "".join(f"v{i} = {i}\n" for i in range(20))
    assert shrinkage(body, after, "delete all comments") is None
    assert shrinkage(body, after, "strip the comments out") is None
    assert shrinkage(body, after, "rename v0 to first") is not None  # not asked: refused


def test_keeping_a_part_has_no_limit():
    after = "def f3(a, b):\n    return a * 3 + b\n"
    for said in ("keep only f3", "delete everything except f3", "remove all of the functions other than f3",
                 "summarise it in one paragraph", "clear the file but f3"):
        assert shrinkage(PROGRAM, after, said) is None, said


def test_a_deletion_that_takes_nearly_everything_is_still_found():
    assert shrinkage(PROGRAM, "print(1)\n", "remove the unused import") is not None


def test_moving_the_last_lines_up_is_not_ending_early():
    moved = "print(value)\n" + FIVE.replace("print(value)\n", "")
    assert shrinkage(FIVE, moved, "put the print first") is None


def test_an_edit_of_the_last_line_is_not_ending_early():
    assert shrinkage(FIVE, FIVE.replace("print(value)", "print(f'{value}')"), "use an f-string") is None


def test_removing_the_last_line_when_asked():
    assert shrinkage(FIVE, FIVE.replace("print(value)\n", ""), "delete the print") is None


def test_a_small_rewrite_is_never_a_drop():
    assert shrinkage("greeting = 'hello there, world'\n", "greeting = 'hi'\n", "shorter greeting please") is None
    assert shrinkage("greeting = 'hello there, world'\n", "greeting = 'hi'\n", "change the greeting to hi") is None


def test_growing_or_equal_results_are_fine():
    assert shrinkage(FIVE, FIVE + "print(inc(3))\n", "print inc(3) too") is None
    assert shrinkage("", "x = 1\n", "add x") is None
    assert shrinkage(FIVE, FIVE, "nothing") is None


@pytest.mark.parametrize(
    "instruction, want",
    [
        ("rename x to y", "nothing"),
        ("convert to snake_case", "nothing"),
        ("replace the loop with a comprehension", "nothing"),
        ("translate the comments into French", "nothing"),
        ("remove unused imports", "something"),
        ("Eliminate the dead code", "something"),
        ("make it more concise", "something"),
        ("erase the debug prints", "something"),
        ("keep only the imports", "all but a part"),
        ("Delete everything but main()", "all but a part"),
        ("TL;DR this", "all but a part"),
        ("add a summary line to the docstring", "nothing"),
        ("make the error message clear", "nothing"),
    ],
)
def test_what_an_instruction_asks_to_delete(instruction, want):
    assert asks(instruction) == want
