"""Architecture arguments for engine.models.llama, read from a HF config.json."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping



ARCHITECTURES = ("qwen2", "qwen3", "llama")
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
    qk_norm: bool = False  # Qwen3: an RMSNorm over each q and k head (weights [D]) before the rotation

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
        qwen2 = arch == "qwen2"  # q/k/v biases always, none elsewhere; qwen3 and llama: attention_bias
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
            qkv_bias=True if qwen2 else attention_bias,
            o_bias=False if qwen2 else attention_bias,
            mlp_bias=bool(cfg.get("mlp_bias", False)) if arch == "llama" else False,
            tie_embeddings=bool(cfg.get("tie_word_embeddings", False)),
            max_positions=int(cfg.get("max_position_embeddings", 32768)),
            qk_norm=arch == "qwen3",
        )

    @classmethod
    def from_folder(cls, folder: Path) -> ModelArgs:
        return cls.from_config(json.loads((Path(folder) / "config.json").read_text()))


# -- weights -----------------------------------------------------------------------------
