"""tests/ mirrors the source folders (issue 45, tests/mirror.py): no test file at tests/'s top
level, none in a folder without a source folder of its own (besides e2e/, project/ and the
backends' contract suite), and one file name once (tests/tiers.py keys the slow list by it)."""

from __future__ import annotations

from collections import Counter

from tests import mirror


def test_every_test_file_sits_in_a_folder_that_mirrors_the_source():
    wrong = [p.relative_to(mirror.ROOT).as_posix() for p in mirror.test_files()
             if not mirror.allowed(p.parent.relative_to(mirror.TESTS).as_posix())]
    assert not wrong, f"{len(wrong)} out of place (run `python tests/mirror.py`): {wrong[:10]}"


def test_the_mirror_has_nothing_left_to_move():
    moves = [f"{a.relative_to(mirror.ROOT)} -> {b.relative_to(mirror.ROOT)}" for a, b, _ in mirror.plan()]
    assert not moves, f"{len(moves)} to move (run `python tests/mirror.py`): {moves[:10]}"


def test_a_test_files_name_is_used_once():
    twice = [n for n, k in Counter(p.name for p in mirror.test_files()).items() if k > 1]
    assert not twice, f"tests/tiers.py keys the slow list by file name: {twice}"


def test_the_top_level_and_a_folder_without_source_are_refused():
    assert not mirror.allowed(".")
    assert not mirror.allowed("tui") and not mirror.allowed("engine/nowhere") and not mirror.allowed("data")
    assert mirror.allowed("engine/verify") and mirror.allowed("app/tui") and mirror.allowed("e2e")


def test_a_new_file_gets_a_home_by_what_it_imports(tmp_path):
    f = tmp_path / "test_new.py"
    f.write_text('"""A new test."""\n\nfrom redraft.engine.errors import RedraftError\n'
                 "from redraft.engine.verify.intent import parse\nfrom redraft.engine.verify.move import check\n")
    assert mirror.by_imports(f)[0] == "engine/verify"
    f.write_text("from redraft.app.cli import main\nfrom redraft.bench.modes import MODES\n"
                 "from redraft.engine.propose.ngram import NgramIndex\n")
    assert mirror.by_imports(f)[0] == "e2e"
    f.write_text('"""The safe write (app/files/safe_write.py)."""\n')
    assert mirror.by_imports(f)[0] == "app/files"
    (tmp_path / "test_e2e_x.py").write_text("")
    assert mirror.by_imports(tmp_path / "test_e2e_x.py")[0] == "e2e"
