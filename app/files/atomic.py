"""Replace a file's bytes atomically: a temp file beside it (same filesystem), synced, given
the original's mode, owner and group, then swapped with it.

Where Linux offers it (renameat2 with RENAME_EXCHANGE), the temp and the file trade places
in one step and the file displaced is checked against what was read: a save by another
program that landed after the last check is put back (the swap undone) and the write
refused, so it is never lost. Elsewhere the temp is renamed over the file, and a save in the
microseconds between the last check and the rename is lost (README).

Temps are named `.NAME.PID.RANDOM.redraft`, so a later run can tell its own stale ones (left
by a kill -9 mid-write) from a write in progress: one whose process is gone, or that is
over an hour old, is removed before the next write to that file.
"""

from __future__ import annotations

import ctypes
import errno
import os
import re
import secrets
import stat
import sys
import time
from collections.abc import Callable
from functools import cache
from pathlib import Path

SUFFIX = ".redraft"
STALE_S = 3600  # no write takes this long; a temp this old is stale whatever its pid says
LEGACY_STALE_S = 60  # `.NAME.XXXXXXXX.redraft` from versions without the pid in the name
NAME_BYTES = 200  # of a file's name in a temp's or backup's name: the rest must fit NAME_MAX (255)
AT_FDCWD, RENAME_EXCHANGE = -100, 2  # <fcntl.h>, <linux/fs.h>
NO_EXCHANGE = {errno.EINVAL, errno.ENOSYS, errno.EOPNOTSUPP, errno.ENOTSUP}  # this kernel or filesystem cannot


def short_name(name: str) -> str:
    """`name`, cut (at a character) to NAME_BYTES bytes."""
    while len(os.fsencode(name)) > NAME_BYTES:
        name = name[:-1]
    return name


def temp_path(target: Path) -> Path:
    return target.parent / f".{short_name(target.name)}.{os.getpid()}.{secrets.token_hex(4)}{SUFFIX}"


def sweep_stale(target: Path) -> list[Path]:
    """Remove stale temps of `target` left by processes that died mid-write."""
    removed = []
    now = time.time()
    prefix = f".{short_name(target.name)}."
    try:
        names = [n for n in os.listdir(target.parent) if n.startswith(prefix) and n.endswith(SUFFIX)]
    except OSError:
        return removed
    for name in names:
        middle = name[len(prefix) : -len(SUFFIX)]
        path = target.parent / name
        try:
            st = os.lstat(path)
        except OSError:
            continue
        if not stat.S_ISREG(st.st_mode):
            continue
        age = now - st.st_mtime
        m = re.fullmatch(r"(\d+)\.[0-9a-f]{8}", middle)
        if m:
            stale = age > STALE_S or not writer_alive(int(m.group(1)), st.st_mtime)
        else:
            legacy = re.fullmatch(r"[a-z0-9_]{8}", middle)  # mkstemp's alphabet, nothing wider
            stale = legacy is not None and age > LEGACY_STALE_S
        if stale:
            try:
                path.unlink()
                removed.append(path)
            except OSError:
                pass
    return removed


def writer_alive(pid: int, temp_mtime: float) -> bool:
    """Whether the process that named a temp may still be writing it: it exists, is not a
    zombie, and (where /proc says) started before the temp was last written (not a reused pid)."""
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        pass
    try:
        raw = Path(f"/proc/{pid}/stat").read_text()
        boot = next(float(ln.split()[1]) for ln in Path("/proc/stat").read_text().splitlines() if ln.startswith("btime"))
    except (OSError, StopIteration, ValueError, IndexError):
        return True
    fields = raw[raw.rindex(")") + 2 :].split()  # after "pid (comm) "; fields[0] is the state
    if fields[0] in ("Z", "X"):
        return False
    started = boot + int(fields[19]) / os.sysconf("SC_CLK_TCK")
    return started <= temp_mtime + 1


def probe_dir(folder: Path, target_name: str) -> None:
    """Create and remove a temp in `folder` (raises OSError if a write there would fail:
    read-only folder or mount, no permission)."""
    tmp = temp_path(folder / target_name)
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    os.close(fd)
    os.unlink(tmp)


def replace_bytes(
    target: Path, data: bytes, like: os.stat_result, check: Callable[[], None] | None = None,
    displaced: Callable[[Path], None] | None = None,
) -> list[str]:
    """Write `data` over `target` atomically with `like`'s mode, owner and group; returns
    notes on what could not be kept. `check` runs last before the swap, `displaced` on the
    file the swap displaced (each raises to stop it: the file changed meanwhile; the swap is
    then undone). The temp is removed on every failure, and a displaced file that is not
    what was read is never removed."""
    sweep_stale(target)
    tmp = temp_path(target)
    notes: list[str] = []
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), 0o600)
    ours = os.fstat(fd)
    try:
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view) :]
            notes = keep_owner(fd, like)
            os.fchmod(fd, stat.S_IMODE(like.st_mode))  # after chown, which clears set-id bits
            os.fsync(fd)
        finally:
            os.close(fd)
        if check is not None:
            check()
        before_swap(target)
        swapped = swap(tmp, target, displaced)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    if swapped:
        settle(tmp, target, ours, displaced)
    sync_dir(target.parent)
    return notes


def swap(tmp: Path, target: Path, displaced: Callable[[Path], None] | None) -> bool:
    """Put `tmp` at `target`: exchanged where the OS can and `displaced` will check what
    comes out (True), else renamed over it (False)."""
    try:
        if displaced is not None and exchange(tmp, target):
            return True
    except FileNotFoundError:
        if displaced is not None:
            displaced(target)  # says it was deleted or moved
        raise
    os.replace(tmp, target)
    return False


def before_swap(target: Path) -> None:
    """Runs between the last check and the swap (a seam: tests land another program's save here)."""


def settle(tmp: Path, target: Path, ours: os.stat_result, displaced: Callable[[Path], None]) -> None:
    """After the exchange `tmp` holds what was displaced. If `displaced` accepts it (the
    bytes that were read), it goes; else it is swapped back, unless our file was replaced
    at the name meanwhile (then it stays at `tmp`, never removed), and the error raised."""
    try:
        displaced(tmp)
    except BaseException:
        try:
            now = os.lstat(target)
            if (now.st_dev, now.st_ino) == (ours.st_dev, ours.st_ino) and exchange(tmp, target):
                os.unlink(tmp)  # ours again
        except OSError:
            pass
        sync_dir(target.parent)
        raise
    try:
        os.unlink(tmp)
    except OSError:
        pass


@cache
def _renameat2() -> Callable[..., int] | None:
    """libc's renameat2 (Linux, glibc 2.28+), or None."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        fn = ctypes.CDLL(None, use_errno=True).renameat2
    except (OSError, AttributeError):
        return None
    fn.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_uint]
    fn.restype = ctypes.c_int
    return fn


def exchange(a: Path, b: Path) -> bool:
    """Swap two existing paths in one atomic step; False (and nothing done) where the OS or
    the filesystem cannot. Other failures raise OSError."""
    fn = _renameat2()
    if fn is None:
        return False
    if fn(AT_FDCWD, os.fsencode(a), AT_FDCWD, os.fsencode(b), RENAME_EXCHANGE) == 0:
        return True
    err = ctypes.get_errno()
    if err in NO_EXCHANGE:
        return False
    raise OSError(err, os.strerror(err), str(b))


def keep_owner(fd: int, like: os.stat_result) -> list[str]:
    st = os.fstat(fd)
    if (st.st_uid, st.st_gid) == (like.st_uid, like.st_gid):
        return []
    try:
        os.fchown(fd, like.st_uid, like.st_gid)
        return []
    except PermissionError:
        pass
    try:
        os.fchown(fd, -1, like.st_gid)
        return [f"the owner (uid {like.st_uid}) could not be kept: the file is now yours"]
    except PermissionError:
        return [f"owner and group (uid {like.st_uid}, gid {like.st_gid}) could not be kept"]


def sync_dir(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:  # some filesystems cannot sync a directory; the rename is done anyway
        pass
    finally:
        os.close(fd)
