"""The dtype "auto" means on a device, for the torch backends (torch only: no transformers
import). The device itself is decided before loading (engine/placement.py)."""

from __future__ import annotations

import torch

from ..errors import ConfigError
from ..placement import cpu_has_native_bf16

DTYPES = {"bf16": torch.bfloat16, "fp16": torch.float16, "fp32": torch.float32, "fp64": torch.float64}


def pick_dtype(dtype: str, device: str) -> torch.dtype:
    """auto: bf16 on CUDA (fp16 where it lacks bf16), fp16 on MPS; on a CPU, bf16 only with
    native bf16 matmuls. Without them (AVX2) a bf16 matmul's cost grows with every row: a
    one-token step is 1.9x faster than fp32, but the prompt and the verify forwards are
    slower, and on this project's AVX2 CPU whole edits ran 1.3-1.7x faster in fp32 with
    prompt lookup (docs/benchmarks/analysis.md)."""
    if dtype == "auto":
        if device.startswith("cuda"):
            return torch.bfloat16 if torch.cuda.is_bf16_supported() else torch.float16
        if device == "mps":
            return torch.float16
        return torch.bfloat16 if cpu_has_native_bf16() else torch.float32
    if dtype not in DTYPES:
        raise ConfigError(f"must be one of auto, {', '.join(DTYPES)}; got {dtype!r}", param="dtype")
    return DTYPES[dtype]
