"""PyTorch/transformers backend: eager forwards over a DynamicCache that trims."""

from __future__ import annotations

import inspect
from pathlib import Path
from typing import Sequence

import torch
from transformers import AutoModelForCausalLM, DynamicCache, PreTrainedModel
from transformers.cache_utils import DynamicLayer

from .base import (
    DEFAULT_CONTEXT,
    Backend,
    BackendInfo,
    refuse_untrimmable_config,
    sliding_window,
    untrimmable,
)
from .cpu_linear import use_few_row_linear, wants_few_row_linear
from .torch_device import DTYPES, cpu_has_native_bf16, pick_dtype  # noqa: F401
from .torch_sampling import draw, seed_generator
from ..config import Sampling
from ..errors import UnsupportedModelError


def crop_cache(cache: DynamicCache, remove: int) -> None:
    """Drop the last `remove` positions. `crop(-n)` removes n in every transformers 5 release;
    a positive argument meant "keep this many" in releases up to 5.17 (parameter `max_length`
    before 5.17, deprecated there) and raises from 5.18, so we never pass one."""
    if remove > 0:
        cache.crop(-remove)


def cache_kwarg(model: PreTrainedModel) -> str:
    """transformers renamed forward's `past_key_values` to `cache` after 5.17."""
    params = inspect.signature(model.forward).parameters
    return "cache" if "cache" in params else "past_key_values"


def refuse_untrimmable(model: PreTrainedModel) -> None:
    """A trim must roll the whole sequence state back. Judged by the cache layers transformers
    builds for this config (what the forwards will write into): plain DynamicLayers only. A
    config that sets `sliding_window` with neither `layer_types` nor `use_sliding_window`
    (Mistral v0.1) gets sliding layers, which drop keys past the window that no trim restores."""
    cfg = model.config
    kind = cfg.model_type
    layers = DynamicCache(config=cfg).layers
    for layer in layers:
        if getattr(layer, "is_sliding", False):
            raise sliding_window(kind, getattr(layer, "sliding_window", "?"), type(layer).__name__)
        if type(layer) is not DynamicLayer:
            raise untrimmable(kind, f"its {type(layer).__name__} cache layers keep state a cache trim cannot roll back")
    if not layers:  # built lazily at the first forward: judge by the config alone
        refuse_untrimmable_config(kind, lambda key: getattr(cfg, key, None))


class TorchBackend(Backend):
    def __init__(self, model: PreTrainedModel, name: str = "model", few_row: bool | None = None) -> None:
        """few_row: compute few-row forwards as W @ x.T (cpu_linear.py); None: where measured
        faster (CPU fp32)."""
        refuse_untrimmable(model)
        self.model = model.eval()
        weights = next(model.parameters())
        self.device = weights.device
        if few_row is None:
            few_row = wants_few_row_linear(weights.device, weights.dtype)
        if few_row:
            use_few_row_linear(self.model)
        cfg = model.config
        self.info = BackendInfo(
            name="torch",
            model=name,
            device=str(self.device),
            dtype=str(weights.dtype).removeprefix("torch."),
            max_context=int(getattr(cfg, "max_position_embeddings", None) or DEFAULT_CONTEXT),
        )
        self.cache = DynamicCache(config=cfg)
        self.cache_kwarg = cache_kwarg(model)
        self.generator = torch.Generator(device=self.device)

    @classmethod
    def load(cls, path: Path, device: str = "cpu", dtype: str = "auto", few_row: bool | None = None) -> TorchBackend:
        """device: a torch device name, as placement.place decided it."""
        from transformers.utils import logging as hf_logging

        hf_logging.disable_progress_bar()  # the CLI prints one stats line, not a weights bar
        hf_logging.set_verbosity_error()
        model = AutoModelForCausalLM.from_pretrained(path, dtype=pick_dtype(dtype, device))
        return cls(model.to(device), name=Path(path).name, few_row=few_row)

    @property
    def cache_len(self) -> int:
        return self.cache.get_seq_length()

    def _reset(self) -> None:
        self.cache = DynamicCache(config=self.model.config)

    def _prefill(self, tokens: Sequence[int]) -> torch.Tensor:
        logits = self._run(tokens, keep=1)  # [1, vocab]
        if self.cache_len != len(tokens):  # the model kept its state somewhere a trim cannot reach
            raise UnsupportedModelError(
                f"{self.model.config.model_type}: the prompt's {len(tokens)} positions did not land in the "
                f"cache redraft trims (it holds {self.cache_len}); use another model"
            )
        return logits

    def _forward(self, tokens: Sequence[int] | torch.Tensor) -> torch.Tensor:
        return self._run(tokens, keep=len(tokens))  # [n, vocab]

    @torch.inference_mode()
    def _run(self, tokens: Sequence[int] | torch.Tensor, keep: int) -> torch.Tensor:
        if isinstance(tokens, torch.Tensor):  # a chained step: the token is still on the device
            ids = tokens.view(1, -1)
        else:
            ids = torch.tensor([list(tokens)], device=self.device)  # [1, n]
        kwargs = {self.cache_kwarg: self.cache}
        out = self.model(input_ids=ids, use_cache=True, logits_to_keep=keep, **kwargs)
        return out.logits[0, -keep:]

    def _trim(self, n: int) -> None:
        crop_cache(self.cache, n)

    def draw(self, logits: torch.Tensor, sampling: Sampling) -> torch.Tensor:
        return draw(logits, sampling, self.generator)  # [n] on the device

    def to_host(self, tokens: torch.Tensor) -> list[int]:
        return tokens.tolist()

    def seed(self, seed: int | None) -> None:
        seed_generator(self.generator, seed)
