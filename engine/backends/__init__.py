"""Backends load lazily so that importing the engine never imports torch or mlx."""

from __future__ import annotations

import platform
import sys
from pathlib import Path

from redraft.engine.backends.base import Backend, BackendInfo
from redraft.engine.backends.settings import BackendSettings
from redraft.engine.devices import check_device
from redraft.engine.errors import ConfigError, ModelError

KINDS = ("auto", "torch", "mlx")
STATIC_DEVICES = ("cuda", "cpu")  # where the static-cache backend is the default


def default_kind() -> str:
    """mlx on Apple Silicon, torch everywhere else."""
    return "mlx" if sys.platform == "darwin" and platform.machine() == "arm64" else "torch"


QUANTS = ("auto", "none", "int4")


def validate_quant(quant: str) -> str:
    if quant not in QUANTS:
        raise ConfigError(f"must be one of {', '.join(QUANTS)}, got {quant!r}", param="quant")
    return quant


# Whether `auto` picks int4 on a bf16 CPU. Not yet: int4 requantizes most of the 0.5B (its
# Q5_0 and Q8_0 tensors) and `bench --quality` has not shown it keeps the bf16 score (issue
# 21); until then int4 is opt-in (--quant int4).
INT4_AUTO = False


def resolve_quant(quant: str, device: str, dtype: str = "auto") -> str:
    """auto: int4 on a CPU that runs bf16 (native bf16, or --dtype bf16) once INT4_AUTO is on,
    none elsewhere (GPUs, fp32 CPUs: the kernel takes bf16 activations)."""
    cpu = device.split(":")[0] == "cpu"
    if quant == "int4" and not cpu:
        raise ConfigError(f"int4 weights run on a CPU only, not {device}: use --quant none or auto", param="quant")
    if quant == "auto":
        if not INT4_AUTO or not cpu or dtype not in ("auto", "bf16"):
            return "none"
        from redraft.engine.backends.torch_device import cpu_has_native_bf16

        # the kernel takes bf16 activations: where --dtype auto is fp32 (AVX2), today's path
        return "int4" if dtype == "bf16" or cpu_has_native_bf16() else "none"
    return quant


def validate_kind(kind: str) -> str:
    if kind not in KINDS:
        raise ConfigError(f"must be one of {', '.join(KINDS)}, got {kind!r}", param="backend")
    return default_kind() if kind == "auto" else kind


def load_backend(
    kind: str,
    path: Path,
    device: str = "auto",
    dtype: str = "auto",
    graphs: bool = True,
    settings: BackendSettings = BackendSettings(),
    quant: str = "auto",
) -> Backend:
    """graphs: on CUDA and CPU, use the static-cache backend (our own forward; CUDA graphs on
    CUDA) where the model allows it: it is exact (greedy lookup == plain, shapes.py) and
    starts without importing transformers. False (--no-graphs), or a model it does not
    cover, loads the eager transformers backend.
    settings: benchmark switches, read from the environment by the caller.
    quant: auto | none | int4 (models/quant.py): auto is int4 on a CPU, none elsewhere; int4
    runs on the static backend on a CPU only, and says so where it cannot."""
    kind = validate_kind(kind)
    validate_quant(quant)
    check_device(kind, device)  # a one-line error for a device this machine lacks, before loading
    if kind == "torch":
        try:
            from redraft.engine.backends.torch_device import pick_device
        except ImportError as e:
            raise ModelError(f"the torch backend needs PyTorch ({e.name} is missing): pip install torch") from e
        dev = pick_device(device)
        if graphs and dev.split(":")[0] in STATIC_DEVICES:
            from redraft.engine.backends.static_backend import load_fast

            # None, after a one-line notice, if unsupported
            q = resolve_quant(quant, dev, dtype)
            fast = load_fast(path, dev, dtype, mode=settings.fast_path, attention=settings.attention, quant=q)
            if fast is not None:
                return fast
        if quant == "int4":
            raise ConfigError("int4 weights run on the static backend on a CPU only: use --quant none or auto here", param="quant")
        from redraft.engine.backends.torch_backend import TorchBackend

        return TorchBackend.load(path, device=dev, dtype=dtype, few_row=settings.few_row)
    try:
        from redraft.engine.backends.mlx_backend import MlxBackend
    except ImportError as e:
        raise ModelError(
            f"the mlx backend needs mlx and mlx-lm ({e.name} is missing): "
            "pip install 'redraft[mlx]' (Linux: mlx[cpu])"
        ) from e
    return MlxBackend.load(path, device=device, dtype=dtype)


__all__ = ["Backend", "BackendInfo", "BackendSettings", "KINDS", "QUANTS", "default_kind", "load_backend", "validate_kind"]
