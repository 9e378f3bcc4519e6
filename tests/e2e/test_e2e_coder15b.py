"""End to end on the optional named model coder-1.5b: `redraft edit --model coder-1.5b`.
Skipped where its extra is not installed (CI's default install): `make model-coder-1.5b`."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from redraft.engine.store.modelstore import is_installed

ROOT = Path(__file__).resolve().parents[2]
pytestmark = [
    pytest.mark.e2e,
    pytest.mark.coder15b,
    pytest.mark.skipif(not is_installed("coder-1.5b"), reason="the coder-1.5b extra is not installed (make model-coder-1.5b)"),
]


def test_rename_with_coder_15b():
    proc = subprocess.run(
        [sys.executable, "-m", "redraft.app", "edit", str(ROOT / "samples" / "stats.py"), "-i", "rename x to count",
         "--stdout", "--model", "coder-1.5b"],
        capture_output=True, text=True, timeout=1800, cwd=ROOT,
    )
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    compile(out, "stats.py", "exec")
    assert "count = 0" in out and "count += 1" in out and "x = 0" not in out
    assert proc.stderr.strip().splitlines()[-1].startswith("[prompt lookup] ")
