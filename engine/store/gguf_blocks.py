"""The CPU's GGUF blocks, written beside model.safetensors at conversion (no torch).

`--quant gguf` runs every matrix on the block kernel (engine/kernels/blockq.c) as the GGUF
stores it: Q4_K, Q5_0, Q6_K and Q8_0 tensors keep their own codes and scales (retiled; Q4_K's
sub-block scales and minimums and Q6_K's scales per 16 rounded to fp16), every other type
(F16...) is requantized to Q8_0's format (block_codes.q8_blocks). BLOCKS_FILE holds `<name>.blocks`
uint8 [N/16, K/32, 256 | 320 | 384 | 512] and `<name>.bscales` fp16 [N/16, K/32, 16 | 32]; the 1-D
tensors (norms, biases) and a matrix of a shape the kernel does not take as bf16 under their
own names, so a gguf load reads this file alone (0.47 GB for the 0.5B). Its metadata says each
matrix's kind and what was kept or requantized.
"""

from __future__ import annotations

import logging
from collections import Counter
from pathlib import Path
from typing import Any

import numpy as np

from .block_codes import fits, from_q4_k, from_q5_0, from_q6_k, from_q8_0, q8_blocks, tile
from .quant_codes import bf16_bits
from .tensor_file import write_arrays

BLOCKS_FILE = "redraft-blocks.safetensors"  # not model*.safetensors: mlx_lm and transformers leave it alone
NATIVE = {"Q4_K": (4, from_q4_k), "Q5_0": (5, from_q5_0), "Q6_K": (6, from_q6_k), "Q8_0": (8, from_q8_0)}
log = logging.getLogger(__name__)


def block_codes(tensor, rows_fn=None) -> tuple[int, list[np.ndarray], bool]:
    """One 2-D GGUF tensor -> (kind, [codes [N, K], d fp16 [N, K/32] (kind 6: [N, K/16]), kind 4's m], kept as the
    GGUF's own)."""
    from gguf.quants import dequantize

    n, k = (int(d) for d in reversed(tensor.shape))
    native = NATIVE.get(tensor.tensor_type.name)
    if native is not None:
        kind, decode = native
        arrays = list(decode(np.asarray(tensor.data), n, k))
    else:
        kind, rows = 8, tensor.data.reshape(n, -1)
        step = max(1, (1 << 22) // k)
        parts = [q8_blocks(dequantize(rows[i : i + step], tensor.tensor_type).reshape(-1, k)) for i in range(0, n, step)]
        arrays = [np.concatenate([p[0] for p in parts]), np.concatenate([p[1] for p in parts])]
    if rows_fn is not None:  # llama's q/k row permutation: codes and scales are per row
        arrays = [rows_fn(a) for a in arrays]
    return kind, arrays, native is not None


def write_blocks(plan: dict[str, Any], rows_fns: dict[str, Any], out: Path) -> dict:
    """Write BLOCKS_FILE for the plan (HF name -> GGUF tensor); returns its summary (also the
    file's metadata): each matrix's kind, the GGUF types kept and requantized, and those kept
    in bf16 (no block shape)."""
    from gguf.quants import dequantize
    arrays: dict[str, tuple[str, np.ndarray]] = {}
    kinds: dict[str, int] = {}
    kept: Counter[str] = Counter()
    requantized: Counter[str] = Counter()
    dense: Counter[str] = Counter()
    for name, t in plan.items():
        shape = tuple(int(d) for d in reversed(t.shape))
        if len(shape) == 2 and fits(*shape):
            kind, parts, native = block_codes(t, rows_fns.get(name))
            blocks, scales = tile(parts[0], parts[1], kind, parts[2] if kind == 4 else None)
            arrays[f"{name}.blocks"] = ("uint8", blocks)
            arrays[f"{name}.bscales"] = ("float16", scales)
            kinds[name] = kind
            (kept if native else requantized)[t.tensor_type.name] += 1
        else:
            if len(shape) == 2:
                dense[t.tensor_type.name] += 1
            values = dequantize(np.asarray(t.data), t.tensor_type).reshape(shape)
            arrays[name] = ("bfloat16", np.ascontiguousarray(bf16_bits(values)))
    summary = {
        "format": "gguf-blocks-2", "kinds": kinds, "kept": dict(kept), "requantized": dict(requantized),
        "bf16": dict(dense),
    }
    write_arrays(arrays, out / BLOCKS_FILE, "redraft-blocks", summary)
    log.info("gguf blocks: %s", describe(summary))
    return summary


def describe(summary: dict) -> str:
    """'GGUF blocks: 146 matrices (Q4_K 12, Q5_0 133, ...) as the GGUF's own, 12 requantized to
    Q8_0 (Q6_K 12)'."""

    def counts(c: dict) -> str:
        return f"{sum(c.values())} matrices ({', '.join(f'{k} {v}' for k, v in sorted(c.items()))})"

    kept = summary.get("kept", {})
    text = f"GGUF blocks: {counts(kept)} as the GGUF's own" if kept else "GGUF blocks: none kept"
    if summary.get("requantized"):
        text += f", {counts(summary['requantized'])} requantized to Q8_0"
    if summary.get("bf16"):
        text += f", bf16: {counts(summary['bf16'])} (no block shape)"
    return text
