"""A text as words for token-level comparison: pygments lexes it (any language it knows),
whitespace goes, and every token is split into words (`\\w+` runs and single punctuation
characters), each tagged code / string / comment with its line and offsets. Splitting
inside tokens makes `8080` a word of "localhost:8080" and keeps `count` apart from
`counter`."""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import accumulate, repeat
from operator import add, sub
from typing import NamedTuple

from pygments.lexer import Lexer
from pygments.token import Comment, Literal, Number, String, Token

from .textcache import per_text

WORD = re.compile(r"\w+|[^\w\s]")


class Word(NamedTuple):
    """A word of a text. A named tuple, not a dataclass: a 2,000-line file has 25,000 of them
    and a tuple is made in a fifth of the time (read only, equal by value, as before)."""

    text: str
    kind: str  # "code", "string" or "comment"
    line: int  # 1-based
    start: int  # offsets into the text
    end: int


def split_words(text: str) -> list[str]:
    return WORD.findall(text)


@lru_cache(maxsize=64)
def _lexer(suffix: str) -> Lexer | None:
    from pygments.lexers import get_lexer_for_filename
    from pygments.util import ClassNotFound

    try:
        # a suffix (".py") or, for a file without one, its name ("Dockerfile", "Makefile")
        return get_lexer_for_filename("x" + suffix if suffix.startswith(".") else suffix, stripnl=False, ensurenl=False)
    except ClassNotFound:
        return None


def _kind(ttype, value: str) -> str:
    if ttype in Comment and ttype not in Comment.Preproc and ttype is not Comment.PreprocFile:
        return "comment"
    if ttype in String and ttype not in String.Interpol and ttype is not String.Affix:
        return "string"
    if ttype in Literal and ttype not in Number and len(WORD.findall(value)) > 1:
        return "string"  # a YAML plain scalar such as http://localhost:8080/api: text, not a value
    return "code"


def lex(text: str, filename: str) -> list[Word]:
    """The words of `text` in order; a file type pygments does not know is all code. The
    rules of one check lex the same texts several times: the last few are kept."""
    from pathlib import PurePath

    return list(_lexed(text, PurePath(filename).suffix.lower() or PurePath(filename).name))


@per_text(maxsize=8)
def _lexed(text: str, suffix: str) -> tuple[Word, ...]:
    from .leaves import leaf_spans

    spans = leaf_spans(text, suffix)  # tree-sitter's leaves where a grammar reads the file: milliseconds
    if spans is not None:
        return tuple(_words(text, spans))
    lexer = _lexer(suffix)
    spans = lexer.get_tokens_unprocessed(text) if lexer else [(0, Token.Text, text)]
    out: list[Word] = []
    line, counted = 1, 0
    for offset, ttype, value in spans:
        kind = _kind(ttype, value)
        for m in WORD.finditer(value):
            start = offset + m.start()
            line += text.count("\n", counted, start)
            counted = start
            out.append(Word(m.group(), kind, line, start, offset + m.end()))
    return tuple(out)



def _words(text: str, spans: list[tuple[int, int, str]]) -> list[Word]:
    """The words of (start, end, kind) spans of `text`, in order."""
    out: list[Word] = []
    add, words, count, make = out.append, WORD.finditer, text.count, tuple.__new__  # (25,000 words: locals)
    line, counted = 1, 0
    for start, end, kind in spans:
        if end - start > 200:  # a long stretch of code between strings: its words made in C (below)
            line += count("\n", counted, start)
            counted = start
            if found := _long(text, start, end, kind, line):
                out += found
                line, counted = found[-1].line, found[-1].start
            continue
        if end - start == 1:  # a one-character leaf (`(`, `:`, `x`): its word without the regex
            char = text[start]
            if not char.isspace():
                line += count("\n", counted, start)
                counted = start
                add(make(Word, (char, kind, line, start, end)))
            continue
        if kind == "code":
            piece = text[start:end]
            if piece.isidentifier() or piece.isdigit():  # a name or a number: one word, no regex
                line += count("\n", counted, start)
                counted = start
                add(make(Word, (piece, kind, line, start, end)))
                continue
        for m in words(text, start, end):
            at = m.start()
            line += count("\n", counted, at)
            counted = at
            add(make(Word, (m.group(), kind, line, at, m.end())))
    return out


SPACED = re.compile(r"(\s*)(\w+|[^\w\s])")


def _long(text: str, start: int, end: int, kind: str, line: int) -> list[Word]:
    """_words of one long span without a Python step per word: each word with the space before
    it, their offsets and lines summed by itertools (a 2,000-line file's code is most of it)."""
    found = SPACED.findall(text, start, end)
    if not found:
        return []
    spaces, texts = [f[0] for f in found], [f[1] for f in found]
    ends = list(accumulate(map(add, map(len, spaces), map(len, texts)), initial=start))[1:]
    lines = list(accumulate(map(str.count, spaces, repeat("\n")), initial=line))[1:]
    return list(map(tuple.__new__, repeat(Word), zip(texts, repeat(kind), lines, map(sub, ends, map(len, texts)), ends)))


def by_line(words: list[Word]) -> dict[int, list[Word]]:
    """The words of each line, in order."""
    out: dict[int, list[Word]] = {}
    for w in words:
        out.setdefault(w.line, []).append(w)
    return out


def in_prose(line: str, start: int, end: int) -> bool:
    """Columns [start, end) of `line` stand inside a quoted text with spaces in it (a message:
    `"... default 3000)"`), not a quoted value of its own (`"1.5"`, `"http://host:8080"`)."""
    for q in "\"'`":
        if line[:start].count(q) % 2 == 1 and q in line[end:]:
            inner = line[line.rindex(q, 0, start) + 1 : line.index(q, end)]
            return bool(re.search(r"\s", inner))
    return False


def closing(text: str, at: int, pair: str = "()") -> int:
    """The offset just past the bracket that closes the one at `at` (`pair`: its two
    characters), or the text's end."""
    depth = 0
    for k in range(at, len(text)):
        depth += {pair[0]: 1, pair[1]: -1}.get(text[k], 0)
        if depth == 0:
            return k + 1
    return len(text)


def split_top(text: str) -> list[str]:
    """`a, f(b, c), "x, y"` -> its three parts: commas inside brackets or quotes stay (an
    apostrophe inside a word, `don't`, opens no quote)."""
    out, depth, start, quote, k = [], 0, 0, "", 0
    while k < len(text):
        ch = text[k]
        if quote:
            k += ch == "\\"
            quote = "" if ch == quote else quote
        elif ch in "\"'`" and not (ch == "'" and text[k - 1:k].isalnum()):
            quote = ch
        elif ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif ch == "," and depth == 0:
            out.append(text[start:k].strip())
            start = k + 1
        k += 1
    out.append(text[start:].strip())
    return [part for part in out if part]


def wordy(words: list[Word]) -> int:
    """How many words a change writes, its marks aside (` aria-current="page"` is three)."""
    return sum(1 for w in words if w.text[:1].isalnum() or w.text[:1] in "_$")
