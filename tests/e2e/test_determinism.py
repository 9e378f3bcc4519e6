"""Run-to-run determinism (issue 26): the same edit gives the same bytes in every process and
under every entry point (redraft edit, the TUI's session, the bench).

The CUDA half (inductor's kernel choices pinned, every entry point on one fast path) is
measured on the H200 (docs/benchmarks/determinism.py); here: the switch itself, and on the
CPU, fresh processes of each entry point against each other on the real model."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def test_compiling_pins_inductors_kernel_choices(monkeypatch):
    import torch._inductor.config as inductor_config

    from redraft.engine.backends import cuda_graphs
    from redraft.engine.models.llama import LayerFns

    monkeypatch.setattr(inductor_config, "deterministic", False)
    monkeypatch.delenv(cuda_graphs.DETERMINISTIC_ENV, raising=False)
    cuda_graphs.compile_fns(LayerFns(len, len, len, len, None))  # torch.compile is lazy: nothing compiles
    assert inductor_config.deterministic is True


def test_the_environment_can_turn_the_pin_off_for_an_ab_run(monkeypatch):
    import torch._inductor.config as inductor_config

    from redraft.engine.backends import cuda_graphs

    monkeypatch.setattr(inductor_config, "deterministic", False)
    monkeypatch.setenv(cuda_graphs.DETERMINISTIC_ENV, "0")
    assert cuda_graphs.pin_kernel_choices() is False
    assert inductor_config.deterministic is False


EDIT = ROOT / "tests" / "data" / "edits" / "ini_parser.py"
INSTRUCTION = "In parse(), rename the local variable `stripped` to `content` everywhere."
MAX_TOKENS = 40


def _cli_edit() -> str:
    done = subprocess.run(
        [sys.executable, "-m", "redraft.app", "edit", str(EDIT), "-i", INSTRUCTION, "--stdout",
         "--max-tokens", str(MAX_TOKENS), "--device", "cpu"],
        capture_output=True, text=True, env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    assert done.returncode in (0, 3), done.stderr  # 3: stopped at --max-tokens, printed anyway
    return done.stdout


@pytest.mark.e2e
def test_every_entry_point_gives_the_same_bytes_in_fresh_processes(tmp_path):
    from redraft.engine.config import DecodeConfig
    from redraft.engine.prompting import extract
    from redraft.engine.session import EditRequest, Session

    first, second = _cli_edit(), _cli_edit()
    assert first == second  # two fresh `redraft edit` processes

    session = Session.load(device="cpu")  # as the TUI loads it: in-process tokenizer, warmed up
    session.warmup(DecodeConfig())
    req = EditRequest(EDIT.read_text(), INSTRUCTION, EDIT.name)
    for lookup in (True, False):
        assert session.edit(req, DecodeConfig(lookup=lookup, max_tokens=MAX_TOKENS)).text == first

    (tmp_path / EDIT.name).write_text(EDIT.read_text())
    (tmp_path / "p.toml").write_text(
        f'kind = "edit"\nsource = "{EDIT.name}"\ninstruction = {json.dumps(INSTRUCTION)}\nmax_tokens = {MAX_TOKENS}\n'
    )
    subprocess.run(
        [sys.executable, "-m", "redraft.app", "bench", "--prompts-dir", str(tmp_path), "--modes", "plain,lookup-graded",
         "--runs", "1", "--device", "cpu", "--out", str(tmp_path / "report"), "--no-chart"],
        check=True, capture_output=True,
    )
    rows = json.loads((tmp_path / "report.json").read_text())["results"]
    assert [extract(r["output"], req.source) for r in rows] == [first, first]
