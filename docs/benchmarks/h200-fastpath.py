"""Checks and timings of the CUDA fast path (engine/backends/static_backend.py) on a GPU.

    python3 docs/benchmarks/h200-fastpath.py check                 tiny models: fast path == transformers
    python3 docs/benchmarks/h200-fastpath.py widths --shape qwen2.5-0.5b --modes graphs,compile-layer
    python3 docs/benchmarks/h200-fastpath.py decode --shape qwen2.5-0.5b --mode compile-layer
    python3 docs/benchmarks/h200-fastpath.py profile --shape qwen2.5-0.5b --mode compile-layer
    python3 docs/benchmarks/h200-fastpath.py reduce-overhead --shape qwen2.5-0.5b
    python3 docs/benchmarks/h200-fastpath.py parity --model DIR [--prompts a,b] [--max-tokens N]

Random weights at real shapes (the shapes in bench/verify_cost.py) for everything but
`parity`, which compares the fast path with the eager transformers backend on a real model.
Every subcommand prints a table and appends one JSON line per result to --json.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import torch  # noqa: E402

from redraft.engine.backends.static_backend import StaticBackend, bucket  # noqa: E402
from redraft.engine.config import Sampling  # noqa: E402
from redraft.engine.models.llama import ModelArgs, random_weights, weights_from_state_dict  # noqa: E402

GREEDY = Sampling()
JSON_PATH: Path | None = None
DEV = os.environ.get("FASTPATH_DEVICE", "cuda")  # cpu: a dry run of `check --modes eager`


def emit(kind: str, **row) -> None:
    row = {"kind": kind, **row}
    print(json.dumps(row), flush=True)
    if JSON_PATH:
        with JSON_PATH.open("a") as f:
            f.write(json.dumps(row) + "\n")


def shape_config(name: str) -> dict:
    from redraft.bench.verify_cost import COMMON, KNOWN_SHAPES

    return {"model_type": "qwen2", **COMMON, **KNOWN_SHAPES[name]}


def random_backend(shape: str, mode: str, dtype=torch.bfloat16, seed: int = 0, **kw) -> StaticBackend:
    args = ModelArgs.from_config(shape_config(shape))
    w = random_weights(args, torch.device("cuda"), dtype, seed=seed)
    return StaticBackend(args, w, name=f"random:{shape}", mode=mode, **kw)


def cuda_ms(fn, reps: int, inner: int = 10) -> list[float]:
    """Per-call device time (CUDA events around `inner` back-to-back calls), `reps` times."""
    out = []
    for _ in range(reps):
        a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        a.record()
        for _ in range(inner):
            fn()
        b.record()
        b.synchronize()
        out.append(a.elapsed_time(b) / inner)
    return out


def wall_ms(fn, reps: int) -> list[float]:
    out = []
    for _ in range(reps):
        torch.cuda.synchronize()
        t = time.perf_counter()
        fn()
        out.append((time.perf_counter() - t) * 1000)
    return out


def sync() -> None:
    if DEV.startswith("cuda"):
        torch.cuda.synchronize()


def med(xs):
    return round(statistics.median(xs), 4)


# -- check: the fast path against transformers on tiny models ----------------------------


def tiny_hf(arch: str, dtype):
    from transformers import AutoModelForCausalLM, LlamaConfig, Qwen2Config

    common = dict(vocab_size=64, hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                  num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=2048,
                  initializer_range=0.4, tie_word_embeddings=False)
    cfg = Qwen2Config(**common) if arch == "qwen2" else LlamaConfig(**common)
    torch.manual_seed(0)
    return AutoModelForCausalLM.from_config(cfg).to(dtype).to(DEV).eval()


def cmd_check(a) -> int:
    import random

    from redraft.engine.backends.torch_backend import TorchBackend
    from redraft.engine.config import DecodeConfig
    from redraft.engine.events import Done
    from redraft.engine.decode.loop import generate
    from redraft.engine.policy import resolve_decode

    failures = 0
    for arch in ("qwen2", "llama"):
        model = tiny_hf(arch, torch.float32)
        args = ModelArgs.from_config(model.config.to_dict())
        rng = random.Random(0)
        ids = [rng.randrange(2, 64) for _ in range(300)]
        for i in range(4):  # copied spans: lookups find matches
            s = rng.randrange(0, 250)
            ids[200 + i * 20 : 210 + i * 20] = ids[s : s + 10]
        with torch.inference_mode():
            ref = model(torch.tensor([ids], device=DEV)).logits[0].float()
        for mode in a.modes.split(","):
            try:
                w = weights_from_state_dict(model.state_dict(), args, torch.device(DEV), torch.float32)
                b = StaticBackend(args, w, mode=mode, min_bucket=32)
                t = time.perf_counter()
                b.warmup(8, context=512)
                warm_s = time.perf_counter() - t
                worst, at = 0.0, 0
                with torch.inference_mode():
                    got = b.prefill(ids[:100])[0]
                    worst = max(worst, (got - ref[99]).abs().max().item())
                    at = 100
                    for width, back in [(1, 0), (8, 3), (3, 3), (5, 0), (2, 1), (8, 8), (1, 0)] * 8:
                        got = b.forward(ids[at : at + width])
                        worst = max(worst, (got - ref[at : at + width]).abs().max().item())
                        b.trim(back)
                        at += width - back
                # the loop, greedy: plain and lookup on the fast path == plain on the eager backend
                eager = TorchBackend(model)
                outs = {}
                for name, backend, lookup in [("eager", eager, False), ("fast-plain", b, False), ("fast-lookup", b, True)]:
                    cfg = DecodeConfig(lookup=lookup, max_tokens=150, loop_guard=False)
                    done = [e for e in generate(backend, ids[:220], resolve_decode(cfg, backend.info.device), lambda x: "", []) if isinstance(e, Done)][0]
                    outs[name] = (done.tokens, done.summary.forwards)
                same = outs["fast-plain"][0] == outs["eager"][0] == outs["fast-lookup"][0]
                ok = worst < 1e-3 and same
                failures += not ok
                emit("check", arch=arch, mode=mode, max_abs_logit_diff=worst, warmup_s=round(warm_s, 2),
                     greedy_equal=same, forwards={k: v[1] for k, v in outs.items()}, ok=ok)
            except Exception as e:  # keep going: report every mode
                failures += 1
                traceback.print_exc()
                emit("check", arch=arch, mode=mode, error=f"{type(e).__name__}: {e}")
    return 1 if failures else 0


# -- widths: the verify cost per width on the graph path ---------------------------------


def cmd_widths(a) -> int:
    import random

    for shape in a.shape.split(","):
        for mode in a.modes.split(","):
            try:
                b = random_backend(shape, mode)
                bytes_ = b.w.step_bytes()
                t = time.perf_counter()
                b.warmup(a.max_width, context=a.context + a.max_width)
                torch.cuda.synchronize()
                warm_s = time.perf_counter() - t
                rng = random.Random(0)
                toks = [rng.randrange(1000, 100000) for _ in range(a.context + a.max_width)]
                with torch.inference_mode():
                    b.prefill(toks[: a.context])
                    rows = []
                    for width in range(1, a.max_width + 1):
                        feed = toks[a.context : a.context + width]
                        b.verify(feed, GREEDY)  # first use
                        b.trim(width)
                        p = a.context
                        att = bucket(p + width, b.cache.length, b.min_bucket)
                        if b.runner is not None:
                            r = b.runner
                            r.ensure(width, att, b.key_pos[p : p + width])
                            r.pos[:width].copy_(b.key_pos[p : p + width])
                            dev = cuda_ms(lambda: r.replay(width, att), reps=a.reps)
                        else:
                            dev = cuda_ms(lambda: (b._run(feed), b.trim(width)), reps=a.reps, inner=3)
                        host = wall_ms(lambda: (b.verify(feed, GREEDY), b.trim(width)), reps=a.reps)
                        rows.append((width, med(dev), med(host)))
                        emit("width", shape=shape, mode=mode, width=width, context=a.context, attend=att,
                             device_ms=med(dev), device_min_ms=round(min(dev), 4), round_ms=med(host),
                             round_min_ms=round(min(host), 4))
                floor = bytes_ / 4.3e12 * 1000
                emit("widths-summary", shape=shape, mode=mode, warmup_s=round(warm_s, 1),
                     step_bytes=bytes_, floor_ms=round(floor, 4),
                     width1_device_ms=rows[0][1], width1_round_ms=rows[0][2],
                     over_floor=round(rows[0][1] / floor, 2))
                print(f"\n{shape} {mode}: floor {floor:.3f} ms, warmup {warm_s:.1f} s")
                print("width  device_ms  round_ms  vs_w1")
                for width, d, h in rows:
                    print(f"{width:5d}  {d:9.3f}  {h:8.3f}  {d / rows[0][1]:5.2f}")
                del b
                torch.cuda.empty_cache()
            except Exception as e:
                traceback.print_exc()
                emit("widths-summary", shape=shape, mode=mode, error=f"{type(e).__name__}: {e}")
    return 0


# -- decode: plain decoding throughput, synchronous and pipelined ------------------------


def cmd_decode(a) -> int:
    for mode in a.modes.split(","):
        try:
            b = random_backend(a.shape, mode)
            b.warmup(1, context=a.context + a.tokens + 8)
            with torch.inference_mode():
                results = {}
                for style in ("sync", "pipelined", "sync", "pipelined"):
                    b.reset()
                    b.prefill(list(range(1000, 1000 + a.context)))
                    tok = 5
                    torch.cuda.synchronize()
                    t = time.perf_counter()
                    if style == "sync":
                        for _ in range(a.tokens):
                            tok = b.verify([tok], GREEDY)[0]
                    else:
                        h = b.submit([tok], GREEDY)
                        for _ in range(a.tokens - 1):
                            nxt = b.submit(None, GREEDY)
                            b.collect(h)
                            h = nxt
                        b.collect(h)
                    ms = (time.perf_counter() - t) * 1000 / a.tokens
                    results[style] = ms  # the second of each wins (first warms)
            for style, ms in results.items():
                emit("decode", shape=a.shape, mode=mode, style=style, context=a.context, tokens=a.tokens,
                     ms_per_token=round(ms, 4), tok_per_s=round(1000 / ms, 1))
            del b
            torch.cuda.empty_cache()
        except Exception as e:
            traceback.print_exc()
            emit("decode", shape=a.shape, mode=mode, error=f"{type(e).__name__}: {e}")
    return 0


# -- profile: where a width's replay spends its time -------------------------------------


def cmd_profile(a) -> int:
    from torch.profiler import ProfilerActivity, profile

    for mode in a.modes.split(","):
        b = random_backend(a.shape, mode)
        b.warmup(a.width, context=a.context + a.width)
        with torch.inference_mode():
            b.prefill(list(range(1000, 1000 + a.context)))
            feed = list(range(7, 7 + a.width))
            for _ in range(3):
                b.verify(feed, GREEDY), b.trim(a.width)
            torch.cuda.synchronize()
            reps = 20
            with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
                t = time.perf_counter()
                for _ in range(reps):
                    b.verify(feed, GREEDY)
                    b.trim(a.width)
                torch.cuda.synchronize()
                wall = (time.perf_counter() - t) * 1000 / reps
        events = [e for e in prof.events() if e.device_type == torch.autograd.DeviceType.CUDA]
        kernels = [e for e in events if "Memcpy" not in e.name and "Memset" not in e.name]

        def dt(e):
            return getattr(e, "device_time", None) or getattr(e, "cuda_time", 0.0)

        total_us = sum(dt(e) for e in kernels) / reps
        by: dict[str, list[float]] = {}
        for e in kernels:
            by.setdefault(e.name, []).append(dt(e))
        top = sorted(by.items(), key=lambda kv: -sum(kv[1]))[: a.top]
        emit("profile", shape=a.shape, mode=mode, width=a.width, context=a.context,
             round_wall_ms=round(wall, 4), kernels_per_round=round(len(kernels) / reps, 1),
             kernel_busy_ms=round(total_us / 1000, 4),
             top=[{"kernel": k[:90], "calls_per_round": round(len(v) / reps, 1),
                   "us_per_round": round(sum(v) / reps, 2)} for k, v in top])
        print(f"\n{a.shape} {mode} width {a.width}: round {wall:.3f} ms wall, {len(kernels) / reps:.0f} kernels, "
              f"{total_us / 1000:.3f} ms busy")
        for k, v in top:
            print(f"  {sum(v) / reps:8.1f} us  {len(v) / reps:5.1f}x  {k[:100]}")
        del b
        torch.cuda.empty_cache()
    return 0


# -- reduce-overhead: the whole step through torch.compile's own CUDA graphs -------------


def cmd_reduce_overhead(a) -> int:
    """gpt-fast's way, for comparison: torch.compile(mode="reduce-overhead") of the whole
    step at one width and one attended length (weights and cache marked static)."""
    from redraft.engine.models.llama import forward

    b = random_backend(a.shape, "eager")
    b.fns = b.fns._replace(layer=None)  # the pieces: plain tensors in, nothing to trace around
    for t in [b.w.embed, b.w.norm, b.w.lm_head, b.cache.k, b.cache.v, b.rope.cos, b.rope.sin, b.key_pos,
              *(x for lw in b.w.layers for x in vars(lw).values() if x is not None)]:
        torch._dynamo.mark_static_address(t)
    att = bucket(a.context + a.width, b.cache.length)

    def step(tokens, pos):
        logits = forward(b.w, b.fns, b.cache, b.rope, b.key_pos, tokens, pos, att)
        return logits.argmax(dim=-1)

    fn = torch.compile(step, mode="reduce-overhead", fullgraph=True, dynamic=False)
    tokens = torch.arange(7, 7 + a.width, device="cuda")
    pos = torch.arange(a.context, a.context + a.width, device="cuda")
    with torch.inference_mode():
        b.prefill(list(range(1000, 1000 + a.context)))
        t = time.perf_counter()
        for _ in range(3):
            fn(tokens, pos)
        torch.cuda.synchronize()
        compile_s = time.perf_counter() - t
        dev = cuda_ms(lambda: fn(tokens, pos), reps=a.reps)
        host = wall_ms(lambda: fn(tokens, pos).tolist(), reps=a.reps)
    emit("reduce-overhead", shape=a.shape, width=a.width, context=a.context, compile_s=round(compile_s, 1),
         device_ms=med(dev), round_ms=med(host))
    return 0


# -- parity: the fast path against the eager backend on a real model ---------------------


def cmd_parity(a) -> int:
    from redraft.engine.backends.torch_backend import TorchBackend
    from redraft.bench import load_prompts
    from redraft.engine.config import DecodeConfig
    from redraft.engine.events import Done
    from redraft.engine.decode.loop import generate
    from redraft.engine.policy import resolve_decode
    from redraft.engine.session import EditRequest, Session, Tokenizer

    path = Path(a.model)
    tok = Tokenizer(path)
    fast = StaticBackend.load(path, device=DEV, dtype=a.dtype, mode=a.mode)
    eager = TorchBackend.load(path, device=DEV, dtype=a.dtype)
    t = time.perf_counter()
    fast.warmup(8)
    emit("parity-setup", mode=fast.mode, backend=fast.info.name, warmup_s=round(time.perf_counter() - t, 1))
    prompts = load_prompts(None, a.prompts.split(",") if a.prompts else None)
    sess = Session(fast, tok)
    worst = 0
    for p in prompts:
        if p.kind == "edit":
            ids = sess.prompt(EditRequest(p.source, p.instruction, p.filename))
        else:
            ids = tok.encode_chat(p.messages())
        cap = min(a.max_tokens or p.max_tokens, p.max_tokens)
        with torch.inference_mode():  # the prompt's last logits, both backends
            fast.reset(), eager.reset()
            lf, le = fast.prefill(ids)[0].float(), eager.prefill(ids)[0].float()
            diff = ((lf - le).norm() / le.norm()).item()
        runs = {}
        for name, backend, lookup in [("eager-plain", eager, False), ("fast-plain", fast, False),
                                      ("fast-lookup", fast, True), ("eager-lookup", eager, True)]:
            cfg = DecodeConfig(lookup=lookup, max_tokens=cap, loop_guard=False)
            sync()
            t = time.perf_counter()
            done = [e for e in generate(backend, ids, resolve_decode(cfg, backend.info.device), tok.decode, tok.eos) if isinstance(e, Done)][0]
            sync()
            runs[name] = (list(done.tokens), time.perf_counter() - t, done.summary)
        ref = runs["eager-plain"][0]
        row = {"prompt": p.name, "prompt_tokens": len(ids), "max_tokens": cap, "prefill_logits_rel_diff": round(diff, 5),
               "prefill_argmax_equal": int(lf.argmax()) == int(le.argmax())}
        for name, (toks, secs, s) in runs.items():
            first = next((i for i, (x, y) in enumerate(zip(toks, ref)) if x != y), None)
            if first is None and len(toks) != len(ref):
                first = min(len(toks), len(ref))
            row[name] = {"tokens": len(toks), "equal_to_eager_plain": first is None, "first_difference": first,
                         "seconds": round(secs, 3), "tok_per_s": round(len(toks) / secs, 1),
                         "forwards": s.forwards, "accepted": s.accepted, "drafted": s.drafted,
                         "stop": s.stop_reason}
            if first is not None:
                worst += 1
                row[name]["eager_text_at"] = tok.decode(ref[max(0, first - 8) : first + 8])
                row[name]["ours_text_at"] = tok.decode(toks[max(0, first - 8) : first + 8])
        emit("parity", **row)
    return 0


def main() -> int:
    global JSON_PATH
    p = argparse.ArgumentParser()
    p.add_argument("--json", default=os.environ.get("FASTPATH_JSON"))
    sub = p.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("check")
    c.add_argument("--modes", default="eager,graphs,compile,compile-layer")
    w = sub.add_parser("widths")
    w.add_argument("--shape", default="qwen2.5-0.5b")
    w.add_argument("--modes", default="graphs,compile-layer")
    w.add_argument("--context", type=int, default=512)
    w.add_argument("--max-width", type=int, default=16)
    w.add_argument("--reps", type=int, default=15)
    d = sub.add_parser("decode")
    d.add_argument("--shape", default="qwen2.5-0.5b")
    d.add_argument("--modes", default="compile-layer")
    d.add_argument("--context", type=int, default=512)
    d.add_argument("--tokens", type=int, default=256)
    f = sub.add_parser("profile")
    f.add_argument("--shape", default="qwen2.5-0.5b")
    f.add_argument("--modes", default="compile-layer")
    f.add_argument("--width", type=int, default=1)
    f.add_argument("--context", type=int, default=512)
    f.add_argument("--top", type=int, default=15)
    r = sub.add_parser("reduce-overhead")
    r.add_argument("--shape", default="qwen2.5-0.5b")
    r.add_argument("--width", type=int, default=1)
    r.add_argument("--context", type=int, default=512)
    r.add_argument("--reps", type=int, default=15)
    q = sub.add_parser("parity")
    q.add_argument("--model", required=True)
    q.add_argument("--mode", default=None)
    q.add_argument("--prompts", default=None)
    q.add_argument("--max-tokens", type=int, default=None)
    q.add_argument("--dtype", default="bf16")
    a = p.parse_args()
    JSON_PATH = Path(a.json) if a.json else None
    gpu = torch.cuda.get_device_name() if torch.cuda.is_available() else "no GPU"
    print(f"torch {torch.__version__}, {gpu}", flush=True)
    return {"check": cmd_check, "widths": cmd_widths, "decode": cmd_decode, "profile": cmd_profile,
            "reduce-overhead": cmd_reduce_overhead, "parity": cmd_parity}[a.cmd](a)


if __name__ == "__main__":
    sys.exit(main())
