"""`redraft edit` shows engine/checks.py's verdict on its stats line, refuses to --write a
suspect or breaking result unless forced, and retries such a result telling the model what
failed (the model replaced by a stub that returns fixed results, one per attempt)."""

from __future__ import annotations

import json
import os
from types import SimpleNamespace

import pytest

from redraft.app.cli import main

SOURCE = "def mean(xs):\n    return sum(xs) / len(xs)\n\n\ndef top(xs):\n    return max(xs)\n"
BROKEN = SOURCE.replace("return max(xs)", "return max(xs")
RENAMED = SOURCE.replace("xs", "values")


class Stub:
    """A session whose edits return `results` in turn (the last one again when they run out),
    recording each request and config."""

    def __init__(self, results: list[str]) -> None:
        self.results, self.calls = list(results), []

    def stats_line(self, summary):
        return summary.line()

    def edit(self, req, cfg):
        self.calls.append((req.instruction, cfg))
        text = self.results[min(len(self.calls), len(self.results)) - 1]
        summary = SimpleNamespace(line=lambda: "[prompt lookup] 9 tokens", as_dict=lambda: {"tokens": 9}, complete=True, tokens=9,
                                  stop_reason="eos", total_ms=500.0)
        return SimpleNamespace(text=text, done=SimpleNamespace(summary=summary, text=text))


@pytest.fixture
def model(monkeypatch):
    from redraft.engine.session import Session

    def use(*results: str) -> Stub:
        stub = Stub(list(results))
        monkeypatch.setattr(Session, "load", classmethod(lambda cls, **kw: stub))
        return stub

    return use


@pytest.fixture
def state(tmp_path, monkeypatch):
    monkeypatch.setenv("REDRAFT_STATE_DIR", str(tmp_path / "state"))
    monkeypatch.setenv("REDRAFT_CONFIG", os.devnull)  # no config file (main refuses a path with no file)


def test_a_good_edit_says_verified(model, tmp_path, capsys, state):
    f = tmp_path / "m.py"
    f.write_text(SOURCE)
    stub = model(RENAMED)
    stats = tmp_path / "s.json"
    assert main(["edit", str(f), "-i", "rename xs to values", "--stats-json", str(stats)]) == 0
    assert capsys.readouterr().err.strip().splitlines()[-1] == "[prompt lookup] 9 tokens, check: verified (renamed 5 of 5)"
    got = json.loads(stats.read_text())
    assert got["check"]["kind"] == "parses" and got["check"]["level"] == "verified" and got["check"]["intent"][0]["text"] == "renamed 5 of 5"
    assert got["kept"] == 1 and len(got["attempts"]) == 1 and len(stub.calls) == 1


def test_a_breaking_edit_says_where(model, tmp_path, capsys, state):
    f = tmp_path / "m.py"
    f.write_text(SOURCE)
    model(BROKEN)
    assert main(["edit", str(f), "-i", "tidy", "--retries", "0"]) == 3  # the diff is shown, not safe to apply blindly
    out = capsys.readouterr()
    stats, why = out.err.strip().splitlines()[-2:]
    assert stats.startswith("[prompt lookup] 9 tokens, check: breaks syntax at line 6: ")
    assert why.startswith("redraft: breaks: the result breaks syntax at line 6") and why.endswith("--write would refuse it")
    assert out.out.startswith("diff --git") and "+    return max(xs\n" in out.out
    assert main(["edit", str(f), "-i", "tidy", "--retries", "0", "--force"]) == 0  # printed, and the caller said so
    assert f.read_text() == SOURCE


def test_a_diff_that_drops_the_files_end_is_not_exit_0(model, tmp_path, capsys, state):
    f = tmp_path / "m.py"
    f.write_text(SOURCE)
    model(SOURCE.splitlines()[0] + "\n")  # finished, but only the file's first line
    assert main(["edit", str(f), "-i", "tidy", "--retries", "0"]) == 3
    err = capsys.readouterr().err
    assert "redraft: shrinks: " in err or "redraft: breaks: " in err


def test_an_unchanged_write_where_a_change_was_asked_is_not_exit_0(model, tmp_path, capsys, state):
    f = tmp_path / "m.py"
    f.write_text(SOURCE)
    model(SOURCE)
    assert main(["edit", str(f), "-i", "rename top to biggest", "--write", "--retries", "0"]) == 3
    assert "m.py: unchanged, and the instruction asked for a change (check: suspect: no changes)" in capsys.readouterr().err
    assert f.read_text() == SOURCE


def test_write_refuses_a_breaking_result_unless_forced(model, tmp_path, capsys, state):
    f = tmp_path / "m.py"
    f.write_text(SOURCE)
    model(BROKEN)
    assert main(["edit", str(f), "-i", "tidy", "--write", "--retries", "0"]) == 2
    err = capsys.readouterr().err.strip().splitlines()[-1]
    assert "not written: the result breaks syntax at line 6" in err and "--force" in err
    assert f.read_text() == SOURCE
    assert main(["edit", str(f), "-i", "tidy", "--write", "--force", "--retries", "0"]) == 0
    assert f.read_text().endswith("return max(xs\n")


def test_write_refuses_a_suspect_result_unless_forced(model, tmp_path, capsys, state):
    f = tmp_path / "m.py"
    f.write_text(SOURCE)
    half = SOURCE.replace("def mean(xs):\n    return sum(xs) / len(xs)", "def mean(values):\n    return sum(values) / len(xs)")
    model(half)
    assert main(["edit", str(f), "-i", "rename xs to values", "--write", "--retries", "0"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err[-2] == ("[prompt lookup] 9 tokens, check: suspect: renamed 2 of 5; 3 uses of xs left (lines 2, 5, 6)"
                       " · --fix delivers the computed result (renamed with tree-sitter)")
    assert "not written: the check finds the result suspect: renamed 2 of 5; 3 uses of xs left" in err[-1] and "--force" in err[-1]
    assert "a retry tells" not in err[-1]  # with --retries 0 no retry ran, and running it again tells the model nothing
    assert f.read_text() == SOURCE
    assert main(["edit", str(f), "-i", "rename xs to values", "--write", "--force", "--retries", "0"]) == 0
    assert f.read_text() == half


def test_write_takes_a_good_result(model, tmp_path, state):
    f = tmp_path / "m.py"
    f.write_text(SOURCE)
    model(RENAMED)
    assert main(["edit", str(f), "-i", "rename xs to values", "--write"]) == 0
    assert "values" in f.read_text()


def test_a_suspect_result_is_retried_telling_the_model_what_failed(model, tmp_path, capsys, state):
    f = tmp_path / "m.py"
    f.write_text(SOURCE)
    stub = model(SOURCE, RENAMED)  # the first attempt changed nothing
    stats = tmp_path / "s.json"
    assert main(["edit", str(f), "-i", "rename xs to values", "--write", "--stats-json", str(stats)]) == 0
    assert f.read_text() == RENAMED
    err = capsys.readouterr().err.strip().splitlines()
    assert err[0] == "redraft: attempt 1: check: suspect: no changes; retrying (greedy, telling the model what failed)"
    assert err[1] == ("[prompt lookup] 9 tokens, check: verified (renamed 5 of 5), attempt 2 of 2 kept "
                      "(2 attempts: 18 tokens, 1.0 s in all)")
    first, second = stub.calls
    assert first[0] == "rename xs to values"
    assert second[0] == "rename xs to values\nYour previous attempt did not do what was asked: no changes. Do exactly that and change nothing else."
    assert second[1] == first[1]  # greedy again: it gave something new
    got = json.loads(stats.read_text())
    assert got["kept"] == 2 and [a["check"]["level"] for a in got["attempts"]] == ["suspect", "verified"]


def test_a_greedy_retry_that_repeats_itself_samples_next(model, tmp_path, capsys, state):
    f = tmp_path / "m.py"
    f.write_text(SOURCE)
    stub = model(BROKEN, BROKEN, RENAMED)
    assert main(["edit", str(f), "-i", "rename xs to values", "--retries", "3"]) == 0
    err = capsys.readouterr().err.strip().splitlines()
    assert err[1].endswith("retrying (sampled, seed 1, telling the model what failed)")
    assert [c[1].sampling.seed for c in stub.calls] == [None, None, 1]
    assert stub.calls[2][1].sampling.temperature > 0
    assert err[2].endswith("attempt 3 of 3 kept (3 attempts: 27 tokens, 1.5 s in all)")


def test_when_no_attempt_passes_the_least_bad_is_kept(model, tmp_path, capsys, state):
    f = tmp_path / "m.py"
    f.write_text(SOURCE)
    stub = model(BROKEN, SOURCE)
    assert main(["edit", str(f), "-i", "rename xs to values", "--stdout"]) == 3  # none passed: not safe to apply
    out, err = capsys.readouterr()
    assert out == SOURCE and len(stub.calls) == 2  # suspect (no changes) before breaks
    stats, why = err.strip().splitlines()[-2:]
    assert stats.endswith("attempt 2 of 2 kept (none passed the check; 2 attempts: 18 tokens, 1.0 s in all)"
                          " · --fix delivers the computed result (renamed with tree-sitter)")
    assert why.startswith("redraft: suspect: the check finds the result suspect: no changes")


def test_retries_off_and_from_the_config(model, tmp_path, capsys, state, monkeypatch):
    f = tmp_path / "m.py"
    f.write_text(SOURCE)
    stub = model(BROKEN)
    assert main(["edit", str(f), "-i", "tidy", "--retries", "0"]) == 3 and len(stub.calls) == 1
    conf = tmp_path / "c.toml"
    conf.write_text("[check]\nretries = 2\n")
    stub = model(BROKEN)
    assert main(["edit", str(f), "-i", "tidy", "--config", str(conf)]) == 3 and len(stub.calls) == 3
    assert main(["edit", str(f), "-i", "tidy", "--retries", "-1"]) == 2
    assert "--retries -1: must be >= 0" in capsys.readouterr().err


def test_fix_delivers_the_computed_result_instead_of_a_suspect_one(model, tmp_path, capsys, state):
    f = tmp_path / "m.py"
    f.write_text(SOURCE)
    wrong = RENAMED.replace("max(values)", "min(values)")  # renamed, and a call changed nobody asked for
    model(wrong)
    assert main(["edit", str(f), "-i", "rename xs to values, nothing else", "--write", "--retries", "0"]) == 2
    assert "--fix delivers the computed result" in capsys.readouterr().err and f.read_text() == SOURCE
    stats = tmp_path / "s.json"
    assert main(["edit", str(f), "-i", "rename xs to values, nothing else", "--write", "--retries", "0", "--fix",
                 "--stats-json", str(stats)]) == 0
    err = capsys.readouterr().err
    assert "delivering the computed result (renamed with tree-sitter), not the model's" in err
    assert f.read_text() == RENAMED and json.loads(stats.read_text())["fixed"] is True
