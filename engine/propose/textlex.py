"""Lexing text for the text proposer: tokens, the gaps between them, and the skeleton.

A rough lexer that serves JSON, YAML, Python and most code alike: a string literal
('...', "...", triple-quoted; one that is not closed ends at its line's end) is one token
that keeps its inner whitespace; a run of word characters is one token (a number's
decimal points included); every other visible character is a token of its own. The gaps
between tokens are what a reformatting changes. The skeleton is the text without its
whitespace, quotes folded to `"`: two texts that differ only in whitespace (and quote
style) have the same skeleton, which is what the copy cursor matches on.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

OPENERS, CLOSERS = "{[(", "}])"
STRING, WORD = "s", "w"  # token classes; punctuation is its own class
W = r"(?:\w|[^\x00-\x7f\s])"  # a word character: \w, or any other visible non-ASCII one
TOKEN = re.compile(
    r'(?P<s>"""[\s\S]*?(?:"""|\Z)'
    r"|'''[\s\S]*?(?:'''|\Z)"
    r'|"(?:\\.|[^"\\\n])*"?'
    rf"|(?<!{W})'(?:\\.|[^'\\\n])*'?)"  # an apostrophe inside a word opens no string
    rf"|(?P<w>(?:{W}|(?<=\d)\.(?=\d))+)"  # a number's decimal points belong to it
    r"|\S"
)


def fold(c: str) -> str:
    """A skeleton character: quote style does not count."""
    return '"' if c == "'" else c


@dataclass(frozen=True)
class Lexed:
    text: str
    starts: tuple[int, ...]  # token i is text[starts[i]:ends[i]]
    ends: tuple[int, ...]
    classes: tuple[str, ...]  # STRING, WORD or the punctuation character
    levels: tuple[int, ...]  # bracket depth of the line a token would start (closers dedent)

    def __len__(self) -> int:
        return len(self.starts)

    def token(self, i: int) -> str:
        return self.text[self.starts[i] : self.ends[i]]

    def gap(self, i: int) -> str:
        """The whitespace before token i ("" before the first)."""
        return self.text[self.ends[i - 1] : self.starts[i]] if i > 0 else ""


def lex(text: str) -> Lexed:
    starts, ends, classes, levels = [], [], [], []
    depth = 0
    for m in TOKEN.finditer(text):
        kind = m.lastgroup
        cls = STRING if kind == "s" else WORD if kind == "w" else m.group()
        level = depth
        if cls in CLOSERS:
            depth = level = max(0, depth - 1)
        elif cls in OPENERS:
            depth += 1
        starts.append(m.start())
        ends.append(m.end())
        classes.append(cls)
        levels.append(level)
    return Lexed(text, tuple(starts), tuple(ends), tuple(classes), tuple(levels))


@dataclass(frozen=True)
class Skeleton:
    """The lexed text's visible characters: chars[p] is text[orig[p]] folded, and lies in
    token tok[p]."""

    lexed: Lexed
    chars: str
    orig: tuple[int, ...]
    tok: tuple[int, ...]

    def __len__(self) -> int:
        return len(self.chars)


def skeleton(lexed: Lexed) -> Skeleton:
    chars: list[str] = []
    orig: list[int] = []
    tok: list[int] = []
    text = lexed.text
    for t, (a, b, cls) in enumerate(zip(lexed.starts, lexed.ends, lexed.classes)):
        if cls == STRING:  # the only tokens with whitespace inside
            keep: Sequence[int] = [p for p in range(a, b) if not text[p].isspace()]
            chars.append("".join(text[p] for p in keep))
        else:
            keep = range(a, b)
            chars.append(text[a:b])
        orig += keep
        tok += [t] * len(keep)
    return Skeleton(lexed, "".join(chars).replace("'", '"'), tuple(orig), tuple(tok))
