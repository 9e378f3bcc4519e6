"""BackendInfo.exact is part of the contract: a backend that claims it gives every row the
same logits, bit for bit, whatever else shares its forward (the verify width, junk rows
trimmed after it, a one-token step). That is what makes greedy lookup byte-identical to
plain decoding by construction. A backend that does not claim it is not held to it (the
app says "may differ from plain at near-ties" there)."""

from __future__ import annotations

import pytest

from tests.engine.backends.contract.conftest import CASES
from tests.helpers import repeated_prompt

PROMPT = repeated_prompt(2, length=40)
TOKENS = repeated_prompt(3, length=24)
# (k, r): feed the next k tokens plus r junk tokens in one forward, then trim the r
GROUPINGS = [[(2, 0)], [(8, 0)], [(24, 0)], [(1, 7)], [(3, 5), (1, 1), (12, 0)]]


def host_rows(logits) -> list[list[float]]:
    return logits.tolist() if hasattr(logits, "tolist") else [list(r) for r in logits]


def rows_fed(backend, blocks) -> list[list[float]]:
    """The logits of TOKENS' positions after PROMPT, fed as `blocks` (cycled)."""
    backend.reset()
    backend.prefill(PROMPT)
    rows, at, i = [], 0, 0
    while at < len(TOKENS):
        k, r = blocks[i % len(blocks)]
        i += 1
        k = min(k, len(TOKENS) - at)
        out = host_rows(backend.forward([*TOKENS[at : at + k], *TOKENS[:r]]))
        rows += out[:k]
        backend.trim(r)
        at += k
    return rows


def differing_groupings(backend) -> list:
    alone = rows_fed(backend, [(1, 0)])
    return [blocks for blocks in GROUPINGS if rows_fed(backend, blocks) != alone]


def test_an_exact_backend_computes_a_row_the_same_in_any_forward(backend):
    if not backend.info.exact:
        pytest.skip(f"{backend.info.name} does not claim exact (the app says so)")
    assert differing_groupings(backend) == []


def test_the_exact_check_notices_rows_that_round_by_the_forwards_width(monkeypatch):
    """Mutation twin: the static backend (exact) made to round a multi-row forward's logits
    differently from a one-row step, as another kernel for another row count does."""
    import torch

    backend = CASES["static"].make()
    if not backend.info.exact:
        pytest.skip("float64 does not claim exactness with this CPU's kernels (shapes.decode_shape)")
    real = backend._forward

    def width_dependent(tokens):
        out = real(tokens)
        return out.to(torch.float32).to(out.dtype) if len(tokens) > 1 else out

    monkeypatch.setattr(backend, "_forward", width_dependent)
    assert differing_groupings(backend) == GROUPINGS


@pytest.mark.parametrize("quant", [None, "int4"])
def test_the_matmul_attention_stays_exact_on_a_cpu(quant):
    """CUDA's decode attention ("matmul"), which a CPU runs only by REDRAFT_ATTENTION=matmul
    (its default is sdpa, which the cases above run): still exact in float64 and on the
    quantized path's bf16 activations."""
    from tests.tiny import static, static_int4, tiny_model

    model = tiny_model("qwen2", seed=0, init=0.2)
    backend = static(model, attention="matmul") if quant is None else static_int4(model, attention="matmul")
    assert backend.attention == "matmul"
    if not backend.info.exact:
        pytest.skip("float64 does not claim exactness with this CPU's kernels (shapes.decode_shape)")
    assert differing_groupings(backend) == []


@pytest.mark.parametrize("step", [None, 8], ids=["doubling-buckets", "stepped-buckets"])
@pytest.mark.parametrize("quant", ["int4", "int8"])
def test_the_quantized_path_stays_exact_where_its_attention_takes_both_threads(monkeypatch, quant, step):
    """The contract cases run on one torch thread; the app runs two, and there the quantized
    decode attention takes both from llama.SHARED_KEYS attended keys (one below), and in any
    forward of several rows (a verify; a one-token step below the limit stays on one). Rows
    fed across the limit (set inside them) must still be the same alone and in any verify,
    with the buckets doubling and grown by a step (a CPU's, shapes.CPU_BUCKET_STEP, here 8
    keys: rows 20..43 cross 24, 32 and 40); which thread count runs when is tests/engine/models/test_quant.py's."""
    import sys

    import torch

    from redraft.engine.models import llama
    from tests.tiny import static_int4, tiny_model

    here = sys.modules[__name__]
    monkeypatch.setattr(here, "PROMPT", PROMPT[:20])  # rows at positions 20..43: buckets 32 and 64
    monkeypatch.setattr(llama, "SHARED_KEYS", 64)
    backend = static_int4(tiny_model("qwen2", seed=0, init=0.2), quant=quant)
    assert backend.info.exact
    if step:
        backend.bucket_step = step
    threads = torch.get_num_threads()
    torch.set_num_threads(2)
    try:
        assert differing_groupings(backend) == []
    finally:
        torch.set_num_threads(threads)
