"""The two test tiers: `make test` runs everything; `make test-fast` runs the unit tier, every
test not marked `slow`. conftest.py marks a test slow by what it does, never by the folder its
file sits in, so the tiers survive files moving (the file's name and the test's name are the
key):

- a test marked `e2e` or `coder15b` (the real models);
- every test of a module in SLOW_MODULES: each starts what a unit test must not (a `redraft`
  process, a server, tmux, a C compiler), with the reason;
- a test listed in slow_tests.txt: over SLOW_S in a measured run. To measure again:

      REDRAFT_RECORD_SLOW=tests/slow_tests.txt .venv/bin/python -m pytest -q -m "not slow"

  adds the tests of that run over SLOW_S to the list (a test already listed stays listed)."""

from __future__ import annotations

import os
from pathlib import Path

LIST = Path(__file__).with_name("slow_tests.txt")
SLOW_S = 0.5  # a test slower than this (setup, call and teardown together) in the measured run is not a unit test here
RECORD_ENV = "REDRAFT_RECORD_SLOW"
SLOW_MODULES = {
    # real `redraft` processes (python start, torch import, a model load each)
    "test_cli.py": "redraft edit in subprocesses",
    "test_cli_config.py": "redraft edit in subprocesses",
    "test_cli_guard.py": "redraft edit in subprocesses",
    "test_cli_safety.py": "redraft edit in subprocesses",
    "test_check_bad_input.py": "redraft check in subprocesses",
    "test_bench_cli.py": "redraft bench in subprocesses",
    "test_tokenizer_process.py": "the tokenizer's child process",
    "test_layout.py": "a fresh interpreter per import check",
    # servers
    "test_serve_clients.py": "a real server on a socket",
    "test_serve_e2e.py": "a real server and the real model",
    "test_llama_server.py": "a llama.cpp server",
    "test_warm_engine.py": "redraft edit and redraft serve in subprocesses",
    "test_serve_integrity.py": "redraft edit in subprocesses against real servers",
    # C kernels built with the machine's compiler
    "test_blocks.py": "builds the block kernel",
    "test_kernel_build.py": "builds the block kernel, and damaged copies in fresh processes",
    # conversions, calibrations and `redraft model` processes
    "test_model_cache.py": "converts a GGUF, calibrates, and runs redraft model in subprocesses",
    "test_tiers_collect.py": "runs pytest in a subprocess",
}


def key(path: str | os.PathLike, name: str) -> str:
    """A test's key in the list: its file's name and its own name (parameters included)."""
    return f"{Path(path).name}::{name}"


def measured() -> frozenset[str]:
    if not LIST.exists():
        return frozenset()
    lines = (ln.split("#", 1)[0].strip() for ln in LIST.read_text(encoding="utf-8").splitlines())
    return frozenset(ln for ln in lines if ln)


def is_slow(path: str | os.PathLike, name: str, keywords, listed: frozenset[str]) -> str | None:
    """Why the test is slow, or None for a unit test."""
    if "e2e" in keywords or "coder15b" in keywords:
        return "a real model"
    base = Path(path).name
    if base in SLOW_MODULES:
        return SLOW_MODULES[base]
    k = key(path, name)
    if k in listed or k.split("[", 1)[0] in listed:
        return f"over {SLOW_S:g} s when measured"
    return None


def record(durations: dict[str, float], target: Path) -> list[str]:
    """Add the tests over SLOW_S to the list at `target` (sorted; what it listed stays, and so
    do its comment lines, which say where it was measured); returns those added."""
    lines = target.read_text(encoding="utf-8").splitlines() if target.exists() else []
    notes = [ln for ln in lines if ln.startswith("#")] or [
        f"# tests over {SLOW_S:g} s in a measured run (tests/tiers.py); make test-fast leaves them out"]
    old = {ln.strip() for ln in lines if ln.strip() and not ln.startswith("#")}
    new = {k for k, s in durations.items() if s > SLOW_S} - old
    target.write_text("".join(f"{ln}\n" for ln in notes) + "".join(f"{k}\n" for k in sorted(old | new)), encoding="utf-8")
    return sorted(new)
