"""A local server's pid file, and `redraft serve status` / `redraft serve stop`.

The pid file (`serve.json` beside the socket, 0600) is written as soon as the sockets are
bound, before the model loads, and removed when the server stops: a server still loading,
or one that stopped answering, can be named and stopped by its pid. The live facts (model,
weights, requests, idle exit) come from the server itself, GET /health over its socket."""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path

from ..remote.pidfile import alive, read_pid_file, reap
from ..terminal import say

STOP_WAIT_S = 15.0  # a running generation is cancelled at once; the model's memory takes a moment


def health(socket_path: Path, timeout: float = 2.0) -> dict | None:
    """The server's /health over its socket; None if nobody answers there."""
    import httpx

    if not socket_path.exists():
        return None
    try:
        with httpx.Client(transport=httpx.HTTPTransport(uds=str(socket_path)), base_url="http://redraft.local",
                          timeout=timeout) as c:
            r = c.get("/health")
        data = r.json()
    except (httpx.HTTPError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def describe(h: dict, socket_path: Path) -> str:
    idle = h.get("idle_exit_s") or 0
    stops = f"exits after {idle / 60:g} min idle" if idle else "no idle exit"
    weights = h.get("weights", "ok")
    busy = f"{h.get('running', 0)} running, {h.get('queued', 0)} queued"
    return (f"redraft serve: pid {h.get('pid', '?')}, {h.get('model', '?')} ({h.get('device', '?')}, "
            f"{h.get('quant', '?')}), {h.get('status', '?')}, weights {weights}, {busy}, {h.get('served', 0)} served, "
            f"{stops}; on unix:{socket_path}")


def status(socket_path: Path) -> int:
    """0: a server answers (its line on stdout); 1: none runs (one line on stderr)."""
    h = health(socket_path)
    if h is not None:
        print(describe(h, socket_path))
        return 0
    pf = read_pid_file(socket_path)
    if pf is not None and alive(pf.pid):
        print(f"redraft serve: pid {pf.pid} is starting (loading the model) or not answering on unix:{socket_path}"
              f"{f'; log: {pf.log}' if pf.log else ''}")
        return 0
    say(f"redraft serve: no server runs on unix:{socket_path}")
    return 1


def stop(socket_path: Path) -> int:
    """SIGTERM to the server on `socket_path` (its pid from /health, else its pid file), and
    wait until it is gone. 0: stopped (or none ran: said so); 1: it would not stop."""
    h = health(socket_path)
    pf = read_pid_file(socket_path)
    pid = h.get("pid") if h is not None and isinstance(h.get("pid"), int) else pf.pid if pf is not None else None
    if pid is None or not alive(pid):
        say(f"redraft serve: no server runs on unix:{socket_path}")
        return 0
    try:
        os.kill(pid, signal.SIGTERM)
    except OSError as e:
        say(f"redraft serve: cannot stop pid {pid}: {e.strerror}")
        return 1
    deadline = time.monotonic() + STOP_WAIT_S
    while alive(pid) and time.monotonic() < deadline:
        time.sleep(0.05)
        reap(pid)
    if alive(pid):
        say(f"redraft serve: pid {pid} did not stop within {STOP_WAIT_S:g} s; `kill -9 {pid}` ends it")
        return 1
    say(f"redraft serve: stopped pid {pid}")
    return 0
