"""The third-party client path against a real llama.cpp `llama-server` (optional: skipped
unless `llama-server` is on PATH and REDRAFT_TEST_GGUF names a chat model's .gguf, e.g. the
default model's Q4_K_M). How it was meant to run:

    REDRAFT_TEST_GGUF=qwen2.5-coder-0.5b-instruct-q4_k_m.gguf pytest tests/app/serve/test_llama_server.py

It starts `llama-server --spec-type ngram-simple` on a free loopback port, then runs
`redraft edit --server` against it: the edit completes, the stats line says the exactness
is not known and reports the server's own draft counts (llama-server's `timings`)."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

ROOT = Path(__file__).resolve().parents[3]
GGUF = os.environ.get("REDRAFT_TEST_GGUF", "")
pytestmark = [
    pytest.mark.e2e,
    pytest.mark.skipif(not shutil.which("llama-server") or not Path(GGUF).is_file(),
                       reason="needs llama-server on PATH and REDRAFT_TEST_GGUF=path/to/model.gguf"),
]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_redraft_edit_through_llama_server(tmp_path):
    port = free_port()
    proc = subprocess.Popen(["llama-server", "-m", GGUF, "--host", "127.0.0.1", "--port", str(port),
                             "--spec-type", "ngram-simple", "--draft-max", "16"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 300
        while True:
            try:
                if httpx.get(f"http://127.0.0.1:{port}/health", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            assert time.monotonic() < deadline and proc.poll() is None, "llama-server did not start"
            time.sleep(1)
        r = subprocess.run([sys.executable, "-m", "redraft.app", "edit", str(ROOT / "samples" / "stats.py"),
                            "-i", "rename x to count", "--stdout", "--server", f"http://127.0.0.1:{port}"],
                           capture_output=True, text=True, timeout=600, cwd=ROOT,
                           env={**os.environ, "XDG_RUNTIME_DIR": str(tmp_path)})
    finally:
        proc.terminate()
        proc.wait(30)
    assert r.returncode == 0, r.stderr
    assert "count = 0" in r.stdout
    line = next(ln for ln in reversed(r.stderr.strip().splitlines()) if ln.startswith("["))  # the stats line
    assert "remote: exactness not known" in line and "drafted accepted (reported by the server)" in line
