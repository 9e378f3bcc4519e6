"""The calibration's record (engine/calibrate.py measures; placement reads; `redraft model info`
shows): per converted model folder, `redraft-calibration.json`, one entry per CPU (its model
name and flags), with every candidate mode's numbers and the choice. No torch.

An entry is stale, and measured again at the next use, when what it measured changed: the
calibration's method (VERSION), torch's version, the block kernel's source, or the GGUF the
folder was converted from."""

from __future__ import annotations

import hashlib
import importlib.metadata
import json
from dataclasses import asdict, dataclass, field
from pathlib import Path

from .manifest import read_manifest, write_json_atomic

FILE = "redraft-calibration.json"
LOCK = ".redraft-calibrate.lock"
VERSION = 2  # bump when the method (widths, typical edit, candidates) changes (2: the typical edit as counted)


@dataclass(frozen=True)
class ModeNumbers:
    """One mode's best-of-N times (ms, load in s) and the typical edit they add up to."""

    load_s: float
    prefill_ms: float  # the typical prompt's forward
    step_ms: float  # a one-token step
    verify_ms: float  # a verify forward at the widest draft (max draft + 1 rows)
    edit_s: float  # load + prefill + the typical edit's verifies and steps


@dataclass(frozen=True)
class Entry:
    cpu: str  # model name
    threads: int
    choice: str  # the fastest exact mode for the typical edit
    modes: dict[str, ModeNumbers]
    excluded: dict[str, str]  # mode -> why it is not a candidate here
    typical: dict[str, int]  # prompt tokens, verifies, steps: the edit the numbers add up
    load_avg: tuple[float, float]  # the 1-minute load average before and after
    seconds: float  # how long the calibration took
    when: str
    stamp: dict[str, str] = field(default_factory=dict)  # what it measured (stale when it changes)


def cpu_key(name: str, flags: frozenset[str] | None) -> str:
    """A CPU: its model name and flags (a hash, with the name readable)."""
    h = hashlib.sha256((name + "\0" + " ".join(sorted(flags or ()))).encode()).hexdigest()[:12]
    return f"{name} {h}"


def stamp(folder: Path, kernel_source: bytes) -> dict[str, str]:
    """What an entry measured: the method, torch, the kernel's source and the model's GGUF."""
    try:
        torch_version = importlib.metadata.version("torch")
    except importlib.metadata.PackageNotFoundError:
        torch_version = "none"
    return {
        "method": str(VERSION),
        "torch": torch_version,
        "kernel": hashlib.sha256(kernel_source).hexdigest()[:16],
        "model": str((read_manifest(Path(folder)) or {}).get("sha256", "")),
    }


def read_all(folder: Path) -> dict[str, dict]:
    try:
        data = json.loads((Path(folder) / FILE).read_text())
    except (OSError, ValueError):
        return {}
    entries = data.get("entries") if isinstance(data, dict) else None
    return entries if isinstance(entries, dict) else {}


def read(folder: Path, key: str) -> Entry | None:
    """This CPU's entry, or None (none, or unreadable)."""
    raw = read_all(folder).get(key)
    if not isinstance(raw, dict):
        return None
    try:
        modes = {m: ModeNumbers(**n) for m, n in raw["modes"].items()}
        return Entry(**{**raw, "modes": modes, "load_avg": tuple(raw["load_avg"])})
    except (TypeError, KeyError, ValueError):
        return None


def fresh(entry: Entry | None, now: dict[str, str]) -> bool:
    return entry is not None and entry.stamp == now and entry.choice in entry.modes


def save(folder: Path, key: str, entry: Entry) -> None:
    """Add or replace this CPU's entry (atomically; OSError where the folder is read-only)."""
    entries = read_all(folder)
    entries[key] = asdict(entry)
    write_json_atomic(Path(folder) / FILE, {"format": VERSION, "entries": entries})


def best(entry: Entry, usable: tuple[str, ...]) -> str | None:
    """The fastest of the entry's modes among `usable` (the choice, unless it cannot run now)."""
    timed = [(n.edit_s, m) for m, n in entry.modes.items() if m in usable]
    return min(timed)[1] if timed else None
