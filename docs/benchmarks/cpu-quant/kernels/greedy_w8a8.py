"""Greedy plain decoding of bench edits with --quant int8 against every matrix in oneDNN W8A8 (int4
ones requantized per row): the token where the outputs first differ. Usage: python
greedy_w8a8.py MODEL_DIR edit_fn,edit_json MAX_TOKENS (prompts from cpu-quant/prompts.py in /tmp/quant/prompts)."""
import sys, time, json, os, torch
from pathlib import Path
from transformers import AutoTokenizer
from redraft.engine.backends.static_backend import StaticBackend
from redraft.engine.models import quant as Q
torch.set_num_threads(2)
model = Path(sys.argv[1]); names = sys.argv[2].split(","); N = int(sys.argv[3])
b = StaticBackend.load(model, device="cpu", quant="int8")
w = b.w
mats = [w.lm_head] + [m for lw in w.layers for m in (lw.wqkv, lw.wo, lw.w13, lw.w2)]
print({type(m).__name__ for m in mats}, flush=True)
packed = {}
for m in mats:
    if isinstance(m, Q.Int4Weight):
        K = m.shape[1]
        dense = torch.ops.aten._weight_int4pack_mm_for_cpu(torch.eye(K, dtype=torch.bfloat16), m.packed, m.group, m.scales_zeros).t().contiguous()
        m8 = Q.int8_weight(dense)
        packed[id(m)] = (torch.ops.onednn.qlinear_prepack(m8.codes, [8, K]), m8.scales.float(), torch.zeros(m.shape[0], dtype=torch.int64))
    if isinstance(m, Q.Int8Weight):
        packed[id(m)] = (torch.ops.onednn.qlinear_prepack(m.codes, [8, m.shape[1]]), m.scales.float(), torch.zeros(m.shape[0], dtype=torch.int64))
orig = Q.quant_linear
def w8a8(x, weight, bias):
    p = packed.get(id(weight))
    if p is None: return orig(x, weight, bias)
    flat = x.reshape(-1, x.shape[-1]).float()
    s = flat.abs().amax(-1, keepdim=True).clamp_min(1e-20) / 127
    q = (torch.round(flat / s) + 128).to(torch.uint8)
    out = torch.ops.onednn.qlinear_pointwise(q, 1.0, 128, p[0], p[1], p[2], None, 1.0, 0, torch.float32, "none", [], "") * s
    out = out.to(x.dtype)
    if bias is not None: out = out + bias
    return out.reshape(*x.shape[:-1], out.shape[-1])
tok = AutoTokenizer.from_pretrained(str(model))
eos = set([tok.eos_token_id, tok.convert_tokens_to_ids("<|im_end|>")])
def gen(ids, n):
    b.reset(); lg = b.prefill(ids); out = []
    t = int(lg[-1].argmax()); st = time.perf_counter()
    for i in range(n):
        out.append(t)
        if t in eos: break
        lg = b.forward([t]); t = int(lg[-1].argmax())
    return out, (time.perf_counter() - st) / max(1, len(out))
def verify_t():
    st=time.perf_counter()
    for i in range(4): b.forward(list(range(2000,2008))); b.trim(8)
    return (time.perf_counter()-st)/4
for name in names:
    text = Path(f"/tmp/quant/prompts/{name}.chat.txt").read_text()
    ids = tok(text)["input_ids"]
    res = {}
    for mode in ("int8", "w8a8"):
        b.linear = w8a8 if mode == "w8a8" else orig
        from redraft.engine.models.llama import layer_fns
        b.fns = layer_fns(b.args, b.attention, b.linear, b.shape.attend_rows)
        out, step = gen(ids, N)
        v = verify_t()
        res[mode] = out
        print(name, mode, len(out), "tokens, step %.1f ms, verify8 %.1f ms" % (step * 1e3, v * 1e3), flush=True)
    a, c = res["int8"], res["w8a8"]
    same = next((i for i, (x, y) in enumerate(zip(a, c)) if x != y), min(len(a), len(c)))
    print(name, "identical" if a == c else f"diverge at {same}", flush=True)
    if a != c:
        print("--- int8:", repr(tok.decode(a[same:same+40])))
        print("--- w8a8:", repr(tok.decode(c[same:same+40])))
        Path(f"/tmp/w8a8-{model.name}-{name}.txt").write_text(tok.decode(a) + "\n=====\n" + tok.decode(c))
if os.environ.get("PROF"):
    b.linear = w8a8
    from redraft.engine.models.llama import layer_fns
    b.fns = layer_fns(b.args, b.attention, b.linear, b.shape.attend_rows)
    b.reset(); b.prefill(ids)
    for rows in (1, 8):
        b.forward(list(range(2000, 2000 + rows))); b.trim(rows)
        from torch.profiler import profile
        with profile() as p:
            for i in range(3): b.forward(list(range(2000, 2000 + rows))); b.trim(rows)
        print(rows, p.key_averages().table(sort_by="self_cpu_time_total", row_limit=18))
