"""A new entry that copies its neighbour's value: the edit adds a line shaped like the lines
around it (an enum member, a match arm, a map entry, a `case`), and one of its values is a
value another of those lines already has, where each of them had its own. `IceOnBlades =>
"E-GRID"` beside `GridLoss => "E-GRID"`, `Legendary = 5` beside `Mythic = 5`: the copy was
pasted and not changed, so two entries now mean one thing. Whatever the instruction, unless it
says the value or says the new entry is the same as, or like, another.

    copied_findings(original, result, filename, instruction) -> [Finding]

Only codes count among strings (a label or message may be shared), and numbers only in an
enum's block (a list of limits may repeat one)."""

from __future__ import annotations

import re

from .findings import Finding
from .scope import added_lines, prose

TOKEN = re.compile(r"\"(?:[^\"\\]|\\.)*\"|'(?:[^'\\]|\\.)*'|`[^`]*`|-?\b\d[\w.]*|[A-Za-z_$][\w$]*|=>|->|::|\S")
LITERAL_STRING = re.compile(r"[\"'`]")
SAME = re.compile(r"\b(?:same|like|as|identical|copy|copies|mirror\w*|match\w*|equal\w*|alias\w*|synonym\w*|equivalent\w*|"
                  r"another\s+name|other\s+name|it'?s|is|wie|gleich\w*|comme|même|como|mismo|stesso|come|zelfde|jak|taki\w*)\b"
                  r"|同じ|相同|같은|=", re.I)
# A string value that is a code (`"E-GRID"`, `"P2"`, `"TS"`): a label or message may be shared, a code names one thing.
CODE = re.compile(r"""["'`][A-Z0-9][A-Z0-9_./:-]*["'`]""")


def _shape(line: str) -> tuple[str, list[str]]:
    """The line's shape (literals and names as placeholders) and its literals in order."""
    shape, values = [], []
    for t in TOKEN.findall(line):
        if LITERAL_STRING.match(t):
            shape.append("S"); values.append(t)
        elif re.match(r"-?\d", t):
            shape.append("N"); values.append(t)
        elif re.match(r"[A-Za-z_$]", t):
            shape.append(t if t in ("case", "when", "return") else "I")
        else:
            shape.append(t)
    return " ".join(shape), values


def _said(value: str, instruction: str) -> bool:
    bare = value.strip("\"'`")
    return bool(bare) and bool(re.search(rf"(?<![\w.]){re.escape(bare)}(?![\w.])", instruction, re.I))


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())


def _block(lines: list[str], n: int) -> tuple[list[int], str]:
    """The lines beside line `n` (1-based) at its indent, and the line that opens their block."""
    depth, out, opener = _indent(lines[n - 1]), [], ""
    for step in (-1, 1):
        k = n + step
        while 1 <= k <= len(lines):
            text = lines[k - 1]
            if text.strip() and _indent(text) < depth:
                if step == -1:  # a brace on a line of its own opens what the line above it names
                    opener = text if text.strip() not in ("{", "(", "[") or k == 1 else lines[k - 2] + text
                break
            if text.strip() and _indent(text) == depth:
                out.append(k)
            k += step
    return out, opener


def copied_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    if result == original or prose(filename):
        return []
    alike = {w.lower() for m in SAME.finditer(instruction)  # "7 days like Leather": Leather's line may share its value
             for w in re.findall(r"[A-Za-z_$][\w$]{2,}", instruction[m.end():m.end() + 40])}
    lines = result.splitlines()
    added = added_lines(original, result)
    for n in sorted(added):
        if n > len(lines):
            continue
        shape, values = _shape(lines[n - 1])
        if not values or shape.count("I") == 0:
            continue
        beside, opener = _block(lines, n)
        shapes = {k: _shape(lines[k - 1]) for k in beside if k not in added}
        kin = [k for k, (their_shape, _) in shapes.items() if their_shape == shape]
        if len(kin) < 2:
            continue
        enum = bool(re.search(r"enum", opener, re.I))
        for pos, value in enumerate(values):
            if value[0].isdigit() or value[0] == "-":
                if not enum:
                    continue
            elif len(value) < 4 or not CODE.fullmatch(value):
                continue  # `""`, a label ("retry", "Read only"): text two entries may share
            theirs = [shapes[k][1][pos] for k in kin]
            if value in theirs and shapes[kin[theirs.index(value)]][1] != values:
                continue  # another of its values differs: a key of several parts (`PUT` and `DELETE` on one path)
            if len(set(theirs)) < len(theirs) or value not in theirs or _said(value, instruction):
                continue
            other = kin[theirs.index(value)]
            if any(w in alike for w in re.findall(r"[A-Za-z_$][\w$]*", lines[other - 1].lower())):
                continue
            return [Finding("copied", False, f"line {n} gives `{value}`, the value line {other} already has "
                            f"(`{lines[other - 1].strip()}`)", (n,))]
    return []
