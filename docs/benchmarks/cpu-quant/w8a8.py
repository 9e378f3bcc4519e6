"""W8A8 per-token prototype: every matrix int8 per row (weights), each activation row int8 with its
own scale, torch._int_mm (int32 sums: exact whatever shares the call). KL/top-1 vs bf16 and timing."""
import sys, time, torch
from dataclasses import dataclass, replace
from pathlib import Path
torch.set_num_threads(int(sys.argv[2]) if len(sys.argv) > 2 else 2)
from redraft.engine.backends.static_backend import StaticBackend
from redraft.engine.models import quant
from transformers import AutoTokenizer

@dataclass(frozen=True)
class W8A8:
    codes_t: torch.Tensor  # int8 [K, N] (a transposed view of [N, K])
    scales: torch.Tensor   # float32 [N]
    @property
    def shape(self): return (self.codes_t.shape[1], self.codes_t.shape[0])
    @property
    def nbytes(self): return self.codes_t.nbytes + self.scales.nbytes

def w8a8_linear(x, w, bias):
    flat = x.reshape(-1, x.shape[-1]).float()
    sx = flat.abs().amax(1).clamp_min(1e-8) / 127  # [rows]
    xq = torch.round(flat / sx[:, None]).to(torch.int8)
    acc = torch._int_mm(xq, w.codes_t)  # int32 [rows, N]
    out = (acc.float() * sx[:, None] * w.scales[None, :]).to(torch.bfloat16)
    if bias is not None: out = out + bias
    return out.reshape(*x.shape[:-1], w.shape[0])

real = quant.quant_linear
def linear(x, w, b):
    return w8a8_linear(x, w, b) if isinstance(w, W8A8) else real(x, w, b)

def to_w8a8(t):
    w8 = t if isinstance(t, quant.Int8Weight) else quant.int8_weight(t.float() if isinstance(t, torch.Tensor) else None)
    return W8A8(w8.codes.t(), w8.scales.float())

folder = Path(sys.argv[1])
b = StaticBackend.load(folder, device="cpu", dtype="bf16")
q8 = StaticBackend.load(folder, device="cpu", quant="int8")  # int8 + int4 kernels
q4 = StaticBackend.load(folder, device="cpu", quant="int4")
# w8a8: every matrix from the prefill (bf16 dense, dequantized int8/int4 codes) requantized per row
wa = StaticBackend.load(folder, device="cpu", quant="int8")
dl = wa.w_prefill.layers
layers = [replace(lw, **{k: to_w8a8(getattr(d, k)) for k in ("wqkv", "wo", "w13", "w2")}) for lw, d in zip(wa.w.layers, dl)]
head = wa.w.lm_head
head = to_w8a8(quant.int8_dense(head) if isinstance(head, quant.Int8Weight) else head)
wa.w = replace(wa.w, layers=layers, lm_head=head)
wa.w_prefill = replace(wa.w_prefill, lm_head=head)
from redraft.engine.models.llama import layer_fns
wa.linear = linear
wa.fns = layer_fns(wa.args, wa.attention, linear, wa.shape.attend_rows)
tok = AutoTokenizer.from_pretrained(str(folder))
N = 100
for path, instr in [("samples/bench/src/edit_fn.py", "Rename the variable `total` to `subtotal` everywhere in the function."),
                    ("samples/stats.py", "Add a docstring to every function.")]:
    src = Path(path).read_text()
    ids = tok.apply_chat_template([{"role": "user", "content": f"{instr}\n\n```\n{src}\n```"}], add_generation_prompt=True)
    if not isinstance(ids, list): ids = ids["input_ids"]
    b.reset(); lg = b.prefill(list(ids)); ref = []; refl = []
    for _ in range(N):
        refl.append(lg[-1].float().log_softmax(-1)); t = int(lg[-1].argmax()); ref.append(t); lg = b.forward([t])
    for name, m in (("int4", q4), ("int8", q8), ("w8a8", wa)):
        m.reset(); lg = m.prefill(list(ids)); agree = 0; kl = 0.0
        for i, t in enumerate(ref):
            lp = lg[-1].float().log_softmax(-1); agree += int(lp.argmax()) == t
            kl += float((refl[i].exp() * (refl[i] - lp)).sum()); lg = m.forward([t])
        print(f"{Path(path).name} {name}: agree {agree}/{N}, KL {kl/N:.4f}", flush=True)
# exactness: a row alone = in a block of 8
wa.reset(); wa.prefill(list(range(100, 160)))
blk = wa.forward(list(range(200, 208))).float(); wa.trim(8)
alone = torch.cat([wa.forward([t]).float() for t in range(200, 208)])
print("w8a8 rows alone == in a block of 8:", torch.equal(blk, alone), flush=True)
# timing
prompt = list(range(1000, 1300))
for rnd in range(2):
    for name, m in (("bf16", b), ("int4", q4), ("int8", q8), ("w8a8", wa)):
        m.reset(); m.prefill(prompt); tk = [5]
        t0 = time.perf_counter()
        for i in range(8): lg = m.forward(tk); tk = [int(lg[-1].argmax())]
        step = (time.perf_counter() - t0) / 8
        t0 = time.perf_counter()
        for i in range(3): m.forward(list(range(2000, 2008))); m.trim(8)
        ver = (time.perf_counter() - t0) / 3
        print(rnd, name, f"step {step*1e3:.1f} ms, 8-row verify {ver*1e3:.1f} ms", flush=True)
