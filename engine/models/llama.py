"""Qwen2 and Llama decoders over a static KV cache, as pure functions (gpt-fast style).

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

import json
import math
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Callable, Mapping, NamedTuple

import torch
import torch.nn.functional as F
from torch import Tensor

ARCHITECTURES = ("qwen2", "llama")
ROPE_TYPES = ("default", "llama3")


class Unsupported(Exception):
    """This config is outside what the small model implements (the caller falls back)."""


# -- configuration -----------------------------------------------------------------------


@dataclass(frozen=True)
class ModelArgs:
    arch: str
    vocab: int
    dim: int  # d
    hidden: int  # MLP intermediate size
    layers: int
    heads: int  # H
    kv_heads: int  # KV
    head_dim: int  # D
    eps: float
    rope_theta: float
    rope_llama3: tuple[float, float, float, int] | None  # factor, low, high, original context
    qkv_bias: bool
    o_bias: bool
    mlp_bias: bool
    tie_embeddings: bool
    max_positions: int

    @property
    def group(self) -> int:  # g
        return self.heads // self.kv_heads

    @property
    def q_size(self) -> int:
        return self.heads * self.head_dim

    @property
    def kv_size(self) -> int:
        return self.kv_heads * self.head_dim

    @classmethod
    def from_config(cls, cfg: Mapping) -> ModelArgs:
        """From a config.json dict; raises Unsupported with a one-line reason."""
        arch = cfg.get("model_type", "?")
        if arch not in ARCHITECTURES:
            raise Unsupported(f"architecture {arch!r} (the fast path knows {', '.join(ARCHITECTURES)})")
        kinds = set(cfg.get("layer_types") or ["full_attention"])
        if kinds != {"full_attention"}:
            raise Unsupported(f"{arch}: layer types {sorted(kinds)}")
        if cfg.get("use_sliding_window") and cfg.get("sliding_window"):
            raise Unsupported(f"{arch}: sliding-window attention")
        act = cfg.get("hidden_act", "silu")
        if act != "silu":
            raise Unsupported(f"{arch}: activation {act!r}")
        if cfg.get("pretraining_tp", 1) not in (1, None):
            raise Unsupported(f"{arch}: pretraining_tp {cfg.get('pretraining_tp')}")
        rope = dict(cfg.get("rope_parameters") or cfg.get("rope_scaling") or {})
        theta = float(rope.get("rope_theta", cfg.get("rope_theta", 10000.0)))
        rope_type = rope.get("rope_type", rope.get("type", "default"))
        if rope_type not in ROPE_TYPES:
            raise Unsupported(f"{arch}: rope type {rope_type!r}")
        if rope.get("partial_rotary_factor", 1.0) != 1.0:
            raise Unsupported(f"{arch}: partial rotary embeddings")
        llama3 = None
        if rope_type == "llama3":
            llama3 = (
                float(rope["factor"]), float(rope["low_freq_factor"]), float(rope["high_freq_factor"]),
                int(rope["original_max_position_embeddings"]),
            )
        heads = int(cfg["num_attention_heads"])
        kv = int(cfg.get("num_key_value_heads") or heads)
        dim = int(cfg["hidden_size"])
        if heads % kv:
            raise Unsupported(f"{arch}: {heads} heads over {kv} key/value heads")
        attention_bias = bool(cfg.get("attention_bias", False))
        return cls(
            arch=arch,
            vocab=int(cfg["vocab_size"]),
            dim=dim,
            hidden=int(cfg["intermediate_size"]),
            layers=int(cfg["num_hidden_layers"]),
            heads=heads,
            kv_heads=kv,
            head_dim=int(cfg.get("head_dim") or dim // heads),
            eps=float(cfg.get("rms_norm_eps", 1e-6)),
            rope_theta=theta,
            rope_llama3=llama3,
            qkv_bias=True if arch == "qwen2" else attention_bias,
            o_bias=False if arch == "qwen2" else attention_bias,
            mlp_bias=False if arch == "qwen2" else bool(cfg.get("mlp_bias", False)),
            tie_embeddings=bool(cfg.get("tie_word_embeddings", False)),
            max_positions=int(cfg.get("max_position_embeddings", 32768)),
        )

    @classmethod
    def from_folder(cls, folder: Path) -> ModelArgs:
        return cls.from_config(json.loads((Path(folder) / "config.json").read_text()))


# -- weights -----------------------------------------------------------------------------


@dataclass
class LayerWeights:
    attn_norm: Tensor  # [d]
    wqkv: Tensor  # [(H + 2 KV) D, d]: q, then k, then v rows
    bqkv: Tensor | None  # [(H + 2 KV) D]
    wo: Tensor  # [d, H D]
    bo: Tensor | None  # [d]
    mlp_norm: Tensor  # [d]
    w13: Tensor  # [2 hidden, d]: gate rows, then up rows
    b13: Tensor | None
    w2: Tensor  # [d, hidden]
    b2: Tensor | None


@dataclass
class Weights:
    embed: Tensor  # [V, d]
    layers: list[LayerWeights]
    norm: Tensor  # [d]
    lm_head: Tensor  # [V, d] (the embedding itself when tied)

    def step_bytes(self) -> int:
        """Bytes a one-token step must read: every matrix once, one embedding row."""
        seen, total = set(), self.embed[0].nbytes
        for t in [self.norm, self.lm_head, *(t for lw in self.layers for t in _tensors(lw))]:
            if t is not None and id(t) not in seen:
                seen.add(id(t))
                total += t.nbytes
        return total


def _tensors(lw: LayerWeights) -> list[Tensor | None]:
    return [getattr(lw, f.name) for f in fields(lw)]


def weights_from_tensors(
    get: Callable[[str], Tensor | None], args: ModelArgs, device, dtype: torch.dtype
) -> Weights:
    """Assemble from Hugging Face parameter names; `get` returns None for a missing name."""

    def need(name: str) -> Tensor:
        t = get(name)
        if t is None:
            raise Unsupported(f"{args.arch}: the weights lack {name}")
        return t.to(device=device, dtype=dtype)

    def opt(name: str, wanted: bool) -> Tensor | None:
        return need(name) if wanted else None

    def cat(*ts: Tensor | None) -> Tensor | None:
        return None if ts[0] is None else torch.cat(ts, 0).contiguous()

    layers = []
    for i in range(args.layers):
        p = f"model.layers.{i}."
        a, m = p + "self_attn.", p + "mlp."
        layers.append(
            LayerWeights(
                attn_norm=need(p + "input_layernorm.weight"),
                wqkv=cat(need(a + "q_proj.weight"), need(a + "k_proj.weight"), need(a + "v_proj.weight")),
                bqkv=cat(*(opt(a + f"{x}_proj.bias", args.qkv_bias) for x in "qkv")),
                wo=need(a + "o_proj.weight"),
                bo=opt(a + "o_proj.bias", args.o_bias),
                mlp_norm=need(p + "post_attention_layernorm.weight"),
                w13=cat(need(m + "gate_proj.weight"), need(m + "up_proj.weight")),
                b13=cat(opt(m + "gate_proj.bias", args.mlp_bias), opt(m + "up_proj.bias", args.mlp_bias)),
                w2=need(m + "down_proj.weight"),
                b2=opt(m + "down_proj.bias", args.mlp_bias),
            )
        )
    embed = need("model.embed_tokens.weight")
    head = get("lm_head.weight")
    if head is None and not args.tie_embeddings:
        raise Unsupported(f"{args.arch}: the weights lack lm_head.weight")
    lm_head = embed if head is None or args.tie_embeddings else head.to(device=device, dtype=dtype)
    return Weights(embed=embed, layers=layers, norm=need("model.norm.weight"), lm_head=lm_head)


def weights_from_state_dict(sd: Mapping[str, Tensor], args: ModelArgs, device, dtype) -> Weights:
    return weights_from_tensors(sd.get, args, device, dtype)


def load_weights(folder: Path, args: ModelArgs, device, dtype: torch.dtype) -> Weights:
    """From the folder's *.safetensors (sharded or not), straight onto `device`."""
    from safetensors import safe_open

    folder = Path(folder)
    files = sorted(folder.glob("*.safetensors"))
    if not files:
        raise Unsupported(f"{folder} has no *.safetensors weights")
    where: dict[str, Path] = {}
    for f in files:
        with safe_open(f, framework="pt") as h:
            where.update({k: f for k in h.keys()})
    handles = {}

    def get(name: str) -> Tensor | None:
        f = where.get(name)
        if f is None:
            return None
        if f not in handles:
            handles[f] = safe_open(f, framework="pt", device="cpu")
        return handles[f].get_tensor(name)

    return weights_from_tensors(get, args, device, dtype)


def random_weights(args: ModelArgs, device, dtype: torch.dtype, seed: int = 0, std: float = 0.02) -> Weights:
    """Weights at a real model's shapes, for timing (drawn on the device: no host copy)."""
    gen = torch.Generator(device=device).manual_seed(seed)

    def rnd(*shape: int) -> Tensor:
        return (torch.randn(*shape, generator=gen, device=device, dtype=torch.float32) * std).to(dtype)

    def ones(n: int) -> Tensor:
        return torch.ones(n, device=device, dtype=dtype)

    qkv = args.q_size + 2 * args.kv_size
    layers = [
        LayerWeights(
            attn_norm=ones(args.dim),
            wqkv=rnd(qkv, args.dim),
            bqkv=rnd(qkv) if args.qkv_bias else None,
            wo=rnd(args.dim, args.q_size),
            bo=rnd(args.dim) if args.o_bias else None,
            mlp_norm=ones(args.dim),
            w13=rnd(2 * args.hidden, args.dim),
            b13=rnd(2 * args.hidden) if args.mlp_bias else None,
            w2=rnd(args.dim, args.hidden),
            b2=rnd(args.dim) if args.mlp_bias else None,
        )
        for _ in range(args.layers)
    ]
    embed = rnd(args.vocab, args.dim)
    lm_head = embed if args.tie_embeddings else rnd(args.vocab, args.dim)
    return Weights(embed=embed, layers=layers, norm=ones(args.dim), lm_head=lm_head)


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
    """[n, d] -> [n, d]; float32 statistics, weight applied in the input dtype (as HF)."""
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


class LayerFns(NamedTuple):
    """The per-layer pieces a forward calls; the compile mode swaps in compiled copies."""

    pre: Callable  # (x, attn_norm, wqkv, bqkv, cos, sin) -> q [n,H,D], k [n,KV,D], v [n,KV,D]
    attend: Callable  # (q, kc [KV,A,D], vc [KV,A,D], bias [n,A]) -> o [n, H D]
    post: Callable  # (x, o, wo, bo, mlp_norm, w13, b13, w2, b2) -> x [n, d]
    head: Callable  # (x, norm, lm_head) -> logits [n, V]
    # One whole cached-attention layer (pre, cache write, attend, post), for compiling a
    # layer as one region: (x, LayerWeights fields..., kc [KV,L,D], vc, cos, sin, pos,
    # bias [n,A]) -> x. None: forward calls the pieces.
    layer: Callable | None = None


ATTENTION = ("matmul", "sdpa")


def layer_fns(args: ModelArgs, attention: str = "matmul") -> LayerFns:
    """attention: "matmul" (scores by a float32 batched matmul, softmax, matmul) or "sdpa"
    (one fused scaled_dot_product_attention call with the mask as a bias)."""
    if attention not in ATTENTION:
        raise ValueError(f"attention must be one of {ATTENTION}, got {attention!r}")
    H, KV, D, g, eps = args.heads, args.kv_heads, args.head_dim, args.group, args.eps
    q_size, kv_size, hidden, scale = args.q_size, args.kv_size, args.hidden, args.head_dim**-0.5

    def pre(x, attn_norm, wqkv, bqkv, cos, sin):
        n = x.shape[0]
        qkv = F.linear(rms_norm(x, attn_norm, eps), wqkv, bqkv)  # [n, (H + 2 KV) D]
        q, k, v = qkv.split([q_size, kv_size, kv_size], dim=-1)
        q = apply_rope(q.view(n, H, D), cos, sin)  # [n, H, D]
        k = apply_rope(k.view(n, KV, D), cos, sin)  # [n, KV, D]
        return q, k, v.view(n, KV, D)

    def attend(q, kc, vc, bias):
        # The g query heads sharing a key/value head become g x n rows against it, so the
        # cache is read as is (no repeat): [KV, n g, D] @ [KV, D, A].
        n, A = q.shape[0], kc.shape[1]
        acc = score_dtype(q.dtype)
        qg = q.view(n, KV, g, D).permute(1, 0, 2, 3).reshape(KV, n * g, D)  # rows (position, head)
        s = torch.matmul(qg.to(acc), kc.transpose(1, 2).to(acc)) * scale  # [KV, n g, A]
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

    if attention == "sdpa":
        attend = attend_sdpa  # noqa: F811

    def post(x, o, wo, bo, mlp_norm, w13, b13, w2, b2):
        x = x + F.linear(o, wo, bo)
        gate, up = F.linear(rms_norm(x, mlp_norm, eps), w13, b13).split(hidden, dim=-1)  # [n, hidden] x 2
        return x + F.linear(F.silu(gate) * up, w2, b2)

    def head(x, norm, lm_head):
        return F.linear(rms_norm(x, norm, eps), lm_head)  # [n, V]

    def layer(x, attn_norm, wqkv, bqkv, wo, bo, mlp_norm, w13, b13, w2, b2, kc, vc, cos, sin, pos, bias):
        q, k, v = pre(x, attn_norm, wqkv, bqkv, cos, sin)
        kc.index_copy_(1, pos, k.transpose(0, 1))
        vc.index_copy_(1, pos, v.transpose(0, 1))
        a = bias.shape[1]
        o = attend(q, kc[:, :a], vc[:, :a], bias)
        return post(x, o, wo, bo, mlp_norm, w13, b13, w2, b2)

    return LayerFns(pre, attend, post, head, layer)


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
    x = F.embedding(tokens, w.embed)  # [n, d]
    cos, sin = rope.cos[pos], rope.sin[pos]  # [n, D] each
    bias = None if attend is None else mask_bias(key_pos[:attend], pos)  # [n, A]
    for i, lw in enumerate(w.layers):
        if bias is not None and fns.layer is not None:
            x = fns.layer(x, *_tensors(lw), cache.k[i], cache.v[i], cos, sin, pos, bias)
            continue
        q, k, v = fns.pre(x, lw.attn_norm, lw.wqkv, lw.bqkv, cos, sin)
        write_kv(cache, i, pos, k, v)
        if bias is None:
            o = attend_causal(q, k, v, q.shape[-1] ** -0.5)
        else:
            o = fns.attend(q, cache.k[i, :, :attend], cache.v[i, :, :attend], bias)
        x = fns.post(x, o, lw.wo, lw.bo, lw.mlp_norm, lw.w13, lw.b13, lw.w2, lw.b2)
    if keep_row is not None:
        x = x[keep_row : keep_row + 1].clone()  # offset 0: compiled heads see one layout
    return fns.head(x, w.norm, w.lm_head)
