"""The CPU's int4 weights, written beside model.safetensors at conversion (no torch).

INT4_FILE holds every matrix of the model as groupwise 4-bit codes (engine/store/quant_codes.py):
`<name>.lanes64` uint8 [N, K/2] (the kernel's AVX-512 layout, quant_codes.lanes64; the
embedding and row counts not a multiple of 64: `<name>.nibbles`, row-major) and
`<name>.scales_zeros` bf16 [N, K/32, 2]; the 1-D tensors
(norms, biases) as bf16 under their own names. A CPU load reads only this file (~0.4 GB for
the 0.5B instead of 1.3). Q4_K tensors keep the GGUF's own codes; the others (Q5_0, Q6_K,
Q8_0, F16...) are requantized from their float32 values, and the file's metadata and the
conversion log say which.
"""

from __future__ import annotations

import logging
from collections import Counter
from pathlib import Path
from typing import Any

import numpy as np

from .quant_codes import GROUP, Codes, bf16_bits, from_q4_k, lanes64, requantize
from .tensor_file import write_arrays

EMBED = "model.embed_tokens.weight"
INT4_FILE = "redraft-int4.safetensors"  # not model*.safetensors: mlx_lm and transformers leave it alone
log = logging.getLogger(__name__)


def int4_codes(tensor, rows_fn=None) -> Codes:
    """One 2-D GGUF tensor -> Codes (Q4_K: its own codes; else requantized from float32)."""
    from gguf.quants import dequantize

    n, k = (int(d) for d in reversed(tensor.shape))
    if tensor.tensor_type.name == "Q4_K":
        codes = from_q4_k(np.asarray(tensor.data), n, k)
    else:
        rows = tensor.data.reshape(n, -1)
        step = max(1, (1 << 22) // k)
        parts = [requantize(dequantize(rows[i : i + step], tensor.tensor_type).reshape(-1, k)) for i in range(0, n, step)]
        codes = Codes(
            np.concatenate([p.nibbles for p in parts]), np.concatenate([p.scales_zeros for p in parts]), exact=False
        )
    if rows_fn is not None:  # llama's q/k row permutation: codes, scales and zeros are per row
        codes = Codes(rows_fn(codes.nibbles), rows_fn(codes.scales_zeros), codes.exact)
    return codes


def write_int4(plan: dict[str, Any], rows_fns: dict[str, Any], out: Path) -> dict:
    """Write INT4_FILE for the plan (HF name -> GGUF tensor); returns its summary (also the
    file's metadata): which GGUF types kept their codes and which were requantized."""
    from gguf.quants import dequantize
    arrays: dict[str, tuple[str, np.ndarray]] = {}
    kept: Counter[str] = Counter()
    requantized: Counter[str] = Counter()
    dense: Counter[str] = Counter()
    for name, t in plan.items():
        kind = t.tensor_type.name
        if fits(t.shape):
            c = int4_codes(t, rows_fns.get(name))
            (kept if c.exact else requantized)[kind] += 1
            if name != EMBED and c.nibbles.shape[0] % 64 == 0:  # a linear's: the kernel's AVX-512 layout
                arrays[f"{name}.lanes64"] = ("uint8", lanes64(c.nibbles))
            else:  # the embedding is read by rows (and a matrix of other row counts)
                arrays[f"{name}.nibbles"] = ("uint8", np.ascontiguousarray(c.nibbles))
            arrays[f"{name}.scales_zeros"] = ("bfloat16", np.ascontiguousarray(c.scales_zeros))
        else:
            if len(t.shape) == 2:
                dense[kind] += 1
            values = dequantize(np.asarray(t.data), t.tensor_type).reshape(tuple(int(d) for d in reversed(t.shape)))
            arrays[name] = ("bfloat16", np.ascontiguousarray(bf16_bits(values)))
    summary = {"format": f"int4-g{GROUP}", "kept": dict(kept), "requantized": dict(requantized), "bf16": dict(dense)}
    write_arrays(arrays, out / INT4_FILE, "redraft-int4", summary)
    log.info("int4 weights: %s", describe(summary))
    return summary


def fits(gguf_shape) -> bool:
    """The kernel takes [N, K] with K a multiple of the group and N of 16 (its column blocks);
    another matrix stays bf16 (GGUF shapes are reversed: [K, N])."""
    return len(gguf_shape) == 2 and int(gguf_shape[0]) % GROUP == 0 and int(gguf_shape[1]) % 16 == 0


def describe(summary: dict) -> str:
    """'int4 g32: 24 Q4_K matrices kept as the GGUF's codes; 146 requantized (Q5_0 120, Q8_0 13, Q6_K 13)'."""
    kept, req = summary.get("kept", {}), summary.get("requantized", {})
    text = f"{summary.get('format', 'int4')}: {sum(kept.values())} matrices kept as the GGUF's codes"
    for label, counts in (("requantized", req), ("kept in bf16 (no int4 shape)", summary.get("bf16", {}))):
        if counts:
            text += f", {sum(counts.values())} {label} ({', '.join(f'{k} {v}' for k, v in sorted(counts.items()))})"
    return text
