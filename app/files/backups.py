"""Copies kept in the user state directory, readable by the owner only: the original of
every file redraft writes (a backup), and a result that could not be written (so an edit is
never lost). Files are 0600 in 0700 folders; a partial copy never lingers."""

from __future__ import annotations

import os
import secrets
import stat
import time
from pathlib import Path

from platformdirs import user_state_dir

from .atomic import short_name, sync_dir

PRIVATE_DIR = 0o700
PRIVATE_FILE = 0o600


def state_dir() -> Path:
    return Path(os.environ.get("REDRAFT_STATE_DIR") or user_state_dir("redraft"))


def backup_dir() -> Path:
    return state_dir() / "backups"


def private_dir(path: Path) -> Path:
    """Create `path` (and missing parents) as 0700; tighten it if an older version left it
    open to others (it is redraft's own folder)."""
    missing = []
    p = path
    while not p.exists():
        missing.append(p)
        p = p.parent
    for d in reversed(missing):
        try:
            d.mkdir(mode=PRIVATE_DIR)
        except FileExistsError:
            pass
    st = path.stat()
    if stat.S_IMODE(st.st_mode) & 0o077 and st.st_uid == os.geteuid():
        os.chmod(path, PRIVATE_DIR)
    return path


def copy_name(name: str, suffix: str = "") -> str:
    return f"{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}-{secrets.token_hex(2)}-{short_name(name)}{suffix}"


def save_copy(data: bytes, name: str, suffix: str = "") -> Path:
    """`data` in a new 0600 file in the backup folder, synced (file and folder, so a crash
    after the replace cannot lose the backup); removed again on any failure (a full disk
    leaves no empty backup)."""
    folder = private_dir(backup_dir())
    path = folder / copy_name(name, suffix)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), PRIVATE_FILE)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
    except BaseException:
        path.unlink(missing_ok=True)
        raise
    sync_dir(folder)
    return path


def rescue(data: bytes, name: str) -> Path | None:
    """Keep a result that could not be written beside the backups; None if even that fails."""
    try:
        return save_copy(data, name, ".result")
    except OSError:
        return None
