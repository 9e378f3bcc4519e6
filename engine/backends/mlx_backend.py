"""MLX backend on mlx-lm: lazy forwards over the model's prompt cache, rolled back by trim.

The code path is the same on Apple Metal and on MLX's CPU build (Linux, mlx[cpu]);
only the latter has been run here.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Sequence, cast

import mlx.core as mx
import mlx.nn as nn
from mlx.utils import tree_flatten
from mlx_lm.models.cache import (
    ArraysCache,
    CacheList,
    ChunkedKVCache,
    ConcatenateKVCache,
    KVCache,
    QuantizedKVCache,
    RotatingKVCache,
    can_trim_prompt_cache,
    make_prompt_cache,
    trim_prompt_cache,
)

from .base import (
    DEFAULT_CONTEXT,
    Backend,
    BackendInfo,
    refuse_untrimmable_config,
    sliding_window,
    untrimmable,
)
from .mlx_sampling import draw
from ..config import Sampling
from ..errors import ConfigError, ModelError

DTYPES = {"bf16": mx.bfloat16, "fp16": mx.float16, "fp32": mx.float32}
DEVICES = ("auto", "cpu", "gpu")
PREFILL_STEP = 2048  # mlx-lm generate_step's default chunk
TRIMMABLE = (KVCache, QuantizedKVCache, ConcatenateKVCache)  # a trim rolls these back exactly


def pick_device(device: str = "auto") -> mx.Device:
    if device not in DEVICES:
        raise ConfigError(f"for the mlx backend must be one of {', '.join(DEVICES)}; got {device!r}", param="device")
    if device == "auto":
        device = "gpu" if mx.is_available(mx.gpu) else "cpu"
    if device == "gpu" and not mx.is_available(mx.gpu):
        raise ConfigError("gpu: this MLX build has no GPU (Linux mlx[cpu] is CPU only); use cpu", param="device")
    return mx.Device(mx.gpu if device == "gpu" else mx.cpu)


def device_name(dev: mx.Device) -> str:
    """What BackendInfo.device says (and what `--draft-policy auto` keys on)."""
    if dev.type == mx.cpu:
        return "cpu"
    if mx.metal.is_available():
        return "metal"
    if hasattr(mx, "cuda") and mx.cuda.is_available():
        return "cuda"
    return "gpu"


def pick_dtype(dtype: str) -> mx.Dtype:
    if dtype == "auto":
        return mx.bfloat16
    if dtype not in DTYPES:
        raise ConfigError(f"must be one of auto, {', '.join(DTYPES)}; got {dtype!r}", param="dtype")
    return DTYPES[dtype]


def _layers(cache: list) -> list:
    out = []
    for c in cache:
        out.extend(_layers(list(c.caches)) if isinstance(c, CacheList) else [c])
    return out


def refuse_untrimmable(model: nn.Module) -> None:
    """A trim must roll the whole sequence state back: only plain KV caches qualify.
    Checked on a fresh cache, before any generation."""
    kind = getattr(getattr(model, "args", None), "model_type", None) or type(model).__module__.rsplit(".", 1)[-1]
    cache = make_prompt_cache(model)
    layers = _layers(cache)
    if not layers:  # can_trim_prompt_cache is vacuously true on an empty list
        raise untrimmable(kind, "the model keeps its sequence state outside the prompt cache, so a trim cannot roll it back")
    for c in layers:
        if isinstance(c, RotatingKVCache):
            raise sliding_window(kind, c.max_size, "RotatingKVCache")
        if isinstance(c, ArraysCache):
            raise untrimmable(kind, f"recurrent layers ({type(c).__name__}) keep state a cache trim cannot roll back")
        if isinstance(c, ChunkedKVCache):
            raise untrimmable(kind, f"chunked-attention layers (ChunkedKVCache, chunk {c.chunk_size}) drop keys a trim cannot restore")
        if type(c) not in TRIMMABLE:
            raise untrimmable(kind, f"its {type(c).__name__} layers cannot be rolled back by a cache trim")
    if not can_trim_prompt_cache(cache):
        raise untrimmable(kind, "mlx-lm reports its cache cannot be trimmed")


def read_config(path: Path) -> dict[str, Any]:
    try:
        cfg = json.loads((Path(path) / "config.json").read_text())
    except (OSError, ValueError):
        return {}
    return cfg if isinstance(cfg, dict) else {}


def refuse_sliding_config(cfg: dict[str, Any]) -> None:
    """mlx-lm's qwen2 and llama ignore a sliding window and attend to everything, which is not
    the model the config describes: refused by the rule the torch backend applies."""
    refuse_untrimmable_config(str(cfg.get("model_type", "model")), cfg.get)


def model_config_overrides(cfg: dict[str, Any]) -> dict[str, Any]:
    """transformers 5 writes rope_theta inside rope_parameters; mlx-lm reads the top-level key."""
    rope = cfg.get("rope_parameters")
    out: dict[str, Any] = {}
    if isinstance(rope, dict):
        if "rope_theta" not in cfg and "rope_theta" in rope:
            out["rope_theta"] = rope["rope_theta"]
        if not cfg.get("rope_scaling") and rope.get("rope_type", "default") != "default":
            out["rope_scaling"] = {k: v for k, v in rope.items() if k != "rope_theta"}
    return out


class MlxBackend(Backend):
    def __init__(self, model: nn.Module, name: str = "model", device: str = "auto") -> None:
        refuse_untrimmable(model)
        self.model = model
        self.device = pick_device(device)
        self.stream = mx.new_stream(self.device)
        params = [v for _, v in tree_flatten(model.parameters())]
        floats = [p.dtype for p in params if mx.issubdtype(p.dtype, mx.floating)]
        args = getattr(model, "args", None)
        self.info = BackendInfo(
            name="mlx",
            model=name,
            device=device_name(self.device),
            dtype=str(floats[0] if floats else mx.float32).removeprefix("mlx.core."),
            max_context=int(getattr(args, "max_position_embeddings", None) or DEFAULT_CONTEXT),
        )
        self.cache: list = make_prompt_cache(model)
        self.key = mx.random.key(0)

    @classmethod
    def load(cls, path: Path, device: str = "auto", dtype: str = "auto") -> MlxBackend:
        from mlx_lm.utils import load_model

        dev, dt = pick_device(device), pick_dtype(dtype)  # refuse bad values before loading
        cfg = read_config(Path(path))
        refuse_sliding_config(cfg)
        try:
            model, _ = load_model(Path(path), model_config=model_config_overrides(cfg))
        except (ValueError, FileNotFoundError) as e:
            raise ModelError(f"mlx-lm cannot load {path}: {e}") from e
        model.set_dtype(dt)  # floating parameters only: quantized weights stay packed
        mx.eval(model.parameters())
        model.eval()
        return cls(model, name=Path(path).name, device="gpu" if dev.type == mx.gpu else "cpu")

    @property
    def cache_len(self) -> int:
        return self.cache[0].offset

    def _reset(self) -> None:
        self.cache = make_prompt_cache(self.model)

    def _prefill(self, tokens: Sequence[int]) -> mx.array:
        """Chunks of all but the last token (only the cache is evaluated), then the last
        token alone, as mlx-lm's generate_step does: the first token matches it exactly."""
        ids = mx.array(list(tokens), dtype=mx.uint32)
        with mx.stream(self.stream):
            while ids.size > 1:
                n = min(PREFILL_STEP, ids.size - 1)
                self.model(ids[:n][None], cache=self.cache)
                mx.eval([c.state for c in self.cache])
                ids = ids[n:]
                mx.clear_cache()
            return self._run(ids)  # [1, vocab]

    def _forward(self, tokens: Sequence[int] | mx.array) -> mx.array:
        ids = tokens if isinstance(tokens, mx.array) else mx.array(list(tokens), dtype=mx.uint32)
        return self._run(ids)  # [n, vocab], lazy

    def _trim(self, n: int) -> None:
        trimmed = trim_prompt_cache(self.cache, n)
        if trimmed != n:
            raise RuntimeError(f"cache trim removed {trimmed} of {n} positions")

    def seed(self, seed: int | None) -> None:
        self.key = mx.random.key(int.from_bytes(os.urandom(8), "little") >> 1 if seed is None else seed)

    def draw(self, logits: mx.array, sampling: Sampling) -> mx.array:
        """One token per row, lazy; a sampled draw takes the next key of the seeded chain."""
        key = None
        if not sampling.greedy:
            self.key, key = mx.random.split(self.key)
        with mx.stream(self.stream):
            return draw(logits, sampling, key)

    def to_host(self, tokens: mx.array) -> list[int]:
        return cast("list[int]", tokens.tolist())

    def submit(self, tokens: Sequence[int] | None, sampling: Sampling) -> mx.array:
        """Build forward + sample lazily and start evaluating it (mx.async_eval) without
        waiting: with None, mlx-lm generate_step's pipelining, the next step queued from the
        current token before the host reads it."""
        toks = super().submit(tokens, sampling)
        mx.async_eval(toks)
        return toks

    def _run(self, ids: mx.array) -> mx.array:
        """Feed `ids` [n] after the cache; logits [n, vocab], lazy."""
        with mx.stream(self.stream):
            return self.model(ids[None], cache=self.cache)[0]
