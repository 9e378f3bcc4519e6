"""The CPU's GGUF block kernel (engine/kernels/blockq.c) as linears of the static backend.

`--quant gguf` runs each matrix the GGUF stores as Q4_K, Q5_0, Q6_K or Q8_0 on its own
blocks, and the other matrices (F16...) as Q8_0-style blocks requantized at conversion
(engine/store/block_codes.py). Activations are quantized per row and 32 columns to int8 inside
the call, as llama.cpp does for these blocks (its Q8_0 activations), so a one-row step reads
the GGUF's 5-8.5 bits a weight (0.40 GB a token for the 0.5B, against int8's 0.48) at the
host's full bandwidth. The decode attention runs in C too (block_attend).

A row's result does not depend on the rows beside it (blockq.c), so steps and verifies agree.
"""

from __future__ import annotations

import ctypes
import threading
from dataclasses import dataclass
from functools import cached_property

import torch
from torch import Tensor

from ..kernels import build
from ..placement import linux_cpu_flags
from ..store.block_codes import BLK, BYTES, OFFSET, SCALES, TILE

_P = ctypes.c_void_p


@dataclass(frozen=True)
class BlockWeight:
    """A [N, K] matrix in blockq.c's tiles."""

    kind: int  # 4 (Q4_K) | 5 (Q5_0) | 6 (Q6_K) | 8 (Q8_0)
    blocks: Tensor  # uint8 [N/16, K/32, 256 | 320 | 384 | 512]
    scales: Tensor  # fp16 [N/16, K/32, 16] (kind 4: 32, d then m; kind 6: 32, d of columns 0-15 then 16-31)

    def __post_init__(self) -> None:
        """The kernel reads raw pointers: a tensor of another layout would be read out of bounds."""
        t, kb = self.blocks.shape[:2] if self.blocks.dim() == 3 else (0, 0)
        want = (BYTES.get(self.kind), (t, kb, SCALES.get(self.kind)))
        if (
            self.blocks.dtype != torch.uint8 or self.scales.dtype != torch.float16 or self.blocks.dim() != 3
            or (self.blocks.shape[2], tuple(self.scales.shape)) != want
            or not (self.blocks.is_contiguous() and self.scales.is_contiguous())
        ):
            raise ValueError(
                f"GGUF blocks of kind {self.kind}: {tuple(self.blocks.shape)} {self.blocks.dtype} with scales "
                f"{tuple(self.scales.shape)} {self.scales.dtype} are not the kernel's layout"
            )

    @property
    def shape(self) -> tuple[int, int]:
        return (self.blocks.shape[0] * TILE, self.blocks.shape[1] * BLK)

    @property
    def nbytes(self) -> int:
        return self.blocks.nbytes + self.scales.nbytes

    @cached_property
    def call(self) -> tuple[int, int, int, int, int]:
        """bq_linear's weight arguments (kind, blocks, scales, N, K), read once: a step makes
        ~100 calls, and each argument's conversion costs microseconds."""
        return (self.kind, self.blocks.data_ptr(), self.scales.data_ptr(), *self.shape)


@dataclass(frozen=True)
class Stacked:
    """Matrices stacked by rows (q/k/v, gate/up) whose parts run on different kernels: each
    writes its columns of one output."""

    parts: tuple  # BlockWeight | Int4Weight | Int8Weight, in row order

    @property
    def shape(self) -> tuple[int, int]:
        return (sum(p.shape[0] for p in self.parts), self.parts[0].shape[1])

    @property
    def nbytes(self) -> int:
        return sum(p.nbytes for p in self.parts)


_LIB: list[ctypes.CDLL] = []
_LIB_LOCK = threading.Lock()


def library() -> ctypes.CDLL:
    """blockq, compiled for this CPU on first use (build.KernelUnavailable where it cannot be)."""
    if _LIB:
        return _LIB[0]
    with _LIB_LOCK:
        if _LIB:
            return _LIB[0]
        _LIB.append(bind(build.load("blockq", linux_cpu_flags(), build.isa_asked())))
    return _LIB[0]


def bind(lib: ctypes.CDLL) -> ctypes.CDLL:
    """blockq's functions typed for ctypes (every build: tests load the AVX2 one beside the native)."""
    lib.bq_isa.restype = ctypes.c_int
    lib.bq_linear.restype = ctypes.c_int
    lib.bq_linear.argtypes = [ctypes.c_int, _P, _P, ctypes.c_int, ctypes.c_int, _P, ctypes.c_int, _P, _P, _P,
                              ctypes.c_int, _P, ctypes.c_int, ctypes.c_int]
    lib.bq_prompt_linear.restype = ctypes.c_int
    lib.bq_prompt_linear.argtypes = lib.bq_linear.argtypes
    lib.bq_dense.restype = ctypes.c_int
    lib.bq_dense.argtypes = [ctypes.c_int, _P, _P, ctypes.c_int, ctypes.c_int, _P]
    lib.bq_attend.restype = ctypes.c_int
    lib.bq_attend.argtypes = [_P, _P, _P, ctypes.c_long, _P, *[ctypes.c_int] * 5, ctypes.c_float, _P]
    lib.bq_layer_scratch.restype = ctypes.c_long
    lib.bq_layer_scratch.argtypes = [_P, ctypes.c_int]
    lib.bq_layer.restype = ctypes.c_int
    lib.bq_layer.argtypes = [_P, _P, _P, ctypes.c_int, _P, _P, _P, _P, ctypes.c_long, ctypes.c_int, _P, _P, ctypes.c_int,
                             _P, _P]
    return lib


ISA_NAMES = {512: "AVX-512 VNNI", 257: "AVX2 with AVX-VNNI", 256: "AVX2"}


def kernel_isa() -> str:
    """The instructions the loaded kernel runs (model info): blockq.c's bq_isa, named."""
    code = library().bq_isa()
    return ISA_NAMES.get(code, f"isa {code}")


_SCRATCH = threading.local()


KEEP_ROWS = 512  # scratch kept for forwards up to this many rows; a longer prompt's is its own


def scratch(rows: int, k: int) -> tuple[int, int, int, tuple]:
    """Pointers to the activations' int8 codes [rows, k], scales [rows, k/32] and sums [rows, k/16], and the
    tensors behind them (hold them for the call). Kept per thread and width k, grown to the
    most rows asked up to KEEP_ROWS (a step asks 1, a verify 8, a prompt's forward hundreds):
    the kernel runs without the GIL, so two threads must not share them."""
    mine = getattr(_SCRATCH, "widths", None)
    if mine is None:
        mine = _SCRATCH.widths = {}
    got = mine.get(k)
    if got is None or got[0] < rows:
        keep = (
            torch.empty(rows, k, dtype=torch.int8), torch.empty(rows, k // BLK, dtype=torch.float32),
            torch.empty(rows, 2 * (k // BLK), dtype=torch.int32),  # sums per 16 columns
        )
        got = (rows, *(t.data_ptr() for t in keep), keep)
        if rows <= KEEP_ROWS:
            mine[k] = got
    return got[1], got[2], got[3], got[4]


PROMPT_ROWS = 16  # from this many rows (a prompt's forward) a product runs on bq_prompt_linear
PROMPT_KERNEL = True  # False: every row count on bq_linear (A/B, docs/benchmarks/2026-12-05-cpu-prefill-1.5b.md)


def block_linear(x: Tensor, w: BlockWeight | Stacked, bias: Tensor | None, other=None, sums: bool = False) -> Tensor:
    """x [..., K] bf16 -> [..., N] bf16, as F.linear(x, W, bias). other: the linear for a
    Stacked part that is not a BlockWeight (quant.quant_linear). sums: float32, the kernel's
    sums before their rounding to bf16 (tests hold rows to them bit for bit). From PROMPT_ROWS
    rows on bq_prompt_linear, which decodes each tile once for all rows (bq_linear decodes it
    again for every 8) and gives bq_linear's bits."""
    flat = x.reshape(-1, x.shape[-1])
    if not flat.is_contiguous():
        flat = flat.contiguous()
    rows, k = flat.shape
    n = w.shape[0]
    if flat.dtype != torch.bfloat16 or k != w.shape[1]:
        raise ValueError(f"block_linear takes bf16 rows of {w.shape[1]}, got {tuple(x.shape)} {x.dtype}")
    if rows == 0:
        return x.new_empty(*x.shape[:-1], n)
    out = torch.empty(rows, n, dtype=torch.float32 if sums else torch.bfloat16)
    xq, dx, sx, _held = scratch(rows, k)
    lib, quantize, col = library(), 1, 0
    product = lib.bq_prompt_linear if PROMPT_KERNEL and rows >= PROMPT_ROWS else lib.bq_linear
    for part in w.parts if isinstance(w, Stacked) else (w,):
        width = part.shape[0]
        if isinstance(part, BlockWeight):
            at = out.data_ptr() + out.element_size() * col
            rc = product(*part.call, flat.data_ptr(), rows, xq, dx, sx, quantize, at, n, int(sums))
            if rc != 0:
                raise ValueError(f"blockq refused kind {part.kind} {list(part.shape)}")
            quantize = 0
        else:
            out[:, col : col + width] = other(flat, part, None)
        col += width
    if bias is not None:
        out += bias
    return out.reshape(*x.shape[:-1], n)


def block_attend(q: Tensor, kc: Tensor, vc: Tensor, bias: Tensor, scale: float) -> Tensor:
    """The decode attention in C (blockq.c's bq_attend): q [n, H, D] bf16, kc/vc [KV, A, D]
    bf16 (views of the cache: positions contiguous, heads strided), bias [n, A] float32 (0 or
    -inf) -> o [n, H D] bf16. Each row alone, in one fixed order, on every thread: a row's
    output does not depend on the rows beside it. The 1.5B's heads over 320 keys: 30 us for one
    row and 165 for 8, where torch's fused kernel by row (llama's attend_by_row) takes 43 and
    231 (docs/benchmarks/2026-12-03-cpu-verify-prefetch.md)."""
    n, H, D = q.shape
    KV, A = kc.shape[0], kc.shape[1]
    for t in (kc, vc):
        if (
            t.dtype != torch.bfloat16 or t.device.type != "cpu" or t.shape != (KV, A, D)
            or t.stride(2) != 1 or t.stride(1) != D or t.stride(0) != kc.stride(0)
        ):
            raise ValueError(f"block_attend takes bf16 caches of rows of {D}, got {tuple(t.shape)} {t.stride()}")
    q = q.contiguous()
    bias = bias.to(torch.float32).contiguous()
    if q.dtype != torch.bfloat16 or tuple(bias.shape) != (n, A):
        raise ValueError(f"block_attend takes bf16 q and a float [n, A] bias, got {q.dtype} {tuple(bias.shape)}")
    out = torch.empty(n, H * D, dtype=torch.bfloat16)
    rc = library().bq_attend(
        q.data_ptr(), kc.data_ptr(), vc.data_ptr(), kc.stride(0), bias.data_ptr(), n, H, KV, D, A, scale, out.data_ptr()
    )
    if rc != 0:
        raise ValueError(f"bq_attend refused q {tuple(q.shape)} over {tuple(kc.shape)}")
    return out


def codes_of(w: BlockWeight, rows: Tensor | None = None) -> tuple[Tensor, Tensor, Tensor | None]:
    """(codes uint8 [n, K], d float32 [n, K/32] (kind 6: [n, K/16]), kind 4's m or None) of all rows, or of
    `rows` (long [n]): block_codes.untile in torch (the prompt's dense matrices, the
    embedding's rows)."""
    t, kb, _ = w.blocks.shape
    blocks, scales = w.blocks, w.scales
    if rows is not None:
        blocks, scales = blocks[rows // TILE], scales[rows // TILE]  # [n, KB, bytes], [n, KB, 16 | 32]
    if w.kind == 8:
        vec = blocks.view(-1, kb, 8, 64)
    else:
        nib = blocks[..., :256].reshape(-1, kb, 4, 64)
        vec = torch.cat([nib & 0x0F, nib >> 4], dim=2)
        for i, bit in enumerate((4, 5)[: {4: 0, 5: 1, 6: 2}[w.kind]]):  # kind 5's fifth bits, kind 6's 5th and 6th
            plane = blocks[..., 256 + 64 * i : 320 + 64 * i].reshape(-1, kb, 8, 8, 1) >> torch.arange(8, dtype=torch.uint8)
            vec |= (plane & 1).reshape(-1, kb, 8, 64) << bit
    lanes = vec.reshape(-1, kb, 8, TILE, 4).permute(0, 3, 1, 2, 4)  # [tiles, 16, KB, 8, 4]
    d = scales.permute(0, 2, 1).float()  # [tiles, 16 | 32, KB]
    if rows is None:
        pick: tuple = (slice(None), slice(None))
        n = t * TILE
    else:
        pick = (torch.arange(rows.shape[0]), rows % TILE)
        n = rows.shape[0]
    codes = lanes[pick].reshape(n, kb * BLK)
    if w.kind == 6:  # [tiles, 32, KB]: columns 0-15's d, then 16-31's -> [n, KB, 2]
        return codes, torch.stack([d[:, :TILE][pick], d[:, TILE:][pick]], dim=-1).reshape(n, 2 * kb), None
    low = d[:, TILE:][pick].reshape(n, kb) if w.kind == 4 else None
    return codes, d[:, :TILE][pick].reshape(n, kb), low


def dense(w: BlockWeight, rows: Tensor | None = None, out: Tensor | None = None) -> Tensor:
    """bf16 [N or n, K]: d * (q - offset) (kind 4: d * q - m) in float32, rounded once; into
    `out` (contiguous bf16 of that shape) where given. A whole matrix (a block part of a matrix
    joined with one of no block shape, which runs in bf16: quant_store.dense_matrix; or
    load_quant's bf16 prompt weights where asked for) in C where the kernel runs: the same
    values, on every thread (1.3 billion weights: seconds in torch ops)."""
    if rows is None and _LIB:
        out = torch.empty(w.shape, dtype=torch.bfloat16) if out is None else out
        if out.is_contiguous() and _LIB[0].bq_dense(w.kind, w.blocks.data_ptr(), w.scales.data_ptr(), *w.shape, out.data_ptr()) == 0:
            return out
    codes, d, low = codes_of(w, rows)
    size = 16 if w.kind == 6 else BLK  # kind 6: a scale per 16 weights
    q = codes.to(torch.float32).view(codes.shape[0], -1, size).sub_(OFFSET[w.kind]).mul_(d[..., None])
    if low is not None:
        q.sub_(low[..., None])
    values = q.view(codes.shape)
    return values.to(torch.bfloat16) if out is None else out.copy_(values)


# -- one decoder layer in C (blockq.c's bq_layer) -------------------------------------------

PARTS = 4  # bq_lin's parts at most
C_LAYER = True  # --quant gguf decodes through c_layer (False: the torch layer, for A/B and tests)


class _Lin(ctypes.Structure):
    _fields_ = [("n", ctypes.c_int), ("kind", ctypes.c_int * PARTS), ("w", _P * PARTS), ("scales", _P * PARTS),
                ("N", ctypes.c_int * PARTS), ("bias", _P)]


class _LayerW(ctypes.Structure):
    _fields_ = [("qkv", _Lin), ("o", _Lin), ("w13", _Lin), ("w2", _Lin), ("attn_norm", _P), ("mlp_norm", _P),
                ("q_norm", _P), ("k_norm", _P)]


class _Dims(ctypes.Structure):
    _fields_ = [("d", ctypes.c_int), ("H", ctypes.c_int), ("KV", ctypes.c_int), ("D", ctypes.c_int),
                ("hidden", ctypes.c_int), ("eps", ctypes.c_float), ("scale", ctypes.c_float)]


def _lin(w, b: Tensor | None, shape: tuple[int, int]) -> _Lin | None:
    """A linear's bq_lin, or None where a part is not a block matrix (or there are too many),
    or the matrix or its bias is not [N, K] = shape."""
    parts = w.parts if isinstance(w, Stacked) else (w,)
    if len(parts) > PARTS or not all(isinstance(p, BlockWeight) for p in parts):
        return None
    if tuple(w.shape) != shape or any(p.shape[1] != shape[1] for p in parts):
        return None
    if b is not None and (b.dtype != torch.bfloat16 or not b.is_contiguous() or tuple(b.shape) != shape[:1]):
        return None
    lin = _Lin(n=len(parts), bias=b.data_ptr() if b is not None else None)
    for i, p in enumerate(parts):
        lin.kind[i], lin.w[i], lin.scales[i], lin.N[i], _ = p.call
    return lin


def layer_plan(
    dims: _Dims, attn_norm, wqkv, bqkv, wo, bo, mlp_norm, w13, b13, w2, b2, q_norm=None, k_norm=None
) -> _LayerW | None:
    """A layer's weights as bq_layer reads them, or None where any is not for it (a part of
    another kind, a shape other than dims'). q_norm, k_norm: Qwen3's per-head norms, or None."""
    d, hd = dims.d, dims.H * dims.D
    shapes = ((hd + 2 * dims.KV * dims.D, d), (d, hd), (2 * dims.hidden, d), (d, dims.hidden))
    lins = [_lin(w, b, shape) for (w, b), shape in zip(((wqkv, bqkv), (wo, bo), (w13, b13), (w2, b2)), shapes)]
    if (q_norm is None) != (k_norm is None):
        return None
    norms = [(attn_norm, d), (mlp_norm, d)] + ([(q_norm, dims.D), (k_norm, dims.D)] if q_norm is not None else [])
    if any(x is None for x in lins) or any(
        n.dtype != torch.bfloat16 or not n.is_contiguous() or tuple(n.shape) != (size,) for n, size in norms
    ):
        return None
    heads = (q_norm.data_ptr(), k_norm.data_ptr()) if q_norm is not None else (None, None)
    return _LayerW(*lins, attn_norm.data_ptr(), mlp_norm.data_ptr(), *heads)


_LAYER_SCRATCH = threading.local()
_NEED: dict[tuple, int] = {}  # (model shape, rows) -> bq_layer_scratch's bytes


def c_layer(d: int, heads: int, kv_heads: int, head_dim: int, hidden: int, eps: float, scale: float, fallback):
    """The forward's `layer` (models/llama.py LayerFns.layer) as one bq_layer call: norms,
    products, rotation, cache write, attention, SiLU and residuals in C, each row alone. A
    layer whose weights are not all block matrices runs `fallback` (the torch layer). The
    outputs are close to the torch layer's, not bitwise (blockq.c); plain decoding and lookup
    both decode through it, so they agree."""
    if (
        d % BLK or hidden % BLK or (heads * head_dim) % BLK or head_dim % 32 or head_dim > 256
        or heads % kv_heads or heads // kv_heads > 64
    ):
        return fallback  # shapes bq_layer does not take (the rotation runs on halves of whole vectors; bq_attend's)
    dims = _Dims(d, heads, kv_heads, head_dim, hidden, eps, scale)
    plans: dict[int, tuple] = {}  # id(wqkv) -> (plan or None, the weights it points into)

    def layer(x, attn_norm, wqkv, bqkv, wo, bo, mlp_norm, w13, b13, w2, b2, q_norm, k_norm, kc, vc, cos, sin, pos, bias):
        got = plans.get(id(wqkv))
        if got is None or got[1][1] is not wqkv:
            held = (attn_norm, wqkv, bqkv, wo, bo, mlp_norm, w13, b13, w2, b2, q_norm, k_norm)
            got = plans[id(wqkv)] = (layer_plan(dims, *held), held)
        plan = got[0]
        n, a = x.shape[0], bias.shape[1]
        if (
            plan is None or x.dtype != torch.bfloat16 or x.shape != (n, d) or kc.dtype != torch.bfloat16
            or vc.dtype != torch.bfloat16 or kc.dim() != 3 or kc.shape != vc.shape or kc.shape[0] != kv_heads
            or kc.stride(2) != 1 or kc.stride(1) != head_dim or kc.shape[2] != head_dim or vc.stride() != kc.stride()
            or pos.dtype != torch.int64 or pos.shape != (n,) or bias.dtype != torch.float32 or bias.shape != (n, a)
            or cos.dtype != torch.bfloat16 or sin.dtype != torch.bfloat16 or cos.shape != (n, head_dim) or sin.shape != cos.shape
        ):
            return fallback(
                x, attn_norm, wqkv, bqkv, wo, bo, mlp_norm, w13, b13, w2, b2, q_norm, k_norm, kc, vc, cos, sin, pos, bias
            )
        x, cos, sin, pos, bias = (t.contiguous() for t in (x, cos, sin, pos, bias))
        out = torch.empty_like(x)
        held = layer_scratch(dims, n)  # held for the call: C writes into it
        rc = library().bq_layer(
            ctypes.byref(plan), ctypes.byref(dims), x.data_ptr(), n, cos.data_ptr(), sin.data_ptr(), kc.data_ptr(),
            vc.data_ptr(), kc.stride(0), kc.shape[1], pos.data_ptr(), bias.data_ptr(), a, held.data_ptr(), out.data_ptr(),
        )
        if rc != 0:
            raise ValueError(f"bq_layer refused {n} rows at positions up to {int(pos.max())} over {a} of {kc.shape[1]} keys")
        return out

    return layer


def layer_scratch(dims: _Dims, n: int) -> Tensor:
    """bq_layer's scratch for n rows (hold it for the call). One per thread and model shape,
    grown to the most rows asked up to KEEP_ROWS (bq_layer carves n rows' worth from its
    start, so a larger one serves): the kernel runs without the GIL, so two threads must not
    share it."""
    mine = getattr(_LAYER_SCRATCH, "shapes", None)
    if mine is None:
        mine = _LAYER_SCRATCH.shapes = {}
    key = (dims.d, dims.H, dims.KV, dims.D, dims.hidden)
    need = _NEED.get((key, n))
    if need is None:
        need = _NEED[(key, n)] = library().bq_layer_scratch(ctypes.byref(dims), n)
    got = mine.get(key)
    if got is None or got.numel() < need:
        got = torch.empty(need, dtype=torch.uint8)
        if n <= KEEP_ROWS:
            mine[key] = got
    return got
