"""End to end on the real default model (CPU): the sample rename, lookup vs plain."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = ROOT / "samples" / "stats.py"
pytestmark = pytest.mark.e2e


def edit(*flags: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "redraft.app", "edit", str(SAMPLE), "-i", "rename x to count", "--stdout", *flags],
        capture_output=True, text=True, timeout=900, cwd=ROOT,
    )


@pytest.fixture(scope="module")
def results():
    return edit("--plain"), edit()


def test_rename_gives_the_renamed_function(results):
    _, lookup = results
    assert lookup.returncode == 0, lookup.stderr
    out = lookup.stdout
    compile(out, "stats.py", "exec")
    assert "count = 0" in out and "count += 1" in out and "total / count" in out
    assert "x = 0" not in out and "x += 1" not in out


def test_lookup_is_byte_identical_to_plain(results):
    plain, lookup = results
    assert plain.returncode == 0, plain.stderr
    assert lookup.stdout == plain.stdout


def test_stats_line_goes_to_stderr(results):
    plain, lookup = results
    assert lookup.stderr.strip().splitlines()[-1].startswith("[prompt lookup] ")
    assert "drafted accepted" in lookup.stderr
    assert plain.stderr.strip().splitlines()[-1].startswith("[plain] ")
