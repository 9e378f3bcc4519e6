"""`redraft edit` shows engine/checks.py's verdict on its stats line, for a breaking and a
non-breaking edit (the model replaced by a stub that returns a fixed result)."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest

from redraft.app.cli import main

SOURCE = "def mean(xs):\n    return sum(xs) / len(xs)\n\n\ndef top(xs):\n    return max(xs)\n"


class Stub:
    """A session whose edit returns `result`."""

    def __init__(self, result: str) -> None:
        self.result = result

    def edit(self, req, cfg):
        summary = SimpleNamespace(line=lambda: "[prompt lookup] 9 tokens", as_dict=lambda: {"tokens": 9}, complete=True, tokens=9,
                                  stop_reason="eos")
        return SimpleNamespace(text=self.result, done=SimpleNamespace(summary=summary, text=self.result))


@pytest.fixture
def model(monkeypatch):
    from redraft.engine.session import Session

    def use(result: str):
        monkeypatch.setattr(Session, "load", classmethod(lambda cls, **kw: Stub(result)))

    return use


def test_a_good_edit_says_parses(model, tmp_path, capsys):
    f = tmp_path / "m.py"
    f.write_text(SOURCE)
    model(SOURCE.replace("xs", "values"))
    stats = tmp_path / "s.json"
    assert main(["edit", str(f), "-i", "rename xs to values", "--stats-json", str(stats)]) == 0
    assert capsys.readouterr().err.strip().splitlines()[-1] == "[prompt lookup] 9 tokens, check: verified (renamed 5 of 5)"
    got = json.loads(stats.read_text())["check"]
    assert got["kind"] == "parses" and got["level"] == "verified" and got["intent"][0]["text"] == "renamed 5 of 5"


def test_a_breaking_edit_says_where(model, tmp_path, capsys):
    f = tmp_path / "m.py"
    f.write_text(SOURCE)
    model(SOURCE.replace("return max(xs)", "return max(xs"))
    assert main(["edit", str(f), "-i", "tidy"]) == 0  # a diff is only shown
    line = capsys.readouterr().err.strip().splitlines()[-1]
    assert line.startswith("[prompt lookup] 9 tokens, check: breaks syntax at line 6: ")


def test_write_refuses_a_breaking_result_unless_forced(model, tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("REDRAFT_STATE_DIR", str(tmp_path / "state"))
    f = tmp_path / "m.py"
    f.write_text(SOURCE)
    model(SOURCE.replace("return max(xs)", "return max(xs"))
    assert main(["edit", str(f), "-i", "tidy", "--write"]) == 2
    err = capsys.readouterr().err.strip().splitlines()[-1]
    assert "not written: the result breaks syntax at line 6" in err and "--force" in err
    assert f.read_text() == SOURCE
    assert main(["edit", str(f), "-i", "tidy", "--write", "--force"]) == 0
    assert f.read_text().endswith("return max(xs\n")


def test_write_takes_a_good_result(model, tmp_path, monkeypatch):
    monkeypatch.setenv("REDRAFT_STATE_DIR", str(tmp_path / "state"))
    f = tmp_path / "m.py"
    f.write_text(SOURCE)
    model(SOURCE.replace("xs", "values"))
    assert main(["edit", str(f), "-i", "rename xs to values", "--write"]) == 0
    assert "values" in f.read_text()
