"""A built kernel library and its record: the sha256 and size written beside it when it was
built (`<library>.json`), checked before every load, and the view of one of its builds that
the loaders call (Kernel). No torch here."""

from __future__ import annotations

import ctypes
import hashlib
import json
import os
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

RECORD_FORMAT = 1


@dataclass(frozen=True)
class Record:
    """What was recorded when the library was built."""

    path: Path
    sha256: str
    size: int
    builds: tuple[str, ...]  # build.BUILDS names it holds
    built: str  # when (ISO 8601)
    seconds: float  # how long the build took


def record_path(lib: Path) -> Path:
    return lib.with_suffix(".json")


def record_problem(lib: Path) -> str | None:
    """None where `lib` holds exactly the bytes recorded when it was built; else what is wrong
    ("missing" where neither the library nor its record is there)."""
    try:
        want = json.loads(record_path(lib).read_text())
        size, sha = int(want["size"]), str(want["sha256"])
    except FileNotFoundError:
        return "missing" if not lib.exists() else "has no record of its sha256"
    except (OSError, ValueError, KeyError, TypeError):
        return "has a damaged record"
    try:
        data = lib.read_bytes()
    except FileNotFoundError:
        return "is missing (its record is there)"
    except OSError as e:
        return f"cannot be read ({e.strerror or e})"
    if len(data) != size:
        return f"is {len(data):,} bytes, {size:,} recorded (truncated or replaced)"
    if hashlib.sha256(data).hexdigest() != sha:
        return "fails its sha256 check (changed since it was built)"
    return None


def read_record(lib: Path) -> Record:
    data = json.loads(record_path(lib).read_text())
    return Record(lib, data["sha256"], int(data["size"]), tuple(data["builds"]), data.get("built", ""),
                  float(data.get("seconds", 0)))


def write_record(built: Path, lib: Path, builds: tuple[str, ...], seconds: float) -> Record:
    """Move the freshly built library `built` to `lib` and record it (the library first, then
    its record, each replaced whole: a reader that meets the old record with the new library
    finds them apart and waits for the build's lock)."""
    data = built.read_bytes()
    rec = Record(lib, hashlib.sha256(data).hexdigest(), len(data), builds, time.strftime("%Y-%m-%dT%H:%M:%S%z"), seconds)
    os.replace(built, lib)
    fd, tmp = tempfile.mkstemp(prefix=f".{lib.name}-", dir=lib.parent)
    with os.fdopen(fd, "w") as f:
        json.dump({"format": RECORD_FORMAT, "sha256": rec.sha256, "size": rec.size, "builds": list(builds),
                   "built": rec.built, "seconds": seconds}, f, indent=1)
    os.replace(tmp, record_path(lib))
    return rec


class Kernel:
    """One build of a loaded library: `kernel.bq_linear` is its `<prefix>bq_linear` (build.py
    renamed each build's functions), a ctypes function whose restype/argtypes stick."""

    def __init__(self, lib: ctypes.CDLL, build: str, record: Record) -> None:
        self._lib, self.build, self.record = lib, build, record
        self._prefix = build.replace("-", "_") + "_"

    def __getattr__(self, name: str) -> Any:
        if not name.startswith("bq_"):
            raise AttributeError(name)
        fn = getattr(self._lib, self._prefix + name)
        setattr(self, name, fn)
        return fn
