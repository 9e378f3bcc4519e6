"""Exactness of the candidate kernels: a row's output alone = within 3, 8 and 12 rows = at one
thread, and the error against the float formula (the prototype against its own quantized
activations). Usage: python check.py (after building the prototypes as q4a8.c says)."""

import ctypes
from pathlib import Path

import torch

torch.set_num_threads(2)
g = torch.Generator().manual_seed(1)
N, K = 256, 1536
x = torch.randn(12, K, generator=g)


def invariant(f):
    y = f(x)
    alone = all(torch.equal(f(x[i : i + 1])[0], y[i]) for i in (0, 5, 11))
    inner = torch.equal(f(x[3:6])[1], y[4]) and torch.equal(f(x[:8]), y[:8])
    torch.set_num_threads(1)
    threads = torch.equal(f(x), y)
    torch.set_num_threads(2)
    return alone and inner and threads


codes8 = torch.randint(-127, 128, (N, K), dtype=torch.int8, generator=g)
ws = torch.rand(N, generator=g) * 0.01
packed = torch.ops.onednn.qlinear_prepack(codes8, [8, K])
zeros = torch.zeros(N, dtype=torch.int64)


def onednn(xs):
    s = xs.abs().amax(-1, keepdim=True) / 127
    q = (torch.round(xs / s) + 128).to(torch.uint8)
    return torch.ops.onednn.qlinear_pointwise(q, 1.0, 128, packed, ws, zeros, None, 1.0, 0, torch.float32, "none", [], "") * s


s = x.abs().amax(-1, keepdim=True) / 127
ref = (torch.round(x / s) * s).double() @ (codes8.double() * ws.double()[:, None]).t()
print("oneDNN W8A8 rows: invariant", invariant(onednn), "rel err vs its quantized x", float((onednn(x) - ref).abs().max() / ref.abs().max()))

codes4 = torch.randint(0, 16, (N, K), dtype=torch.uint8, generator=g)
sz = (torch.randn(N, K // 32, 2, generator=g) * 0.02).bfloat16()
W = ((codes4.float() - 8).view(N, K // 32, 32) * sz[..., :1].float() + sz[..., 1:].float()).view(N, K)
nib = (codes4.view(N, K // 32, 32)[..., :16] | (codes4.view(N, K // 32, 32)[..., 16:] << 4)).contiguous()
for name, so, blocks in (("prototype W4A8, 32-blocks", "/tmp/k/q4a8_blk.so", 32), ("prototype W4A8, rows", "/tmp/k/q4a8_row.so", K)):
    if not Path(so).is_file():
        continue
    lib = ctypes.CDLL(so)
    P = ctypes.c_void_p
    lib.quant_rows.argtypes = [P, ctypes.c_int, ctypes.c_int, P, P, P]
    lib.q4_mm.argtypes = [P, P, P, ctypes.c_int, ctypes.c_int, P, P, ctypes.c_int, P, ctypes.c_int]

    def mm(xs):
        m = xs.shape[0]
        xs = xs.contiguous()
        xq, ae, asum = torch.empty(m, K, dtype=torch.int8), torch.empty(m, K // 64, 16), torch.empty(m, K // 32)
        lib.quant_rows(xs.data_ptr(), m, K, xq.data_ptr(), ae.data_ptr(), asum.data_ptr())
        out = torch.empty(m, N)
        lib.q4_mm(xq.data_ptr(), ae.data_ptr(), asum.data_ptr(), m, K, nib.data_ptr(), sz.view(torch.int16).data_ptr(), N, out.data_ptr(), torch.get_num_threads())
        return out

    xb = x.view(12, K // blocks, blocks)
    a = xb.abs().amax(-1, keepdim=True) / 127
    refq = (torch.round(xb / a) * a).view(12, K).double() @ W.double().t()
    exact = x.double() @ W.double().t()
    y = mm(x)
    print(f"{name}: invariant {invariant(mm)}, rel err vs its quantized x {float((y - refq).abs().max() / refq.abs().max()):.1e}, vs float x {float((y - exact).abs().max() / exact.abs().max()):.1e}")
