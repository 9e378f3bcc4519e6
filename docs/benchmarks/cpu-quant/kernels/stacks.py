"""Every CPU matmul kernel within reach, on one model's layer matrices in sequence (random
weights at the real shapes, larger than any cache), at the row counts decoding uses: a
one-token step (1), verifies (4, 8) and a prompt (300, the bf16 and W8A8 kernels only).
Interleaved per round; each variant's activation conversion is inside its time.

Usage: python stacks.py 0.5|1.5 [ROUNDS]   (two torch threads; the prototype .so files built
as q4a8.c's header says, into /tmp/k/q4a8_blk.so and /tmp/k/q4a8_row.so, else skipped)
Report: docs/benchmarks/2026-12-02-cpu-kernels-amd.md
"""

import ctypes
import sys
import time
from pathlib import Path

import torch
from torch.nn import functional as F

torch.set_num_threads(2)
H, I, L, KV = (1536, 8960, 28, 256) if sys.argv[1] == "1.5" else (896, 4864, 24, 128)
ROUNDS = int(sys.argv[2]) if len(sys.argv) > 2 else 2
SHAPES = [(H + 2 * KV, H), (H, H), (2 * I, H), (H, I)] * L + [(151936, H)]  # [N, K]: qkv, o, gate/up, down; the head
g = torch.Generator().manual_seed(0)


def codes4(n, k):
    return torch.randint(0, 16, (n, k), dtype=torch.uint8, generator=g)


def codes8(n, k):
    return torch.randint(-127, 128, (n, k), dtype=torch.int8, generator=g)


# --- the variants: build(N, K) -> weight; run(x bf16 [M, K], weight) -> [M, N]
def int4_build(n, k):
    sz = (torch.randn(n, k // 32, 2, generator=g) * 0.02).bfloat16()
    return torch.ops.aten._convert_weight_to_int4pack_for_cpu(codes4(n, k).int(), 1), sz.transpose(0, 1).contiguous()


def int4_run(x, w):
    return torch.ops.aten._weight_int4pack_mm_for_cpu(x, w[0], 32, w[1])


def int8_build(n, k):
    return codes8(n, k), torch.rand(n, generator=g).bfloat16()


def int8_run(x, w):
    return torch.ops.aten._weight_int8pack_mm(x, w[0], w[1])


def rows8(x):
    """int8 per row, +128 as uint8 (oneDNN's fast u8 x s8 path; s8 activations ran 300x slower)."""
    f = x.float()
    s = f.abs().amax(-1, keepdim=True).clamp_min(1e-20) / 127
    return (torch.round(f / s) + 128).to(torch.uint8), s


def onednn_build(n, k):
    return torch.ops.onednn.qlinear_prepack(codes8(n, k), [8, k]), torch.rand(n, generator=g), torch.zeros(n, dtype=torch.int64)


def onednn_run(x, w):
    q, s = rows8(x)
    y = torch.ops.onednn.qlinear_pointwise(q, 1.0, 128, w[0], w[1], w[2], None, 1.0, 0, torch.float32, "none", [], "")
    return (y * s).bfloat16()


def intmm_build(n, k):
    return codes8(n, k), torch.rand(n, generator=g)


def intmm_run(x, w):
    f = x.float()
    s = f.abs().amax(-1, keepdim=True).clamp_min(1e-20) / 127
    return (torch._int_mm(torch.round(f / s).to(torch.int8), w[0].t()).float() * s * w[1]).bfloat16()


def bf16_build(n, k):
    return torch.randn(n, k, generator=g).bfloat16()


def bf16_run(x, w):
    return F.linear(x, w)


def proto(path):
    lib = ctypes.CDLL(path)
    P = ctypes.c_void_p
    lib.quant_rows.argtypes = [P, ctypes.c_int, ctypes.c_int, P, P, P]
    lib.q4_mm.argtypes = [P, P, P, ctypes.c_int, ctypes.c_int, P, P, ctypes.c_int, P, ctypes.c_int]

    def build(n, k):
        c = codes4(n, k).view(n, k // 32, 32)
        sz = (torch.randn(n, k // 32, 2, generator=g) * 0.02).bfloat16().view(torch.int16)
        return (c[..., :16] | (c[..., 16:] << 4)).contiguous(), sz, n

    def run(x, w):
        m, k = x.shape
        f = x.float().contiguous()
        xq, ae, asum = torch.empty(m, k, dtype=torch.int8), torch.empty(m, k // 64, 16), torch.empty(m, k // 32)
        lib.quant_rows(f.data_ptr(), m, k, xq.data_ptr(), ae.data_ptr(), asum.data_ptr())
        out = torch.empty(m, w[2])
        lib.q4_mm(xq.data_ptr(), ae.data_ptr(), asum.data_ptr(), m, k, w[0].data_ptr(), w[1].data_ptr(), w[2], out.data_ptr(), 2)
        return out.bfloat16()

    return build, run


VARIANTS = {
    "torch int4 (W4A16)": (int4_build, int4_run, (1, 4, 8)),
    "torch int8 (W8A16)": (int8_build, int8_run, (1, 4, 8)),
    "torch _int_mm (W8A8 rows)": (intmm_build, intmm_run, (1, 4, 8)),
    "oneDNN prepacked (W8A8 rows)": (onednn_build, onednn_run, (1, 4, 8, 300)),
    "bf16 F.linear": (bf16_build, bf16_run, (1, 8, 300)),
}
for name, so in (("prototype W4A8, 32-blocks", "/tmp/k/q4a8_blk.so"), ("prototype W4A8, rows", "/tmp/k/q4a8_row.so")):
    if Path(so).is_file():
        VARIANTS[name] = (*proto(so), (1, 4, 8))

stacks = {}
for name, (build, run, rows) in VARIANTS.items():
    t = time.perf_counter()
    stacks[name] = [build(n, k) for n, k in SHAPES]
    print(f"# {name}: built in {time.perf_counter() - t:.1f} s", flush=True)


def timed(run, ws, m, reps):
    xs = {k: torch.randn(m, k, generator=g).bfloat16() for k in {k for _, k in SHAPES}}
    for w, (_, k) in zip(ws, SHAPES):
        run(xs[k], w)
    t = time.perf_counter()
    for _ in range(reps):
        for w, (_, k) in zip(ws, SHAPES):
            if m == 300 and k == H and w is ws[-1]:
                continue  # a prompt's forward keeps one row for the head
            run(xs[k], w)
    return (time.perf_counter() - t) / reps * 1e3


print(f"model {sys.argv[1]}B shapes, {len(SHAPES)} matrices, ms per pass")
for rnd in range(ROUNDS):
    for name, (build, run, rows) in VARIANTS.items():
        cells = [f"{m}: {timed(run, stacks[name], m, 1 if m == 300 else 3):.1f}" for m in rows]
        print(f"{rnd} | {name} | " + " | ".join(cells), flush=True)
