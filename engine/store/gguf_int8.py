"""The CPU's int8 weights, written beside the int4 file at conversion (no torch).

`--quant int8` keeps the GGUF's own precision where it can: a Q4_K matrix runs on the int4
file's codes, which are the GGUF's own (gguf_int4.py); every other matrix (Q5_0, Q6_K, Q8_0,
F16...), which 4 bits cannot hold, is stored here as int8 with one bf16 scale per row
(quant_codes.int8_rows): `<name>.int8` int8 [N, K] and `<name>.scales` bf16 [N]. Eight bits
per row hold a 5- or 6-bit block's values to within half a step of max|w|/127, where a
4-bit requantization loses about a step of the GGUF's own (the quality that int4 lost on the
0.5B, which is mostly Q5_0: docs/benchmarks/2026-12-01-cpu-quant.md#quality).
"""

from __future__ import annotations

import json
import logging
from collections import Counter
from pathlib import Path
from typing import Any

import numpy as np

from .gguf_int4 import fits as int4_fits
from .quant_codes import int8_fits, int8_rows
from .tensor_file import write_arrays

INT8_FILE = "redraft-int8.safetensors"  # not model*.safetensors: mlx_lm and transformers leave it alone


def has_quant_files(folder: Path, quant: str) -> bool:
    """Whether conversion wrote the files `quant` (int4 | int8 | gguf) loads into `folder`
    (int8 reads the int4 file too, for the GGUF's Q4_K matrices; gguf its own file alone)."""
    from .gguf_blocks import BLOCKS_FILE
    from .gguf_int4 import INT4_FILE

    if quant == "gguf":
        return (folder / BLOCKS_FILE).is_file()
    return (folder / INT4_FILE).is_file() and (quant != "int8" or (folder / INT8_FILE).is_file())


def unread_weight_files(folder: Path, quant: str) -> tuple[str, ...]:
    """The weight files in `folder` a load with `quant` (what ran: none | int4 | int8 | gguf)
    leaves unread: the quantized files for dense weights; for a quantized load the dense
    *.safetensors and the other quantized kinds' own files. Nothing where a quantized load fell
    back to quantizing the dense weights (its files absent)."""
    from .gguf_blocks import BLOCKS_FILE
    from .gguf_int4 import INT4_FILE

    quantized = (INT4_FILE, INT8_FILE, BLOCKS_FILE)
    if quant == "none":
        return tuple(f for f in quantized if (folder / f).is_file())
    if not has_quant_files(folder, quant):
        return ()
    dense = tuple(sorted(f.name for f in folder.glob("*.safetensors") if f.name not in quantized))
    unread = {"int4": (INT8_FILE, BLOCKS_FILE), "int8": (BLOCKS_FILE,), "gguf": (INT4_FILE, INT8_FILE)}[quant]
    return dense + tuple(f for f in unread if (folder / f).is_file())


log = logging.getLogger(__name__)


def int4_exact(tensor) -> bool:
    """Whether the int4 file holds this tensor as the GGUF's own codes (so int8 need not)."""
    return tensor.tensor_type.name == "Q4_K" and int4_fits(tensor.shape)


def int8_codes(tensor, rows_fn=None) -> tuple[np.ndarray, np.ndarray]:
    """One 2-D GGUF tensor -> (int8 [N, K], bf16 bits [N]), from its float32 values."""
    from gguf.quants import dequantize

    n, k = (int(d) for d in reversed(tensor.shape))
    rows = tensor.data.reshape(n, -1)
    step = max(1, (1 << 22) // k)
    parts = [int8_rows(dequantize(rows[i : i + step], tensor.tensor_type).reshape(-1, k)) for i in range(0, n, step)]
    codes, scales = np.concatenate([p[0] for p in parts]), np.concatenate([p[1] for p in parts])
    if rows_fn is not None:  # llama's q/k row permutation: codes and scales are per row
        codes, scales = rows_fn(codes), rows_fn(scales)
    return codes, scales


def write_int8(plan: dict[str, Any], rows_fns: dict[str, Any], out: Path) -> dict:
    """Write INT8_FILE for the plan's 2-D tensors that the int4 file does not hold exactly;
    returns its summary (also the file's metadata): the GGUF types stored as int8."""
    arrays: dict[str, tuple[str, np.ndarray]] = {}
    stored: Counter[str] = Counter()
    for name, t in plan.items():
        if len(t.shape) != 2 or int4_exact(t) or not int8_fits(int(t.shape[1]), int(t.shape[0])):
            continue  # the int4 file holds it (its exact codes, or bf16 for a shape no kernel takes)
        codes, scales = int8_codes(t, rows_fns.get(name))
        arrays[f"{name}.int8"] = ("int8", np.ascontiguousarray(codes))
        arrays[f"{name}.scales"] = ("bfloat16", np.ascontiguousarray(scales))
        stored[t.tensor_type.name] += 1
    summary = {"format": "int8-row", "int8": dict(stored)}
    write_arrays(arrays, out / INT8_FILE, "redraft-int8", summary)
    log.info("int8 weights: %s", json.dumps(summary["int8"]))
    return summary
