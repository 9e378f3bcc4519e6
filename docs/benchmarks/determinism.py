"""Run-to-run determinism: the same edits in fresh processes, under each entry point, and
whether every process gave the same bytes (issue 26).

    python docs/benchmarks/determinism.py run --entry cli|session|bench --out RUN.json
        [--model M] [--device cuda] [--dtype bf16] [--prompts FILE.toml ...] [--cli-prompts N]
    python docs/benchmarks/determinism.py compare RUN.json ... [--md OUT.md]

Entry points, each the path a user runs:
- cli:     one `redraft edit FILE -i ... --stdout` process per prompt (lookup, the default);
- session: one process, Session.load as the TUI loads it, the TUI's whole warm-up, then every
           prompt in plain and lookup (Session.edit, the TUI's and the CLI's path);
- bench:   one `redraft bench` process over the prompts, modes plain and lookup-graded.
Every run also records fingerprints: the sha256 of the logits of the prompt's prefill and of
one full-width verify after it (the first 31 prompt tokens as the draft), so a process whose
kernels round differently shows even where no greedy token flips. Outputs are compared as the
edited file (the reply's code block), across every run and entry point given to `compare`.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
import tempfile
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DEFAULT_PROMPTS = [
    *(ROOT / "samples" / "bench" / f"{n}.toml" for n in ("edit_fn", "edit_json", "edit_large", "reformat_json")),
    *sorted((ROOT / "tests" / "data" / "edits").glob("*.toml")),
    *sorted((ROOT / "tests" / "data" / "neartie").glob("*.toml")),
]


def load_prompt(path: Path) -> dict:
    """A bench-style TOML: source (relative to the TOML or samples/bench), instruction, max_tokens."""
    spec = tomllib.loads(path.read_text())
    src = (path.parent / spec["source"]).resolve()
    return {"name": path.stem, "file": str(src), "source": src.read_text(), "instruction": spec["instruction"],
            "max_tokens": spec.get("max_tokens")}


def sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def logits_sha(logits) -> str:
    return hashlib.sha256(logits.float().cpu().contiguous().numpy().tobytes()).hexdigest()[:16]


def fingerprints(session, prompts: list[dict]) -> dict[str, list[str]]:
    """Per prompt: the prefill's last logits and one full-width forward after it, hashed."""
    from redraft.engine.session import EditRequest

    backend = session.backend
    width = 32 if backend.info.device == "cuda" else 8
    out = {}
    for p in prompts:
        ids = session.prompt(EditRequest(p["source"], p["instruction"], Path(p["file"]).name))
        backend.reset()
        first = logits_sha(backend.prefill(ids))
        block = backend.forward(ids[: width - 1])
        out[p["name"]] = [first, logits_sha(block)]
        backend.reset()
    return out


def run_session(a, prompts: list[dict]) -> dict:
    from redraft.engine.backends.settings import BackendSettings
    from redraft.engine.config import DecodeConfig
    from redraft.engine.session import EditRequest, Session

    t0 = time.perf_counter()
    session = Session.load(model=a.model, device=a.device, dtype=a.dtype, settings=BackendSettings.from_env(os.environ))
    cfg = DecodeConfig()
    session.warmup(cfg, later=False)  # as the TUI: the essential part, then every later piece
    for _ in session.warmup_later():
        pass
    ready = time.perf_counter() - t0
    outputs, rates = {}, {}
    for p in prompts:
        req = EditRequest(p["source"], p["instruction"], Path(p["file"]).name)
        for mode, lookup in (("plain", False), ("lookup", True)):
            res = session.edit(req, cfg.with_(lookup=lookup, max_tokens=p["max_tokens"]))
            outputs[f"{p['name']}/{mode}"] = res.text
            s = res.done.summary
            rates[f"{p['name']}/{mode}"] = round(1000 * s.tokens / max(s.prefill_ms + s.decode_ms, 1e-9), 1)
    return {"outputs": outputs, "rates": rates, "ready_s": round(ready, 2), "fingerprints": fingerprints(session, prompts),
            "info": {"device": session.info.device, "dtype": session.info.dtype, "backend": session.info.name}}


def run_cli(a, prompts: list[dict]) -> dict:
    outputs, seconds = {}, {}
    for p in prompts:
        cmd = [sys.executable, "-m", "redraft.app", "edit", p["file"], "-i", p["instruction"], "--stdout",
               "--device", a.device, "--dtype", a.dtype, *(["--model", a.model] if a.model else []),
               *(["--max-tokens", str(p["max_tokens"])] if p["max_tokens"] else [])]
        t0 = time.perf_counter()
        done = subprocess.run(cmd, capture_output=True, text=True)
        seconds[p["name"]] = round(time.perf_counter() - t0, 2)
        if done.returncode not in (0, 3):
            raise SystemExit(f"{p['name']}: redraft edit exited {done.returncode}: {done.stderr[-500:]}")
        outputs[f"{p['name']}/lookup"] = done.stdout
    return {"outputs": outputs, "process_s": seconds}


def run_bench(a, prompts: list[dict]) -> dict:
    from redraft.engine.prompting import extract

    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for p in prompts:  # one folder of prompts, sources beside them
            src = folder / Path(p["file"]).name
            src.write_text(p["source"])
            lines = [f'source = "{src.name}"', 'kind = "edit"', f"instruction = {json.dumps(p['instruction'])}"]
            if p["max_tokens"]:
                lines.append(f"max_tokens = {p['max_tokens']}")
            (folder / f"{p['name']}.toml").write_text("\n".join(lines) + "\n")
        cmd = [sys.executable, "-m", "redraft.app", "bench", "--prompts-dir", str(folder), "--modes", "plain,lookup-graded",
               "--runs", "1", "--device", a.device, "--dtype", a.dtype, "--out", str(folder / "report"), "--no-chart",
               *(["--model", a.model] if a.model else [])]
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
        report = json.loads((folder / "report.json").read_text())
    by_name = {p["name"]: p for p in prompts}
    outputs = {}
    for row in report["results"]:
        mode = "plain" if row["mode"] == "plain" else "lookup"
        outputs[f"{row['prompt']}/{mode}"] = extract(row["output"], by_name[row["prompt"]]["source"])
    return {"outputs": outputs}


def run(a) -> int:
    paths = [Path(p) for p in a.prompts] if a.prompts else DEFAULT_PROMPTS
    prompts = [load_prompt(p) for p in paths]
    if a.max_tokens:  # a quick try of the harness
        prompts = [{**p, "max_tokens": a.max_tokens} for p in prompts]
    if a.entry == "cli" and a.cli_prompts:
        prompts = prompts[: a.cli_prompts]
    entry = {"cli": run_cli, "session": run_session, "bench": run_bench}[a.entry]
    result = entry(a, prompts)
    result.update(entry_point=a.entry, label=a.label or a.entry, commit=os.environ.get("REDRAFT_COMMIT", "unknown"),
                  env={k: v for k, v in os.environ.items() if k.startswith(("REDRAFT_", "TORCHINDUCTOR_"))})
    result["hashes"] = {k: sha(v) for k, v in result["outputs"].items()}
    Path(a.out).write_text(json.dumps(result, indent=1))
    print(f"{a.entry}: {len(result['outputs'])} outputs -> {a.out}", file=sys.stderr)
    return 0


def first_difference(a: str, b: str) -> str:
    i = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
    line = a[:i].count("\n") + 1
    return f"char {i} (line {line}): {a[i:i + 30]!r} vs {b[i:i + 30]!r}"


def tally(groups: dict) -> str:
    """'3x cli / 2x bench,session': how many runs gave each distinct result, and their labels."""
    return " / ".join(f"{len(v)}x " + ",".join(sorted(set(v))) for v in groups.values())


def compare(a) -> int:
    runs = [json.loads(Path(p).read_text()) for p in a.runs]
    keys = sorted({k for r in runs for k in r["outputs"]})
    lines = ["| output | runs | distinct results | labels of each result | first difference |", "|---|---|---|---|---|"]
    same_all = True
    for key in keys:
        have = [(r["label"], r["outputs"][key]) for r in runs if key in r["outputs"]]
        groups: dict[str, list[str]] = {}
        for label, text in have:
            groups.setdefault(text, []).append(label)
        same_all &= len(groups) == 1
        texts = list(groups)
        diff = first_difference(texts[0], texts[1]) if len(texts) > 1 else ""
        lines.append(f"| {key} | {len(have)} | {len(groups)} | {tally(groups)} | {diff} |")
    fp_lines = ["", "| fingerprint (prefill, verify) | runs | distinct | labels |", "|---|---|---|---|"]
    names = sorted({n for r in runs for n in r.get("fingerprints", {})})
    for n in names:
        groups = {}
        for r in runs:
            if n in r.get("fingerprints", {}):
                groups.setdefault(tuple(r["fingerprints"][n]), []).append(r["label"])
        fp_lines.append(f"| {n} | {sum(map(len, groups.values()))} | {len(groups)} | {tally(groups)} |")
    text = "\n".join(lines + fp_lines) + f"\n\nevery output identical across runs: {'yes' if same_all else 'NO'}\n"
    print(text)
    if a.md:
        Path(a.md).write_text(text)
    return 0 if same_all else 1


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("run")
    r.add_argument("--entry", choices=("cli", "session", "bench"), required=True)
    r.add_argument("--out", required=True)
    r.add_argument("--label", default=None)
    r.add_argument("--model", default=None)
    r.add_argument("--device", default="auto")
    r.add_argument("--dtype", default="auto")
    r.add_argument("--prompts", nargs="*", default=None)
    r.add_argument("--max-tokens", type=int, default=None, help="cap every prompt (a quick try)")
    r.add_argument("--cli-prompts", type=int, default=None, help="cli: only the first N prompts")
    c = sub.add_parser("compare")
    c.add_argument("runs", nargs="+")
    c.add_argument("--md", default=None)
    a = p.parse_args()
    return run(a) if a.cmd == "run" else compare(a)


if __name__ == "__main__":
    sys.exit(main())
