"""PyTorch/transformers backend: eager forwards over a DynamicCache that trims."""

from __future__ import annotations

import inspect
import os
from pathlib import Path
from typing import Sequence

import torch
from transformers import AutoModelForCausalLM, DynamicCache, PreTrainedModel

from redraft.engine.backends.base import BackendInfo
from redraft.engine.backends.cpu_linear import use_few_row_linear, wants_few_row_linear
from redraft.engine.config import Sampling
from redraft.engine.errors import ConfigError, UnsupportedModelError
from redraft.engine.backends.torch_sampling import filter_logits, seed_generator

CPU_LINEAR_ENV = "REDRAFT_CPU_LINEAR"  # "stock": keep F.linear on CPU fp32 (benchmark A/B)
DTYPES = {"bf16": torch.bfloat16, "fp16": torch.float16, "fp32": torch.float32, "fp64": torch.float64}


def pick_device(device: str = "auto") -> str:
    if device != "auto":
        return device
    if torch.cuda.is_available():
        return "cuda"
    if getattr(torch.backends, "mps", None) and torch.backends.mps.is_available():
        return "mps"
    return "cpu"


def cpu_has_native_bf16() -> bool:
    """AVX-512-BF16 or AMX: the CPUs where torch's bf16 matmuls run at full width."""
    probes = ("_is_avx512_bf16_supported", "_is_amx_tile_supported")
    return any(getattr(torch.cpu, p, lambda: False)() for p in probes)


def pick_dtype(dtype: str, device: str) -> torch.dtype:
    """auto: bf16 on CUDA (fp16 where it lacks bf16), fp16 on MPS; on a CPU, bf16 only with
    native bf16 matmuls. Without them (AVX2) a bf16 matmul's cost grows with every row: a
    one-token step is 1.9x faster than fp32, but the prompt and the verify forwards are
    slower, and on this project's AVX2 CPU whole edits ran 1.3-1.7x faster in fp32 with
    prompt lookup (docs/benchmarks/README.md)."""
    if dtype == "auto":
        if device.startswith("cuda"):
            return torch.bfloat16 if torch.cuda.is_bf16_supported() else torch.float16
        if device == "mps":
            return torch.float16
        return torch.bfloat16 if cpu_has_native_bf16() else torch.float32
    if dtype not in DTYPES:
        raise ConfigError(f"--dtype must be one of auto, {', '.join(DTYPES)}; got {dtype!r}")
    return DTYPES[dtype]


def crop_cache(cache: DynamicCache, keep: int, remove: int) -> None:
    """Drop `remove` positions. transformers <= 5.17 reads crop's argument as the length to
    keep; later versions as (minus) the count to remove. A negative count means "remove"
    in both, but we pass each what it names to stay exact."""
    if remove <= 0:
        return
    param = next(iter(inspect.signature(cache.crop).parameters))
    cache.crop(keep if param == "max_length" else -remove)


def cache_kwarg(model: PreTrainedModel) -> str:
    """transformers renamed `past_key_values` to `cache` after 5.17."""
    params = inspect.signature(model.forward).parameters
    return "cache" if "cache" in params else "past_key_values"


def refuse_untrimmable(model: PreTrainedModel) -> None:
    """A trim must roll the whole sequence state back: only full-attention layers qualify."""
    cfg = model.config
    kinds = set(getattr(cfg, "layer_types", None) or ["full_attention"])
    if kinds != {"full_attention"}:
        raise UnsupportedModelError(
            f"{cfg.model_type}: layers {sorted(kinds)} keep state a cache trim cannot roll back; "
            "prompt lookup needs full-attention layers only; use another model"
        )
    if getattr(cfg, "use_sliding_window", False) and getattr(cfg, "sliding_window", None):
        raise UnsupportedModelError(
            f"{cfg.model_type}: sliding-window attention cannot be rolled back past its window; "
            "use a model without it"
        )


class TorchBackend:
    def __init__(self, model: PreTrainedModel, name: str = "model", few_row: bool | None = None) -> None:
        """few_row: compute few-row forwards as W @ x.T (cpu_linear.py); None = where measured
        faster (CPU fp32) unless REDRAFT_CPU_LINEAR=stock."""
        refuse_untrimmable(model)
        self.model = model.eval()
        weights = next(model.parameters())
        self.device = weights.device
        if few_row is None:
            few_row = wants_few_row_linear(weights.device, weights.dtype) and os.environ.get(CPU_LINEAR_ENV) != "stock"
        if few_row:
            use_few_row_linear(self.model)
        cfg = model.config
        self.info = BackendInfo(
            name="torch",
            model=name,
            device=str(self.device),
            dtype=str(next(model.parameters()).dtype).removeprefix("torch."),
            max_context=int(getattr(cfg, "max_position_embeddings", 32768)),
        )
        self.cache = DynamicCache(config=cfg)
        self.cache_kwarg = cache_kwarg(model)
        self.generator = torch.Generator(device=self.device)

    @classmethod
    def load(cls, path: Path, device: str = "auto", dtype: str = "auto") -> TorchBackend:
        from transformers.utils import logging as hf_logging

        hf_logging.disable_progress_bar()  # the CLI prints one stats line, not a weights bar
        hf_logging.set_verbosity_error()
        dev = pick_device(device)
        model = AutoModelForCausalLM.from_pretrained(path, dtype=pick_dtype(dtype, dev))
        return cls(model.to(dev), name=Path(path).name)

    # -- the interface the round loop sees ---------------------------------------------

    def reset(self) -> None:
        self.cache = DynamicCache(config=self.model.config)

    @property
    def cache_len(self) -> int:
        return self.cache.get_seq_length()

    @torch.inference_mode()
    def prefill(self, tokens: Sequence[int]) -> torch.Tensor:
        return self._run(tokens, keep=1)  # [1, vocab]

    @torch.inference_mode()
    def forward(self, tokens: Sequence[int]) -> torch.Tensor:
        return self._run(tokens, keep=len(tokens))  # [n, vocab]

    def _run(self, tokens: Sequence[int], keep: int) -> torch.Tensor:
        ids = torch.tensor([list(tokens)], device=self.device)  # [1, n]
        kwargs = {self.cache_kwarg: self.cache}
        out = self.model(input_ids=ids, use_cache=True, logits_to_keep=keep, **kwargs)
        return out.logits[0, -keep:]

    def trim(self, n: int) -> None:
        crop_cache(self.cache, self.cache_len - n, n)

    def seed(self, seed: int | None) -> None:
        seed_generator(self.generator, seed)

    @torch.inference_mode()
    def sample(self, logits: torch.Tensor, sampling: Sampling) -> list[int]:
        if sampling.greedy:
            return logits.argmax(dim=-1).tolist()
        probs = torch.softmax(filter_logits(logits.float(), sampling), dim=-1)  # [n, vocab]
        return torch.multinomial(probs, 1, generator=self.generator).squeeze(-1).tolist()

    def warmup(self, max_width: int) -> None:
        """One forward at every verify width, then an empty cache."""
        self.reset()
        self.prefill([0] * 8)
        for width in range(1, max_width + 1):
            self.forward([0] * width)
            self.trim(width)
        self.reset()
