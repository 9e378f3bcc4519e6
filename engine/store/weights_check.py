"""The full check of a cached model (every file's sha256 against its manifest) at every load,
in a background thread.

The quick check at load (engine/store/integrity.py: sizes, safetensors headers) cannot see bytes
damaged in place with the mtime kept (bit rot, a bad disk, a restore that keeps times), and
hashing the default model's 1.26 GB takes about 0.9 s of a CPU core: too long to wait for at
every load, short beside loading and generating. So each load starts it once per process
and folder, and anything that writes a user's file waits for it first (`damage`, asked by
app/files/refusals.py): a damaged model never writes a file.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path


@dataclass(frozen=True)
class Damage:
    folder: Path
    problems: tuple[str, ...]
    fix: str  # "run `redraft model pull` to repair it"

    def describe(self) -> str:
        more = f", and {len(self.problems) - 1} more" if len(self.problems) > 1 else ""
        return f"the cached model in {self.folder} is damaged ({self.problems[0]}{more})"


@dataclass
class _Check:
    folder: Path
    fix: str
    done: threading.Event = field(default_factory=threading.Event)
    problems: list[str] = field(default_factory=list)

    def run(self, check: Callable[[], list[str]]) -> None:
        try:
            self.problems = check()
        except (OSError, ValueError) as e:
            self.problems = [f"its files cannot be read ({e})"]
        finally:
            self.done.set()


_checks: dict[Path, _Check] = {}
_lock = threading.Lock()


def start(folder: Path, check: Callable[[], list[str]], fix: str) -> None:
    """Run `check` (the full check of `folder`; its problems, empty if none) in a daemon
    thread, once per process and folder."""
    with _lock:
        if folder in _checks:
            return
        job = _checks[folder] = _Check(folder, fix)
    threading.Thread(target=job.run, args=(check,), name="redraft-weights-check", daemon=True).start()


def damage() -> Damage | None:
    """Waits for every check started in this process; the first damaged folder, or None."""
    with _lock:
        jobs = list(_checks.values())
    for job in jobs:
        job.done.wait()
        if job.problems:
            return Damage(job.folder, tuple(job.problems), job.fix)
    return None


def forget(folder: Path | None = None) -> None:
    """Drops `folder`'s result (None: every folder's), once its check is done: the folder
    was checked in full or rebuilt since."""
    with _lock:
        jobs = [j for f, j in _checks.items() if folder is None or f == folder]
        for job in jobs:
            del _checks[job.folder]
    for job in jobs:
        job.done.wait()
