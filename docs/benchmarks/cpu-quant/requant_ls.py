"""Least-squares int4 requantization, tried and not adopted (docs/benchmarks/2026-12-02-cpu-buckets-amd.md):
per 32-weight group, 21 candidate grids around (max - min)/15, each refitted by least squares
(x ~ scale * code + base), the lowest squared error kept (the idea of llama.cpp's make_qkx2_quants,
unweighted). `python requant_ls.py` prints the RMS error against the min/max requantization on
the 0.5B's GGUF; `python requant_ls.py SRC_DIR GGUF OUT_DIR` writes a model folder with such an int4 file
(the other files linked) for `redraft bench --quality --model OUT_DIR --quant int4`.
"""
import json
import os
import sys
import time
from pathlib import Path

import numpy as np

from redraft.engine.store.quant_codes import GROUP, ZERO_CODE, Codes, bf16_bits, bf16_to_f32, pack_nibbles, requantize


def requantize_ls(w, steps=np.linspace(-1.0, 1.0, 21)):
    n, k = w.shape
    g = np.asarray(w, dtype=np.float32).reshape(-1, GROUP)  # [M, 32]
    lo, hi = g.min(-1), g.max(-1)
    rng = np.where(hi > lo, hi - lo, np.float32(1.0))
    best_err = np.full(g.shape[0], np.inf, dtype=np.float32)
    best_s = (hi - lo) / 15; best_b = lo.copy()
    for d in steps:
        l = np.clip(np.rint((15 + d) / rng[:, None] * (g - lo[:, None])), 0, 15)
        sl, sll = l.sum(-1), (l * l).sum(-1)
        sx, slx = g.sum(-1), (l * g).sum(-1)
        D = GROUP * sll - sl * sl
        ok = D > 0
        s = np.where(ok, (GROUP * slx - sl * sx) / np.where(ok, D, 1), 0)
        b = np.where(ok, (sll * sx - sl * slx) / np.where(ok, D, 1), lo)
        err = ((s[:, None] * l + b[:, None] - g) ** 2).sum(-1)
        better = ok & (s > 0) & (err < best_err)
        best_err = np.where(better, err, best_err); best_s = np.where(better, s, best_s); best_b = np.where(better, b, best_b)
    scale = bf16_to_f32(bf16_bits(best_s))
    scale = np.where(scale > 0, scale, np.float32(1.0))
    zero = bf16_to_f32(bf16_bits(best_b + ZERO_CODE * scale))
    base = zero - ZERO_CODE * scale
    codes = np.clip(np.rint((g - base[:, None]) / scale[:, None]), 0, 15).astype(np.uint8)
    sz = bf16_bits(np.stack([scale, zero], -1)).reshape(n, k // GROUP, 2)
    return Codes(pack_nibbles(codes.reshape(n, k)), sz, exact=False)


def rms_report(gguf_path: str) -> None:
    from gguf import GGUFReader
    from gguf.quants import dequantize

    for t in GGUFReader(gguf_path).tensors:
        if t.tensor_type.name not in ("Q5_0", "Q6_K", "Q8_0") or len(t.shape) != 2 or "token_embd" in t.name:
            continue
        n, k = (int(d) for d in reversed(t.shape))
        w = dequantize(np.asarray(t.data), t.tensor_type).reshape(n, k).astype(np.float32)[:20000]
        a, b = requantize(w).dequantize(), requantize_ls(w).dequantize()
        eo, en = float(((a - w) ** 2).mean()), float(((b - w) ** 2).mean())
        print(t.name, t.tensor_type.name, w.shape, f"rms min/max {eo**.5:.3e} least squares {en**.5:.3e} ratio {(en / eo) ** .5:.3f}")


def build(src: Path, gguf: Path, out: Path) -> None:
    from redraft.engine.store import gguf_convert, gguf_int4

    out.mkdir(parents=True, exist_ok=True)
    for f in src.iterdir():
        if f.name not in ("redraft-int4.safetensors", "redraft-manifest.json") and not (out / f.name).exists():
            os.symlink(f, out / f.name)
    reader = gguf_convert.open_gguf(gguf)
    plan = gguf_convert.plan_tensors(reader, gguf_convert.field(reader, "general.architecture"))
    config = json.loads((src / "config.json").read_text())
    gguf_int4.requantize = requantize_ls
    t = time.time()
    print(gguf_int4.write_int4(plan, gguf_convert.int4_row_fns(plan, config), out), round(time.time() - t, 1), "s")


if __name__ == "__main__":
    if len(sys.argv) == 4:
        build(Path(sys.argv[1]), Path(sys.argv[2]), Path(sys.argv[3]))
    else:
        rms_report(sys.argv[1] if len(sys.argv) > 1 else "/tmp/model.gguf")
