"""The decode rate through a local `redraft serve` against the same edit in process (issue 43).

    flock -x /tmp/redraft-cpu.lock python -m redraft.bench.serve_rate --backend replay --rounds 5
    python -m redraft.bench.serve_rate --backend real --file samples/bench/src/edit_fn.py \\
        --rename total subtotal -i 'Rename the variable `total` to `subtotal` everywhere in the function.'

Three paths run the same edit on the same kind of session, alternated: in process (a Session's
stream consumed in this thread, as `redraft edit --server off` does), and through a server this
script starts on a private unix socket (POST /redraft/v1/edit, its NDJSON lines parsed as a
client parses them), once streamed (every event, as the TUI asks) and once asking for the result
alone (`"events": "done"`, as `redraft edit` asks). Per run: the engine's own rate (tokens /
decode time, the stats line's tok/s) and the rate the client sees (tokens / wall time from the
request to the last line).

--backend replay: no model. A backend that replays the expected result (the file with
`--rename OLD NEW` applied, fenced as the model writes it), each forward sleeping
--forward-ms with the GIL released as a GPU's kernels do, over the real tokenizer and the
real decode loop, so lookup drafts and accepts as on a fast GPU and the server's own costs
(events, JSON, HTTP, thread hops, the GIL) are what differs. The server loads the same replay
through REDRAFT_SESSION_FACTORY. --backend real: the default model, loaded by both."""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
REPLAY_ENV = "REDRAFT_BENCH_REPLAY"  # the edit the server's replay session stands for (JSON)
DEFAULT_FILE = ROOT / "samples" / "bench" / "src" / "edit_large.py"
DEFAULT_INSTRUCTION = "Rename the class `TaskQueue` to `JobQueue` everywhere in the file, including docstrings."


def replay_session(spec: dict):
    """A Session over the replay backend for the edit `spec` names (file, instruction,
    rename, forward_ms): the real tokenizer, the expected result as its greedy output."""
    from .replay import Replay
    from ..engine.prompting import edit_messages
    from ..engine.session import Session
    from ..engine.store import weights_check
    from ..engine.store.modelstore import resolve_model
    from ..engine.tokenizer import load_tokenizer

    tok = load_tokenizer(resolve_model(spec.get("model")))
    weights_check.forget()  # only the tokenizer is read: no weights of this session to hash
    source = Path(spec["file"]).read_text()
    old, new = spec["rename"]
    result = re.sub(rf"\b{re.escape(old)}\b", new, source)
    lang = {".py": "python", ".json": "json", ".yaml": "yaml"}.get(Path(spec["file"]).suffix, "")
    reply = f"```{lang}\n{result}```"
    prompt = tok.encode_chat(edit_messages(source, spec["instruction"], Path(spec["file"]).name))
    eos = tok.eos[0] if isinstance(tok.eos, (list, tuple)) else tok.eos
    backend = Replay(prompt, tok.encode(reply), eos=eos, forward_ms=float(spec.get("forward_ms", 0.0)),
                     name=f"replay of {Path(spec['file']).name}")
    return Session(backend, tok)


def replay_factory(progress=None):
    """REDRAFT_SESSION_FACTORY=redraft.bench.serve_rate:replay_factory (the server's side)."""
    return replay_session(json.loads(os.environ[REPLAY_ENV]))


def start_server(sock: Path, env: dict, extra: list[str]) -> subprocess.Popen:
    proc = subprocess.Popen([sys.executable, "-m", "redraft.app", "serve", "--no-tcp", "--socket", str(sock), *extra],
                            env=env, stdin=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, cwd=ROOT)
    deadline = time.monotonic() + 900
    while time.monotonic() < deadline:
        line = proc.stderr.readline()
        if not line and proc.poll() is not None:
            raise SystemExit("the server did not start")
        if " on unix:" in line:
            return proc
    proc.kill()
    raise SystemExit("the server did not start in 900 s")


def wait_warm(client) -> None:
    """Until the server's background warm-up (compiled shapes on CUDA) is done."""
    while client.get("/health").json().get("warming"):
        time.sleep(0.2)


def served(client, body: dict, done_only: bool = False) -> tuple[float, dict]:
    """(client wall s, the Done line's summary) of one edit over the event stream, every line
    parsed as JSON (as the client does)."""
    t0 = time.perf_counter()
    done = None
    with client.stream("POST", "/redraft/v1/edit", json={**body, **({"events": "done"} if done_only else {})}) as r:
        for line in r.iter_lines():
            d = json.loads(line)
            if d.get("type") == "done":
                done = d
            elif d.get("type") == "error":
                raise SystemExit(f"the server failed: {d}")
    return time.perf_counter() - t0, done["summary"]


def in_process(session, req, cfg) -> tuple[float, dict]:
    from ..engine import Done

    t0 = time.perf_counter()
    done = None
    for ev in session.stream(req, cfg):
        if isinstance(ev, Done):
            done = ev
    wall = time.perf_counter() - t0
    return wall, done.summary.as_dict()


def rates(wall: float, s: dict) -> tuple[float, float, int]:
    """(engine tok/s, client tok/s, tokens)."""
    return s["tokens"] / (s["decode_ms"] / 1000), s["tokens"] / wall, s["tokens"]


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--backend", choices=["replay", "real"], default="replay")
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--file", default=str(DEFAULT_FILE))
    p.add_argument("-i", "--instruction", default=DEFAULT_INSTRUCTION)
    p.add_argument("--rename", nargs=2, default=["TaskQueue", "JobQueue"], metavar=("OLD", "NEW"))
    p.add_argument("--forward-ms", type=float, default=1.0, help="replay: each forward's sleep (a GPU's kernels)")
    p.add_argument("--model", default=None, help="the model (real), or whose tokenizer the replay uses (default: the default)")
    p.add_argument("--serve-args", default="", help="more `redraft serve` flags (--device cuda)")
    p.add_argument("--json", default=None, help="also write the runs here")
    a = p.parse_args()
    import httpx

    from ..engine import DecodeConfig
    from ..engine.session import EditRequest, Session

    spec = {"file": a.file, "instruction": a.instruction, "rename": a.rename, "forward_ms": a.forward_ms, "model": a.model}
    run_dir = Path(tempfile.mkdtemp(prefix="redraft-serve-rate-"))
    env = {**os.environ, "XDG_RUNTIME_DIR": str(run_dir), "REDRAFT_STATE_DIR": str(run_dir / "state")}
    if a.backend == "replay":
        env.update({"REDRAFT_SESSION_FACTORY": "redraft.bench.serve_rate:replay_factory", REPLAY_ENV: json.dumps(spec)})
        session = replay_session(spec)
    else:
        session = Session.load(model=a.model, **({"device": "cuda"} if "cuda" in a.serve_args else {}))
    cfg = DecodeConfig()
    session.warmup(cfg)
    source = Path(a.file).read_text()
    req = EditRequest(source, a.instruction, Path(a.file).name)
    body = {"source": source, "instruction": a.instruction, "filename": Path(a.file).name}
    sock = run_dir / "serve.sock"
    model_flags = ["--model", a.model] if a.model and a.backend == "real" else []
    proc = start_server(sock, env, [*model_flags, *a.serve_args.split()])
    runs: dict[str, list] = {"in process": [], "served, streamed": [], "served, result only": []}
    try:
        with httpx.Client(transport=httpx.HTTPTransport(uds=str(sock)), base_url="http://redraft.local",
                          timeout=None) as client:
            wait_warm(client)
            in_process(session, req, cfg), served(client, body)  # first use of both, untimed
            for _ in range(a.rounds):  # alternated
                runs["in process"].append(rates(*in_process(session, req, cfg)))
                runs["served, streamed"].append(rates(*served(client, body)))
                runs["served, result only"].append(rates(*served(client, body, done_only=True)))
    finally:
        proc.terminate()
        proc.wait(30)
    report(a, runs)
    if a.json:
        Path(a.json).write_text(json.dumps({"args": vars(a), "runs": runs}, indent=1))


def report(a, runs: dict) -> None:
    what = f"replay, {a.forward_ms:g} ms a forward" if a.backend == "replay" else "the default model"
    print(f"{Path(a.file).name}, {a.instruction!r}, {what}, {a.rounds} rounds alternated\n")
    print("| path | tokens | engine tok/s (median, range) | client tok/s (median, range) |")
    print("|---|---|---|---|")
    med = {}
    for name, rows in runs.items():
        eng, cli = [r[0] for r in rows], [r[1] for r in rows]
        med[name] = (statistics.median(eng), statistics.median(cli))
        print(f"| {name} | {rows[-1][2]} | {med[name][0]:,.0f} ({min(eng):,.0f}-{max(eng):,.0f}) | "
              f"{med[name][1]:,.0f} ({min(cli):,.0f}-{max(cli):,.0f}) |")
    print()
    for name in ("served, streamed", "served, result only"):
        ratio = [med[name][i] / med["in process"][i] for i in (0, 1)]
        print(f"{name} / in process: engine {ratio[0]:.2f}x, client {ratio[1]:.2f}x")


if __name__ == "__main__":
    main()
