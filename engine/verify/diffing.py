"""Diff opcodes for the checks, from rapidfuzz's LCS (Indel) alignment in C++: the same
5-tuples as difflib's get_opcodes (a delete next to an insert is one "replace"), in
milliseconds on files of thousands of lines where difflib without autojunk took seconds on
repeated lines (`return total` 250 times)."""

from __future__ import annotations

from typing import Hashable, Sequence

from .textcache import per_text

Opcode = tuple[str, int, int, int, int]


def opcodes(a: Sequence[Hashable], b: Sequence[Hashable]) -> list[Opcode]:
    from rapidfuzz.distance import Indel

    out: list[Opcode] = []
    for op in Indel.opcodes(list(a), list(b)):
        tag, i1, i2, j1, j2 = str(op.tag), int(op.src_start), int(op.src_end), int(op.dest_start), int(op.dest_end)
        if out and tag != "equal" and out[-1][0] != "equal":  # neighbours in both: one change
            _, p1, _, q1, _ = out[-1]
            out[-1] = ("replace", p1, i2, q1, j2)
        else:
            out.append((tag, i1, i2, j1, j2))
    return out


@per_text(maxsize=4)
def line_opcodes(original: str, result: str) -> tuple[Opcode, ...]:
    """The opcodes of two texts' lines with their indentation aside (a line only re-indented is
    the same line); several rules read the same pair, so the last few are kept."""
    return tuple(opcodes([s.strip() for s in original.splitlines()], [s.strip() for s in result.splitlines()]))


def similar(a: str, b: str) -> float:
    """difflib's ratio (2 * matches / total length), by the same alignment."""
    from rapidfuzz.distance import Indel

    return Indel.normalized_similarity(a, b)


def adds_lines(original: str, result: str) -> bool:
    """The result's shape is an addition, whatever the phrasing ("f should reject NULL", "can f
    log the count?"): lines inserted, none deleted, and at most one line altered for every two
    inserted (a signature that takes the new parameter, a call that passes it)."""
    inserted = altered = 0
    for tag, i1, i2, j1, j2 in line_opcodes(original, result):
        if tag == "delete" or tag == "replace" and i2 - i1 > j2 - j1:
            return False
        if tag == "insert":
            inserted += j2 - j1
        elif tag == "replace":
            altered, inserted = altered + (i2 - i1), inserted + (j2 - j1) - (i2 - i1)
    return inserted >= 1 and altered * 2 <= inserted


def common_ends(a: Sequence[Hashable], b: Sequence[Hashable]) -> tuple[int, int]:
    """How many items `a` and `b` share at their start, and then at their end (not overlapping)."""
    head = 0
    while head < min(len(a), len(b)) and a[head] == b[head]:
        head += 1
    tail = 0
    while tail < min(len(a), len(b)) - head and a[-1 - tail] == b[-1 - tail]:
        tail += 1
    return head, tail
