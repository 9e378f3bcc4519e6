"""Write named numpy arrays as one safetensors file with a JSON summary in its metadata (the
conversion's int4, int8 and block files; no torch)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np


def write_arrays(arrays: dict[str, tuple[str, np.ndarray]], path: Path, key: str, summary: dict) -> None:
    """arrays: name -> (safetensors dtype, contiguous array); the summary is stored as
    metadata[key] (read back by the loaders and model info)."""
    from safetensors import TensorSpec, serialize_file

    specs = {
        k: TensorSpec(dtype=dt, shape=list(v.shape), data_ptr=v.ctypes.data, data_len=v.nbytes)
        for k, (dt, v) in arrays.items()
    }
    serialize_file(specs, str(path), metadata={"format": "pt", key: json.dumps(summary)})
