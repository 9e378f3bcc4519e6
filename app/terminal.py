"""What the command line prints, and where: messages on stderr always shown (control
characters in caret notation, app/visible.py; the bytes of a file name that is not UTF-8 as
\\xNN), results on stdout shown on a terminal and exact on a pipe or file, so `redraft edit
--diff | git apply` gets the patch's bytes. Also the process's standard streams when one was
closed: a closed fd 1 or 2 is held open on /dev/null, so no file redraft opens can take
its number and receive another library's output."""

from __future__ import annotations

import argparse
import errno
import logging
import os
import re
import sys

from .visible import visible
from ..engine.errors import RedraftError

SURROGATE = re.compile(r"[\udc80-\udcff]")  # a byte that is not UTF-8, as os.fsdecode keeps it


class OutputError(RedraftError):
    """The result could not be written to stdout (full, closed, an I/O error)."""


def shown(text: str) -> str:
    """`text` safe for a terminal: control characters but tab and newline in caret notation,
    a name's undecodable bytes as \\xNN (what `ls -b` prints)."""
    return visible(SURROGATE.sub(lambda m: f"\\x{ord(m.group()) - 0xDC00:02x}", text))


def say(message: str) -> None:
    """One message on stderr, shown."""
    print(shown(message), file=sys.stderr)


def stdout_closed() -> bool:
    return sys.stdout is None


def write_out(text: str) -> None:
    """`text` on stdout, flushed: shown on a terminal; elsewhere its exact bytes (UTF-8, a
    file name's undecodable bytes as they were). OSError and BrokenPipeError propagate."""
    out = sys.stdout
    if out.isatty():
        out.write(shown(text))
        out.flush()
        return
    buffer = getattr(out, "buffer", None)
    if buffer is None:  # a stream without bytes underneath (a test's StringIO)
        out.write(text)
        out.flush()
        return
    data = memoryview(text.encode(out.encoding or "utf-8", "surrogateescape"))
    out.flush()
    while data:  # unbuffered (PYTHONUNBUFFERED=1), the raw file may take a part
        n = buffer.write(data)
        if n is None:  # a non-blocking stdout that would block
            raise OSError(errno.EAGAIN, os.strerror(errno.EAGAIN))
        data = data[n:]
    buffer.flush()  # a full disk or a reader that left fails here, not at exit


def drop_stdout() -> None:
    """Point fd 1 at /dev/null once stdout has failed: what is still buffered for it cannot
    fail again (a second message, or the interpreter's notice) at exit."""
    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):  # closed or None: nothing is flushed at exit
        pass


def hold_closed_streams() -> None:
    """Started with fd 1 or 2 closed (`redraft edit ... >&-`), Python sets sys.stdout or
    sys.stderr to None and leaves the number free: the next file opened would get it, and
    anything writing to fd 1 would write into that file. Hold each on /dev/null. stdout
    stays None (`redraft edit` refuses to print a result nowhere); stderr's messages go to
    /dev/null rather than onto stdout, where print(file=None) would put them."""
    for fd, name in ((1, "stdout"), (2, "stderr")):
        try:
            os.fstat(fd)
            continue
        except OSError:
            pass
        null = os.open(os.devnull, os.O_WRONLY)
        if null != fd:
            os.dup2(null, fd)
            os.close(null)
        if name == "stderr":
            sys.stderr = open(fd, "w", closefd=False)


class Parser(argparse.ArgumentParser):
    """argparse, its errors shown: `unrecognized arguments` repeats what was typed as is."""

    def error(self, message: str):
        super().error(shown(message))


class ShownFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        return shown(super().format(record))


def show_log_messages() -> None:
    """Warnings logged without a handler (logging's last resort, on stderr) are shown too."""
    if logging.lastResort is not None:
        logging.lastResort.setFormatter(ShownFormatter())
