"""A/B of pipelined plain rounds (engine/pipeline.py) on one backend: the same prompts decoded
with DecodeConfig(pipeline=False) and pipeline=True, interleaved (ABBA per run), greedy.

    python docs/benchmarks/pipelining-ab.py --backend torch --prompts edit_fn,write --runs 3
    python docs/benchmarks/pipelining-ab.py --backend static --prompts edit_fn,write --runs 3

--backend torch: the eager transformers backend (what the CPU runs by default, and CUDA with
--no-graphs); --backend static: the static-cache forward (eager on the CPU, the CUDA fast path
on --device cuda).
Prints a markdown table (whole-call tok/s, prefill included; median of --runs) and checks
that both arms emit the same tokens.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

from redraft.bench.prompts import load_prompts
from redraft.engine.config import DecodeConfig
from redraft.engine.events import Done
from redraft.engine.decode.loop import generate
from redraft.engine.store.modelstore import resolve_model
from redraft.engine.session import Tokenizer


def load(kind: str, model: str | None, device: str, dtype: str):
    path = resolve_model(model)
    if kind == "static":  # eager on a CPU; the configured fast path (compile-layer) on CUDA
        from redraft.engine.backends.static_backend import StaticBackend

        backend = StaticBackend.load(path, device=device, dtype=dtype)
    else:
        from redraft.engine.backends.torch_backend import TorchBackend

        backend = TorchBackend.load(path, device=device, dtype=dtype)
    return backend, Tokenizer(path)


def decode_once(backend, tok, ids, cfg, device):
    import torch

    t0 = time.perf_counter()
    done = None
    from redraft.engine.policy import resolve_decode

    for ev in generate(backend, ids, resolve_decode(cfg, backend.info.device), tok.decode, tok.eos):
        if isinstance(ev, Done):
            done = ev
    if device.startswith("cuda"):
        torch.cuda.synchronize()
    return done, time.perf_counter() - t0


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--backend", choices=["torch", "static"], default="torch")
    p.add_argument("--model", default=None, help="default: the default model")
    p.add_argument("--device", default="cpu")
    p.add_argument("--dtype", default="auto")
    p.add_argument("--prompts", default="edit_fn,write")
    p.add_argument("--modes", default="plain,lookup")
    p.add_argument("--runs", type=int, default=3)
    p.add_argument("--max-tokens", type=int, default=160)
    p.add_argument("--json", default=None)
    args = p.parse_args()

    import torch

    backend, tok = load(args.backend, args.model, args.device, args.dtype)
    print(f"backend {backend.info.name} on {backend.info.device}, {backend.info.dtype}, {torch.get_num_threads()} threads")
    backend.warmup(8)
    prompts = load_prompts(names=args.prompts.split(","))
    modes = args.modes.split(",")
    rows: dict[tuple[str, str, bool], list] = {}
    for r in range(args.runs):
        order = (False, True) if r % 2 == 0 else (True, False)  # ABBA
        for prompt in prompts:
            ids = tok.encode_chat(prompt.messages())
            for mode in modes:
                for pipeline in order:
                    cfg = DecodeConfig(
                        lookup=mode == "lookup", max_tokens=min(args.max_tokens, prompt.max_tokens),
                        loop_guard=False, pipeline=pipeline,
                    )
                    done, secs = decode_once(backend, tok, ids, cfg, args.device)
                    s = done.summary
                    rows.setdefault((prompt.name, mode, pipeline), []).append(
                        {"tok_s": len(done.tokens) / secs, "tokens": done.tokens, "rounds": s.rounds,
                         "forwards": s.forwards, "prefill_ms": s.prefill_ms}
                    )
                    print(f"run {r + 1} {prompt.name} {mode} pipeline={pipeline}: {len(done.tokens) / secs:.2f} tok/s", flush=True)

    print()
    print("| prompt | mode | tokens | sync tok/s | pipelined tok/s | pipelined/sync | same tokens | forwards sync/pipelined |")
    print("|---|---|---|---|---|---|---|---|")
    out = []
    for prompt in prompts:
        for mode in modes:
            a, b = rows[(prompt.name, mode, False)], rows[(prompt.name, mode, True)]
            ma = statistics.median(x["tok_s"] for x in a)
            mb = statistics.median(x["tok_s"] for x in b)
            same = all(x["tokens"] == a[0]["tokens"] for x in a + b)
            print(f"| {prompt.name} | {mode} | {len(a[0]['tokens'])} | {ma:.2f} | {mb:.2f} | {mb / ma:.3f} | "
                  f"{'yes' if same else 'NO'} | {a[0]['forwards']}/{b[0]['forwards']} |")
            out.append({"prompt": prompt.name, "mode": mode, "sync": [x["tok_s"] for x in a],
                        "pipelined": [x["tok_s"] for x in b], "same_tokens": same})
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"backend": backend.info.name, "dtype": backend.info.dtype, "rows": out}, f, indent=1)


if __name__ == "__main__":
    main()
