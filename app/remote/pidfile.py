"""A local server's pid file (`serve.json` beside its socket, 0600) and the pid's liveness:
what `redraft serve` writes (app/serve/cmd.py), `redraft serve status` / `stop` read
(app/serve/control.py) and `--server auto` waits on (app/remote/warm.py). Below both, so the
client never imports the server."""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass
from pathlib import Path


@dataclass(frozen=True)
class PidFile:
    pid: int
    socket: str
    log: str = ""  # where a background server's output goes ("": a terminal)
    idle_exit_s: float = 0.0  # 0: never
    started: float = 0.0  # time.time()


def pid_path(socket_path: Path) -> Path:
    return socket_path.with_name(socket_path.stem + ".json")


def write_pid_file(socket_path: Path, facts: PidFile) -> None:
    path = pid_path(socket_path)
    tmp = path.with_name(f".{path.name}.{os.getpid()}")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w") as f:
        json.dump(asdict(facts), f)
    os.replace(tmp, path)


def read_pid_file(socket_path: Path) -> PidFile | None:
    try:
        d = json.loads(pid_path(socket_path).read_text())
        return PidFile(int(d["pid"]), str(d["socket"]), str(d.get("log", "")), float(d.get("idle_exit_s", 0)),
                       float(d.get("started", 0)))
    except (OSError, ValueError, KeyError, TypeError):
        return None


def remove_pid_file(socket_path: Path) -> None:
    """The server's own file only (a newer server may have replaced it)."""
    got = read_pid_file(socket_path)
    if got is not None and got.pid == os.getpid():
        pid_path(socket_path).unlink(missing_ok=True)


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # someone else's process now has that pid: not ours to signal
    return True


def reap(pid: int) -> None:
    """A server this process started (a test's) is reaped, so `alive` sees it gone."""
    try:
        os.waitpid(pid, os.WNOHANG)
    except ChildProcessError:
        pass
