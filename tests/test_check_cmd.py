"""`redraft check ORIGINAL RESULT|--diff PATCH -i INSTRUCTION`: the verdict on an edit made by
anything; exit 0 verified/parses, 1 suspect/breaks, 2 bad input; --json on stdout."""

from __future__ import annotations

import difflib
import json
import subprocess

import pytest

from redraft.app.cli import main
from redraft.app.patching import apply_patch
from redraft.app.visible import shown_path
from redraft.engine.errors import InputError

SOURCE = "def mean(values):\n    return sum(values) / len(values)\n\n\nPORT = 8080\nALT = 18080\n"


def write(tmp_path, name: str, text: str):
    p = tmp_path / name
    p.write_text(text)
    return p


def udiff(a: str, b: str, name: str = "m.py") -> str:
    return "".join(difflib.unified_diff(a.splitlines(True), b.splitlines(True), f"a/{name}", f"b/{name}"))


def test_verified_parses_suspect_and_breaks_exit_codes(tmp_path, capsys):
    orig = write(tmp_path, "m.py", SOURCE)
    good = write(tmp_path, "good.py", SOURCE.replace("8080\nALT", "9090\nALT"))
    assert main(["check", str(orig), str(good), "-i", "change port 8080 to 9090"]) == 0
    assert capsys.readouterr().err == f"verified (renamed 1 of 1) · {shown_path(orig)}\n"  # the verdict first, then the file
    greedy = write(tmp_path, "greedy.py", SOURCE.replace("8080", "9090"))
    assert main(["check", str(orig), str(greedy), "-i", "change port 8080 to 9090"]) == 1
    assert capsys.readouterr().err == ("suspect: renamed 1 of 1; also changed 1 token that is not 8080: "
                                       f"line 6 `18080` -> `19090` · {shown_path(orig)}\n")
    assert main(["check", str(orig), str(good), "-i", "make the port configurable"]) == 0
    assert capsys.readouterr().err == f"parses, intent not checked · {shown_path(orig)}\n"
    broken = write(tmp_path, "broken.py", SOURCE.replace("values)\n", "values\n", 1))
    assert main(["check", str(orig), str(broken), "-i", "rename values to xs"]) == 1
    assert capsys.readouterr().err.startswith("breaks syntax at line 2")


def test_json_on_stdout(tmp_path, capsys):
    orig = write(tmp_path, "m.py", SOURCE)
    assert main(["check", str(orig), str(orig), "-i", "rename values to xs", "--json"]) == 1
    out, err = capsys.readouterr()
    got = json.loads(out)
    assert got["file"] == str(orig) and got["level"] == "suspect" and got["text"] == "suspect: no changes"
    assert got["intent"] == [{"rule": "unchanged", "ok": False, "text": "no changes", "lines": []}]
    assert err.startswith(f"suspect: no changes · {shown_path(orig)}\n")
    # the rename computed from the syntax tree is offered: where the result departs from it, and how to write it
    assert got["fix"] == {"how": "renamed with tree-sitter", "departs": [1, 2]}
    assert err.strip().endswith("the result departs from it at lines 1, 2; --fix writes it")


def test_a_patch_is_applied_first(tmp_path, capsys):
    orig = write(tmp_path, "m.py", SOURCE)
    patch = write(tmp_path, "p.diff", udiff(SOURCE, SOURCE.replace("values", "xs")))
    assert main(["check", str(orig), "--diff", str(patch), "-i", "rename values to xs"]) == 0
    assert capsys.readouterr().err == f"verified (renamed 3 of 3) · {shown_path(orig)}\n"


@pytest.mark.parametrize("before, after", [
    ("a\nb\nc\n", "a\nB\nc\n"),
    ("a\nb\nc\n", "a\nb\nC"),  # the result loses its final newline
    ("a\nb\nc", "a\nb\nC\n"),  # and gains one
    ("a\nb\nc", "A\nb\nc"),  # an untouched end keeps having none
    ("a\nb\nc\n", "a\nc\nd\n"),
    ("", "new\n"),
])
def test_apply_patch_matches_diff_u(tmp_path, before, after):
    a, b = write(tmp_path, "a.txt", before), write(tmp_path, "b.txt", after)
    patch = subprocess.run(["diff", "-u", str(a), str(b)], capture_output=True, text=True).stdout
    assert apply_patch(before, patch) == after


def test_bad_input_is_one_line_and_exit_2(tmp_path, capsys):
    orig = write(tmp_path, "m.py", SOURCE)
    other = udiff("x = 1\n", "x = 2\n", "other.py")
    cases = [
        (["check", str(orig), "-i", "x"], "give the edited file as RESULT or a patch as --diff PATCH"),
        (["check", str(orig), str(orig), "--diff", str(orig), "-i", "x"], "one of the two"),
        (["check", str(orig), str(tmp_path / "nope.py"), "-i", "x"], "nope.py"),
        (["check", str(orig), str(orig), "-i", "  "], "the instruction is empty"),
        (["check", str(orig), "--diff", str(write(tmp_path, "o.diff", other)), "-i", "x"], "does not apply"),
        (["check", str(orig), "--diff", str(orig), "-i", "x"], "has no hunks"),
        (["check", str(orig), "--diff", str(write(tmp_path, "two.diff", udiff(SOURCE, SOURCE + "#\n") + other)), "-i", "x"],
         "diffs of 2 files"),
    ]
    for argv, says in cases:
        assert main(argv) == 2, argv
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and says in err and "Traceback" not in err, (argv, err)


def test_apply_patch_refuses_a_mismatch():
    with pytest.raises(InputError, match="does not apply"):
        apply_patch("a\nb\n", udiff("a\nc\n", "a\nd\n"))
