"""Decode shapes: how the static backend cuts and pads its forwards so that a row's logits
depend only on the tokens before it, never on how the round loop grouped the rows.

Greedy lookup equals plain decoding only if a token's logits come out bit for bit the same
whether it was fed alone (a plain step), as row a of a k + 1 row verify, or again after a
trim. A forward's kernels round by its shapes: the number of rows sharing a matmul, and
the attended key length A (the softmax and the p @ V reduction run over A keys). So:

- **A is a function of the row's position.** A row at position q attends
  A(q) = bucket(q + 1) keys (a power of two, at least `min_bucket`; on a CPU, past
  CPU_BUCKET_STEP keys, the next multiple of it); a forward whose rows straddle a bucket
  boundary is split there (once per doubling of the context, or per CPU_BUCKET_STEP keys).
- **The row count is one the backend has measured invariant.** A forward runs between
  `min_rows` and `max_rows` rows: fewer real rows are padded (the padding sits at the
  positions after them, is masked from them, and is overwritten like a rejected draft),
  more are split. On CUDA min_rows = max_rows = 32: every decode forward has one shape,
  and a GPU GEMM computes every row of a tile with the same reduction. On a CPU the BLAS
  picks its blocking by row count; measured on an Intel Xeon with AMX (torch 2.13,
  docs/benchmarks/2026-12-01-cpu-invariance.md), rows agree for every count from 2 to 32,
  in fp32 with the W @ x.T layout (cpu_linear.py; F.linear's blocking follows the row count)
  and in bf16 with either layout; one row takes other kernels in both (a GEMV; in bf16 the
  difference is data-dependent: random test matrices agree, the real model's activations
  do not). So a CPU in fp32 pads one-token steps to 2 rows. In bf16 that was not enough:
  on the whole bench the summary's plain 2-row steps and its wider verifies rounded apart
  at a near-tie (docs/benchmarks/2026-12-01-cpu-bf16-exact-bench.md), so bf16, like
  anything not measured, pads every forward to one width (8).

With quantized weights on a CPU (models/quant.py) the linears are torch's int4 kernel, whose
every output element is one float32 FMA chain over the input in order whatever the row
count: there a one-token step runs at one row (the kernel's fast case, 2.5x a bf16 GEMV),
verifies at up to 8, and only the attention, whose kernels do block by row count, is shaped:
the fused sdpa kernel (a CPU's default, static_defaults.default_attention) takes each position
as its own batch entry, one query shape whatever the width (llama.layer_fns' attend_by_row);
the matmuls run at one width (8 query rows, padded: llama.padded_attend); both on one thread
below llama.SHARED_KEYS attended keys and on every thread above (llama.few_keys_on_one_thread:
the keys are a row's bucket, a function of its position), and the by-row kernel, which gives
each row to one thread whole, on every thread for any forward of several rows.

tests/engine/backends/test_invariance.py checks the property (bitwise) on the CPU in CI.
"""

from __future__ import annotations

from dataclasses import dataclass

import torch

from ..policy import DEFAULT_MAX_DRAFT, MAX_DRAFT

MIN_BUCKET = 256
# A CPU attends buckets that grow by this many keys past it, not by doubling: a decode
# forward's attention reads A keys per row (by row on the quantized path), and a doubled
# bucket reads up to twice the keys a row needs. Measured on the 2-core AMD EPYC
# (docs/benchmarks/2026-12-02-cpu-buckets-amd.md, with a verify's attention on both threads):
# 8-row verifies at 4,500 tokens of context, the 0.5B int8 132-145 ms -> 97-103, the 1.5B
# int4 328-372 -> 204-209. A verify split at a boundary costs one more forward, for 8 rows in
# 512 positions 1 verify in 64. CUDA keeps doubling (one graph per bucket).
CPU_BUCKET_STEP = 512
CUDA_WIDTH = MAX_DRAFT["cuda"] + 1  # a default round's verify, [current, *draft], in one graph per bucket
CPU_WIDTH = DEFAULT_MAX_DRAFT + 1  # the same on a CPU


@dataclass(frozen=True)
class DecodeShape:
    min_rows: int  # a forward of fewer real rows is padded to this many
    max_rows: int  # a longer one is split into forwards of at most this many
    few_row: bool  # linears as W @ x.T (cpu_linear.py) rather than F.linear
    exact: bool  # measured (or built) so that a row's logits do not depend on the grouping
    attend_rows: int | None = None  # the attention shaped alone, by row or padded to this many (quantized CPU)


def decode_shape(
    device: torch.device | str,
    dtype: torch.dtype,
    native_bf16: bool = False,
    quantized: bool = False,
    avx512: bool | None = None,
) -> DecodeShape:
    """The measured choice per device and dtype (module docstring). avx512: whether torch runs
    its AVX-512 kernels on an Intel CPU (None: cpu_runs_avx512). The dense float32/float64 shapes were
    measured exact there only: with the kernels held to AVX2 (docs/benchmarks/2026-12-02-cpu-
    attention.md) a row's float32 logits differed by the row's place in a wide forward (24 of
    24 rows fed as one forward of 24) and float64's at the 7th and 8th of 8, so there they do
    not claim exactness (the app says lookup may differ at near-ties), nor does fp16 (never
    measured on a CPU); bf16 and the quantized path stayed exact."""
    kind = torch.device(device).type
    if quantized:
        return DecodeShape(1, CPU_WIDTH, False, True, attend_rows=CPU_WIDTH)
    if kind == "cuda":
        return DecodeShape(CUDA_WIDTH, CUDA_WIDTH, False, True)
    measured = kind != "cpu" or dtype == torch.bfloat16 or (cpu_runs_avx512() if avx512 is None else avx512)
    if kind == "cpu" and dtype == torch.float32:
        return DecodeShape(2, 32, True, measured)
    return DecodeShape(CPU_WIDTH, CPU_WIDTH, False, measured)  # one shape for every forward


def cpu_runs_avx512() -> bool:
    """The kind of CPU the dense shapes were measured on: torch runs its AVX-512 kernels, on an
    Intel CPU (MKL, whose GEMM the dense float forwards use, picks its own kernels and, as far
    as we know, runs its AVX-512 ones on Intel only; AMD's AVX-512 EPYCs are not measured)."""
    from ..placement import linux_cpu_vendor

    vendor = linux_cpu_vendor()
    return torch.backends.cpu.get_cpu_capability() == "AVX512" and vendor in (None, "GenuineIntel")


def bucket(end: int, length: int, min_bucket: int = MIN_BUCKET, step: int | None = None) -> int:
    """The attended cache prefix for a row at position end - 1: doubling from min_bucket,
    and past `step` keys (if given) the next multiple of step."""
    if step is not None and step <= 0:
        raise ValueError(f"bucket step must be positive, got {step}")
    a = min_bucket
    while a < end and (step is None or a < step):
        a *= 2
    if a < end and step is not None:  # past the step: its next multiple
        a = -(-end // step) * step
    return min(a, length)


def default_bucket_step(device_type: str) -> int | None:
    """A CPU's buckets grow by CPU_BUCKET_STEP past it; CUDA's double (a graph each)."""
    return CPU_BUCKET_STEP if device_type == "cpu" else None


def segments(
    start: int, n: int, max_rows: int, length: int, min_bucket: int = MIN_BUCKET, step: int | None = None
) -> list[tuple[int, int]]:
    """Rows at positions [start, start + n) as forwards (first position, rows): each within one
    attention bucket and at most max_rows long."""
    out = []
    p, end = start, start + n
    while p < end:
        a = bucket(p + 1, length, min_bucket, step)
        stop = min(end, p + max_rows, max(a, p + 1))
        out.append((p, stop - p))
        p = stop
    return out
