"""llama.cpp as the kernel library (through llama-cpp-python's low-level API, docs/benchmarks/2026-12-02-cpu-attention.md):
plain decoding one token a llama_decode, then the same tokens re-fed in blocks of W; are a row's logits bitwise the same,
and what does a W-row forward cost? Setup (no build: the anchor's libllama): python -m venv V;
CMAKE_ARGS=-DLLAMA_BUILD=OFF V/bin/pip install llama_cpp_python-0.3.36.tar.gz numpy;
LLAMA_CPP_LIB_PATH=~/.cache/llamacpp-anchor/build/bin V/bin/python llamacpp_rows.py MODEL.gguf PROMPT.chat.txt"""
import ctypes, sys, time, os
import numpy as np
import llama_cpp as L

path = sys.argv[1]; nthreads = int(os.environ.get("NT", "2"))
L.llama_backend_init()
mp = L.llama_model_default_params()
model = L.llama_model_load_from_file(path.encode(), mp)
vocab = L.llama_model_get_vocab(model)
nv = L.llama_vocab_n_tokens(vocab)
cp = L.llama_context_default_params()
cp.n_ctx = 4096; cp.n_batch = 512; cp.n_ubatch = 512; cp.n_threads = nthreads; cp.n_threads_batch = nthreads
FA = os.environ.get("FA")
if FA is not None:
    cp.flash_attn_type = int(FA)
ctx = L.llama_init_from_model(model, cp)
mem = L.llama_get_memory(ctx)
text = open(sys.argv[2]).read()
buf = (L.llama_token * 8192)()
n = L.llama_tokenize(vocab, text.encode(), len(text.encode()), buf, 8192, True, True)
prompt = list(buf[:n])
print("prompt", n, "vocab", nv, "threads", nthreads, "FA", FA)
batch = L.llama_batch_init(512, 0, 1)

def decode(tokens, start, want_all=True):
    batch.n_tokens = len(tokens)
    for i, t in enumerate(tokens):
        batch.token[i] = t; batch.pos[i] = start + i; batch.n_seq_id[i] = 1; batch.seq_id[i][0] = 0
        batch.logits[i] = 1 if (want_all or i == len(tokens) - 1) else 0
    rc = L.llama_decode(ctx, batch)
    assert rc == 0, rc
    if want_all:
        out = np.ctypeslib.as_array(L.llama_get_logits(ctx), shape=(len(tokens), nv)).copy()
    else:
        out = np.ctypeslib.as_array(L.llama_get_logits_ith(ctx, -1), shape=(nv,)).copy()[None]
    return out

N = int(os.environ.get("N", "120"))
def plain():
    L.llama_memory_clear(mem, True)
    lg = decode(prompt, 0, False)
    toks, logs = [], []
    t0 = time.perf_counter()
    for i in range(N):
        t = int(lg[-1].argmax()); toks.append(t)
        lg = decode([t], n + i)
        logs.append(lg[0])
    dt = time.perf_counter() - t0
    return toks, np.array(logs), dt

toks, logs, dt = plain()
print(f"plain {N/dt:.1f} tok/s")
for W in (2, 8, 9, 16):
    L.llama_memory_clear(mem, True)
    decode(prompt, 0, False)
    decode([toks[0]], n)  # position n
    got = []
    seq = toks[1:]
    pos = n + 1
    t0 = time.perf_counter()
    for s in range(0, len(seq), W):
        chunk = seq[s:s + W]
        out = decode(chunk, pos)
        got.extend(out); pos += len(chunk)
    dt = time.perf_counter() - t0
    got = np.array(got)
    ref = logs[1:1 + len(got)]
    same = (got == ref).all(axis=1)
    am = (got.argmax(1) == ref.argmax(1))
    print(f"W={W}: rows bit-equal {same.sum()}/{len(same)}, argmax equal {am.sum()}, maxdiff {np.abs(got-ref).max():.3g}, {dt/ (len(seq)/W)*1000:.1f} ms/forward")
# trim test: decode 8, trim 5, redo
L.llama_memory_clear(mem, True); decode(prompt, 0, False)
a = decode(toks[:8], n)
L.llama_memory_seq_rm(mem, 0, n + 3, -1)
b = decode(toks[3:8], n + 3)
print("after trim rows equal:", (a[3:] == b).all(axis=1))
