"""A file name as text: the OS layer keeps the bytes of a name that is not UTF-8 as lone
surrogates (os.fsdecode, `\\udcff`), which no tokenizer and no UTF-8 file can take."""

from __future__ import annotations

import re

SURROGATE = re.compile("[\ud800-\udfff]")  # never text: only a stand-in for a byte


def readable_name(name: str) -> str:
    """`name` with each undecodable byte written \\xNN (what `ls -b` shows); other text as is."""
    return SURROGATE.sub(lambda m: _escape(ord(m.group())), name)


def _escape(code: int) -> str:
    return f"\\x{code - 0xDC00:02x}" if 0xDC80 <= code <= 0xDCFF else f"\\u{code:04x}"
