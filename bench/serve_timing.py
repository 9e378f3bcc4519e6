"""A whole `redraft edit` process through a warm local `redraft serve` against today's cold
process, side by side on the same edit, and the server's overhead per request (wall time
at the client minus the engine's own prefill + decode).

    flock /tmp/redraft-bench.lock python -m redraft.bench.serve_timing --rounds 5 [--file F -i TEXT]
    on the H200: python -m redraft.bench.serve_timing --rounds 5 --serve-args '--device cuda'
    (the server compiles its shapes, `redraft edit` alone does not; the first request waits for it)

It starts the server itself (a private runtime dir, its socket there), alternates cold and
warm runs, and prints a Markdown table. Only subprocesses and HTTP: no redraft imports."""

from __future__ import annotations

import argparse
import json
import os
import re
import shlex
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]
STATS = re.compile(r"\] (\d+) tokens, .*?([\d.]+) tok/s, prefill ([\d.]+) s")


def start_server(env: dict, extra: list[str]) -> tuple[subprocess.Popen, str]:
    proc = subprocess.Popen([sys.executable, "-m", "redraft.app", "serve", "--port", "0", *extra],
                            env=env, stderr=subprocess.PIPE, text=True, cwd=ROOT)
    ready, url = threading.Event(), []

    def read() -> None:
        for line in proc.stderr:
            m = re.search(r"(http://127\.0\.0\.1:\d+)", line)
            if m and not url:
                url.append(m.group(1))
                ready.set()

    threading.Thread(target=read, daemon=True).start()
    if not ready.wait(900):
        proc.kill()
        raise SystemExit("the server did not start")
    return proc, url[0]


def one_edit(env: dict, file: str, instruction: str, server: str) -> tuple[float, float, str]:
    """(wall s, engine s = tokens / tok/s, stats line) of one whole `redraft edit` process."""
    t0 = time.perf_counter()
    r = subprocess.run([sys.executable, "-m", "redraft.app", "edit", file, "-i", instruction, "--stdout",
                        "--server", server], env=env, capture_output=True, text=True, cwd=ROOT)
    wall = time.perf_counter() - t0
    if r.returncode not in (0, 3):  # 3: a result the check flags, printed (headless.UNSAFE_EXIT): still timed
        raise SystemExit(r.stderr)
    line = next(ln for ln in reversed(r.stderr.strip().splitlines()) if ln.startswith("["))  # the stats line
    m = STATS.search(line)
    engine = int(m.group(1)) / float(m.group(2)) if m else float("nan")
    return wall, engine, line


def overhead(url: str, file: str, instruction: str) -> tuple[float, float, int]:
    """(client wall ms, engine ms, tokens) of one edit over the event stream."""
    body = {"source": Path(file).read_text(), "instruction": instruction, "filename": Path(file).name}
    with httpx.Client(base_url=url, timeout=None) as c:
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
    p.add_argument("--serve-args", default="", help="extra `redraft serve` flags, one string (e.g. '--device cuda')")
    a = p.parse_args()
    run_dir = tempfile.mkdtemp(prefix="redraft-serve-bench-")
    env = {**os.environ, "XDG_RUNTIME_DIR": run_dir}
    proc, url = start_server(env, shlex.split(a.serve_args))
    try:
        one_edit(env, a.file, a.instruction, "auto")  # the server's first request
        cold, warm = [], []
        for _ in range(a.rounds):  # interleaved
            cold.append(one_edit(env, a.file, a.instruction, "off"))
            warm.append(one_edit(env, a.file, a.instruction, "auto"))
        over = [overhead(url, a.file, a.instruction) for _ in range(a.rounds)]
    finally:
        proc.terminate()
        proc.wait(30)
    print(f"file {a.file}, instruction {a.instruction!r}, {a.rounds} rounds, alternated\n")
    print("| run | whole process (s) | engine: prefill + decode (s) | process minus engine (s) |")
    print("|---|---|---|---|")
    for name, rows in (("cold `redraft edit` (model loads)", cold), ("`redraft edit` via a warm local server", warm)):
        walls = [w for w, _, _ in rows]
        engines = [e for _, e, _ in rows]
        rest = [w - e for w, e, _ in rows]
        print(f"| {name} | {min(walls):.2f}-{max(walls):.2f} (median {statistics.median(walls):.2f}) | "
              f"{min(engines):.2f}-{max(engines):.2f} | {min(rest):.2f}-{max(rest):.2f} (median {statistics.median(rest):.2f}) |")
    print(f"\nstats lines: cold `{cold[-1][2]}`; warm `{warm[-1][2]}`\n")
    print("| over the event stream | client wall (ms) | engine (ms) | overhead (ms) | overhead / engine |")
    print("|---|---|---|---|---|")
    for wall, eng, toks in over:
        print(f"| {toks} tokens | {wall:.0f} | {eng:.0f} | {wall - eng:.0f} | {(wall - eng) / eng:.1%} |")


if __name__ == "__main__":
    main()
