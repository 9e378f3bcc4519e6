"""Start-up breakdown: where the seconds go from process start to the first generated token.

    python docs/benchmarks/startup.py [--device cpu] [--dtype bf16] [--model M] [--no-graphs]
                                      [--file F --instruction I] [--max-tokens N] [--json OUT]
                                      [--tokenizer process|in-process] [--warm]

Each stage is timed with perf_counter in this process, in the order `redraft edit` runs
them (imports, model resolution, backend, tokenizer, warmup, the edit), then a second edit
of the same request shows what the first paid for first use. "since start" counts from the
process's own start time (/proc), so the interpreter's start-up is included. Runs against
whichever redraft is importable (PYTHONPATH), so the same script times an older checkout.
"""

from __future__ import annotations

import time

T0 = time.perf_counter()

import argparse  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402

DEFAULT_FILE = Path(__file__).resolve().parents[2] / "samples" / "bench" / "src" / "edit_fn.py"


def process_age() -> float:
    """Seconds since this process started (Linux /proc; 0 elsewhere)."""
    try:
        start = int(Path("/proc/self/stat").read_text().rsplit(")", 1)[1].split()[19])
        uptime = float(Path("/proc/uptime").read_text().split()[0])
        return uptime - start / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return 0.0


def main() -> int:
    age_at_t0 = process_age() - (time.perf_counter() - T0)
    p = argparse.ArgumentParser()
    p.add_argument("--model", default=None)
    p.add_argument("--device", default="auto")
    p.add_argument("--dtype", default="auto")
    p.add_argument("--no-graphs", dest="graphs", action="store_false")
    p.add_argument("--file", type=Path, default=DEFAULT_FILE)
    p.add_argument("--instruction", default="Rename the variable `total` to `subtotal` everywhere in the function.")
    p.add_argument("--max-tokens", type=int, default=64)
    p.add_argument("--json", type=Path)
    p.add_argument("--tokenizer", choices=("auto", "process", "in-process"), default="auto",
                   help="process: built in a child beside the model; auto: as Session.load for redraft edit (process on a CPU)")
    p.add_argument("--warm", action="store_true", help="warm up on a CPU too (as before, and as the TUI; redraft edit skips it there)")
    a = p.parse_args()

    stages: list[tuple[str, float]] = []
    last = [T0]

    def mark(name: str) -> None:
        now = time.perf_counter()
        stages.append((name, now - last[0]))
        last[0] = now

    mark("argparse")
    from redraft.engine.config import DecodeConfig
    from redraft.engine.session import EditRequest, Session

    mark("import redraft.engine.session")
    from redraft.engine.store.modelstore import resolve_model

    path = resolve_model(a.model)
    mark("resolve the model folder")
    child = None
    from redraft.engine.placement import place

    where = place("auto", a.device, a.dtype, "auto", a.graphs)
    if a.tokenizer == "auto":
        a.tokenizer = "process" if where.device_type == "cpu" else "in-process"
    if a.tokenizer == "process":  # as Session.load on a CPU: built beside the model
        from redraft.engine.tokenizer_process import TokenizerProcess

        child = TokenizerProcess(path)
        mark("start the tokenizer process")
    import torch

    mark("import torch")
    from redraft.engine.backends import load_backend

    backend = load_backend(where, path)
    mark("load the backend (weights)")
    if child is not None:
        child.eos  # noqa: B018 (waits for the child's hello)
        tokenizer = child
        mark("wait for the tokenizer process")
    else:
        from redraft.engine.session import load_tokenizer

        tokenizer = load_tokenizer(path)
        mark("load the tokenizer (in process)")
    session = Session(backend, tokenizer, one_shot=not a.warm)  # as redraft edit without --warm
    cfg = DecodeConfig(max_tokens=a.max_tokens)
    if a.warm or backend.info.device != "cpu":  # a one-shot edit skips it on a CPU only
        session.warmup(cfg, later=False)
        mark("warmup")
    req = EditRequest(a.file.read_text(), a.instruction, a.file.name)
    first_token = None
    for n, ev in enumerate(session.stream(req, cfg)):
        if n == 0:
            mark("first edit: prompt + prefill -> first token")
            first_token = process_age() if age_at_t0 else None
    mark(f"first edit: the rest ({a.max_tokens} tokens)")
    t = time.perf_counter()
    events = list(session.stream(req, cfg))
    mark(f"second edit: all ({a.max_tokens} tokens)")
    second_prefill = events[-1].summary.prefill_ms / 1000
    info = session.backend.info
    out = {
        "python": sys.version.split()[0],
        "torch": torch.__version__,
        "transformers imported": "transformers" in sys.modules,
        "backend": f"{info.name} {info.device} {info.dtype}",
        "prompt tokens": events[-1].summary.prompt_tokens,
        "interpreter start (before this script)": round(age_at_t0, 3),
        "stages": [(name, round(s, 3)) for name, s in stages],
        "process start -> first token": round(first_token, 3) if first_token else None,
        "second edit prefill": round(second_prefill, 3),
        "second edit total": round(time.perf_counter() - t, 3),
    }
    width = max(len(n) for n, _ in stages)
    print(f"{out['backend']}, torch {out['torch']}, prompt {out['prompt tokens']} tokens, "
          f"transformers imported: {out['transformers imported']}")
    print(f"{'interpreter start':<{width}}  {age_at_t0:6.2f} s")
    total = age_at_t0
    for name, s in stages:
        total += s
        print(f"{name:<{width}}  {s:6.2f} s   (since start {total:6.2f} s)")
    if first_token:
        print(f"process start -> first generated token: {first_token:.2f} s")
    print(f"second edit: prefill {second_prefill:.2f} s, whole {out['second edit total']:.2f} s")
    if a.json:
        a.json.write_text(json.dumps(out, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
