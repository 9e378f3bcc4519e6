"""Qwen2, Qwen3 and Llama decoders over a static KV cache, as pure functions (gpt-fast style).

The weights come from the same Hugging Face folder (config.json + safetensors) that the
eager backend loads; q/k/v and gate/up are concatenated at load so each is one matmul.

The cache is preallocated for the whole context. A forward writes its keys and values at
the positions it is given, and attention masks every key past a query's own position, so
rolling back is only handing the next forward smaller positions: nothing is copied or
freed, and whatever a rejected draft wrote is overwritten later or never seen.

Shapes in comments: n tokens fed, H heads, KV key/value heads, g = H // KV, D head size,
d model size, L cache length, A the attended prefix of the cache (a bucket >= the last
fed position + 1: attention reads A keys, not L), V vocabulary.
"""

from __future__ import annotations

import math
from typing import Callable, NamedTuple

import torch
import torch.nn.functional as F
from torch import Tensor

from . import ATTENTIONS
from .quant import embedding
from .llama_args import ARCHITECTURES, ROPE_TYPES, ModelArgs, Unsupported  # noqa: F401
from .llama_weights import (  # noqa: F401
    LayerWeights,
    Weights,
    _tensors,
    load_weights,
    random_weights,
    weights_from_state_dict,
    weights_from_tensors,
)



# -- rotary tables and the cache ---------------------------------------------------------


def rope_inv_freq(args: ModelArgs) -> Tensor:
    """[D/2] float32, as transformers computes it (default and llama3 scaling)."""
    d = args.head_dim
    inv = 1.0 / (args.rope_theta ** (torch.arange(0, d, 2, dtype=torch.int64).float() / d))
    if args.rope_llama3 is None:
        return inv
    factor, low, high, old = args.rope_llama3
    low_wavelen, high_wavelen = old / low, old / high
    wavelen = 2 * math.pi / inv
    scaled = torch.where(wavelen > low_wavelen, inv / factor, inv)
    smooth = (old / wavelen - low) / (high - low)
    smoothed = (1 - smooth) * scaled / factor + smooth * scaled
    medium = ~(wavelen < high_wavelen) * ~(wavelen > low_wavelen)
    return torch.where(medium, smoothed, scaled)


class Rope(NamedTuple):
    cos: Tensor  # [L, D] in the model's dtype
    sin: Tensor  # [L, D]


def make_rope(args: ModelArgs, length: int, device, dtype: torch.dtype) -> Rope:
    """cos/sin per position: float32 angles (position x frequency), cast like transformers."""
    freqs = torch.arange(length, dtype=torch.float32)[:, None] * rope_inv_freq(args)[None, :]  # [L, D/2]
    emb = torch.cat((freqs, freqs), dim=-1)  # [L, D]
    return Rope(emb.cos().to(device=device, dtype=dtype), emb.sin().to(device=device, dtype=dtype))


class KVCache(NamedTuple):
    k: Tensor  # [layers, KV, L, D]
    v: Tensor  # [layers, KV, L, D]

    @property
    def length(self) -> int:
        return self.k.shape[2]


def make_cache(args: ModelArgs, length: int, device, dtype: torch.dtype) -> KVCache:
    """Zeros, not empty memory: masked keys must still be finite (0 x NaN is NaN)."""
    shape = (args.layers, args.kv_heads, length, args.head_dim)
    return KVCache(torch.zeros(shape, device=device, dtype=dtype), torch.zeros(shape, device=device, dtype=dtype))


# -- the forward, as pure functions ------------------------------------------------------


def rms_norm(x: Tensor, w: Tensor, eps: float) -> Tensor:
    """[..., d] -> [..., d]; float32 statistics, weight applied in the input dtype (as HF)."""
    h = x.to(torch.float32)
    h = h * torch.rsqrt(h.pow(2).mean(-1, keepdim=True) + eps)
    return w * h.to(x.dtype)


def apply_rope(x: Tensor, cos: Tensor, sin: Tensor) -> Tensor:
    """x [n, h, D], cos/sin [n, D] -> [n, h, D] (halves rotated, the HF layout)."""
    half = x.shape[-1] // 2
    rotated = torch.cat((-x[..., half:], x[..., :half]), dim=-1)
    return x * cos[:, None, :] + rotated * sin[:, None, :]


def mask_bias(key_pos: Tensor, pos: Tensor) -> Tensor:
    """key_pos [A], pos [n] -> [n, A] float32: 0 where key <= query position, else -inf."""
    return torch.where(key_pos[None, :] <= pos[:, None], 0.0, float("-inf"))


def score_dtype(dtype: torch.dtype) -> torch.dtype:
    """Attention scores and softmax run in float32 for half types, else in the model dtype."""
    return torch.float32 if dtype in (torch.bfloat16, torch.float16) else dtype


# CUDA: half operands, float32 out (bench A/B: False converts the keys first). torch.bmm takes
# out_dtype from torch 2.8; older versions convert the keys.
HALF_SCORES = torch.torch_version.TorchVersion(torch.__version__) >= (2, 8)


def scores(q: Tensor, kt: Tensor) -> Tensor:
    """q [B, m, D] @ kt [B, D, A] -> [B, m, A] in score_dtype. A product of two bf16 (or
    fp16) values is exact in float32, so on CUDA the matmul takes the half operands and
    accumulates and returns float32 (one tensor-core GEMM), instead of first copying the A
    cached keys to float32 and running a float32 GEMM: the same products, summed in the
    GEMM's own order."""
    acc = score_dtype(q.dtype)
    if acc != q.dtype and q.is_cuda and HALF_SCORES:
        return torch.bmm(q, kt, out_dtype=acc)
    return torch.matmul(q.to(acc), kt.to(acc))


class LayerFns(NamedTuple):
    """The per-layer pieces a forward calls; the compile mode swaps in compiled copies."""

    pre: Callable  # (x, attn_norm, wqkv, bqkv, q_norm, k_norm, cos, sin) -> q [n,H,D], k [n,KV,D], v [n,KV,D]
    attend: Callable  # (q, kc [KV,A,D], vc [KV,A,D], bias [n,A]) -> o [n, H D]
    post: Callable  # (x, o, wo, bo, mlp_norm, w13, b13, w2, b2) -> x [n, d]
    head: Callable  # (x, norm, lm_head) -> logits [n, V]
    # One whole cached-attention layer (pre, cache write, attend, post), for compiling a
    # layer as one region: (x, LayerWeights fields..., kc [KV,L,D], vc, cos, sin, pos,
    # bias [n,A]) -> x. None: forward calls the pieces.
    layer: Callable | None = None


ATTENTION = (*ATTENTIONS, "blocks")  # blocks: the GGUF block kernel's (--quant gguf), internal


def layer_fns(
    args: ModelArgs, attention: str = "matmul", linear: Callable = F.linear, attend_rows: int | None = None
) -> LayerFns:
    """attention: "matmul" (scores by a float32 batched matmul, softmax, matmul) or "sdpa"
    (one fused scaled_dot_product_attention call with the mask as a bias). linear: how
    x [n, in] @ W.T [in, out] (+ b) is computed (F.linear, cpu_linear's few-row layout, or
    quant.quant_linear). attend_rows: the decode attention must give a row the same result
    whatever n is, while the linears run at the real row count (shapes.py: the quantized CPU
    path): "sdpa" runs each row as its own batch entry (attend_by_row), "matmul" on this many
    query rows (padded with masked copies, sliced after). "blocks": the GGUF block kernel's
    attention in C (blocks.block_attend, --quant gguf), each row alone by construction."""
    if attention not in ATTENTION:
        raise ValueError(f"attention must be one of {ATTENTION}, got {attention!r}")
    H, KV, D, g, eps = args.heads, args.kv_heads, args.head_dim, args.group, args.eps
    if attention == "blocks" and (D > 256 or g > 64):
        attention = "sdpa"  # shapes bq_attend does not take: the fused kernel, by row (below)
    q_size, kv_size, hidden, scale = args.q_size, args.kv_size, args.hidden, args.head_dim**-0.5

    def pre(x, attn_norm, wqkv, bqkv, q_norm, k_norm, cos, sin):
        n = x.shape[0]
        qkv = linear(rms_norm(x, attn_norm, eps), wqkv, bqkv)  # [n, (H + 2 KV) D]
        qk = qkv[:, : q_size + kv_size].view(n, H + KV, D)
        if q_norm is not None:  # Qwen3: each head's RMSNorm over its D, before the rotation
            qk = torch.cat((rms_norm(qk[:, :H], q_norm, eps), rms_norm(qk[:, H:], k_norm, eps)), dim=1)
        qk = apply_rope(qk, cos, sin)  # q and k in one pass
        return qk[:, :H], qk[:, H:], qkv[:, q_size + kv_size :].view(n, KV, D)  # [n, H, D], [n, KV, D] x 2

    attend = attend_fn(args, attention, attend_rows)

    def post(x, o, wo, bo, mlp_norm, w13, b13, w2, b2):
        x = x + linear(o, wo, bo)
        gate, up = linear(rms_norm(x, mlp_norm, eps), w13, b13).split(hidden, dim=-1)  # [n, hidden] x 2
        return x + linear(F.silu(gate) * up, w2, b2)

    def head(x, norm, lm_head):
        return linear(rms_norm(x, norm, eps), lm_head, None)  # [n, V]

    def layer(x, attn_norm, wqkv, bqkv, wo, bo, mlp_norm, w13, b13, w2, b2, q_norm, k_norm, kc, vc, cos, sin, pos, bias):
        q, k, v = pre(x, attn_norm, wqkv, bqkv, q_norm, k_norm, cos, sin)
        kc.index_copy_(1, pos, k.transpose(0, 1))
        vc.index_copy_(1, pos, v.transpose(0, 1))
        a = bias.shape[1]
        o = attend(q, kc[:, :a], vc[:, :a], bias)
        return post(x, o, wo, bo, mlp_norm, w13, b13, w2, b2)

    if attention == "blocks":
        from . import blocks

        if blocks.C_LAYER:  # the decode forwards' layers as one C call each (blocks.c_layer)
            c = blocks.c_layer(args.dim, H, KV, D, hidden, eps, scale, fallback=layer)
            return LayerFns(pre, attend, post, head, c)
    return LayerFns(pre, attend, post, head, layer)


def attend_fn(args: ModelArgs, attention: str, attend_rows: int | None) -> Callable:
    """The decode attention (q, kc [KV,A,D], vc [KV,A,D], bias [n,A]) -> o [n, H D] that
    layer_fns describes: matmul, sdpa, the block kernel's, or a row-count-invariant one."""
    H, KV, D, g, scale = args.heads, args.kv_heads, args.head_dim, args.group, args.head_dim**-0.5

    def attend(q, kc, vc, bias):
        # The g query heads sharing a key/value head become g x n rows against it, so the
        # cache is read as is (no repeat): [KV, n g, D] @ [KV, D, A].
        n, A = q.shape[0], kc.shape[1]
        acc = score_dtype(q.dtype)
        qg = q.view(n, KV, g, D).permute(1, 0, 2, 3).reshape(KV, n * g, D)  # rows (position, head)
        s = scores(qg, kc.transpose(1, 2)) * scale  # [KV, n g, A]
        s = s.view(KV, n, g, A) + bias.to(acc)[None, :, None, :]
        p = torch.softmax(s, dim=-1).to(q.dtype).view(KV, n * g, A)
        o = torch.matmul(p, vc)  # [KV, n g, D]
        return o.view(KV, n, g, D).permute(1, 0, 2, 3).reshape(n, H * D)

    def attend_sdpa(q, kc, vc, bias):
        # The same folding of the g query heads into rows, through one fused kernel.
        n, A = q.shape[0], kc.shape[1]
        qg = q.view(n, KV, g, D).permute(1, 0, 2, 3).reshape(1, KV, n * g, D)
        mask = bias.to(q.dtype)[:, None, :].expand(n, g, A).reshape(1, 1, n * g, A)
        o = F.scaled_dot_product_attention(qg, kc[None], vc[None], attn_mask=mask, scale=scale)  # [1, KV, n g, D]
        return o[0].view(KV, n, g, D).permute(1, 0, 2, 3).reshape(n, H * D)

    def attend_by_row(q, kc, vc, bias):
        # Each position its own batch entry ([n, KV, g, D] against the cache expanded, not
        # copied, over n): the kernel computes every entry alike, at one shape (g query rows
        # over A keys) whatever n is, so a row's output does not depend on its neighbours.
        n, A = q.shape[0], kc.shape[1]
        mask = bias.to(q.dtype)[:, None, None, :]  # [n, 1, 1, A]
        o = F.scaled_dot_product_attention(
            q.view(n, KV, g, D), kc[None].expand(n, KV, A, D), vc[None].expand(n, KV, A, D), attn_mask=mask, scale=scale
        )  # [n, KV, g, D]
        return o.reshape(n, H * D)

    if attention == "sdpa":
        attend = attend_sdpa  # noqa: F811
    if attention == "blocks":
        from .blocks import block_attend

        def attend(q, kc, vc, bias):  # noqa: F811
            return block_attend(q, kc, vc, bias, scale)  # each row alone, in C (models/blocks.py)

    elif attend_rows is not None:
        # The row-count-invariant attention: sdpa by row (one-token steps attend 1 row, not
        # attend_rows), matmul padded to attend_rows; on one thread below SHARED_KEYS keys (by
        # row: one-token steps only; a forward of several rows takes every thread).
        if attention == "sdpa":
            attend = few_keys_on_one_thread(attend_by_row, rows_share=True)  # noqa: F811
        else:
            attend = few_keys_on_one_thread(padded_attend(attend, attend_rows))  # noqa: F811
    return attend


SHARED_KEYS = 1024  # the attended keys from which the quantized path's one-token steps attend on every thread


def few_keys_on_one_thread(attend: Callable, rows_share: bool = False) -> Callable:
    """attend(q, kc, vc, bias) on one thread (one_thread) over fewer than SHARED_KEYS cached
    keys, on the caller's threads over more: by row, an 8-row verify reads the cache once per
    row, which at a 3,000-token context is most of its cost (docs/benchmarks/
    2026-12-02-cpu-amd-epyc.md). The keys attended are the row's bucket, a function of its
    position, so a row runs the same way in a plain step and in any verify (exactness holds
    whatever the thread count does to the kernel).

    rows_share: attend is attend_by_row, whose fused kernel (PyTorch's CPU flash attention,
    in bf16 or fp32: tests/test_quant.py checks that sdpa picks it) gives each (row, key/value
    head) to one thread whole (it splits work by batch entry, head and query block, never
    across keys), so a row's output does not depend on the thread count
    (tests/contract/test_exact.py runs the quantized path on two threads, bitwise): a forward
    of several rows then runs on every thread at any length, and only a one-token step below
    SHARED_KEYS stays on one. Measured below 512 positions, the same buckets
    (docs/benchmarks/2026-12-02-cpu-buckets-amd.md): 8-row verifies faster in 8 of 9 pairs on
    an idle CPU (by up to 20%), no slower beside a busy process."""
    alone = one_thread(attend)

    def run(q, kc, vc, bias):
        shared = kc.shape[1] >= SHARED_KEYS or (rows_share and q.shape[0] > 1)
        return (attend if shared else alone)(q, kc, vc, bias)

    return run


def one_thread(fn: Callable) -> Callable:
    """fn on one torch thread (the count restored after). The quantized CPU path's decode
    attention: its ops are small (a few query rows over A cached keys) but over ATen's parallel
    grain, and each parallel region waits for every thread, so on a busy CPU each stalls for
    a scheduler slice. Measured (docs/benchmarks/2026-12-01-cpu-quant-loop.md, 0.5B int4
    one-token steps, 2 threads): 16.0-16.5/s against 14.7-15.2 lightly loaded, 1.7-2.0/s
    against 0.7-1.1 beside one busy process; the same tokens. Exactness does not depend on it:
    the thread count is a function of the row's position (its bucket), or of a kernel whose
    result does not depend on it (few_keys_on_one_thread), and the linears' int4 kernel gives
    each output from one thread whatever the count."""

    def run(*args):
        threads = torch.get_num_threads()
        if threads == 1:
            return fn(*args)
        torch.set_num_threads(1)
        try:
            return fn(*args)
        finally:
            torch.set_num_threads(threads)

    return run


def padded_attend(attend: Callable, rows: int) -> Callable:
    """attend at a fixed query row count: q [n, H, D] and bias [n, A] padded to `rows` (the
    padding repeats the last row: finite, and never read back), o [:n]."""

    def run(q, kc, vc, bias):
        n = q.shape[0]
        if n >= rows:
            return attend(q, kc, vc, bias)
        q = torch.cat([q, q[-1:].expand(rows - n, *q.shape[1:])])
        bias = torch.cat([bias, bias[-1:].expand(rows - n, bias.shape[1])])
        return attend(q, kc, vc, bias)[:n]

    return run


def attend_causal(q: Tensor, k: Tensor, v: Tensor, scale: float) -> Tensor:
    """The prefill's attention over its own keys (the cache is empty before it): q [n,H,D],
    k/v [n,KV,D] -> [n, H D]."""
    n, H, D = q.shape
    kv = k.shape[1]
    qt, kt, vt = (t.transpose(0, 1)[None] for t in (q, k, v))  # [1, heads, n, D]
    if kv != H:
        kt = kt.repeat_interleave(H // kv, dim=1)
        vt = vt.repeat_interleave(H // kv, dim=1)
    o = F.scaled_dot_product_attention(qt, kt, vt, is_causal=True, scale=scale)  # [1, H, n, D]
    return o[0].transpose(0, 1).reshape(n, H * D)


def write_kv(cache: KVCache, layer: int, pos: Tensor, k: Tensor, v: Tensor) -> None:
    """k/v [n, KV, D] into the cache at positions pos [n] (in place; no host sync)."""
    cache.k[layer].index_copy_(1, pos, k.transpose(0, 1))
    cache.v[layer].index_copy_(1, pos, v.transpose(0, 1))


def forward(
    w: Weights,
    fns: LayerFns,
    cache: KVCache,
    rope: Rope,
    key_pos: Tensor,
    tokens: Tensor,
    pos: Tensor,
    attend: int | None,
    keep_row: int | None = None,
) -> Tensor:
    """tokens/pos [n] -> logits [n, V] (or [1, V]: row keep_row only), writing the cache.

    attend=None: a prefill into an empty cache (positions 0..n-1), causal over its own
    keys. Otherwise queries read cache keys [0, attend), masked past their own position.
    key_pos is arange(L) on the device.
    """
    x = embedding(tokens, w.embed)  # [n, d]
    cos, sin = rope.cos[pos], rope.sin[pos]  # [n, D] each
    bias = None if attend is None else mask_bias(key_pos[:attend], pos)  # [n, A]
    for i, lw in enumerate(w.layers):
        if bias is not None and fns.layer is not None:
            x = fns.layer(x, *_tensors(lw), cache.k[i], cache.v[i], cos, sin, pos, bias)
            continue
        q, k, v = fns.pre(x, lw.attn_norm, lw.wqkv, lw.bqkv, lw.q_norm, lw.k_norm, cos, sin)
        write_kv(cache, i, pos, k, v)
        if bias is None:
            o = attend_causal(q, k, v, q.shape[-1] ** -0.5)
        else:
            o = fns.attend(q, cache.k[i, :, :attend], cache.v[i, :, :attend], bias)
        x = fns.post(x, o, lw.wo, lw.bo, lw.mlp_norm, lw.w13, lw.b13, lw.w2, lw.b2)
    if keep_row is not None:
        x = x[keep_row : keep_row + 1].clone()  # offset 0: compiled heads see one layout
    return fns.head(x, w.norm, w.lm_head)
