"""Weights for engine.models.llama: loaded from a HF folder (q/k/v and gate/up joined) or random."""

from __future__ import annotations

from dataclasses import dataclass, fields
from pathlib import Path
from typing import Callable, Mapping

import torch
from torch import Tensor

from ..store.gguf_int4 import INT4_FILE
from ..store.gguf_int8 import INT8_FILE
from .llama_args import ModelArgs, Unsupported  # noqa: F401



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
    q_norm: Tensor | None = None  # [D] (Qwen3: each q head's RMSNorm weight)
    k_norm: Tensor | None = None  # [D] (each k head's)


@dataclass
class Weights:
    embed: Tensor  # [V, d]
    layers: list[LayerWeights]
    norm: Tensor  # [d]
    lm_head: Tensor  # [V, d] (the embedding itself when tied)

    def step_bytes(self) -> int:
        """Bytes a one-token step must read: every matrix once, one embedding row."""
        seen, total = set(), self.embed.nbytes // self.embed.shape[0]
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
                q_norm=opt(a + "q_norm.weight", args.qk_norm),
                k_norm=opt(a + "k_norm.weight", args.qk_norm),
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
    files = sorted(f for f in folder.glob("*.safetensors") if f.name not in (INT4_FILE, INT8_FILE))
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
            q_norm=ones(args.head_dim) if args.qk_norm else None,
            k_norm=ones(args.head_dim) if args.qk_norm else None,
        )
        for _ in range(args.layers)
    ]
    embed = rnd(args.vocab, args.dim)
    lm_head = embed if args.tie_embeddings else rnd(args.vocab, args.dim)
    return Weights(embed=embed, layers=layers, norm=ones(args.dim), lm_head=lm_head)
