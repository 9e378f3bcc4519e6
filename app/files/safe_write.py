"""The one routine that writes a user's file, for the CLI (`edit --write`) and the TUI
(accept and undo).

Guarantees: nothing is written if a refusal stands (app/files/refusals.py; the file changed
since it was read, or the model failed its check: never; an incomplete result, one that
breaks the file or drops much of it, a read-only or hard-linked file: unless forced); the
file is replaced atomically through any symlink (exchanged, and what the exchange displaced
checked against what was read, where Linux can), keeping its encoding, BOM, line endings,
mode, owner and group; the original is backed up (0600 in a 0700 folder) first; the temp
file goes on every failure path; and a write that fails anyway keeps the result beside the
backups. `preflight` checks all of it that can be checked before the model runs.
"""

from __future__ import annotations

import os
import shutil
from dataclasses import dataclass
from pathlib import Path

from . import atomic, backups
from .reading import Loaded, differs, read_source
from .refusals import Candidate, Force, Refusal, Refused, blocking, changed, changed_refusal, refusals
from .textcodec import encode_text
from ...engine import Verdict
from ...engine.errors import InputError, RedraftError
from ...engine.events import Summary

MARGIN = 64 << 10  # free space kept beyond what the file and its backup need


class WriteFailed(RedraftError):
    """The write failed after every check passed; the file is untouched. `saved`: where
    the result was kept instead (None: nowhere, the caller must show it)."""

    def __init__(self, message: str, saved: Path | None) -> None:
        super().__init__(message)
        self.saved = saved


@dataclass(frozen=True)
class Applied:
    path: Path  # as the user named it
    target: Path  # the file written (through symlinks)
    backup: Path
    notes: tuple[str, ...] = ()


def preflight(loaded: Loaded, force: Force = False) -> None:
    """Before the model runs: the refusals that already stand (read-only), a writable
    folder for the temp file, a writable backup folder, and free space for both."""
    found = blocking(refusals(Candidate(loaded.text, loaded.text, None, loaded)), force)
    if found:
        raise Refused(found, str(loaded.path))
    target = loaded.real
    atomic.sweep_stale(target)
    try:
        atomic.probe_dir(target.parent, target.name)
    except OSError as e:
        raise InputError(
            f"{loaded.path}: cannot write in {target.parent} ({e.strerror}); "
            "make the folder writable, or use --stdout/--diff"
        ) from None
    short = lacking_space(target.parent, backup_folder(), 2 * loaded.size + MARGIN, loaded.size + MARGIN)
    if short:
        raise InputError(f"{loaded.path}: {short}; free some space first")


def backup_folder() -> Path:
    try:
        bdir = backups.private_dir(backups.backup_dir())
        atomic.probe_dir(bdir, "probe")
    except OSError as e:
        raise InputError(
            f"cannot write backups in {backups.backup_dir()} ({e.strerror}); "
            "set REDRAFT_STATE_DIR to a writable folder"
        ) from None
    return bdir


def lacking_space(folder: Path, bdir: Path, file_bytes: int, backup_bytes: int) -> str | None:
    """What is short of space for the file (in `folder`) and its backup (in `bdir`), if anything."""
    same = os.stat(folder).st_dev == os.stat(bdir).st_dev
    wants = [(folder, file_bytes + backup_bytes, "the file and its backup")] if same else [
        (folder, file_bytes, "the file"), (bdir, backup_bytes, "its backup")
    ]
    for where, want, what in wants:
        free = shutil.disk_usage(where).free
        if free < want:
            return f"not enough free space in {where} ({free:,} bytes free, {want:,} needed for {what})"
    return None


def apply_edit(
    loaded: Loaded, text: str, summary: Summary | None = None, force: Force = False,
    verdict: Verdict | None = None, instruction: str = "",
) -> Applied:
    """Write `text` (the model's "\\n" text, made for `instruction`) over the file in its own format."""
    found = blocking(refusals(Candidate(loaded.text, text, summary, loaded, verdict, instruction)), force)
    if found:
        raise Refused(found, str(loaded.path))
    return write_bytes(loaded, encode_text(text, loaded.fmt, loaded.raw))


def restore(path: Path, backup: Path, expect: str) -> Applied:
    """Undo: put a backup's exact bytes back, if the file still holds `expect` (what the
    accept wrote), with the same guarantees as a write (and a backup of what it replaces)."""
    now = read_source(path)
    if now.text != expect:
        why = Refusal("changed", f"{path} changed since the accept", f"copy {backup} back by hand", False)
        raise Refused([why], str(path))
    try:
        data = Path(backup).read_bytes()
    except OSError as e:
        raise InputError(f"cannot read the backup {backup} ({e.strerror}); {path} is unchanged") from None
    return write_bytes(now, data)


def write_bytes(loaded: Loaded, data: bytes) -> Applied:
    target = loaded.real
    try:
        like = os.stat(target)
        bdir = backups.private_dir(backups.backup_dir())
        short = lacking_space(target.parent, bdir, len(data) + MARGIN, len(loaded.raw) + MARGIN)
        if short:
            raise _failed(loaded, data, short, "nothing was written")
        backup = backups.save_copy(loaded.raw, target.name)
    except OSError as e:
        raise _failed(loaded, data, e, "nothing was written") from None

    def unchanged() -> None:  # again, last: a save can land while the backup and temp sync
        if (why := changed(Candidate(loaded.text, loaded.text, None, loaded))) is not None:
            raise Refused([why], str(loaded.path))

    def displaced(where: Path) -> None:  # and what the swap took out: a save in between is put back
        if (why := differs(loaded, where)) is not None:
            raise Refused([changed_refusal(why)], str(loaded.path))

    try:
        notes = atomic.replace_bytes(target, data, like, unchanged, displaced)
    except OSError as e:
        raise _failed(loaded, data, e, f"the file is unchanged (backup: {backup})") from None
    return Applied(loaded.path, target, backup, tuple(notes))


def _failed(loaded: Loaded, data: bytes, e: Exception | str, state: str) -> WriteFailed:
    why = e.strerror if isinstance(e, OSError) and e.strerror else str(e)
    saved = backups.rescue(data, loaded.real.name)
    where = f"the result is in {saved}" if saved else "the result could not be saved either"
    return WriteFailed(f"could not write {loaded.path} ({why}); {state}; {where}", saved)
