"""Control characters shown, not obeyed: text from a file or a model written to a terminal
would otherwise run its escape sequences (set the window title, move the cursor, clear the
screen). C0 controls and DEL take caret notation (ESC -> ^[, BEL -> ^G, DEL -> ^?), C1
controls (U+0080-U+009F, which some terminals obey as ESC + letter) the notation `less`
uses (<U+009B>). Tab and newline are layout and stay. Pure functions."""

from __future__ import annotations

import os
import re

from rich.cells import cell_len

CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def _notation(ch: str) -> str:
    code = ord(ch)
    if code < 0x20:
        return "^" + chr(code + 0x40)
    if code == 0x7F:
        return "^?"
    return f"<U+{code:04X}>"


_TABLE = {code: _notation(chr(code)) for code in (*range(0x00, 0x09), *range(0x0B, 0x20), *range(0x7F, 0xA0))}


def has_control(text: str) -> bool:
    return CONTROL.search(text) is not None


def visible(text: str) -> str:
    """`text` with every control character but tab and newline in caret/escape notation."""
    return text.translate(_TABLE) if CONTROL.search(text) else text


def shown(line: str) -> str:
    """A line as the output pane shows it: tabs as four spaces, controls in notation."""
    return visible(line.replace("\t", "    ").replace("\r", ""))


def display_width(line: str) -> int:
    """The cells `line` takes in the output pane (wide characters two, a tab four)."""
    return len(line) if line.isascii() and line.isprintable() else cell_len(shown(line))


PATH_LIMIT = 60  # characters of a path in a notice or a one-line message


def shown_path(path: object, limit: int = PATH_LIMIT) -> str:
    """A path as a message shows it: the home folder as ~, a long one shortened in the middle
    (its first folder and as many of its last parts as fit, the file's name always whole),
    and its control characters in notation."""
    text = tilde(str(path))
    if len(text) <= limit:
        return visible(text)
    sep = "/" if "/" in text else "\\"
    parts = text.split(sep)
    head, tail = parts[0] + sep + (parts[1] + sep if parts[0] in ("", "~") and len(parts) > 2 else ""), [parts[-1]]
    for part in reversed(parts[len(head.split(sep)) - 1 : -1]):
        if len(head) + len("…" + sep) + len(sep.join([part, *tail])) > limit:
            break
        tail.insert(0, part)
    return visible(head + "…" + sep + sep.join(tail))


def tilde(text: str) -> str:
    """`text` with every mention of the home folder as ~ (a path, or a message naming paths)."""
    home = os.path.expanduser("~")
    if home in ("~", "", os.sep):
        return text
    return re.sub(re.escape(home) + r"(?=$|[\\/])", "~", text)
