"""Backends load lazily so that importing the engine never imports torch or mlx:
load_backend carries out a Placement (engine/placement.py), decided before it is called."""

from __future__ import annotations

from pathlib import Path

from .base import Backend, BackendInfo
from .settings import BackendSettings
from ..errors import ConfigError, ModelError
from ..placement import QUANT_STATIC_ONLY, Placement


def load_backend(where: Placement, path: Path, settings: BackendSettings = BackendSettings()) -> Backend:
    """The backend `where` names for the model at `path` (_load), its weights as placement
    decided them (place, then settle for this model: nothing here decides again). A converted
    folder that lacks the files of the mode asked for (the cache kept only the default's)
    builds them first, with a notice (engine/store/on_demand.py). The background hash of a
    cached folder (engine/store/weights_check.py) begins first, over the weight files the
    placement will read, so that it runs beside the load rather than the first tokens; a load
    that fell back to other weights (the static path does not cover the model) adds what it read."""
    from ..store import weights_check
    from ..store.gguf_int8 import has_quant_files, unread_weight_files
    from ..store.on_demand import provide

    folder = Path(path)
    provide(folder, where.quant if where.backend == "torch" and where.static else "none")
    planned = where.quant if where.quant != "none" and has_quant_files(folder, where.quant) else "none"
    weights_check.begin(folder, unread_weight_files(folder, planned))
    backend = _load(where, path, settings)
    if backend.info.quant != planned:
        weights_check.begin(folder, unread_weight_files(folder, backend.info.quant))
    return backend


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
        if where.static:
            # None, after a one-line notice, if unsupported
            try:
                fast = load_fast(path, where.device, where.dtype, mode=settings.fast_path, attention=settings.attention, quant=quant)
            except KernelUnavailable as e:
                raise ConfigError(f"gguf: {e}; use --quant int8 or auto", param="quant") from None
            if fast is not None:
                return fast
        if quant != "none" and not where.quant_auto:
            raise ConfigError(QUANT_STATIC_ONLY, param="quant")  # the model has no static path
        from ..store.on_demand import provide

        provide(Path(path), "none")  # the eager backend reads the dense weights
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


def load_fast(
    path: Path, device: str, dtype: str = "auto", notice=None, mode: str | None = None, attention: str | None = None,
    quant: str = "none",
):
    """The fast path for `path` on `device`, or None after a one-line notice (to `notice`,
    else a logging warning) where the small forward does not cover the model (the caller
    then loads the eager backend). mode: the configured fast path (default_mode)."""
    import logging

    from .static_backend import StaticBackend
    from .static_defaults import default_mode
    from ..models.llama import Unsupported

    try:
        return StaticBackend.load(
            path, device=device, dtype=dtype, mode=default_mode(device, mode), attention=attention, quant=quant
        )
    except Unsupported as e:
        say = notice or logging.getLogger(__name__).warning
        say(f"redraft: no static-cache path for this model ({e}); using transformers (may differ from plain at near-ties)")
        return None
