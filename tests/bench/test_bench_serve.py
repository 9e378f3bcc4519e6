"""bench/serve_rate.py, the tool issue 43's numbers come from, run as the lead runs it (the H200
script calls it the same way): the replay backend (no model weights: the default model's
tokenizer, the recorded result), a real `redraft serve` it starts on a private socket, the
three paths alternated. Each path must decode the whole edit, the same tokens, and the table
and the ratios must be printed; the server it started must be gone."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.e2e  # the default model's tokenizer (`redraft model pull`)


def left_servers(tmp_path) -> list[int]:
    r = subprocess.run(["pgrep", "-f", "--", f"--socket {tmp_path}"], capture_output=True, text=True)
    return [int(p) for p in r.stdout.split()]


def test_serve_rate_measures_all_three_paths_on_the_replay_backend(tmp_path):
    out, log = tmp_path / "runs.json", tmp_path / "bench.txt"
    env = {**os.environ, "PYTHONPATH": str(ROOT), "REDRAFT_CONFIG": "/dev/null", "TMPDIR": str(tmp_path)}
    try:
        with open(log, "w") as f:  # a file, not a pipe: a server left holding it would not hold this test
            r = subprocess.run([sys.executable, "-m", "redraft.bench.serve_rate", "--backend", "replay", "--rounds", "1",
                                "--forward-ms", "0", "--file", "samples/bench/src/edit_fn.py", "--rename", "total",
                                "subtotal", "-i", "Rename the variable `total` to `subtotal` everywhere in the function.",
                                "--json", str(out)], env=env, cwd=ROOT, stdout=f, stderr=subprocess.STDOUT, timeout=300)
        text = log.read_text()
        assert r.returncode == 0, text[-3000:]
        assert left_servers(tmp_path) == [], "the bench left its server running"
    finally:
        for pid in left_servers(tmp_path):
            os.kill(pid, signal.SIGKILL)
    runs = json.loads(out.read_text())["runs"]
    assert list(runs) == ["in process", "served, streamed", "served, result only"]
    tokens = {name: [row[2] for row in rows] for name, rows in runs.items()}
    (n,) = set(sum(tokens.values(), []))  # every path decoded the same edit to its end
    expected = (ROOT / "samples/bench/src/edit_fn.py").read_text().replace("total", "subtotal")
    assert n > len(expected) // 8  # the whole result (about 3-4 characters a token), not a cut-off one
    assert all(row[0] > 0 and row[1] > 0 for rows in runs.values() for row in rows)
    for name in runs:
        assert f"| {name} | {n} |" in text
    assert "served, streamed / in process: engine" in text and "served, result only / in process:" in text
