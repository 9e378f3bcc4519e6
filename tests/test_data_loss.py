"""The last data-loss paths of the safe-write routine (issue 25), reproduced on real files:
a CR-only file, a result that shrinks the file, a save that lands just before the rename,
a hard-linked file."""

from __future__ import annotations

from pathlib import Path

import pytest

from redraft.app import cli
from redraft.app.files import read_source
from redraft.app.refusals import Refused
from redraft.app.safe_write import apply_edit
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

    def edit(self, req, cfg):
        s = Summary("prompt lookup", 90, 12, 5, 5, 20, 10, 100.0, 400.0, "eos")
        return EditResult(self.text, Done(f"```\n{self.text}```", (), s))


@pytest.fixture
def cli_env(tmp_path, monkeypatch):
    monkeypatch.setenv("REDRAFT_CONFIG", str(tmp_path / "no-config.toml"))

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
    assert "not written: the result drops 1,501 of 1,502 lines" in err[-1] and "--force" in err[-1]
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
