"""`--server auto`: a warm local engine. `redraft edit` uses the `redraft serve` that answers
on the runtime dir's socket, and starts one in the background when none does: detached (its
own session, no terminal, output in the state dir's serve.log), on the unix socket only,
stopping after the config's `serve_idle` seconds without a request. Two clients that start at
once take a lock (serve.lock beside the socket): the second waits and uses the first's server.

A server that runs another model than the one asked for (app/remote/spec.py) is left alone:
the edit loads its model here and says so in one line. Stopping it could cut another client's
edit (the TUI's, a script's), and a second engine would double the memory; `redraft serve
stop` and the next edit start one for the new choice.

Where the server cannot start (its log's last line says why) or no runtime dir is usable, the
edit loads the model here: one line, never a failure of its own."""

from __future__ import annotations

import contextlib
import fcntl
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterator

from .address import SOCKET_NAME, RuntimeDirError, runtime_dir
from ...engine import RedraftError

if TYPE_CHECKING:
    from .openai_session import OpenAISession
    from .session import RemoteSession

START_WAIT_S = 900.0  # a first start may convert the model (about a minute on a GPU box, more on a CPU)
POLL_S = 0.1
LOG_NAME = "serve.log"


def connect_local(sock: Path) -> RemoteSession | None:
    """The redraft server answering on `sock`, or None (no socket, nobody there, another kind)."""
    if not sock.exists():  # the common case costs one stat, no httpx import
        return None
    from .connect import connect

    try:
        session = connect(f"unix:{sock}", connect_s=2.0)
    except RedraftError:
        return None
    return session if session.kind == "redraft" else None  # type: ignore[return-value]


@contextlib.contextmanager
def start_lock(folder: Path) -> Iterator[None]:
    """One client at a time decides whether to start a server (flock: freed if it dies)."""
    fd = os.open(folder / "serve.lock", os.O_RDWR | os.O_CREAT, 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)  # releases the lock


def log_path() -> Path:
    from ..files.backups import private_dir, state_dir

    return private_dir(state_dir()) / LOG_NAME


def spawn(sock: Path, opts: dict, idle_s: float, config: str | None) -> tuple[int, Path]:
    """`redraft serve` for `opts`, detached; (its pid, its log)."""
    from . import spec

    log = log_path()
    cmd = [sys.executable, "-m", "redraft.app", "serve", "--no-tcp", "--socket", str(sock),
           "--idle-exit", f"{idle_s:g}", "--log", str(log), *spec.serve_flags(opts)]
    if config is not None:
        cmd += ["--config", os.path.abspath(os.path.expanduser(config))]
    fd = os.open(log, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    try:
        proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=fd, stderr=fd, cwd="/",
                                start_new_session=True, close_fds=True)
    finally:
        os.close(fd)
    return proc.pid, log


def last_line(log: Path) -> str:
    try:
        lines = [ln.strip() for ln in log.read_text(errors="replace").splitlines() if ln.strip()]
    except OSError:
        return "no log"
    return lines[-1][:300] if lines else "it printed nothing"


def wait_ready(sock: Path, pid: int, log: Path, say: Callable[[str], None]) -> RemoteSession | None:
    """The server once it answers; None (one line said) if it exits or takes too long."""
    from .pidfile import alive, reap

    deadline = time.monotonic() + START_WAIT_S
    while time.monotonic() < deadline:
        session = connect_local(sock)
        if session is not None:
            return session
        reap(pid)
        if not alive(pid):
            say(f"redraft: the warm engine did not start ({last_line(log)}; log: {log}); loading the model here")
            return None
        time.sleep(POLL_S)
    say(f"redraft: the warm engine (pid {pid}) did not answer within {START_WAIT_S:g} s (log: {log}); "
        "loading the model here")
    return None


def start(folder: Path, opts: dict, idle_s: float, config: str | None,
          say: Callable[[str], None]) -> RemoteSession | None:
    """Under the lock: the server another client started meanwhile, or a new one."""
    from .pidfile import alive, read_pid_file

    sock = folder / SOCKET_NAME
    try:
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    except OSError as e:
        say(f"redraft: cannot make {folder} for the warm engine ({e.strerror}); loading the model here")
        return None
    with start_lock(folder):
        session = connect_local(sock)
        if session is not None:
            return session
        pf = read_pid_file(sock)
        if pf is not None and alive(pf.pid):  # still loading (its starter was interrupted)
            return wait_ready(sock, pf.pid, Path(pf.log) if pf.log else log_path(), say)
        try:
            pid, log = spawn(sock, opts, idle_s, config)
        except OSError as e:
            say(f"redraft: could not start a warm engine ({e.strerror or e}); loading the model here")
            return None
        idle = f"exits after {idle_s / 60:g} min idle" if idle_s else "never exits by itself"
        say(f"redraft: started a warm engine in the background (pid {pid}; {idle}; `redraft serve stop` stops it, "
            f"--server off skips it; log: {log})")
        return wait_ready(sock, pid, log, say)


def warm_session(opts: dict, idle_s: float, config: str | None = None, start_one: bool = True,
                 say: Callable[[str], None] = lambda m: None) -> RemoteSession | OpenAISession | None:
    """The local server for `opts` (started if none runs and `start_one`), or None: load the
    model here (why said in one line, where it is not the plain "none runs")."""
    from .spec import mismatch

    try:
        folder = runtime_dir()
    except RuntimeDirError as e:
        say(f"redraft: {e}; loading the model here")
        return None
    session = connect_local(folder / SOCKET_NAME)
    if session is None and start_one:
        session = start(folder, opts, idle_s, config, say)
    if session is None:
        return None
    why = mismatch(opts, session.spec, session.info)
    if why is not None:
        session.client.close()
        say(f"redraft: the warm engine (pid {session.pid}) runs {session.info.model} on {session.info.device}; this "
            f"edit asks for {why}, so it loads its model here (`redraft serve stop`, and the next edit starts one for it)")
        return None
    return session
