"""conftest.py marks what tests/tiers.py says: a fresh pytest, collecting the unit tier, leaves
out a module that starts processes and a test on the measured list, and keeps a unit test."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def collected(*args: str) -> list[str]:
    out = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider", *args],
                         capture_output=True, text=True, cwd=ROOT, timeout=600)
    return [ln for ln in out.stdout.splitlines() if "::" in ln]


def test_the_unit_tier_leaves_out_what_is_slow():
    listed = next(ln for ln in (ROOT / "tests" / "slow_tests.txt").read_text().splitlines()
                  if ln.startswith("test_tally.py::") or ln.startswith("test_stops.py::") or ln.startswith("test_detok.py::"))
    module = listed.split("::")[0]
    every = collected(f"tests/{module}", "tests/test_check_bad_input.py")
    fast = collected("-m", "not slow", f"tests/{module}", "tests/test_check_bad_input.py")
    assert any("test_check_bad_input.py" in t for t in every) and not any("test_check_bad_input.py" in t for t in fast)
    assert any(t.endswith(listed.split("::")[1]) for t in every) and not any(t.endswith(listed.split("::")[1]) for t in fast)
    assert fast and set(fast) < set(every)
