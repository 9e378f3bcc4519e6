"""A whole `redraft edit` process through the warm engine against a cold process, side by side
on the same edit, and the server's overhead per request (wall time at the client minus the
engine's own prefill + decode).

    flock -x /tmp/redraft-cpu.lock python -m redraft.bench.serve_timing --rounds 5 [--file F -i TEXT]
    on the H200: python -m redraft.bench.serve_timing --rounds 5 --edit-args '--device cuda'

As a user meets it (issue 43): in a private runtime and state dir, the first `redraft edit
--server auto` starts the warm engine in the background and is served by it (timed apart:
the cold start through the engine), then cold processes (`--server off`: the model loads
in the process) alternate with second edits through the engine; `redraft serve stop` ends
it. Prints Markdown tables. Only subprocesses and HTTP: no redraft imports."""

from __future__ import annotations

import argparse
import json
import os
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]


def one_edit(env: dict, file: str, instruction: str, server: str, extra: list[str]) -> tuple[float, float, str]:
    """(wall s, engine s: the kept attempt's prefill + decode from --stats-json, stats line) of
    one whole `redraft edit` process."""
    stats = Path(tempfile.mkdtemp(prefix="redraft-serve-bench-stats-")) / "stats.json"
    t0 = time.perf_counter()
    r = subprocess.run([sys.executable, "-m", "redraft.app", "edit", file, "-i", instruction, "--stdout",
                        "--server", server, "--stats-json", str(stats), *extra], env=env, capture_output=True, text=True,
                       cwd=ROOT)
    wall = time.perf_counter() - t0
    if r.returncode not in (0, 3):  # 3: a result the check flags, printed (headless.UNSAFE_EXIT): still timed
        raise SystemExit(r.stderr)
    line = next(ln for ln in reversed(r.stderr.strip().splitlines()) if ln.startswith("["))  # the stats line
    s = json.loads(stats.read_text())
    engine = sum(a["prefill_ms"] + a["decode_ms"] for a in s["attempts"]) / 1000  # every attempt's, retries too
    return wall, engine, line


def overhead(sock: Path, file: str, instruction: str) -> tuple[float, float, int]:
    """(client wall ms, engine ms, tokens) of one edit over the event stream."""
    body = {"source": Path(file).read_text(), "instruction": instruction, "filename": Path(file).name}
    with httpx.Client(transport=httpx.HTTPTransport(uds=str(sock)), base_url="http://redraft.local", timeout=None) as c:
        t0 = time.perf_counter()
        done = None
        with c.stream("POST", "/redraft/v1/edit", json=body) as r:
            for line in r.iter_lines():
                d = json.loads(line)
                if d["type"] == "done":
                    done = d
        wall = (time.perf_counter() - t0) * 1000
    s = done["summary"]
    return wall, s["prefill_ms"] + s["decode_ms"], s["tokens"]


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--file", default=str(ROOT / "samples" / "stats.py"))
    p.add_argument("-i", "--instruction", default="rename x to count")
    p.add_argument("--edit-args", default="", help="more `redraft edit` flags, one string (e.g. '--device cuda')")
    a = p.parse_args()
    run_dir = Path(tempfile.mkdtemp(prefix="redraft-serve-bench-"))
    (run_dir / "run").mkdir(mode=0o700)
    env = {**os.environ, "XDG_RUNTIME_DIR": str(run_dir / "run"), "REDRAFT_STATE_DIR": str(run_dir / "state")}
    env.pop("REDRAFT_SERVER", None)
    extra = shlex.split(a.edit_args)
    try:
        first = one_edit(env, a.file, a.instruction, "auto", extra)  # starts the warm engine, served by it
        cold, warm = [], []
        for _ in range(a.rounds):  # interleaved
            cold.append(one_edit(env, a.file, a.instruction, "off", extra))
            warm.append(one_edit(env, a.file, a.instruction, "auto", extra))
        over = [overhead(run_dir / "run" / "redraft" / "serve.sock", a.file, a.instruction) for _ in range(a.rounds)]
    finally:
        subprocess.run([sys.executable, "-m", "redraft.app", "serve", "stop"], env=env, cwd=ROOT)
    print(f"file {a.file}, instruction {a.instruction!r}, {a.rounds} rounds, alternated\n")
    print("| run | whole process (s) | engine: prefill + decode (s) | process minus engine (s) |")
    print("|---|---|---|---|")
    print(f"| first `redraft edit` (starts the warm engine, served by it) | {first[0]:.2f} | {first[1]:.2f} | "
          f"{first[0] - first[1]:.2f} |")
    for name, rows in (("cold `redraft edit --server off` (model loads)", cold),
                       ("second `redraft edit` via the warm engine", warm)):
        walls = [w for w, _, _ in rows]
        engines = [e for _, e, _ in rows]
        rest = [w - e for w, e, _ in rows]
        print(f"| {name} | {min(walls):.2f}-{max(walls):.2f} (median {statistics.median(walls):.2f}) | "
              f"{min(engines):.2f}-{max(engines):.2f} | {min(rest):.2f}-{max(rest):.2f} (median {statistics.median(rest):.2f}) |")
    print(f"\nstats lines: first `{first[2]}`; cold `{cold[-1][2]}`; warm `{warm[-1][2]}`\n")
    print("| over the event stream | client wall (ms) | engine (ms) | overhead (ms) | overhead / engine |")
    print("|---|---|---|---|---|")
    for wall, eng, toks in over:
        print(f"| {toks} tokens | {wall:.0f} | {eng:.0f} | {wall - eng:.0f} | {(wall - eng) / eng:.1%} |")


if __name__ == "__main__":
    main()
