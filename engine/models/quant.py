"""Weight-only quantized linears for the static backend on a CPU (torch's own int4 and int8
kernels).

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

`torch.ops.aten._weight_int8pack_mm(x, q, scales)` is the int8 counterpart: int8 codes [N, K]
and one bf16 scale per output row, W[n, k] = q * scale[n]; the same arithmetic shape (an fp32
chain per output over k, the scale applied after), so a row's result does not depend on the
row count either (tested, and in the contract suite). At one row it runs the layer matrices as
fast as int4 (both are compute-bound), the head 2.4x slower (twice the bytes).

The codes come from the model folder's int4 file (engine/store/gguf_int4.py: the GGUF's own Q4_K
codes, the other types requantized; engine/store/quant_codes.py) or, for a folder without one, from
quantize_weights here.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np
import torch
from torch import Tensor
from torch.nn import functional as F

from ..store.block_codes import fits as block_fits
from ..store.block_codes import q8_blocks, tile
from ..store.quant_codes import GROUP, ZERO_CODE, int8_fits, requantize
from .blocks import BlockWeight, Stacked, block_linear
from .blocks import dense as block_dense


@dataclass(frozen=True)
class Int4Weight:
    """A [N, K] matrix for _weight_int4pack_mm_for_cpu (a linear's weight)."""

    packed: Tensor  # uint8 [N, K/2] in the kernel's CPU layout (ISA-dependent)
    scales_zeros: Tensor  # bf16 [K/group, N, 2]: (scale, zero) per group and output
    group: int = GROUP

    @property
    def shape(self) -> tuple[int, int]:
        return (self.scales_zeros.shape[1], self.packed.shape[1] * 2)

    @property
    def nbytes(self) -> int:
        return self.packed.nbytes + self.scales_zeros.nbytes


@dataclass(frozen=True)
class Int8Weight:
    """A [N, K] matrix for _weight_int8pack_mm (a linear's weight), or a table read by rows
    (the embedding): int8 codes and one bf16 scale per row."""

    codes: Tensor  # int8 [N, K]
    scales: Tensor  # bf16 [N]

    @property
    def shape(self) -> tuple[int, int]:
        return (self.codes.shape[0], self.codes.shape[1])

    @property
    def nbytes(self) -> int:
        return self.codes.nbytes + self.scales.nbytes


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


def unpack(nibbles: Tensor) -> Tensor:
    """uint8 [N, K/2] -> uint8 codes [N, K]."""
    return unpack_into(torch.empty(nibbles.shape[0], nibbles.shape[1] * 2, dtype=torch.uint8), nibbles)


def unpack_into(out: Tensor, nibbles: Tensor) -> Tensor:
    """unpack written into out ([N, K], any dtype: the codes converted as they land)."""
    pairs = out.view(out.shape[0], -1, 2)
    pairs[..., 0].copy_(nibbles & 0x0F)
    pairs[..., 1].copy_(nibbles >> 4)
    return out


def kernel_weight(nibbles: Tensor, scales_zeros: Tensor) -> Int4Weight:
    """The stored layout (nibbles [N, K/2], bf16 pairs [N, K/group, 2]) -> the kernel's."""
    return Int4Weight(pack(unpack(nibbles)), scales_zeros.transpose(0, 1).contiguous(), GROUP)


def unlane64(packed: Tensor) -> Tensor:
    """quant_codes.lanes64's layout [N, K/2] -> uint8 codes [N, K]."""
    return unlane64_into(torch.empty(packed.shape[0], packed.shape[1] * 2, dtype=torch.uint8), packed)


def unlane64_into(out: Tensor, packed: Tensor) -> Tensor:
    """unlane64 written into out ([N, K], any dtype: the codes converted as they land)."""
    n, half = packed.shape
    both = packed.view(n // 64, half * 2, 32).transpose(1, 2)  # [B, 32, K]
    lo, hi = both[:, :16], both[:, 16:]
    lanes = out.view(n // 64, 4, 16, half * 2)  # [B, 4, 16, K]
    for i, lane in enumerate((lo & 0x0F, hi & 0x0F, lo >> 4, hi >> 4)):
        lanes[:, i].copy_(lane)
    return out


def from_lanes64(packed: Tensor, scales_zeros: Tensor) -> Int4Weight:
    """A matrix stored in the AVX-512 layout: as is where the kernel packs that way here,
    repacked elsewhere (AVX2, or a torch whose layout moved)."""
    if not _BLOCK:
        _BLOCK.append(_lane_block())
    if _BLOCK[0] != 64:
        packed = pack(unlane64(packed))
    return Int4Weight(packed, scales_zeros.transpose(0, 1).contiguous(), GROUP)


def torch_pack(codes: Tensor) -> Tensor:
    """uint8 codes [N, K] -> the kernel's packed uint8 [N, K/2], by torch's own op."""
    return torch.ops.aten._convert_weight_to_int4pack_for_cpu(codes.to(torch.int32), 1)


def lane_pack(codes: Tensor, block: int) -> Tensor:
    """torch_pack's layout for full blocks of `block` rows (64 on AVX-512, 32 on AVX2;
    int4mm_kernel.cpp weight_to_int4pack_kernel), in three uint8 passes instead of an int32
    copy and a strided loop: per block and input column, byte d holds rows d and d + block/2
    (AVX2), or bytes d and 16 + d hold rows d | d + 32 and d + 16 | d + 48 (AVX-512)."""
    n, k = codes.shape
    lanes = codes.view(n // block, block // 16, 16, k)  # [blocks, lanes, 16, K]
    if block == 64:
        halves = [lanes[:, 0] | (lanes[:, 2] << 4), lanes[:, 1] | (lanes[:, 3] << 4)]  # [blocks, 16, K] x 2
    else:
        halves = [lanes[:, 0] | (lanes[:, 1] << 4)]
    return torch.cat(halves, 1).transpose(1, 2).contiguous().view(n, k // 2)  # [blocks, K, block/2]


def _lane_block() -> int | None:
    """The block lane_pack reproduces on this CPU (checked against torch's op once), or None."""
    block = {"AVX512": 64, "AVX2": 32}.get(torch.backends.cpu.get_cpu_capability())
    if block is None:
        return None
    probe = torch.randint(0, 16, (2 * block, 64), dtype=torch.uint8, generator=torch.Generator().manual_seed(0))
    return block if torch.equal(lane_pack(probe, block), torch_pack(probe)) else None


_BLOCK: list[int | None] = []


def pack(codes: Tensor) -> Tensor:
    """uint8 codes [N, K] -> the kernel's packed layout (lane_pack where it is checked to
    agree with torch's op on this CPU and the rows fill its blocks, else torch's op)."""
    if not _BLOCK:
        _BLOCK.append(_lane_block())
    block = _BLOCK[0]
    return lane_pack(codes, block) if block and codes.shape[0] % block == 0 else torch_pack(codes)


def dense(nibbles: Tensor, scales_zeros: Tensor) -> Tensor:
    """bf16 [N, K]: (q - 8) * scale + zero in float32, as the kernel computes it, then rounded."""
    return dequantize(unpack(nibbles), scales_zeros)


def dequantize(codes: Tensor, scales_zeros: Tensor) -> Tensor:
    """uint8 codes [N, K] and bf16 pairs [N, K/group, 2] -> bf16 [N, K], as dense. In bf16
    tensors: q - 8 is exact there, and torch's bf16 addcmul computes in float32 and rounds
    once, so this equals the float32 formula rounded (3.4x faster: 16 ms for the 0.5B's
    9728 x 896 gate/up on two threads against 55)."""
    return dequantize_in_place(codes.to(torch.bfloat16, copy=True), scales_zeros)


def dequantize_in_place(q: Tensor, scales_zeros: Tensor) -> Tensor:
    """dequantize on bf16 [N, K] that holds the codes, overwriting them (no copy: a load
    writes each prompt matrix's codes where its weights go)."""
    v = q.view(q.shape[0], -1, GROUP).sub_(ZERO_CODE)
    s, z = scales_zeros.unbind(-1)
    torch.addcmul(z[..., None], v, s[..., None], out=v)
    return q


ALIGN = 64  # bytes: torch's int8 kernel loads the weight with aligned AVX-512 loads


def kernel_int8(codes: Tensor, scales: Tensor) -> Int8Weight:
    """Stored int8 codes [N, K] and bf16 scales [N] -> an Int8Weight the kernel can read. A
    safetensors file aligns its tensors to 8 bytes only, and torch 2.13's _weight_int8pack_mm
    crashes (SIGSEGV) on a weight that does not start on a 64-byte boundary (measured: offset
    8 crashes at 2+ rows, 0 does not), so a mapped tensor that does not is copied (a fresh
    allocation is aligned)."""
    if codes.data_ptr() % ALIGN:
        codes = codes.clone()
    return Int8Weight(codes, scales)


def int8_dense(w: Int8Weight) -> Tensor:
    """bf16 [N, K]: q * scale rounded once (the prompt's forward's weights). In bf16 tensors:
    a code (|q| <= 127) is exact there and torch's bf16 multiply rounds the float32 product
    once, so this equals the float32 formula rounded, without a float32 copy of the matrix."""
    return int8_dense_into(torch.empty(w.shape, dtype=torch.bfloat16), w)


def int8_dense_into(out: Tensor, w: Int8Weight) -> Tensor:
    """int8_dense written into out (bf16 [N, K])."""
    return out.copy_(w.codes).mul_(w.scales[:, None])


def int8_weight(w: Tensor) -> Int8Weight:
    """A float matrix [N, K] -> int8 per row, as quant_codes.int8_rows (bf16-rounded scale
    max|w| / 127 first, then the nearest code against it): in torch, for a load that joins
    int4 and int8 parts."""
    w = w.float()
    scale = (w.abs().amax(1) / 127).to(torch.bfloat16).float()
    scale = torch.where(scale > 0, scale, torch.ones_like(scale))
    codes = torch.clamp(torch.round(w / scale[:, None]), -127, 127).to(torch.int8)
    return Int8Weight(codes, scale.to(torch.bfloat16))


def stored_codes(w: Tensor) -> tuple[Tensor, Tensor]:
    """Requantize a float matrix [N, K] (quant_codes.requantize) -> (nibbles, bf16 pairs)."""
    c = requantize(w.detach().float().cpu().numpy())
    return torch.from_numpy(c.nibbles), torch.from_numpy(c.scales_zeros.view(np.int16)).view(torch.bfloat16)


def fits(t: Tensor) -> bool:
    """The kernel takes [N, K] with K a multiple of the group and N of 16 (its column blocks)."""
    return t.shape[1] % GROUP == 0 and t.shape[0] % 16 == 0


def int4_linear(x: Tensor, w: Int4Weight, bias: Tensor | None) -> Tensor:
    """x [..., K] bf16 -> [..., N] bf16, as F.linear(x, W, bias)."""
    flat = x.reshape(-1, x.shape[-1])
    out = torch.ops.aten._weight_int4pack_mm_for_cpu(flat, w.packed, w.group, w.scales_zeros)  # [rows, N]
    if bias is not None:
        out = out + bias
    return out.reshape(*x.shape[:-1], w.shape[0])


def int8_linear(x: Tensor, w: Int8Weight, bias: Tensor | None) -> Tensor:
    """x [..., K] bf16 -> [..., N] bf16, as F.linear(x, W, bias)."""
    flat = x.reshape(-1, x.shape[-1])
    out = torch.ops.aten._weight_int8pack_mm(flat, w.codes, w.scales)  # [rows, N]
    if bias is not None:
        out = out + bias
    return out.reshape(*x.shape[:-1], w.shape[0])


def quant_linear(x: Tensor, weight, bias: Tensor | None) -> Tensor:
    """The static backend's `linear` where some weights are Int4Weight, Int8Weight or GGUF
    blocks (blocks.py)."""
    if isinstance(weight, (BlockWeight, Stacked)):
        return block_linear(x, weight, bias, other=quant_linear)
    if isinstance(weight, Int4Weight):
        return int4_linear(x, weight, bias)
    if isinstance(weight, Int8Weight):
        return int8_linear(x, weight, bias)
    return F.linear(x, weight, bias)


def fp32_linear(x: Tensor, weight, bias: Tensor | None) -> Tensor:
    """quant_linear for a CPU without native bf16 (AVX2): a float matrix is multiplied in
    float32 (both operands converted, the result rounded back to x's dtype), because torch's
    bf16 GEMM there takes a slow path: the 0.5B's gate/up at 320 rows 211 ms against 56
    converting (kernels held to AVX2 on this Xeon, docs/benchmarks/2026-12-02-cpu-attention.md).
    The prompt's forward of the quantized path (bf16 matrices dequantized from the codes) runs
    on it there; int4/int8 weights go to their kernels as in quant_linear."""
    if not isinstance(weight, Tensor) or x.numel() <= 8 * x.shape[-1]:
        return quant_linear(x, weight, bias)  # a few rows (the head's one): no float32 copy of the matrix
    out = F.linear(x.float(), weight.float(), None if bias is None else bias.float())
    return out.to(x.dtype)


def embedding(tokens: Tensor, table) -> Tensor:
    """F.embedding for a float, Int4Rows, Int8Weight or BlockWeight table: tokens [n] -> [n, K] (only the
    looked-up rows are dequantized, in float32 as the kernels do, then bf16)."""
    if isinstance(table, Int8Weight):
        return int8_dense(Int8Weight(table.codes[tokens], table.scales[tokens]))
    if isinstance(table, BlockWeight):
        return block_dense(table, tokens)
    if not isinstance(table, Int4Rows):
        return F.embedding(tokens, table)
    return dense(table.nibbles[tokens], table.scales_zeros[tokens])


def quantize_weights(w, quant: str = "int4"):
    """llama Weights (float) -> Weights whose matrices are Int4Weight (embedding Int4Rows), or
    with quant="int8" all Int8Weight, with "gguf" all Q8_0-style BlockWeight, requantized (a tied head gets its own kernel copy);
    norms and biases in bf16. A matrix of a shape the int4 kernel does not take stays bf16."""

    def lin(t: Tensor) -> Int4Weight | Int8Weight | BlockWeight | Tensor:
        if quant == "gguf":
            return q8_weight(t) if block_fits(*t.shape) else t.to(torch.bfloat16)
        if quant == "int8":
            return int8_weight(t) if int8_fits(*t.shape) else t.to(torch.bfloat16)
        return kernel_weight(*stored_codes(t)) if fits(t) else t.to(torch.bfloat16)

    def bf16(t: Tensor | None) -> Tensor | None:
        return None if t is None else t.to(torch.bfloat16)

    layers = [
        replace(
            lw, wqkv=lin(lw.wqkv), wo=lin(lw.wo), w13=lin(lw.w13), w2=lin(lw.w2), attn_norm=bf16(lw.attn_norm),
            mlp_norm=bf16(lw.mlp_norm), bqkv=bf16(lw.bqkv), bo=bf16(lw.bo), b13=bf16(lw.b13), b2=bf16(lw.b2),
            q_norm=bf16(lw.q_norm), k_norm=bf16(lw.k_norm),
        )
        for lw in w.layers
    ]
    if quant in ("int8", "gguf"):
        embed: Int4Rows | Int8Weight | BlockWeight | Tensor | None = lin(w.embed)
    else:
        embed = Int4Rows(*stored_codes(w.embed)) if w.embed.shape[1] % GROUP == 0 else bf16(w.embed)
    return replace(w, embed=embed, layers=layers, lm_head=lin(w.lm_head), norm=bf16(w.norm))


def q8_weight(t: Tensor) -> BlockWeight:
    """A float matrix [N, K] -> Q8_0-style blocks (block_codes.q8_blocks), for a folder
    without the conversion's block file. By ~4M values at a time: whole float32 copies of a
    vocabulary-sized matrix and its temporaries took a 0.5B `redraft edit` to 4.7 GB peak RSS,
    3.7 GB so (the dense weights loaded first remain; the converted GGUF: 0.9 GB)."""
    rows = max(1, (1 << 22) // t.shape[1])
    parts = [q8_blocks(t[i : i + rows].detach().float().cpu().numpy()) for i in range(0, t.shape[0], rows)]
    codes, d = (np.concatenate([p[j] for p in parts]) for j in (0, 1))
    return BlockWeight(8, *(torch.from_numpy(a) for a in tile(codes, d, 8)))


def quant_kind(w) -> str:
    """The storage of llama Weights `w`'s matrices: "gguf" where any runs on the block kernel,
    "int8" where any is int8 (the rest the GGUF's own int4 codes), "int4", or "none"."""
    mats = [w.lm_head, *(m for lw in w.layers for m in (lw.wqkv, lw.wo, lw.w13, lw.w2))]
    if any(isinstance(m, (BlockWeight, Stacked)) for m in mats):
        return "gguf"
    if any(isinstance(m, Int8Weight) for m in mats):
        return "int8"
    return "int4" if any(isinstance(m, Int4Weight) for m in mats) else "none"

