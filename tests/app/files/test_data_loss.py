"""The last data-loss paths of the safe-write routine (issue 25), reproduced on real files:
a CR-only file, a result that shrinks the file, a save that lands just before the rename,
a hard-linked file."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from redraft.app.files import atomic
from redraft.app import cli
from redraft.app.files.reading import read_source
from redraft.app.files.refusals import Refused
from redraft.app.files.safe_write import apply_edit
from redraft.engine.events import Done, Summary
from redraft.engine.session import EditResult, Session


def summary(stop: str = "eos") -> Summary:
    return Summary("prompt lookup", 50, 40, 10, 10, 30, 20, 5.0, 50.0, stop)


@pytest.fixture(autouse=True)
def state(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("REDRAFT_STATE_DIR", str(tmp_path / "state"))
    return tmp_path / "state"


# ---- CR-only line endings (old Mac files) ---------------------------------------------------
def test_a_cr_only_file_comes_back_cr_only_with_its_lines(tmp_path):
    f = tmp_path / "mac.txt"
    f.write_bytes(b"alpha = 1\rbeta = 2\rgamma = 3\rdelta = 4\repsilon = 5\r")
    loaded = read_source(f)
    assert loaded.text.count("\n") == 5  # the model sees five lines
    apply_edit(loaded, loaded.text.replace("beta", "BETA"), summary(), instruction="rename beta to BETA")
    raw = f.read_bytes()
    assert raw == b"alpha = 1\rBETA = 2\rgamma = 3\rdelta = 4\repsilon = 5\r"
    assert b"\n" not in raw and raw.count(b"\r") == 5


# ---- a result that shrinks the file is never applied silently ---------------------------------
BIG = "".join(f"total_{i} = compute({i}, scale=2)\n" for i in range(1502))


def test_a_result_that_drops_almost_the_whole_file_is_refused_then_forced(tmp_path):
    f = tmp_path / "big.py"
    f.write_text(BIG)
    loaded = read_source(f)
    with pytest.raises(Refused) as err:
        apply_edit(loaded, "x = 1\n", summary(), instruction="rename compute to calc")
    assert err.value.forceable and [r.code for r in err.value.refusals] == ["shrinks"]
    assert f"the result drops 1,501 of 1,502 lines and {len(BIG) - 6:,} of {len(BIG):,} bytes" in str(err.value)
    assert "--force" in str(err.value) and "\n" not in str(err.value)
    assert f.read_text() == BIG
    apply_edit(loaded, "x = 1\n", summary(), force={"shrinks"}, instruction="rename compute to calc")
    assert f.read_text() == "x = 1\n"


def test_a_deletion_the_instruction_asks_for_is_written(tmp_path):
    f = tmp_path / "big.py"
    f.write_text(BIG)
    kept = "".join(line for line in BIG.splitlines(keepends=True) if "(1" not in line)  # ~70% deleted
    apply_edit(read_source(f), kept, summary(), instruction="delete every assignment whose argument starts with 1")
    assert f.read_text() == kept


class FakeSession:
    """Session.load's stand-in: its edit returns `text`."""

    def __init__(self, text: str) -> None:
        self.text = text

    def stats_line(self, summary):
        return summary.line()

    def edit(self, req, cfg):
        s = Summary("prompt lookup", 90, 12, 5, 5, 20, 10, 100.0, 400.0, "eos")
        return EditResult(self.text, Done(f"```\n{self.text}```", (), s))


@pytest.fixture
def cli_env(tmp_path, monkeypatch):
    monkeypatch.setenv("REDRAFT_CONFIG", "/dev/null")  # no config file

    def edit(capsys, result: str, *argv: str) -> tuple[int, list[str]]:
        monkeypatch.setattr(Session, "load", classmethod(lambda cls, **kw: FakeSession(result)))
        code = cli.main(["edit", *argv])
        return code, capsys.readouterr().err.strip().splitlines()

    return edit


def test_the_cli_refuses_a_shrinking_write_and_keeps_the_result(tmp_path, capsys, cli_env):
    f = tmp_path / "big.py"
    f.write_text(BIG)
    code, err = cli_env(capsys, "x = 1\n", str(f), "-i", "rename compute to calc", "--write")
    assert code == 2 and f.read_text() == BIG
    assert "not written: " in err[-1] and "the result drops 1,501 of 1,502 lines" in err[-1] and "--force" in err[-1]
    saved = sorted((tmp_path / "state" / "backups").glob("*.result"))
    assert saved and saved[0].read_text() == "x = 1\n"


def test_the_cli_passes_the_instruction_so_an_asked_deletion_is_written(tmp_path, capsys, cli_env):
    f = tmp_path / "five.py"
    five = "def inc(x):\n    return x + 1\n\nvalue = inc(2)\nprint(value)\n"
    f.write_text(five)
    code, err = cli_env(capsys, five.replace("print(value)\n", ""), str(f), "-i", "add a docstring", "--write")
    assert code == 2 and f.read_text() == five and "the result ends early" in err[-1]
    code, err = cli_env(capsys, five.replace("print(value)\n", ""), str(f), "-i", "remove the print", "--write")
    assert code == 0 and f.read_text() == five.replace("print(value)\n", "")


# ---- a save that lands between the last check and the swap is never overwritten --------------
ORIGINAL = "x = 1\ny = 2\nz = 3\n"


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".redraft"))


def test_this_filesystem_can_exchange(tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    a.write_text("A")
    b.write_text("B")
    assert atomic.exchange(a, b) and (a.read_text(), b.read_text()) == ("B", "A")


@pytest.mark.parametrize(
    "save",
    [
        lambda f: f.write_text("x = 1\ny = 2\nz = 3\n# theirs\n"),  # in place, another size
        lambda f: f.write_text("x = 9\ny = 2\nz = 3\n"),  # in place, same size
        lambda f: (f.with_name("new").write_text("theirs = 1\n"), os.replace(f.with_name("new"), f)),  # rename-over
    ],
    ids=["in-place", "same-size", "rename-over"],
)
def test_a_save_just_before_the_swap_survives_and_the_write_is_refused(tmp_path, monkeypatch, save):
    f = tmp_path / "a.py"
    f.write_text(ORIGINAL)
    loaded = read_source(f)
    theirs: list[bytes] = []

    def land(target):  # another program saves after the last check, microseconds before the swap
        save(target)
        theirs.append(target.read_bytes())

    monkeypatch.setattr(atomic, "before_swap", land)
    with pytest.raises(Refused) as err:
        apply_edit(loaded, "count = 1\ny = 2\nz = 3\n", summary(), force=True)
    assert f.read_bytes() == theirs[0]
    assert [r.code for r in err.value.refusals] == ["changed"] and not err.value.forceable
    assert leftovers(tmp_path) == []


def test_a_save_that_lands_just_before_the_swap_survives_through_the_cli(tmp_path, capsys, cli_env, monkeypatch):
    f = tmp_path / "a.py"
    f.write_text(ORIGINAL)
    monkeypatch.setattr(atomic, "before_swap", lambda target: target.write_text(ORIGINAL + "# theirs\n"))
    code, err = cli_env(capsys, "count = 1\ny = 2\nz = 3\n", str(f), "-i", "rename x to count", "--write")
    assert code == 2 and f.read_text() == ORIGINAL + "# theirs\n"
    assert "changed on disk since redraft read it" in err[-1] and "--force" not in err[-1]
    (saved,) = sorted((tmp_path / "state" / "backups").glob("*.result"))
    assert saved.read_text() == "count = 1\ny = 2\nz = 3\n"  # the result is kept, as for any refusal


def test_without_an_exchange_the_write_renames_over_the_file(tmp_path, monkeypatch):
    f = tmp_path / "a.py"
    f.write_text(ORIGINAL)
    monkeypatch.setattr(atomic, "_renameat2", lambda: None)  # not Linux, or an old libc
    apply_edit(read_source(f), "count = 1\ny = 2\nz = 3\n", summary())
    assert f.read_text() == "count = 1\ny = 2\nz = 3\n" and leftovers(tmp_path) == []


def test_a_swap_that_finds_the_file_gone_is_refused(tmp_path, monkeypatch):
    f = tmp_path / "a.py"
    f.write_text(ORIGINAL)
    monkeypatch.setattr(atomic, "before_swap", lambda target: target.unlink())
    with pytest.raises(Refused, match="was deleted or moved"):
        apply_edit(read_source(f), "count = 1\ny = 2\nz = 3\n", summary())
    assert not f.exists() and leftovers(tmp_path) == []


# ---- hard links: refused unless forced, never split silently -------------------------------------
def test_a_hard_linked_file_is_refused_then_forced_splits_it(tmp_path):
    f, other = tmp_path / "a.py", tmp_path / "b.py"
    f.write_text(ORIGINAL)
    os.link(f, other)
    loaded = read_source(f)
    with pytest.raises(Refused) as err:
        apply_edit(loaded, "count = 1\ny = 2\nz = 3\n", summary())
    assert [r.code for r in err.value.refusals] == ["hard_links"] and err.value.forceable
    assert "has 2 hard links: writing gives this name a new file and the other name keeps the old text" in str(err.value)
    assert f.read_text() == other.read_text() == ORIGINAL and f.stat().st_ino == other.stat().st_ino
    apply_edit(loaded, "count = 1\ny = 2\nz = 3\n", summary(), force={"hard_links"})
    assert f.read_text() == "count = 1\ny = 2\nz = 3\n" and other.read_text() == ORIGINAL


def test_the_cli_refuses_a_hard_linked_file_before_the_model_runs(tmp_path, capsys, cli_env, monkeypatch):
    f = tmp_path / "a.py"
    f.write_text(ORIGINAL)
    os.link(f, tmp_path / "b.py")
    code, err = cli_env(capsys, "count = 1\ny = 2\nz = 3\n", str(f), "-i", "rename x to count", "--write")
    assert code == 2 and len(err) == 1 and "has 2 hard links" in err[0] and "--force" in err[0]
    code, err = cli_env(capsys, "count = 1\ny = 2\nz = 3\n", str(f), "-i", "rename x to count", "--write", "--force")
    assert code == 0 and f.read_text() == "count = 1\ny = 2\nz = 3\n" and (tmp_path / "b.py").read_text() == ORIGINAL
