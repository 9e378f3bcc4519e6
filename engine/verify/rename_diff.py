"""How a rename's result lines up with what it should be: the word-level opcodes (found line
by line first, so that a long file stays fast), and the readings of a changed chunk that are
no fault: a comment's article following the new name, a shorthand field written out with the
new name (`{ qty }` -> `{ quantity: qty }`) or taken along (`{ quantity }`).

    rename_opcodes(a, a_lines, b, b_lines)  difflib's opcodes, line by line, then word by word
    expanded(keys, i1, i2, got, j1, j2, pairs), shorthand_new(after, pairs), grammar(...)
    bare(words), widen(words, a, b)         the words shown around a chunk"""

from __future__ import annotations

from .diffing import opcodes
from .receivers import shorthand
from .tokens import Word


def word_spans(lines: list[int]) -> list[tuple[int, int]]:
    """[start, end) of each run of words on one line."""
    out, start = [], 0
    for i in range(1, len(lines) + 1):
        if i == len(lines) or lines[i] != lines[start]:
            out.append((start, i))
            start = i
    return out


def rename_opcodes(a: list[str], a_lines: list[int], b: list[str], b_lines: list[int]) -> list[tuple[str, int, int, int, int]]:
    """difflib's opcodes from `a` to `b`, found line by line first and word by word only
    inside the lines that differ: the same answer where lines are kept, and fast on long
    files (a word-level match over a whole file is quadratic in its commonest words)."""
    sa, sb = word_spans(a_lines), word_spans(b_lines)
    la, lb = [tuple(a[i:j]) for i, j in sa], [tuple(b[i:j]) for i, j in sb]
    ops = []
    for tag, i1, i2, j1, j2 in opcodes(la, lb):
        a1 = sa[i1][0] if i1 < len(sa) else len(a)
        a2 = sa[i2 - 1][1] if i2 > i1 else a1
        b1 = sb[j1][0] if j1 < len(sb) else len(b)
        b2 = sb[j2 - 1][1] if j2 > j1 else b1
        if tag == "equal":
            ops.append(("equal", a1, a2, b1, b2))
        elif i2 - i1 == j2 - j1 or (a2 - a1) * (b2 - b1) > WORD_DIFF_LIMIT:  # line for line
            for (p1, p2), (q1, q2) in zip(sa[i1:i2], sb[j1:j2]):
                ops += _word_ops(a, p1, p2, b, q1, q2)
            rest_a, rest_b = sa[i1 + min(i2 - i1, j2 - j1) : i2], sb[j1 + min(i2 - i1, j2 - j1) : j2]
            if rest_a or rest_b:  # the lines one side has more of
                ra = (rest_a[0][0], rest_a[-1][1]) if rest_a else (a2, a2)
                rb = (rest_b[0][0], rest_b[-1][1]) if rest_b else (b2, b2)
                ops.append(("replace" if rest_a and rest_b else "delete" if rest_a else "insert", *ra, *rb))
        else:
            ops += _word_ops(a, a1, a2, b, b1, b2)
    return ops


WORD_DIFF_LIMIT = 2_000_000  # words x words in one changed block: above it, lines are paired in order


def _word_ops(a: list[str], a1: int, a2: int, b: list[str], b1: int, b2: int) -> list[tuple[str, int, int, int, int]]:
    return [(t, a1 + x1, a1 + x2, b1 + y1, b1 + y2) for t, x1, x2, y1, y2 in opcodes(a[a1:a2], b[b1:b2])]


def shorthand_new(after: list[Word], pairs) -> bool:
    """The result writes a new name as a shorthand field (`RingBuffer { capacity }`)."""
    return any(len(new) == 1 and w.text == new[0] and w.kind == "code" and shorthand(after, i)
               for i, w in enumerate(after) for _, new, _ in pairs)


def expanded(keys: list[str], i1: int, i2: int, got: list[str], j1: int, j2: int, pairs) -> bool:
    """A shorthand field written out with the new name (`{ qty }` -> `{ quantity: qty }`): the
    chunk holds the new name, `:` and the old, or only `: old` right after the new name."""
    for old, new, _ in pairs:
        if keys[i1:i2] == new and got[j1:j2] == new + [":"] + old:
            return True
        if i1 == i2 and got[j1:j2] == [":"] + old and keys[max(i1 - len(new), 0) : i1] == new and got[j1 + len(old) + 1 : j1 + len(old) + 2] != ["("]:
            return keys[i1 : i1 + 1] in ([","], ["}"])
    return False


def grammar(old: list[Word], new: list[Word], rest: list[str], pairs) -> bool:
    """A comment's article changed right before a renamed mention ("a UserRecord" -> "an Account")."""
    words = old + new
    return bool(words) and all(w.kind == "comment" and w.text.lower() in ARTICLES for w in words) \
        and any(rest[: len(b)] == b for _, b, _ in pairs)


ARTICLES = {"a", "an", "the"}


def bare(words: list[Word]) -> bool:
    return not words or len(words) == 1 and not words[0].text[0].isalnum() and words[0].text[0] != "_"


def widen(words: list[Word], a: int, b: int) -> tuple[int, int]:
    """[a, b) and the word either side, each where it shares a line with the span."""
    if a == b:  # empty: the neighbours on one line with each other
        left, right = (words[a - 1] if a else None), (words[b] if b < len(words) else None)
        same = left is not None and right is not None and left.line == right.line
        return (a - 1 if left is not None and (same or right is None) else a), (b + 1 if right is not None and (same or left is None) else b)
    lo = a - 1 if a and words[a - 1].line == words[a].line else a
    hi = b + 1 if b < len(words) and words[b].line == words[b - 1].line else b
    return lo, hi
