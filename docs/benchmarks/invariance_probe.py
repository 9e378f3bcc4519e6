"""How the CPU decode shapes in engine/backends/shapes.py were chosen: which row counts and
linear layouts give a row the same bits whatever else shares its forward, and what each
costs. Three probes on the default model (or random matrices of its shapes):

    python docs/benchmarks/invariance_probe.py linears            # one weight per shape
    python docs/benchmarks/invariance_probe.py model --dtype bf16 # the whole model
    python docs/benchmarks/invariance_probe.py cost --dtype bf16  # ms per forward

`linears`: for each weight shape of the 0.5B model and each layout, the classes of row
counts n (1..32) whose row 0 comes out bitwise equal, and the ms for n = 1, 2, 4, 8.
`model`: for each decode shape (min rows, few-row layout or F.linear), the rows of 40
positions that differ from one-token steps when fed in blocks of 2, 8, 32, mixed blocks
with trimmed junk, and one token plus one trimmed junk token; the prompt (230 random
tokens) makes the rows cross the 256 bucket boundary.
`cost`: median ms of one forward of width 1, 2, 4, 8 at 512 tokens of context, for each
decode shape and for transformers (the previous CPU default), interleaved.
Run under `flock -x /tmp/redraft-cpu.lock` on a quiet machine for the timings.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

import torch
import torch.nn.functional as F

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # tests.invariance

from redraft.engine.backends.shapes import DecodeShape  # noqa: E402
from redraft.engine.backends.static_backend import StaticBackend  # noqa: E402
from redraft.engine.models.llama import ModelArgs, load_weights  # noqa: E402
from redraft.engine.store.modelstore import default_model_dir  # noqa: E402
from tests.invariance import mismatched_rows, rows_by_blocks, rows_by_steps  # noqa: E402

DTYPES = {"fp32": torch.float32, "bf16": torch.bfloat16}
SHAPES = {  # name -> DecodeShape: min rows, max rows, few-row layout
    "1-stock": DecodeShape(1, 32, False, False),
    "1-few": DecodeShape(1, 32, True, False),
    "2-stock": DecodeShape(2, 32, False, False),
    "2-few": DecodeShape(2, 32, True, False),
    "8-fixed": DecodeShape(8, 8, False, False),
}
WEIGHTS = {"qkv": (1152, 896), "o": (896, 896), "w13": (9728, 896), "w2": (896, 4864), "head": (151936, 896)}


def median_ms(f, reps: int = 7) -> float:
    f()
    times = []
    for _ in range(reps):
        t = time.perf_counter()
        f()
        times.append(time.perf_counter() - t)
    return statistics.median(times) * 1000


def linears(dtype: torch.dtype) -> None:
    layouts = {
        "F.linear (x @ W.T)": lambda x, w: F.linear(x, w),
        "few-row (W @ x.T).T": lambda x, w: torch.mm(w, x.t()).t(),
    }
    for name, (out, inp) in WEIGHTS.items():
        g = torch.Generator().manual_seed(0)
        w = (torch.randn(out, inp, generator=g) * 0.02).to(dtype)
        x = torch.randn(32, inp, generator=g).to(dtype)
        for lname, f in layouts.items():
            classes: dict[bytes, list[int]] = {}
            for n in (1, 2, 3, 4, 8, 16, 32):
                classes.setdefault(f(x[:n], w)[0].float().numpy().tobytes(), []).append(n)
            ms = " ".join(f"n{n}={median_ms(lambda: f(x[:n], w)):.1f}" for n in (1, 2, 4, 8))
            print(f"{name:5} {lname:20} {ms}   equal rows for n in {list(classes.values())}", flush=True)


def model(dtype: torch.dtype, names: list[str]) -> None:
    path = default_model_dir()
    args = ModelArgs.from_folder(path)
    weights = load_weights(path, args, "cpu", dtype)
    rng = random.Random(0)
    prompt = [rng.randrange(100, 20000) for _ in range(230)]
    toks = [rng.randrange(100, 20000) for _ in range(40)]
    for name in names:
        b = StaticBackend(args, weights, shape=SHAPES[name], max_context=4096)
        with torch.inference_mode():
            ref = rows_by_steps(b, prompt, toks)
            for blocks in ([(2, 0)], [(8, 0)], [(32, 0)], [(3, 5), (1, 7), (5, 0)], [(1, 1)]):
                bad = mismatched_rows(ref, rows_by_blocks(b, prompt, toks, blocks))
                print(f"{name:8} blocks {str(blocks):28} rows differing: {len(bad):2} of 40 {bad[:6]}", flush=True)


def cost(dtype: torch.dtype, names: list[str], hf: bool) -> None:
    path = default_model_dir()
    args = ModelArgs.from_folder(path)
    weights = load_weights(path, args, "cpu", dtype)
    backends = {n: StaticBackend(args, weights, shape=SHAPES[n], max_context=4096) for n in names}
    if hf:
        from redraft.engine.backends.torch_backend import TorchBackend

        backends["transformers"] = TorchBackend.load(path, device="cpu", dtype={v: k for k, v in DTYPES.items()}[dtype])
    widths = (1, 2, 4, 8)
    times: dict = {(n, k): [] for n in backends for k in widths}
    with torch.inference_mode():
        for b in backends.values():
            b.reset()
            b.prefill(list(range(100, 612)))
            for k in widths:
                b.forward([5] * k)
                b.trim(k)
        for _ in range(7):
            for n, b in backends.items():
                for k in widths:
                    t = time.perf_counter()
                    b.forward([5] * k)
                    times[(n, k)].append(time.perf_counter() - t)
                    b.trim(k)
    for n in backends:
        print(f"{n:13} " + " ".join(f"w{k}={statistics.median(times[(n, k)]) * 1000:.0f} ms" for k in widths))


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("probe", choices=["linears", "model", "cost"])
    p.add_argument("--dtype", choices=list(DTYPES), default="bf16")
    p.add_argument("--shapes", default="1-stock,1-few,2-stock,2-few")
    p.add_argument("--no-hf", action="store_true", help="cost: leave transformers out")
    a = p.parse_args()
    print(f"torch {torch.__version__}, {torch.get_num_threads()} threads, {a.dtype}", flush=True)
    if a.probe == "linears":
        linears(DTYPES[a.dtype])
    elif a.probe == "model":
        model(DTYPES[a.dtype], a.shapes.split(","))
    else:
        cost(DTYPES[a.dtype], a.shapes.split(","), not a.no_hf)
    return 0


if __name__ == "__main__":
    sys.exit(main())
