"""`redraft bench` from the command line: --quick and --verify-cost end to end on tiny
models (the model load patched), and bad flags refused in one line before any load."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from redraft.app.cli import main

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def tiny_load(monkeypatch):
    from redraft.engine.session import Session
    from tests.test_bench import tiny_session

    calls = []

    def load(cls, **kw):
        calls.append(kw)
        return tiny_session()

    monkeypatch.setattr(Session, "load", classmethod(load))
    return calls


def one_line(capsys) -> str:
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1, err
    return err[0]


def test_quick_runs_the_reduced_set(tiny_load, tmp_path, capsys):
    assert main(["bench", "--quick", "--out", str(tmp_path / "q"), "--no-chart"]) == 0
    out, err = capsys.readouterr()
    assert len(tiny_load) == 1  # one model load, with the default model options
    assert {k: tiny_load[0].get(k) for k in ("model", "backend", "device", "dtype")} == {
        "model": None, "backend": "auto", "device": "auto", "dtype": "auto"
    }
    assert "| Prompt | plain (tok/s) | lookup (graded) | hf-pld | best lookup vs hf-pld |" in out
    for name in ("edit_fn", "edit_json", "write"):
        assert f"| {name} |" in out
    assert "edit_large" not in out and "story" not in out
    rep = json.loads((tmp_path / "q.json").read_text())
    assert rep["settings"]["quick"] and rep["settings"]["runs"] == 1 and rep["settings"]["max_tokens"] == 96
    assert rep["settings"]["modes"] == ["plain", "lookup", "hf-pld"]
    assert all(len(r["runs"]) == 1 and r["tokens"] <= 96 for r in rep["results"])
    assert (tmp_path / "q.md").read_text().startswith("# redraft bench: cpu, fp64 (quick)")
    assert "wrote " in err


def test_explicit_flags_override_quick(tiny_load, tmp_path, capsys):
    argv = ["bench", "--quick", "--prompts", "write", "--modes", "lookup-gated,hf", "--runs", "2",
            "--max-tokens", "8", "--no-report"]
    assert main(argv) == 0
    out, err = capsys.readouterr()
    assert out.startswith("| Prompt | plain (tok/s) | lookup-gated | hf |\n")
    assert "| write | " in out and "edit_fn" not in out
    assert "| write | hf | " in out and "| 8 | " in out
    assert "wrote" not in err


def test_verify_cost_random_weights_from_config(tmp_path, capsys):
    small = dict(model_type="llama", vocab_size=64, hidden_size=32, intermediate_size=64, num_hidden_layers=2,
                 num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=256)
    (tmp_path / "config.json").write_text(json.dumps(small))
    argv = ["bench", "--verify-cost", "--random-weights", str(tmp_path), "--context", "32", "--reps", "2",
            "--device", "cpu", "--dtype", "fp32", "--out", str(tmp_path / "v"), "--no-chart"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert out.startswith("| width | ms (median) |") and "\n| 16 | " in out
    rep = json.loads((tmp_path / "v.json").read_text())
    assert rep["kind"] == "verify-cost" and rep["verify"]["context"] == 32
    assert rep["model"].startswith("random-weights:")


@pytest.mark.parametrize(
    "flags, words",
    [
        (["--bogus"], ["unrecognized arguments: --bogus"]),
        (["--runs", "x"], ["--runs", "invalid int"]),
        (["--runs", "0"], ["--runs must be >= 1"]),
        (["--max-tokens", "0"], ["--max-tokens"]),
        (["--modes", "plain,warp"], ["unknown mode warp"]),
        (["--prompts", "nope"], ["unknown prompt nope"]),
        (["--prompts", ","], ["empty list"]),
        (["--max-draft", "0"], ["--max-draft"]),
        (["--random-weights", "qwen2.5-7b"], ["--random-weights times --verify-cost, or the prompts with --replies"]),
        (["--replies", "r.json"], ["--replies goes with --random-weights"]),
        (["--random-weights", "qwen2.5-7b", "--replies", "r.json", "--modes", "plain,hf"], ["not transformers' (hf, hf-pld)"]),
        (["--random-weights", "gpt-9", "--replies", "r.json"], ["known shape"]),
        (["--temp", "0.7"], ["apply to --quality"]),
        (["--quality", "--best-of", "4"], ["--best-of 4 needs sampling"]),
        (["--verify-cost", "--random-weights", "gpt-9"], ["known shape"]),
        (["--verify-cost", "--max-width", "65"], ["--max-width"]),
        (["--dtype", "int3"], ["--dtype"]),
    ],
)
def test_bad_flags_are_one_line_before_loading(flags, words, capsys, monkeypatch):
    from redraft.engine.session import Session

    def refuse(cls, **kw):
        raise AssertionError("a bad flag must be refused before the model loads")

    monkeypatch.setattr(Session, "load", classmethod(refuse))
    assert main(["bench", *flags]) == 2
    line = one_line(capsys)
    assert line.startswith("redraft: error: ")
    for w in words:
        assert w in line, line


def test_bad_flag_subprocess_one_line():
    p = subprocess.run([sys.executable, "-m", "redraft.app", "bench", "--runs", "0"], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert p.returncode == 2
    assert p.stderr.strip().splitlines() == ["redraft: error: --runs must be >= 1, got 0"]


def test_command_line_records_the_settings_it_ran_under(monkeypatch):
    from redraft.app.bench_cmd import command_line

    for key in [k for k in os.environ if k.startswith("REDRAFT_")]:
        monkeypatch.delenv(key)
    monkeypatch.setattr(sys, "argv", ["redraft", "bench", "--verify-cost", "--dtype", "fp32"])
    assert command_line() == "redraft bench --verify-cost --dtype fp32"
    monkeypatch.setenv("REDRAFT_CPU_LINEAR", "stock")
    monkeypatch.setenv("REDRAFT_COMMIT", "abc123")  # a label, not a setting
    assert command_line() == "REDRAFT_CPU_LINEAR=stock redraft bench --verify-cost --dtype fp32"


def test_the_cli_passes_redraft_commit_in(tiny_load, tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("REDRAFT_COMMIT", "abc123")
    assert main(["bench", "--quick", "--prompts", "write", "--modes", "plain", "--out", str(tmp_path / "q"), "--no-chart"]) == 0
    assert json.loads((tmp_path / "q.json").read_text())["commit"] == "abc123"


def test_help_lists_modes():
    p = subprocess.run([sys.executable, "-m", "redraft.app", "bench", "--help"], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert p.returncode == 0
    for word in ("--quick", "--verify-cost", "--random-weights", "hf-pld", "lookup-gated"):
        assert word in p.stdout


def test_quality_judges_every_edit_and_keeps_the_outputs(tiny_load, tmp_path, capsys):
    d = tmp_path / "set"
    (d / "src").mkdir(parents=True)
    (d / "src" / "a.json").write_text('{"a": 1}\n')
    head = 'kind = "edit"\nsource = "src/a.json"\ninstruction = "add b"\nmax_tokens = 12\n'
    (d / "always.toml").write_text(head + '[checks]\nnot_contains = ["never there"]\n')
    (d / "never.toml").write_text(head + '[checks]\ncontains = ["never there"]\n')
    assert main(["bench", "--quality", "--prompts-dir", str(d), "--out", str(tmp_path / "q")]) == 0
    out = capsys.readouterr().out
    assert "quality tiny on cpu, fp64: plain 1/2 (50%), lookup (graded) 1/2 (50%)" in out
    rep = json.loads((tmp_path / "q.json").read_text())
    assert rep["settings"]["quality"] and rep["settings"]["modes"] == ["plain", "lookup"] and rep["runs"] == 1
    rows = {(r["prompt"], r["mode"]): r for r in rep["results"]}
    assert rows[("always", "lookup")]["correct"] and rows[("always", "lookup")]["failures"] == []
    assert not rows[("never", "plain")]["correct"] and rows[("never", "plain")]["failures"] == ["lacks 'never there'"]
    assert all(r["output"] for r in rep["results"])  # every reply is kept
    assert rows[("never", "plain")]["verdict"]["kind"] in ("syntax", "parses")  # the check the user sees
    assert [q["correct"] for q in rep["quality"]] == [1, 1]
    md = (tmp_path / "q.md").read_text()
    assert md.startswith("# redraft bench --quality: tiny, cpu, fp64")
    level = rows[("never", "plain")]["verdict"]["level"]
    assert f"| never | a.json | incorrect ({level}): lacks 'never there' |" in md
    # what the check said of them: its levels, the wrong edits it flagged, its false alarms
    q = rep["quality"][0]
    flagged = {k: rows[(k, "plain")]["verdict"]["level"] in ("suspect", "breaks") for k in ("always", "never")}
    assert sum(q["levels"].values()) == 2 and q["wrong"] == 1
    assert (q["wrong_flagged"], q["right_flagged"]) == (int(flagged["never"]), int(flagged["always"]))
    assert f"| {q['wrong_flagged']}/1 | {q['right_flagged']}/1 |" in md
    assert "check: plain " in out
    assert not (tmp_path / "q.png").exists()
    # a check fixed after the run: the recorded replies are judged again, nothing runs
    (d / "never.toml").write_text(head + '[checks]\nnot_contains = ["never there either"]\n')
    calls = len(tiny_load)
    assert main(["bench", "--rejudge", str(tmp_path / "q.json"), "--prompts-dir", str(d), "--out", str(tmp_path / "r")]) == 0
    again = json.loads((tmp_path / "r.json").read_text())
    assert [q["correct"] for q in again["quality"]] == [2, 2] and len(tiny_load) == calls
    assert [r["output"] for r in again["results"]] == [r["output"] for r in rep["results"]]


def test_quality_refuses_verify_cost(capsys):
    assert main(["bench", "--quality", "--verify-cost"]) == 2
    assert "pick one" in one_line(capsys)


def test_quality_can_run_one_mode_without_the_plain_baseline(tiny_load, tmp_path, capsys):
    assert main(["bench", "--quality", "--quick", "--modes", "lookup", "--out", str(tmp_path / "q")]) == 0
    rep = json.loads((tmp_path / "q.json").read_text())
    assert [m["name"] for m in rep["modes"]] == ["lookup"] and rep["quality"][0]["judged"] == 3
    assert all(r["parity"] is None and r["speedup"] is None for r in rep["results"])
    assert "## Speed" not in (tmp_path / "q.md").read_text()
    from redraft.bench.modes import make_modes

    assert [m.name for m in make_modes(["lookup"])] == ["plain", "lookup"]  # the speed bench keeps its baseline
