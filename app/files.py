"""Reading a file to edit, and writing the result safely (atomic, with a backup)."""

from __future__ import annotations

import os
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from platformdirs import user_state_dir

from redraft.engine.errors import InputError

MAX_BYTES = 2 * 1024 * 1024  # larger files cannot fit a small model's context anyway


@dataclass(frozen=True)
class Loaded:
    path: Path
    text: str
    mtime_ns: int
    size: int


def read_source(path: str | Path) -> Loaded:
    """The file's text, or a one-line InputError saying why it cannot be edited."""
    p = Path(path)
    if not p.exists():
        raise InputError(f"{p}: no such file")
    if p.is_dir():
        raise InputError(f"{p}: is a directory; give a file")
    try:
        st = p.stat()
        if st.st_size > MAX_BYTES:
            raise InputError(f"{p}: {st.st_size:,} bytes is too large to edit (limit {MAX_BYTES:,})")
        data = p.read_bytes()
    except PermissionError:
        raise InputError(f"{p}: permission denied") from None
    return Loaded(p, decode_text(data, str(p)), st.st_mtime_ns, st.st_size)


def decode_text(data: bytes, label: str = "input") -> str:
    if b"\0" in data[:8192]:
        raise InputError(f"{label}: looks binary (contains NUL bytes); redraft edits text files")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise InputError(f"{label}: not UTF-8 (bad byte at offset {e.start}); convert it to UTF-8 first") from None


def changed_on_disk(loaded: Loaded) -> bool:
    try:
        st = loaded.path.stat()
    except FileNotFoundError:
        return True
    return (st.st_mtime_ns, st.st_size) != (loaded.mtime_ns, loaded.size)


def backup_dir() -> Path:
    return Path(os.environ.get("REDRAFT_STATE_DIR") or user_state_dir("redraft")) / "backups"


def write_atomic(path: Path, text: str) -> Path:
    """Replace `path` with `text` atomically, keeping the old bytes in the backup dir.
    Returns the backup's path."""
    path = Path(path)
    bdir = backup_dir()
    bdir.mkdir(parents=True, exist_ok=True)
    backup = bdir / f"{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}-{path.name}"
    backup.write_bytes(path.read_bytes())
    _replace(path, text.encode("utf-8"))
    return backup


def restore(path: Path, backup: Path) -> None:
    """Put a backup's bytes back in place, atomically."""
    _replace(Path(path), Path(backup).read_bytes())


def _replace(path: Path, data: bytes) -> None:
    mode = path.stat().st_mode if path.exists() else 0o644
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".redraft")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, mode & 0o7777)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
