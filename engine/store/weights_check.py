"""The full check of a cached model (every file's sha256 against its manifest) at every load,
in a background thread.

The quick check at load (engine/store/integrity.py: sizes, safetensors headers) cannot see bytes
damaged in place with the mtime kept (bit rot, a bad disk, a restore that keeps times), and
hashing the default model's 1.26 GB takes about 0.9 s of a CPU core: too long to wait for at
every load, short beside loading and generating. So each load registers it once per process
and folder, and anything that writes a user's file waits for it first (`damage`, asked by
app/files/refusals.py): a damaged model never writes a file.

It hashes the files the process reads, not the whole folder: a converted folder holds the
same weights four ways (bf16, int4, int8, GGUF blocks; 2.75 GB for the 0.5B, 6.4 for the 1.5B) and a load
reads one or two of them. The check waits until a load says which it reads (`begin`, from
backends.load_backend just before it loads, with the weight files it leaves unread), then
hashes the rest in a daemon thread, beside the load; a check nobody began hashes every file
when `damage` is asked. Hashing all three had taken ~3.2 s of thread time in a ~7 s
`redraft edit` in int4 on two cores (docs/benchmarks/2026-12-02-cpu-attend-by-row.md).

A long-lived process (`redraft serve`) also asks `recheck` before and after every request:
it stats the files the process read (size, mtime, inode, ctime: a few microseconds) against
what they were when the check was registered, and hashes a changed one again in the
background; `damage` then waits for it. Damage found stays found for the process (its
weights came from those files). Bytes rotting in place with every stat field kept are seen
only by the load's hash, not later.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Collection
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


Check = Callable[[Collection[str]], list[str]]  # the problems of these files (empty if none)


@dataclass
class _Check:
    folder: Path
    fix: str
    check: Check
    names: tuple[str, ...]  # every file the manifest records
    stamps: dict[str, tuple[int, ...] | None] = field(default_factory=dict)  # each file's stat when registered
    covered: set[str] = field(default_factory=set)  # files a run hashes or hashed
    runs: list[threading.Event] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)

    def launch(self, names: list[str]) -> None:
        """Hash `names` in a daemon thread (under _lock)."""
        done = threading.Event()
        self.covered.update(names)
        self.runs.append(done)

        def run() -> None:
            try:
                found = self.check(names)
            except (OSError, ValueError) as e:
                found = [f"its files cannot be read ({e})"]
            with _lock:
                self.problems.extend(found)
            done.set()

        threading.Thread(target=run, name="redraft-weights-check", daemon=True).start()

    def wait(self) -> None:
        for done in list(self.runs):
            done.wait()


_checks: dict[Path, _Check] = {}
_read: dict[Path, set[str]] = {}  # files any load in this process read, per folder
_lock = threading.Lock()


def stamp(path: Path) -> tuple[int, ...] | None:
    """What a change to the file moves: size, mtime, inode, ctime (None: it is gone)."""
    try:
        st = path.stat()
    except OSError:
        return None
    return (st.st_size, st.st_mtime_ns, st.st_ino, st.st_ctime_ns)


def start(folder: Path, check: Check, fix: str, names: Collection[str]) -> None:
    """Register the full check of `folder` (`check(names)`: the problems of those files), once
    per process and folder; it runs when a load says what it read (`begin`) or a write asks
    (`damage`)."""
    with _lock:
        if folder not in _checks:
            _checks[folder] = _Check(folder, fix, check, tuple(names), {n: stamp(folder / n) for n in names})


def verified(folder: Path, check: Check, fix: str, names: Collection[str]) -> None:
    """Register `folder`'s check as passed just now (this process built it, or hashed it in
    full at load): nothing is hashed again at load or write, and `recheck` watches its files
    from here (a long-lived server would otherwise never see them change)."""
    folder = Path(folder)
    done = threading.Event()
    done.set()
    job = _Check(folder, fix, check, tuple(names), {n: stamp(folder / n) for n in names})
    job.covered.update(job.names)
    job.runs.append(done)
    with _lock:
        _checks[folder] = job


def recheck() -> None:
    """Hash again, in the background, the files this process read that changed on disk since
    their check was registered (a stat each)."""
    with _lock:
        for job in _checks.values():
            read = _read.get(job.folder, set(job.names))
            changed = [n for n in job.names if n in read and stamp(job.folder / n) != job.stamps.get(n)]
            if changed:
                job.stamps.update({n: stamp(job.folder / n) for n in changed})
                job.launch(changed)


def found() -> Damage | None:
    """Damage the checks found so far, without waiting for those still running."""
    with _lock:
        for job in _checks.values():
            if job.problems:
                return Damage(job.folder, tuple(job.problems), job.fix)
    return None


def pending() -> bool:
    """A check is still hashing."""
    with _lock:
        return any(not done.is_set() for job in _checks.values() for done in job.runs)


def begin(folder: Path, unread: Collection[str] = ()) -> None:
    """Hash `folder`'s recorded files in the background, except `unread` (weight files the
    loaded backend did not read, unless an earlier load of this process read them) and those a
    run already covers. A no-op for a folder with no registered check (not a cached
    conversion, or checked in full at load)."""
    folder, skip = Path(folder), set(unread)
    with _lock:
        job = _checks.get(folder)
        if job is None:
            return
        read = _read.setdefault(folder, set())
        read.update(n for n in job.names if n not in skip)
        # an earlier backend of this process may still run on files this load left unread
        names = [n for n in job.names if n in read and n not in job.covered]
        if names:
            job.launch(names)


def damage() -> Damage | None:
    """Waits for every check registered in this process (one nobody began hashes every file
    now); the first damaged folder, or None."""
    with _lock:
        jobs = list(_checks.values())
        for job in jobs:
            if not job.runs:
                job.launch(list(job.names))
    for job in jobs:
        job.wait()
        if job.problems:
            return Damage(job.folder, tuple(job.problems), job.fix)
    return None


def forget(folder: Path | None = None) -> None:
    """Drops `folder`'s result (None: every folder's), once its runs are done: the folder
    was checked in full or rebuilt since."""
    with _lock:
        jobs = [j for f, j in _checks.items() if folder is None or f == folder]
        for job in jobs:
            del _checks[job.folder]
        if folder is None:
            _read.clear()
    for job in jobs:
        job.wait()
