"""End to end on the real default model with int4, int8 and GGUF-block weights (CPU): greedy
lookup is byte-identical to plain decoding, and the stats name the weights that ran."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = ROOT / "samples" / "bench" / "src" / "edit_fn.py"
pytestmark = pytest.mark.e2e


def edit(tmp: Path, quant: str, *flags: str) -> tuple[subprocess.CompletedProcess, dict]:
    stats = tmp / f"stats{len(list(tmp.iterdir()))}.json"
    run = subprocess.run(
        [sys.executable, "-m", "redraft.app", "edit", str(SAMPLE), "-i", "Rename the variable `total` to "
         "`subtotal` everywhere in the function.", "--stdout", "--device", "cpu", "--quant", quant,
         "--stats-json", str(stats), *flags],
        capture_output=True, text=True, timeout=900, cwd=ROOT,
    )
    return run, json.loads(stats.read_text()) if stats.exists() else {}


@pytest.fixture(scope="module", params=["int4", "int8", "gguf"])
def results(request, tmp_path_factory):
    if request.param == "gguf":
        from redraft.engine.placement import blockq_reason

        if blockq_reason() is not None:
            pytest.skip(f"the block kernel: {blockq_reason()}")
    tmp = tmp_path_factory.mktemp(request.param)
    return request.param, edit(tmp, request.param, "--plain"), edit(tmp, request.param)


def test_quantized_lookup_is_byte_identical_to_quantized_plain(results):
    _, (plain, _), (lookup, stats) = results
    assert plain.returncode == 0 and lookup.returncode == 0, (plain.stderr, lookup.stderr)
    assert lookup.stdout == plain.stdout
    assert "subtotal" in lookup.stdout and stats["accepted"] > 0


def test_the_stats_name_the_weights(results):
    quant, (_, plain_stats), (lookup, stats) = results
    assert stats["quant"] == plain_stats["quant"] == quant
    assert lookup.stderr.strip().splitlines()[-1].count(f"{quant} weights") == 1
