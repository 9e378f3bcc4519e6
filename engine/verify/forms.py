"""Changes that are the form of the edit asked for, not changes of their own, for the net
(net.py) to leave out:

    grouping   parentheses added on a line whose parentheses balance (`a && b` ->
               `(a || c) && b`: the condition the edit extended)
    permuted   a line of the same words in another order, for a reorder of a named
               function's parameters (its signature, its calls)
"""

from __future__ import annotations

import re
from functools import lru_cache

from .changes import Change
from .phrasing import said_and_kept
from .tokens import split_words


def grouping(change: Change, result: str) -> bool:
    """Parentheses added and nothing else, on a line whose parentheses balance: grouping for
    a condition the edit extended (`a && b` -> `(a || c) && b`), not a change of its own."""
    if change.old.strip() or not change.new.strip() or set(change.new.strip()) - set("() "):
        return False
    lines = result.splitlines()
    line = lines[change.line - 1] if 0 < change.line <= len(lines) else ""
    return line.count("(") == line.count(")")


REORDERS = re.compile(r"\b(?:re-?order\w*|order|swap\w*|switch\w*|flip\w*|reverse\w*|rearrang\w*|first|last|before|after|"
                      r"Reihenfolge|orden|ordre|ordem|kolejno\w*|порядок\w*|順|顺序)\b|->\s*(?:[A-Za-z_$][\w.$]*\s*)?\(", re.I)
# Two argument lists of the same names in another order: "f(a, b, c) -> f(c, a, b)", "make it from, to, amount".
# (in parentheses, the commas may be gone: the net reads the instruction's clauses rejoined)
ARG_LIST = re.compile(r"\(([\w$]+(?:(?:\s*,\s*|\s+)[\w$]+)+)\)|\b((?:[\w$]+\s*,\s*){2,}(?:and\s+)?[\w$]+)")


def _lists(instruction: str) -> list[list[str]]:
    return [re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+|\s+", (m.group(1) or m.group(2)).strip()) for m in ARG_LIST.finditer(instruction)]


# A reorder said outright ("first", "before" and "switch" say many other things too).
REORDER_SAID = re.compile(r"\b(?:re-?order\w*|rearrang\w*|Reihenfolge|kolejno\w*|порядок\w*|ordre|orden|ordem)\b|順|顺序|"
                          r"\bswap\w*\s+(?:the\s+)?(?:\w+\s+)?(?:args?|arguments?|params?|parameters?)\b", re.I)


PARAMETERS = re.compile(r"\b(?:param\w*|arg\w*|signatures?|Parameter\w*|paramètres?|parámetros?|parâmetros?|parametr\w*|"
                        r"параметр\w*|аргумент\w*)\b|引数|参数|매개변수", re.I)


@lru_cache(maxsize=16)
def asks_reorder(instruction: str, original: str, loose: bool = True) -> bool:
    """A reorder of parameters said in words or as lists. `loose` (a line of the same words in
    another order is then the reorder's): "swap", "first", "before", or a list of names the
    original's parentheses (a signature) hold in another order. Not loose (every operator and
    value must then stay): "reorder"/"swap" said of parameters, or two lists of the same names
    in another order ("f(a, b) -> f(b, a)")."""
    lists = [tuple(x) for x in _lists(instruction) if len(set(x)) == len(x) > 1]
    if any(a != b and sorted(a) == sorted(b) for a in lists for b in lists):
        return True
    if not loose:
        return bool(REORDER_SAID.search(instruction) and PARAMETERS.search(instruction))
    if REORDERS.search(instruction):
        return True
    groups = re.findall(r"\(([^()]*)\)", original)
    known = {w for g in groups for w in re.findall(r"[A-Za-z_$][\w$]*", g)}
    words = re.findall(r"[\w$]+", instruction)
    runs, run = [], []  # the said names in a row ("make it from, to, amount, memo", its commas read off or not)
    for w in words + [""]:
        if w in known and w not in run:
            run.append(w)
            continue
        if len(run) >= 3:
            runs.append(run)
        run = [w] if w in known else []
    for names in lists + runs:  # the parentheses of a line of the original (a signature) say them in another order
        for group in groups:
            found = [re.search(rf"(?<![\w$]){re.escape(n)}(?![\w$])", group) for n in names]
            if all(found) and [m.start() for m in found if m] != sorted(m.start() for m in found if m):
                return True
    return False


def permuted(change: Change, original: str, result: str, instruction: str) -> bool:
    """A reorder ("swap the first two parameters", "args -> (dst, src, n)"): the line holds the
    words it held, in another order (a caller's arguments swapped, `const` moving with its
    parameter)."""
    if not asks_reorder(instruction, original):
        return False
    a, b = original.splitlines(), result.splitlines()
    if not (0 < change.old_line <= len(a) and 0 < change.line <= len(b)):
        return False
    old, new = split_words(a[change.old_line - 1]), split_words(b[change.line - 1])
    said = said_and_kept(instruction)[0]  # "copy_field_upper keeps its order" names no target
    named = {w for w in re.findall(r"[A-Za-z_$][\w$]*", said) if len(w) > 2} & set(old)  # its signature or a call
    # the same words, or (a signature whose grouped types regrouped: `amount Cents, from, to, memo string` ->
    # `from, to string, amount Cents, memo string`) the same vocabulary, a type or comma more or less
    same = sorted(old) == sorted(new) or (set(old) == set(new) and abs(len(old) - len(new)) <= 2)
    return old != new and same and any(re.search(rf"(?<![\w$]){re.escape(w)}\s*\(", b[change.line - 1])
                                                             for w in named)
