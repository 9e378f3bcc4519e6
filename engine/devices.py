"""Backend and device names, checked before any model loads: the names without importing
torch (validate_kind, validate_device), then whether this machine has the GPU named
(check_device; imports torch only for a GPU name). Each problem is one ConfigError line that
names the fix, about the `backend` or `device` parameter (the CLI shows --backend, --device).
engine/placement.py turns the checked names into one decision."""

from __future__ import annotations

import platform
import re
import sys

from .errors import ConfigError

KINDS = ("auto", "torch", "mlx")


def default_kind() -> str:
    """mlx on Apple Silicon, torch everywhere else."""
    return "mlx" if sys.platform == "darwin" and platform.machine() == "arm64" else "torch"


def validate_kind(kind: str) -> str:
    """The backend `kind` names (auto: default_kind()); a ConfigError for an unknown name."""
    if kind not in KINDS:
        raise ConfigError(f"must be one of {', '.join(KINDS)}, got {kind!r}", param="backend")
    return default_kind() if kind == "auto" else kind


TORCH_DEVICES = ("auto", "cpu", "cuda", "cuda:N", "mps")
MLX_DEVICES = ("auto", "cpu", "gpu")
_CUDA = re.compile(r"^cuda(?::(\d+))?$")


def validate_device(backend: str, device: str) -> str:
    """The backend kind it resolves to; a ConfigError for a name that backend does not know."""
    kind = validate_kind(backend)
    if kind == "mlx":
        if device not in MLX_DEVICES:
            raise ConfigError(
                f"{device!r} is not an mlx device: use {', '.join(MLX_DEVICES)} (or the torch backend for cuda/mps)",
                param="device",
            )
    elif device not in ("auto", "cpu", "mps") and not _CUDA.match(device):
        raise ConfigError(f"{device!r} is not a device name: use {', '.join(TORCH_DEVICES)}", param="device")
    return kind


def check_device(backend: str, device: str) -> None:
    """validate_device, then refuse a GPU this machine does not have (torch backend; the
    mlx backend checks its own when it loads)."""
    kind = validate_device(backend, device)
    if kind != "torch" or device in ("auto", "cpu"):
        return
    try:
        import torch
    except ImportError:
        return  # placement.place or load_backend names the missing package
    if device == "mps":
        mps = getattr(torch.backends, "mps", None)
        if not (mps and mps.is_available()):
            raise ConfigError("mps: this machine has no Apple GPU (MPS); use cpu or auto", param="device")
        return
    cuda = _CUDA.match(device)
    assert cuda is not None  # validate_device let only cpu, mps and cuda[:N] through
    index = int(cuda.group(1) or 0)
    if not torch.cuda.is_available():
        why = "this PyTorch build has no CUDA" if torch.version.cuda is None else "no CUDA GPU is visible"
        raise ConfigError(f"{device}: {why}; use cpu or auto", param="device")
    count = torch.cuda.device_count()
    if index >= count:
        raise ConfigError(
            f"{device}: this machine has {count} CUDA GPU{'s' if count != 1 else ''} "
            f"(cuda:0{f'..cuda:{count - 1}' if count > 1 else ''}); pick one of those",
            param="device",
        )


def cpu_only_torch() -> bool:
    """Whether the installed torch is a CPU-only build, read from its package metadata without
    importing it (about 1 s): the CPU wheels of download.pytorch.org carry the local version
    tag +cpu. False where torch is missing or the tag says nothing (a CUDA or macOS build)."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        local = version("torch").partition("+")[2]  # "cpu", "cpu.cxx11.abi", "cu128", ""
    except PackageNotFoundError:
        return False
    return local == "cpu" or local.startswith("cpu.")
