"""Python context for a rename, beyond tokens. Keyword arguments (Scala's and Kotlin's too): `f(url, timeout=5)`
names f's parameter `timeout`, not a variable; it follows the rename when f's own parameter
is renamed (f is the function the rename is limited to, or, with no limit, any function or
class the file defines) and stays when f is someone else's (`urlopen(url, timeout=t)`).
Strings: which ones mention a name (docstrings, `__all__`, dotted paths, getattr names,
quoted annotations) rather than hold data (messages, dict keys), which a rename leaves."""

from __future__ import annotations

import ast
import re
from pathlib import PurePath

from .parsers import ast_nodes, plain_tree
from .textcache import per_text

from .tokens import Word

OPEN, CLOSE = set("([{"), set(")]}")


def _callee(words: list[Word], i: int) -> str | None:
    """The name called by the innermost open parenthesis around word i; None when word i
    is no keyword argument (not `NAME=` inside a call, or inside a def's parameters)."""
    nxt = [w.text for w in words[i + 1 : i + 3]]
    if nxt[:1] != ["="] or nxt[1:2] == ["="] or (i and words[i - 1].text not in ("(", ",")):
        return None
    depth = 0
    for j in range(i - 1, -1, -1):
        t = words[j].text
        if words[j].kind != "code":
            continue
        if t in CLOSE:
            depth += 1
        elif t in OPEN:
            if depth:
                depth -= 1
                continue
            if t != "(" or j == 0 or not (words[j - 1].text[0].isalpha() or words[j - 1].text[0] == "_"):
                return None
            if j >= 2 and words[j - 2].text in ("def", "class", "lambda"):
                return None  # a parameter list: an ordinary occurrence
            return words[j - 1].text
    return None


# Languages whose calls name arguments `name = value`: Python, and Scala and Kotlin (`Entry(tareKg = 3900)`).
NAMED_ARGUMENTS = (".py", ".pyi", ".scala", ".sc", ".kt", ".kts")


def keyword_hows(words: list[Word], filename: str, name: str, scope_name: str | None) -> dict[int, bool]:
    """{word index: must it be renamed} for each keyword argument `name=` in a call."""
    suffix = PurePath(filename).suffix.lower()
    if suffix not in NAMED_ARGUMENTS:
        return {}
    python = suffix in (".py", ".pyi")
    text = " ".join(w.text for w in words if w.kind == "code")
    # Python's `def f`, `class C`; Kotlin's and Scala's `fun <T> parse(`, `fun Double.toFeet(`, and a data or case class's `copy`
    defined = {m.group(1) for m in re.finditer(r"\b(?:def|class|fun|object)\s+(?:<[^>]*>\s*)?(?:\w+\s*\.\s*)*(\w+)", text)}
    defined |= {"copy"} if not python and re.search(r"\b(?:data|case)\s+class\b", text) else set()
    out: dict[int, bool] = {}
    for i, w in enumerate(words):
        if w.text != name or w.kind != "code":
            continue
        callee = _callee(words, i)
        if callee is not None:
            ours = callee == scope_name.rsplit(".", 1)[-1] if scope_name else callee in defined
            if ours or python:  # (Kotlin, Scala: a call the file cannot place is left to the rename rule)
                out[i] = ours
    return out


def _all_spans(words: list[Word]) -> list[tuple[int, int]]:
    """Word index ranges of `__all__ = [...]` lists: their strings name the module's names."""
    spans = []
    for k, w in enumerate(words):
        if w.text == "__all__" and w.kind == "code":
            depth, start = 0, None
            for j in range(k + 1, len(words)):
                t = words[j].text if words[j].kind == "code" else ""
                if t in OPEN:
                    depth, start = depth + 1, start if start is not None else j
                elif t in CLOSE:
                    depth -= 1
                    if depth == 0:
                        assert start is not None  # depth 0 at a closer: an opener came first
                        spans.append((start, j))
                        break
    return spans


def mentions(words: list[Word], filename: str) -> set[int]:
    """The indexes of the string words that mention a name rather than hold data: a Python
    docstring (a string that stands alone after a `:` line or first in the file), a dotted
    path ("pkg.mod.func"), getattr's name, or an `__all__` entry. Other strings (messages,
    dict keys, values) are data a rename leaves alone. One pass: a 2,000-line file has
    thousands of string words."""
    if PurePath(filename).suffix.lower() not in (".py", ".pyi"):
        return set()
    listed = [False] * len(words)
    for a, b in _all_spans(words):
        listed[a : b + 1] = [True] * (b + 1 - a)
    out: set[int] = set()
    last_code: Word | None = None  # the last word before the current string run, comments aside
    i = 0
    while i < len(words):
        if words[i].kind != "string":
            if words[i].kind != "comment":
                last_code = words[i]
            i += 1
            continue
        s = e = i
        while e + 1 < len(words) and words[e + 1].kind == "string":
            e += 1
        named = last_code is None or last_code.text == ":" and last_code.line < words[s].line
        inner = [w.text for w in words[s + 1 : e]]
        named = named or ("." in inner and all(t == "." or t[0].isalnum() or t[0] == "_" for t in inner))
        if not named and s and words[s - 1].text == ",":
            named = _callee_of_open(words, s - 1) in ("getattr", "hasattr", "setattr", "delattr")
        out |= {k for k in range(s, e + 1) if named or listed[k]}
        last_code = words[e]
        i = e + 1
    return out


def _callee_of_open(words: list[Word], i: int) -> str | None:
    """The name before the innermost "(" left open at word i."""
    depth = 0
    for j in range(i, -1, -1):
        t = words[j].text if words[j].kind == "code" else ""
        if t in CLOSE:
            depth += 1
        elif t in OPEN:
            if depth == 0:
                return words[j - 1].text if t == "(" and j else None
            depth -= 1
    return None


def annotation_spans(text: str, filename: str) -> list[tuple[int, int]]:
    """[start, end) offsets of Python annotations (`-> "Invoice"`, `x: "list[Invoice]"`):
    a quoted type there names a class, as code does."""
    if PurePath(filename).suffix.lower() not in (".py", ".pyi"):
        return []
    return _annotation_spans(text)


@per_text(maxsize=8)
def _annotation_spans(text: str) -> list[tuple[int, int]]:
    tree = plain_tree(text)  # (the tree is enough: no compile of a computed fix's text)
    if tree is None:
        return []
    starts = [0]
    for line in text.splitlines(keepends=True):
        starts.append(starts[-1] + len(line))
    notes = []
    for n in ast_nodes(tree):  # the tree's nodes, listed once for every rule that walks it
        if isinstance(n, (ast.arg, ast.AnnAssign)) and n.annotation:
            notes.append(n.annotation)
        elif isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n.returns:
            notes.append(n.returns)
    return [(starts[x.lineno - 1] + x.col_offset, starts[x.end_lineno - 1] + x.end_col_offset)
            for x in notes if x.end_lineno is not None and x.end_col_offset is not None]
