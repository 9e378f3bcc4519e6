"""The move rule (engine/verify/move.py): "move A above B" that moved nothing, rewrote lines
on the way, or put A on the wrong side is suspect (a user trial saw such a result pass as
"parses"); the real move is verified."""

from __future__ import annotations

import pytest

from redraft.engine import check
from redraft.engine.verify.intent import read
from redraft.engine.verify.move import Move

PY = "def main():\n    helper()\n\n\ndef helper():\n    return 1\n\n\ndef tail():\n    pass\n"
MOVED = "def helper():\n    return 1\n\n\ndef main():\n    helper()\n\n\ndef tail():\n    pass\n"


@pytest.mark.parametrize("ask, name, anchor, before", [
    ("move helper above main", "helper", "main", True),
    ("Move the `helper` function above `main`.", "helper", "main", True),
    ("put parse_args after main", "parse_args", "main", False),
    ("move the logging section below the server section", "logging", "server", False),
    ("move helper() so that it comes before main()", "helper", "main", True),
])
def test_moves_are_read(ask, name, anchor, before):
    assert read(ask) == Move(name, anchor, before)


@pytest.mark.parametrize("ask", ["move it above main", "move the imports to the top", "move helper above main and rename it"])
def test_other_moves_are_not_claimed(ask):
    assert not isinstance(read(ask), Move)


def test_a_move_is_judged_by_where_it_landed_and_what_it_kept():
    ask = "move helper above main"
    assert check(PY, MOVED, "m.py", ask).text == "verified (moved `helper` above `main`)"
    assert check(PY, PY, "m.py", ask).detail == "no changes"
    v = check(PY, MOVED.replace("return 1", "return 2"), "m.py", ask)
    assert v.level == "suspect" and v.detail == "a move also changed lines (result line 2)", v.text
    wrong_side = "def main():\n    helper()\n\n\ndef tail():\n    pass\n\n\ndef helper():\n    return 1\n"
    v = check(PY, wrong_side, "m.py", ask)
    assert v.level == "suspect" and v.detail == "`helper` is not above `main` (result lines 9 and 1)", v.text
    v = check(PY, wrong_side, "m.py", "move helper below tail")
    assert v.level == "verified", v.text
    dropped = MOVED.replace("def tail():\n    pass\n", "")
    assert check(PY, dropped, "m.py", ask).detail == "removes `tail`"  # the syntax and names check's, first
    assert check(PY, dropped, "m.rb", ask).detail == "a move also dropped 2 lines"
