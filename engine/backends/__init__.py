"""Backends load lazily so that importing the engine never imports torch or mlx:
load_backend carries out a Placement (engine/placement.py), decided before it is called."""

from __future__ import annotations

from pathlib import Path

from .base import Backend, BackendInfo
from .settings import BackendSettings
from ..errors import ConfigError, ModelError
from ..placement import QUANT_STATIC_ONLY, Placement


def load_backend(where: Placement, path: Path, settings: BackendSettings = BackendSettings()) -> Backend:
    """The backend `where` names for the model at `path` (_load). The background hash of a
    cached folder (engine/store/weights_check.py) begins first, over the weight files the
    placement will read, so that it runs beside the load rather than the first tokens; a load
    that fell back to other weights (auto's quantized ones unusable) adds what it read."""
    from ..store import weights_check
    from ..store.gguf_int8 import has_quant_files, unread_weight_files

    folder = Path(path)
    planned = where.quant if where.quant != "none" and has_quant_files(folder, where.quant) else "none"
    weights_check.begin(folder, unread_weight_files(folder, planned))
    backend = _load(where, path, settings)
    if backend.info.quant != planned:
        weights_check.begin(folder, unread_weight_files(folder, backend.info.quant))
    return backend


def usable_auto_quant(folder: Path, quant: str) -> str:
    """auto's choice (where.quant) where this folder and machine can run it: gguf becomes int8
    where the block kernel cannot be built here, or where a GGUF's conversion wrote no block file
    (a notice says why); a converted folder without the kind's files runs dense (none). A folder
    with no quantized files at all (a Hugging Face safetensors folder, a hub id) keeps the choice:
    its weights are quantized at load (models/quant_store.load_quant; gguf: Q8_0 blocks)."""
    import logging

    from ..store.gguf_int8 import has_quant_files

    converted = any(has_quant_files(folder, q) for q in ("int4", "gguf"))
    if quant == "gguf":
        why = f"{folder.name} has no GGUF block file" if converted and not has_quant_files(folder, "gguf") else None
        if why is None:
            from ..kernels.build import KernelUnavailable
            from ..models.blocks import library

            try:
                library()
            except KernelUnavailable as e:
                why = str(e)
        if why is not None:
            logging.getLogger(__name__).warning("redraft: --quant auto: %s; running int8", why)
            quant = "int8"
    return quant if not converted or has_quant_files(folder, quant) else "none"


def _load(where: Placement, path: Path, settings: BackendSettings) -> Backend:
    """where.static (CUDA and CPU unless --no-graphs): the static-cache backend (our own
    forward; CUDA graphs on CUDA) where the model allows it: it is exact (greedy lookup ==
    plain, shapes.py) and starts without importing transformers. Otherwise, or for a model
    it does not cover, the eager transformers backend; int4 weights (where.quant) run on
    the static backend only, and say so where it cannot.
    settings: benchmark switches, read from the environment by the caller."""
    if where.backend == "torch":
        try:
            import torch  # noqa: F401
        except ImportError as e:
            raise ModelError(f"the torch backend needs PyTorch ({e.name} is missing): pip install torch") from e
        from ..kernels.build import KernelUnavailable

        quant = where.quant
        if where.quant_auto:
            quant = usable_auto_quant(Path(path), quant)
        if where.static:
            from .static_backend import load_fast

            # None, after a one-line notice, if unsupported
            try:
                fast = load_fast(path, where.device, where.dtype, mode=settings.fast_path, attention=settings.attention, quant=quant)
            except KernelUnavailable as e:
                raise ConfigError(f"gguf: {e}; use --quant int8 or auto", param="quant") from None
            if fast is not None:
                return fast
        if quant != "none" and not where.quant_auto:
            raise ConfigError(QUANT_STATIC_ONLY, param="quant")  # the model has no static path
        from .torch_backend import TorchBackend

        return TorchBackend.load(path, device=where.device, dtype=where.dtype, few_row=settings.few_row)
    try:
        from .mlx_backend import MlxBackend
    except ImportError as e:
        raise ModelError(
            f"the mlx backend needs mlx and mlx-lm ({e.name} is missing): "
            "pip install 'redraft[mlx]' (Linux: mlx[cpu])"
        ) from e
    return MlxBackend.load(path, device=where.device, dtype=where.dtype)


__all__ = ["Backend", "BackendInfo", "BackendSettings", "Placement", "load_backend"]
