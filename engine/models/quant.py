"""Weight-only quantized linears for the static backend on a CPU (torch's own int4 kernel).

`torch.ops.aten._weight_int4pack_mm_for_cpu(x, packed, group, scales_zeros)` computes
x @ W.T for a weight stored as 4-bit codes q in [0, 15] per element and a bf16 (scale, zero)
per group of `group` input columns: W[n, k] = (q - 8) * scale + zero. Measured on this
project's 2-core Xeon (AMX, torch 2.13, docs/benchmarks/2026-12-01-cpu-quant.md), one row
through the 0.5B's matrices takes 0.4x the time of a bf16 F.linear (the 151936 x 896 head
9 ms against 29), while 8 rows take 1.1-1.5x as long: the kernel is a register-blocked
FMA loop, fast for a token step and slow for a wide verify.

Its arithmetic is also what makes it exact across row counts: each output element is one
float32 fused multiply-add chain over k in order (the rows of a block only share the
dequantized weight vector), so a row's result does not depend on how many rows share the
call (int4mm_kernel.cpp, tinygemm_kernel). The static backend relies on that to run one-row
steps next to 8-row verifies (shapes.py) and still be byte-identical.

GGUF Q4_K sub-blocks are exactly this format at group 32 (w = d*sc*q - dmin*m): only the
kernel's bf16 scales round d*sc (an fp16 times a 6-bit integer: up to 17 significant bits)
and the zero. Other types (Q5_0, Q6_K, Q8_0, bf16) are requantized to int4 at group 32
from their dequantized values (min/max per group).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import torch
from torch import Tensor
from torch.nn import functional as F

GROUP = 32  # the Q4_K sub-block: the one group size that holds the GGUF's own numbers
ZERO_CODE = 8  # the kernel's codes are q - 8


@dataclass(frozen=True)
class GroupCodes:
    """A [N, K] weight as 4-bit codes with a (scale, zero) per group: W = (q - 8) * scale + zero."""

    codes: Tensor  # uint8 [N, K] in [0, 15]
    scales: Tensor  # float32 [N, K/group]
    zeros: Tensor  # float32 [N, K/group]
    group: int = GROUP

    def dequantize(self) -> Tensor:
        """float32 [N, K], with the scales and zeros rounded to bf16 as the kernel uses them."""
        n, k = self.codes.shape
        s, z = (t.to(torch.bfloat16).float().repeat_interleave(self.group, -1) for t in (self.scales, self.zeros))
        return (self.codes.float() - ZERO_CODE) * s + z


@dataclass(frozen=True)
class Int4Weight:
    """A [N, K] matrix for _weight_int4pack_mm_for_cpu (a linear's weight)."""

    packed: Tensor  # uint8 [N, K/2] in the kernel's CPU layout
    scales_zeros: Tensor  # bf16 [K/group, N, 2]: (scale, zero) per group and output
    group: int = GROUP

    @property
    def shape(self) -> tuple[int, int]:
        return (self.scales_zeros.shape[1], self.packed.shape[1] * 2)

    @property
    def nbytes(self) -> int:
        return self.packed.nbytes + self.scales_zeros.nbytes

    @property
    def device(self) -> torch.device:
        return self.packed.device


@dataclass(frozen=True)
class Int4Rows:
    """A [V, K] table read a row at a time (the embedding): nibbles and bf16 (scale, zero)."""

    nibbles: Tensor  # uint8 [V, K/2]: column 2j in the low nibble, 2j + 1 in the high
    scales_zeros: Tensor  # bf16 [V, K/group, 2]
    group: int = GROUP

    @property
    def shape(self) -> tuple[int, int]:
        return (self.nibbles.shape[0], self.nibbles.shape[1] * 2)

    @property
    def nbytes(self) -> int:
        return self.nibbles.nbytes + self.scales_zeros.nbytes

    @property
    def device(self) -> torch.device:
        return self.nibbles.device


def kernel_weight(c: GroupCodes) -> Int4Weight:
    """GroupCodes -> the kernel's packed layout (scales and zeros rounded to bf16)."""
    packed = torch.ops.aten._convert_weight_to_int4pack_for_cpu(c.codes.to(torch.int32).contiguous(), 1)
    sz = torch.stack([c.scales, c.zeros], -1).to(torch.bfloat16).transpose(0, 1).contiguous()  # [K/g, N, 2]
    return Int4Weight(packed, sz, c.group)


def row_table(c: GroupCodes) -> Int4Rows:
    """GroupCodes -> the embedding's row-major layout."""
    q = c.codes.to(torch.uint8)
    nibbles = (q[:, 0::2] | (q[:, 1::2] << 4)).contiguous()
    sz = torch.stack([c.scales, c.zeros], -1).to(torch.bfloat16).contiguous()  # [V, K/g, 2]
    return Int4Rows(nibbles, sz, c.group)


def group_codes(w: Tensor, group: int = GROUP) -> GroupCodes:
    """Requantize a float weight [N, K]: asymmetric, min/max per group of `group` columns.
    Each value's code is chosen against the bf16-rounded scale and zero the kernel will
    use, so rounding them costs nothing beyond the 4-bit step."""
    n, k = w.shape
    g = w.float().reshape(n, k // group, group)  # [N, G, group]
    lo, hi = g.amin(-1), g.amax(-1)  # [N, G]
    scale = ((hi - lo) / 15).to(torch.bfloat16).float()
    scale = torch.where(scale > 0, scale, torch.ones_like(scale))
    zero = (lo + ZERO_CODE * scale).to(torch.bfloat16).float()
    base = zero - ZERO_CODE * scale  # the value of code 0
    codes = ((g - base[..., None]) / scale[..., None]).round().clamp(0, 15).to(torch.uint8)
    return GroupCodes(codes.reshape(n, k), scale, zero, group)


def q4k_group_codes(blocks: np.ndarray, n: int, k: int) -> GroupCodes:
    """GGUF Q4_K blocks (uint8, 144 bytes per 256 weights, rows of [N, K]) -> GroupCodes at
    group 32 holding the GGUF's own codes: per 32-weight sub-block
    w = d*sc*q - dmin*m = (q - 8) * (d*sc) + (8*d*sc - dmin*m)."""
    from gguf.quants import Q4_K

    raw = np.ascontiguousarray(blocks).reshape(-1, 144)  # one row per 256-weight super-block
    d = raw[:, 0:2].view(np.float16).astype(np.float32)  # [B, 1]
    dmin = raw[:, 2:4].view(np.float16).astype(np.float32)
    sc, m = Q4_K.get_scale_min(raw[:, 4:16])  # [B, 8] each, 6-bit
    qs = raw[:, 16:].reshape(-1, 4, 1, 32) >> np.array([0, 4], dtype=np.uint8).reshape(1, 1, 2, 1)
    codes = (qs & np.uint8(0x0F)).reshape(n, k)  # sub-block j of a super-block: chunk j // 2, nibble j % 2
    scale = d * sc.reshape(-1, 8).astype(np.float32)  # [B, 8]
    zero = ZERO_CODE * scale - dmin * m.reshape(-1, 8).astype(np.float32)
    return GroupCodes(
        torch.from_numpy(codes.copy()),
        torch.from_numpy(scale.reshape(n, k // GROUP)),
        torch.from_numpy(zero.reshape(n, k // GROUP)),
    )


def int4_linear(x: Tensor, w: Int4Weight, bias: Tensor | None) -> Tensor:
    """x [..., K] bf16 -> [..., N] bf16, as F.linear(x, W, bias)."""
    flat = x.reshape(-1, x.shape[-1])
    out = torch.ops.aten._weight_int4pack_mm_for_cpu(flat, w.packed, w.group, w.scales_zeros)  # [rows, N]
    if bias is not None:
        out = out + bias
    return out.reshape(*x.shape[:-1], w.shape[0])


def quant_linear(x: Tensor, weight, bias: Tensor | None) -> Tensor:
    """The static backend's `linear` where some weights are Int4Weight."""
    if isinstance(weight, Int4Weight):
        return int4_linear(x, weight, bias)
    return F.linear(x, weight, bias)


def embedding(tokens: Tensor, table) -> Tensor:
    """F.embedding for a float or Int4Rows table: tokens [n] -> [n, K] (only the looked-up
    rows are dequantized, as the kernel does: float32 (q - 8) * scale + zero, then bf16)."""
    if not isinstance(table, Int4Rows):
        return F.embedding(tokens, table)
    nib = table.nibbles[tokens]  # [n, K/2]
    q = torch.stack([nib & 0x0F, nib >> 4], -1).flatten(1).float()  # [n, K]
    sz = table.scales_zeros[tokens].float().repeat_interleave(table.group, 1)  # [n, K, 2]
    return ((q - ZERO_CODE) * sz[..., 0] + sz[..., 1]).to(torch.bfloat16)


def quantize_weights(w, quantize=group_codes):
    """Weights (float) -> Weights whose matrices are Int4Weight and whose embedding is Int4Rows
    (a tied head gets its own kernel copy). Norms and biases stay as they are."""
    from dataclasses import replace

    def lin(t: Tensor) -> Int4Weight:
        return kernel_weight(quantize(t))

    def bf16(t: Tensor | None) -> Tensor | None:
        return None if t is None else t.to(torch.bfloat16)

    layers = [
        replace(
            lw, wqkv=lin(lw.wqkv), wo=lin(lw.wo), w13=lin(lw.w13), w2=lin(lw.w2), attn_norm=bf16(lw.attn_norm),
            mlp_norm=bf16(lw.mlp_norm), bqkv=bf16(lw.bqkv), bo=bf16(lw.bo), b13=bf16(lw.b13), b2=bf16(lw.b2),
        )
        for lw in w.layers
    ]
    return replace(w, embed=row_table(quantize(w.embed)), layers=layers, lm_head=lin(w.lm_head), norm=bf16(w.norm))
