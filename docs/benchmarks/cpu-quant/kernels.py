import sys, time, torch, torch.nn.functional as F
torch.manual_seed(0)
import os; torch.set_num_threads(int(os.environ.get("NT", "2")))
shapes = {"qkv": (1152, 896), "o": (896, 896), "w13": (9728, 896), "w2": (896, 4864), "head": (151936, 896)}
rows_list = [1, 8]
dt = torch.bfloat16 if (len(sys.argv) < 2 or sys.argv[1] == "bf16") else torch.float32
def timeit(fn, reps=None):
    fn(); fn()
    ts = []
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < 0.5 or len(ts) < 5:
        t = time.perf_counter(); fn(); ts.append(time.perf_counter() - t)
    ts.sort()
    return ts[0] * 1e3
def int4pack(w, gs):
    # asymmetric groupwise: q in 0..15, w = (q - 8) * s + z  (torch's convention: zero = min + 8*s)
    out, inn = w.shape
    wg = w.float().reshape(out, inn // gs, gs)
    mn, mx = wg.amin(-1), wg.amax(-1)
    s = ((mx - mn) / 15).clamp(min=1e-6)
    q = ((wg - mn[..., None]) / s[..., None]).round().clamp(0, 15).to(torch.int32).reshape(out, inn)
    zeros = mn + 8 * s
    sz = torch.stack([s, zeros], -1).transpose(0, 1).contiguous().to(torch.bfloat16)  # [inn/gs, out, 2]
    packed = torch.ops.aten._convert_weight_to_int4pack_for_cpu(q, 1)
    return packed, sz
res = {}
for name, (o, i) in shapes.items():
    w = (torch.randn(o, i) * 0.02).to(dt)
    for r in rows_list:
        x = torch.randn(r, i).to(dt)
        res[(name, r, "linear")] = timeit(lambda: F.linear(x, w))
        if dt == torch.bfloat16:
            for gs in (32, 64, 128):
                p, sz = int4pack(w, gs)
                res[(name, r, f"int4g{gs}")] = timeit(lambda: torch.ops.aten._weight_int4pack_mm_for_cpu(x, p, gs, sz))
        w8 = (w.float() / (w.float().abs().amax(1, keepdim=True) / 127)).round().to(torch.int8)
        sc = (w.float().abs().amax(1) / 127).to(dt)
        res[(name, r, "int8")] = timeit(lambda: torch.ops.aten._weight_int8pack_mm(x, w8, sc))
for k, v in res.items():
    print(*k, f"{v:.3f} ms")
