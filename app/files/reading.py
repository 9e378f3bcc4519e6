"""Reading a file to edit: regular files only, a hard byte cap, and a stamp (mtime, size,
sha256 of the bytes read) that the write checks before it replaces anything."""

from __future__ import annotations

import hashlib
import os
import stat
from dataclasses import dataclass, field
from pathlib import Path

from .textcodec import TextFormat, decode_text
from ...engine.errors import InputError

MAX_BYTES = 2 * 1024 * 1024  # larger files cannot fit a small model's context anyway
KINDS = (
    (stat.S_ISDIR, "a directory; give a file"),
    (stat.S_ISFIFO, "a FIFO (named pipe)"),
    (stat.S_ISSOCK, "a socket"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
)


@dataclass(frozen=True)
class Loaded:
    path: Path  # as the user named it
    text: str  # decoded, "\n" newlines: what the model sees and what diffs show
    mtime_ns: int
    size: int
    sha256: str = ""
    raw: bytes = field(default=b"", repr=False)  # the exact bytes read
    fmt: TextFormat = field(default_factory=TextFormat)
    target: Path | None = None  # the real file behind any symlinks

    @property
    def real(self) -> Path:
        return self.target or self.path


def read_source(path: str | Path) -> Loaded:
    """The file's text, or a one-line InputError saying why it cannot be edited."""
    p = Path(path)
    st = stat_regular(p)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        fd = os.open(p, flags)  # non-blocking: a file swapped for a FIFO cannot hang us
    except PermissionError:
        raise InputError(f"{p}: permission denied") from None
    except OSError as e:
        raise InputError(f"{p}: cannot open it ({e.strerror})") from None
    try:
        now = os.fstat(fd)
        if (now.st_dev, now.st_ino) != (st.st_dev, st.st_ino) or not stat.S_ISREG(now.st_mode):
            raise InputError(f"{p}: changed while being opened; try again")
        data = read_capped(fd, MAX_BYTES, p)
        now = os.fstat(fd)
    except OSError as e:
        raise InputError(f"{p}: cannot read it ({e.strerror})") from None
    finally:
        os.close(fd)
    text, fmt = decode_text(data, str(p))
    return Loaded(
        p, text, now.st_mtime_ns, len(data), hashlib.sha256(data).hexdigest(), data, fmt,
        Path(os.path.realpath(p)),
    )


def stat_regular(p: Path) -> os.stat_result:
    """os.stat of `p` (through symlinks); an InputError unless it is a regular file."""
    try:
        st = os.stat(p)
    except FileNotFoundError:
        if p.is_symlink():
            raise InputError(f"{p}: a symlink to {os.readlink(p)}, which does not exist") from None
        raise InputError(f"{p}: no such file") from None
    except PermissionError:
        raise InputError(f"{p}: permission denied") from None
    except OSError as e:
        raise InputError(f"{p}: cannot read it ({e.strerror})") from None
    for test, what in KINDS:
        if test(st.st_mode):
            tail = "" if what.startswith("a directory") else "; redraft edits regular files"
            raise InputError(f"{p}: is {what}{tail}")
    if not stat.S_ISREG(st.st_mode):
        raise InputError(f"{p}: not a regular file; redraft edits regular files")
    return st


def read_capped(fd: int, limit: int, p: Path) -> bytes:
    """At most `limit` bytes; an InputError if there are more (the size is never trusted:
    /proc files say 0, a file can grow while it is read)."""
    chunks, total = [], 0
    while total <= limit:
        chunk = os.read(fd, min(1 << 20, limit + 1 - total))
        if not chunk:
            break
        chunks.append(chunk)
        total += len(chunk)
    if total > limit:
        raise InputError(f"{p}: over {limit:,} bytes, too large to edit (limit {limit:,}); split the file")
    return b"".join(chunks)


def changed_on_disk(loaded: Loaded) -> str | None:
    """Why the file on disk is no longer what was read (None if it is): a different file
    behind the name, another size or mtime, or other bytes."""
    p = loaded.path
    try:
        if loaded.target is not None and Path(os.path.realpath(p)) != loaded.target:
            return f"{p} now points to another file"
        st = os.stat(loaded.real)
    except OSError:
        return f"{p} was deleted or moved"
    if not stat.S_ISREG(st.st_mode):
        return f"{p} is no longer a regular file"
    return differs(loaded, loaded.real)


def differs(loaded: Loaded, where: Path) -> str | None:
    """Why the file at `where` (the file read, or what a write displaced) is not what was
    read (None if it is): another size or mtime, or other bytes."""
    p = loaded.path
    try:
        st = os.stat(where)
    except OSError:
        return f"{p} was deleted or moved"
    if (st.st_mtime_ns, st.st_size) != (loaded.mtime_ns, loaded.size):
        return f"{p} changed on disk since redraft read it"
    if loaded.sha256:
        try:
            with open(where, "rb") as f:
                data = f.read(MAX_BYTES + 1)
        except OSError:
            return f"{p} can no longer be read"
        if hashlib.sha256(data).hexdigest() != loaded.sha256:
            return f"{p} changed on disk since redraft read it"
    return None
