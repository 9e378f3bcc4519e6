"""Pruning the backup folder: every accept keeps the old bytes there, so without a limit it
only grows. Backups older than `max_age_days`, then the oldest beyond `keep`, are deleted.
Set in the config file's [backups] table; the defaults keep a month and at most 200."""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class BackupPolicy:
    keep: int = 200  # at most this many backups (0: no limit)
    max_age_days: float = 30.0  # delete older ones (0: no limit)


def prune(directory: Path, policy: BackupPolicy = BackupPolicy(), now: float | None = None,
          spare: frozenset[Path] = frozenset()) -> list[Path]:
    """Delete what `policy` no longer keeps; returns what was deleted. `spare` (backups an
    undo may still need) is never deleted. Errors are skipped: pruning never fails an accept."""
    now = time.time() if now is None else now
    try:
        files = [p for p in Path(directory).iterdir() if p.is_file()]
    except OSError:
        return []
    dated = []
    for p in files:
        try:
            dated.append((p.stat().st_mtime, p))
        except OSError:
            continue
    dated.sort(reverse=True)  # newest first
    doomed = []
    for rank, (mtime, p) in enumerate(dated):
        too_old = policy.max_age_days > 0 and now - mtime > policy.max_age_days * 86400
        too_many = policy.keep > 0 and rank >= policy.keep
        if (too_old or too_many) and p not in spare:
            doomed.append(p)
    deleted = []
    for p in doomed:
        try:
            p.unlink()
            deleted.append(p)
        except OSError:
            continue
    return deleted
