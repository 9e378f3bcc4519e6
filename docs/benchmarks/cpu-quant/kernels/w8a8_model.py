"""The real model (redraft's --quant int8 load) with oneDNN W8A8 linears swapped in: the int8
matrices only ("w8a8-int8-mats"), or every matrix, the int4 ones requantized to int8 per row
("w8a8-all"); one-token steps and 8-row verifies after a 400-token prompt, interleaved with
today's kernels. Usage: python w8a8_model.py MODEL_DIR. Report: 2026-12-02-cpu-kernels-amd.md"""
import sys, time, os, torch
from pathlib import Path
from redraft.engine.backends.static_backend import StaticBackend
from redraft.engine.models import quant as Q
from redraft.engine.models.llama import layer_fns
torch.set_num_threads(2)
model = Path(sys.argv[1])
b = StaticBackend.load(model, device="cpu", quant="int8")
w = b.w
mats = [w.lm_head] + [m for lw in w.layers for m in (lw.wqkv, lw.wo, lw.w13, lw.w2)]
p8, pall = {}, {}
for m in mats:
    if isinstance(m, Q.Int4Weight):
        K = m.shape[1]
        dense = torch.ops.aten._weight_int4pack_mm_for_cpu(torch.eye(K, dtype=torch.bfloat16), m.packed, m.group, m.scales_zeros).t().contiguous()
        m8 = Q.int8_weight(dense)
        pall[id(m)] = (torch.ops.onednn.qlinear_prepack(m8.codes, [8, K]), m8.scales.float(), torch.zeros(m.shape[0], dtype=torch.int64))
    else:
        p8[id(m)] = pall[id(m)] = (torch.ops.onednn.qlinear_prepack(m.codes, [8, m.shape[1]]), m.scales.float(), torch.zeros(m.shape[0], dtype=torch.int64))
orig = Q.quant_linear
def mk(packed):
    def lin(x, weight, bias):
        p = packed.get(id(weight))
        if p is None: return orig(x, weight, bias)
        flat = x.reshape(-1, x.shape[-1]).float()
        s = flat.abs().amax(-1, keepdim=True).clamp_min(1e-20) / 127
        q = (torch.round(flat / s) + 128).to(torch.uint8)
        out = torch.ops.onednn.qlinear_pointwise(q, 1.0, 128, p[0], p[1], p[2], None, 1.0, 0, torch.float32, "none", [], "") * s
        out = out.to(x.dtype)
        if bias is not None: out = out + bias
        return out.reshape(*x.shape[:-1], out.shape[-1])
    return lin
modes = {"int8(now)": orig, "w8a8-int8-mats": mk(p8), "w8a8-all": mk(pall)}
prompt = list(range(1000, 1400))
for rnd in range(3):
    for name, lin in modes.items():
        b.fns = layer_fns(b.args, b.attention, lin, b.shape.attend_rows)
        b.reset(); b.prefill(prompt)
        tok = [5]; t = time.perf_counter()
        for i in range(16): lg = b.forward(tok); tok = [int(lg[-1].argmax())]
        step = (time.perf_counter() - t) / 16
        t = time.perf_counter()
        for i in range(6): b.forward(list(range(2000, 2008))); b.trim(8)
        ver = (time.perf_counter() - t) / 6
        print(rnd, name, f"step {step*1e3:.1f} ms, verify8 {ver*1e3:.1f} ms", flush=True)
