"""Batch invariance of the static backend (engine/backends/shapes.py): a row's logits are
bitwise equal whether it was computed alone, inside a block of 2, 8 or 32, or after a
trim, in fp32 and bf16, on a tiny random model (here) and on the real default model
(test_invariance_e2e.py). This is what makes greedy lookup byte-identical to plain
decoding by construction, near-ties included."""

from __future__ import annotations

import random

import pytest
import torch
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from redraft.engine.backends.shapes import DecodeShape, bucket, cpu_runs_avx512, decode_shape, segments
from redraft.engine.backends.static_backend import StaticBackend
from redraft.engine.models.llama import ModelArgs, random_weights
from tests.invariance import mismatched_rows, rows_by_blocks, rows_by_steps

ARGS = ModelArgs(
    arch="qwen2", vocab=512, dim=64, hidden=256, layers=2, heads=4, kv_heads=2, head_dim=16, eps=1e-6,
    rope_theta=10000.0, rope_llama3=None, qkv_bias=True, o_bias=False, mlp_bias=False,
    tie_embeddings=False, max_positions=1024,
)
DTYPES = {"fp32": torch.float32, "bf16": torch.bfloat16}
_weights: dict = {}


def backend(dtype: str, shape: DecodeShape | None = None, min_bucket: int = 16) -> StaticBackend:
    """The shipped CPU shape for `dtype` unless one is given; a small first bucket, so that
    short generations cross several buckets."""
    if dtype not in _weights:
        _weights[dtype] = random_weights(ARGS, "cpu", DTYPES[dtype], std=0.2)
    if shape is None:
        shape = decode_shape("cpu", DTYPES[dtype], native_bf16=True)
        if not shape.exact:
            pytest.skip(f"{dtype} does not claim exactness with this CPU's kernels (shapes.decode_shape)")
    return StaticBackend(ARGS, _weights[dtype], shape=shape, min_bucket=min_bucket, max_context=1024)


def tokens(seed: int, n: int) -> list[int]:
    rng = random.Random(seed)
    return [rng.randrange(ARGS.vocab) for _ in range(n)]


def check(b: StaticBackend, prompt: list[int], toks: list[int], blocks) -> list[int]:
    with torch.inference_mode():
        return mismatched_rows(rows_by_steps(b, prompt, toks), rows_by_blocks(b, prompt, toks, blocks))


@pytest.fixture(params=[1, 2], ids=["1-thread", "2-threads"])
def threads(request):
    before = torch.get_num_threads()
    torch.set_num_threads(request.param)
    yield request.param
    torch.set_num_threads(before)


@pytest.mark.parametrize("dtype", ["fp32", "bf16"])
@pytest.mark.parametrize(
    "blocks",
    [[(2, 0)], [(8, 0)], [(32, 0)], [(1, 7)], [(3, 5), (1, 7), (5, 0), (16, 16)]],
    ids=["block-2", "block-8", "block-32", "after-trim", "mixed"],
)
def test_a_row_is_the_same_alone_in_a_block_and_after_a_trim(dtype, blocks, threads):
    b = backend(dtype)
    assert b.info.exact
    assert check(b, tokens(0, 50), tokens(1, 48), blocks) == []  # rows 50..97 cross buckets 64 and 128


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    dtype=st.sampled_from(["fp32", "bf16"]),
    prompt_len=st.integers(1, 140),
    blocks=st.lists(st.tuples(st.integers(1, 40), st.integers(0, 8)), min_size=1, max_size=5),
    seed=st.integers(0, 2**16),
)
def test_any_grouping_gives_the_same_rows(dtype, prompt_len, blocks, seed):
    b = backend(dtype)
    b.bucket_step = 32  # past 32 keys the buckets grow by 32: rows cross many of them
    assert check(b, tokens(seed, prompt_len), tokens(seed + 1, 40), blocks) == []


def test_one_fixed_width_is_invariant_too():
    """What CUDA runs (every forward one shape), here at the CPU width, in fp32 (where torch
    runs its AVX-512 kernels: with AVX2 ones MKL rounds a block's last rows apart, shapes.py)."""
    if not cpu_runs_avx512():
        pytest.skip("fp32 rows depend on their place in a block with this CPU's kernels")
    b = backend("fp32", DecodeShape(8, 8, False, True))
    assert check(b, tokens(2, 30), tokens(3, 40), [(1, 0), (3, 5), (8, 0), (20, 1)]) == []


# -- the check must fail when the invariance is broken on purpose -------------------------


@pytest.mark.parametrize(
    "dtype, broken",
    [
        ("fp32", DecodeShape(1, 32, True, True)),  # one-token steps unpadded (a GEMV, not the few-row GEMM)
        ("fp32", DecodeShape(2, 32, False, True)),  # F.linear, whose blocking follows the row count
        ("bf16", DecodeShape(1, 32, True, True)),  # bf16 in the few-row layout: one column differs
    ],
    ids=["fp32-unpadded-steps", "fp32-stock-linear", "bf16-few-row"],
)
def test_broken_shapes_are_caught(dtype, broken):
    b = backend(dtype, broken)
    assert check(b, tokens(0, 50), tokens(1, 40), [(8, 0), (3, 5)])


def test_segments_stay_in_one_bucket_and_within_max_rows():
    for start in range(0, 300, 7):
        for n in (1, 2, 8, 33, 70):
            parts = segments(start, n, 32, 1024, 16)
            ends = [p + m for p, m in parts]
            assert [p for p, _ in parts] == [start, *ends[:-1]] and ends[-1] == start + n  # contiguous
            assert all(1 <= m <= 32 for _, m in parts)
            for p, m in parts:
                assert len({bucket(q + 1, 1024, 16) for q in range(p, p + m)}) == 1
            for p, m in segments(start, n, 32, 1024, 16, 32):  # stepped buckets (a CPU's)
                assert len({bucket(q + 1, 1024, 16, 32) for q in range(p, p + m)}) == 1


def test_shipped_shapes():
    assert decode_shape("cuda", torch.bfloat16) == DecodeShape(32, 32, False, True)
    assert decode_shape("cpu", torch.float32, avx512=True) == DecodeShape(2, 32, True, True)
    # with AVX2 kernels dense float rows rounded by their place in a wide forward: not claimed
    assert decode_shape("cpu", torch.float32, avx512=False) == DecodeShape(2, 32, True, False)
    assert not decode_shape("cpu", torch.float64, avx512=False).exact
    assert decode_shape("cpu", torch.bfloat16, avx512=False).exact  # measured exact there too
    assert decode_shape("cpu", torch.float32, quantized=True, avx512=False).exact
    # bf16 with AMX: padded 2-row steps rounded differently from wider verifies at a near-tie
    # (bench summary, docs/benchmarks/2026-12-01-cpu-bf16-exact-bench.md): one width, like CUDA
    assert decode_shape("cpu", torch.bfloat16, native_bf16=True, avx512=True) == DecodeShape(8, 8, False, True)
    assert decode_shape("cpu", torch.bfloat16, native_bf16=False).min_rows == 8  # not measured: one width


class _Recorder:
    """Stands in for the CUDA graph runner: what warmup_later asks it to capture."""

    def __init__(self) -> None:
        self.captured: list[tuple[int, int, list[int]]] = []

    def ensure(self, rows: int, attend: int, pos) -> None:
        self.captured.append((rows, attend, pos.tolist()))


@pytest.mark.parametrize("max_context", [1024, 3000, 8192])
def test_warm_up_captures_every_bucket_a_generation_reaches_up_to_the_warm_context(max_context):
    """Compiled CUDA modes compile the layer region per bucket; the warm-up must capture each
    bucket from the second up to WARM_CONTEXT (or the context), one per piece, at positions
    that really fall in that bucket and fit the cache, so no request below it compiles
    mid-generation."""
    from redraft.engine.backends import static_backend

    b = StaticBackend(ARGS, random_weights(ARGS, "cpu", torch.float32), shape=DecodeShape(8, 8, False, True),
                      min_bucket=256, max_context=max_context, bucket_step=None)  # a CUDA backend's doubling buckets
    b.max_len = max_context  # the tiny model's own limit is 1024 positions
    b.key_pos = torch.arange(max_context + 8)
    b.runner = _Recorder()
    b.mode = "compile-layer"  # the compiled CUDA modes are the ones with pieces left for later
    pieces = 0
    for _ in b.warmup_later():
        pieces += 1
        assert b.cache_len == 0  # each piece leaves an empty cache: a request may run next
    captured = b.runner.captured
    assert pieces == len(captured)
    top = min(static_backend.WARM_CONTEXT, max_context)
    want = [a for a in (512, 1024, 2048, 4096, 8192) if a <= top] + ([max_context] if max_context == 3000 else [])
    assert [a for _, a, _ in captured] == want
    for rows, a, pos in captured:
        assert rows == 8 and len(pos) == 8 and pos == list(range(pos[0], pos[0] + 8))
        assert bucket(pos[0] + 1, max_context, 256) == a  # the forward's bucket is the one captured
        assert pos[-1] < max_context + 8  # inside the cache (positions plus one forward's padding)
