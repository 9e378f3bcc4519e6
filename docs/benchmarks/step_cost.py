"""What one decode step costs on the CUDA fast path, per decode shape and layer variant.

    python docs/benchmarks/step_cost.py [--shape qwen2.5-0.5b] [--context 512,2048]
        [--variants w32,w1,w32-sdpa,...] [--tokens 128] [--profile] [--json OUT]

Random weights at the real shapes (valid for timing), the static backend as a session
builds it (compile-layer, one CUDA graph per bucket). Per variant and context:

- plain: pipelined plain decoding as the round loop runs it (submit(None), then collect the
  previous step), tokens per second over --tokens steps; median of 3, trimmed back between;
- replay: the GPU time of one graph replay (CUDA events around 50 replays);
- --profile: the kernels of one replay, by total time (torch.profiler), top 15.

A variant is `w<rows>` (every decode forward padded to that many rows; w1 is the
pre-invariance one-row step, not exact), then optional `-sdpa` (the fused attention kernel),
`-wxt` (linears as W @ x.T), `-oldscores` (attention scores from keys copied to float32,
llama.HALF_SCORES off) and `-dyn` (the whole-layer region compiled with dynamic sizes,
cuda_graphs.STATIC_LAYER off).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time


def build(shape: str, variant: str):
    import torch

    from redraft.bench.verify_cost import model_config
    from redraft.engine.backends.cpu_linear import few_row_linear
    from redraft.engine.backends.shapes import DecodeShape
    from redraft.engine.backends.static_backend import StaticBackend
    from redraft.engine.models.llama import ModelArgs, layer_fns, random_weights

    from redraft.engine.backends import cuda_graphs
    from redraft.engine.models import llama

    parts = variant.split("-")
    llama.HALF_SCORES = "oldscores" not in parts  # read when the forward is traced
    cuda_graphs.STATIC_LAYER = "dyn" not in parts
    rows = int(parts[0].removeprefix("w"))
    attention = "sdpa" if "sdpa" in parts else "matmul"
    args = ModelArgs.from_config(model_config(shape).to_dict())
    cuda = torch.cuda.is_available()
    weights = random_weights(args, torch.device("cuda" if cuda else "cpu"), torch.bfloat16)
    dshape = DecodeShape(rows, max(rows, 32), False, rows > 1)
    mode = "compile-layer" if cuda else "eager"  # eager: a CPU run checks this script's logic
    b = StaticBackend(args, weights, name=variant, mode=mode, attention=attention, shape=dshape)
    if "wxt" in parts and cuda:
        from redraft.engine.backends.cuda_graphs import GraphRunner, compile_fns

        b.linear = few_row_linear
        b.fns = compile_fns(layer_fns(args, attention, few_row_linear), whole_layer=True)
        b.runner = GraphRunner(b._step, dshape.max_rows, b.device)
    return b


def plain_rate(b, context: int, tokens: int) -> float:
    from redraft.engine.config import Sampling

    greedy = Sampling()
    rates = []
    for _ in range(3):
        b.reset()
        b.prefill([(7 * i) % 900 + 10 for i in range(context)])
        h = b.submit([11], greedy)
        t0 = time.perf_counter()
        for _ in range(tokens):
            nxt = b.submit(None, greedy)
            b.collect(h)
            h = nxt
        b.collect(h)
        rates.append(tokens / (time.perf_counter() - t0))
    b.reset()
    return statistics.median(rates)


def replay_ms(b, context: int) -> float:
    import torch

    from redraft.engine.backends.shapes import bucket

    b.reset()
    b.prefill([(7 * i) % 900 + 10 for i in range(context)])
    b.forward([11])  # captures the bucket's graph
    rows = b.shape.min_rows
    a = bucket(context + 1, b.max_len, b.min_bucket)
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    torch.cuda.synchronize()
    start.record()
    for _ in range(50):
        b.runner.replay(rows, a)
    end.record()
    torch.cuda.synchronize()
    return start.elapsed_time(end) / 50


def profile(b, context: int) -> list[tuple[str, int, float]]:
    import torch
    from torch.profiler import ProfilerActivity, profile as prof

    from redraft.engine.backends.shapes import bucket

    rows = b.shape.min_rows
    a = bucket(context + 1, b.max_len, b.min_bucket)
    with prof(activities=[ProfilerActivity.CUDA]) as p:
        for _ in range(10):
            b.runner.replay(rows, a)
        torch.cuda.synchronize()
    out = []
    for e in p.key_averages():
        t = getattr(e, "device_time_total", None) or getattr(e, "cuda_time_total", 0)
        if t:
            out.append((e.key[:90], e.count // 10, t / 10))
    out.sort(key=lambda r: -r[2])
    return out


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--shape", default="qwen2.5-0.5b")
    p.add_argument("--context", default="512,2048")
    p.add_argument("--variants", default="w1,w32,w16,w32-sdpa,w32-wxt")
    p.add_argument("--tokens", type=int, default=128)
    p.add_argument("--profile", action="store_true")
    p.add_argument("--json")
    a = p.parse_args()
    import torch

    gpu = torch.cuda.get_device_name() if torch.cuda.is_available() else "cpu"
    print(f"# {gpu} torch {torch.__version__} shape {a.shape}", flush=True)
    results = []
    for variant in a.variants.split(","):
        t0 = time.perf_counter()
        try:
            b = build(a.shape, variant)
            b.warmup(32)
        except Exception as e:  # one variant failing must not lose the others
            print(f"{variant}: failed: {type(e).__name__}: {str(e)[:300]}", flush=True)
            continue
        setup = time.perf_counter() - t0
        for ctx in (int(c) for c in a.context.split(",")):
            rate = plain_rate(b, ctx, a.tokens)
            ms = replay_ms(b, ctx) if b.runner is not None else 0.0
            row = dict(variant=variant, backend=b.info.name, context=ctx, plain_tok_s=round(rate, 1),
                       replay_ms=round(ms, 3), setup_s=round(setup, 1))
            results.append(row)
            print(json.dumps(row), flush=True)
            if a.profile and b.runner is not None:
                for name, count, us in profile(b, ctx)[:15]:
                    print(f"    {us:8.1f} us  x{count:<3} {name}", flush=True)
        del b
        torch.cuda.empty_cache()
    if a.json:
        with open(a.json, "w") as f:
            json.dump(results, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
