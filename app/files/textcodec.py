"""A file's bytes <-> the text the model sees, and back.

The model always sees and diffs text with "\\n" newlines. The result goes back in the
file's own format: its encoding (UTF-8, or UTF-16/UTF-32 when a byte-order mark says so),
its BOM, and its dominant line ending (CRLF, LF, or CR alone as old Mac files have it; a
file that mixes them gets the style most of its lines use for the lines the result changed,
and keeps the exact bytes of the lines it did not). A lone CR is a line break only in a
file where lone CRs are the dominant ending; elsewhere it is text the model sees as it is.
"""

from __future__ import annotations

import codecs
import difflib
import re
from dataclasses import dataclass

from ...engine.errors import InputError

# Longest first: the UTF-32-LE mark starts with the UTF-16-LE one.
BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32-le"),
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)
SNIFF = 8192  # bytes looked at for NULs


@dataclass(frozen=True)
class TextFormat:
    """How to turn the model's text back into this file's bytes."""

    encoding: str = "utf-8"
    bom: bytes = b""
    newline: str = "\n"  # "\n", "\r\n" or "\r"

    def describe(self) -> str:
        enc = self.encoding.upper().replace("-LE", " LE").replace("-BE", " BE")
        ending = {"\r\n": "CRLF", "\r": "CR"}.get(self.newline, "LF")
        return f"{enc}{' with BOM' if self.bom else ''}, {ending}"


def decode_text(data: bytes, label: str = "input") -> tuple[str, TextFormat]:
    """(text with "\\n" newlines, the file's format), or a one-line InputError."""
    bom, encoding = next(((b, e) for b, e in BOMS if data.startswith(b)), (b"", "utf-8"))
    body = data[len(bom) :]
    if not bom and b"\0" in body[:SNIFF]:
        raise InputError(
            f"{label}: looks binary (contains NUL bytes; UTF-16 needs a byte-order mark); "
            "redraft edits text files"
        )
    try:
        text = body.decode(encoding)
    except UnicodeDecodeError as e:
        if encoding == "utf-8":
            raise InputError(
                f"{label}: not UTF-8 (bad byte at offset {e.start + len(bom)}); convert it to UTF-8 first"
            ) from None
        raise InputError(
            f"{label}: starts with a {encoding.upper()} byte-order mark but is not valid "
            f"{encoding.upper()} (offset {e.start + len(bom)}); fix or convert it first"
        ) from None
    if bom and "\0" in text[:SNIFF]:
        raise InputError(f"{label}: looks binary (contains NUL characters); redraft edits text files")
    newline = dominant_newline(text)
    return normalize(text, newline), TextFormat(encoding, bom, newline)


def dominant_newline(text: str) -> str:
    crlf = text.count("\r\n")
    lf = text.count("\n") - crlf
    cr = text.count("\r") - crlf
    if cr > max(crlf, lf):
        return "\r"
    return "\r\n" if crlf > lf else "\n"


def normalize(text: str, newline: str = "\n") -> str:
    """"\n" newlines: CRLF always becomes "\n", a lone CR only in a CR file."""
    text = text.replace("\r\n", "\n")
    return text.replace("\r", "\n") if newline == "\r" else text


def encode_text(text: str, fmt: TextFormat, original: bytes | None = None) -> bytes:
    """The result as this file's bytes: its newline style, BOM and encoding. Given the
    file's `original` bytes when that conversion would not give them back (mixed endings,
    a stray "\\r" before a CRLF), the lines the result kept keep their exact bytes."""
    plain = fmt.bom + _newlines(text, fmt.newline).encode(fmt.encoding)
    if original is None:
        return plain
    before = original[len(fmt.bom) :].decode(fmt.encoding)
    if _newlines(normalize(before, fmt.newline), fmt.newline) == before:  # the text the model saw, back
        return plain
    old = _lines(before, fmt.newline)
    new = _lines(text)
    seen = [normalize(line, fmt.newline) for line in old]
    ops = difflib.SequenceMatcher(None, seen, new, autojunk=False).get_opcodes()
    out = [
        "".join(old[i1:i2]) if tag == "equal" else _newlines("".join(new[j1:j2]), fmt.newline)
        for tag, i1, i2, j1, j2 in ops
    ]
    return fmt.bom + "".join(out).encode(fmt.encoding)


def _newlines(text: str, newline: str) -> str:
    text = normalize(text)
    return text.replace("\n", newline) if newline != "\n" else text


def _lines(text: str, newline: str = "\n") -> list[str]:
    """Lines with their own endings: split after each "\\n" (and each lone "\\r" in a CR
    file) only, unlike str.splitlines."""
    cut = r"(?<=\n)|(?<=\r)(?!\n)" if newline == "\r" else r"(?<=\n)"
    return [line for line in re.split(cut, text) if line]
