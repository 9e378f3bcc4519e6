"""A comparison or a logical operator flipped on its own: `<=` to `<`, `>` to `>=`, `&&` to
`||`. An edit that adds a log line, a parameter or a guard has no reason to move a boundary,
even beside what it adds (the capacity test next to a new null check); it is the slip of a
model copying the file out. Whatever the instruction, unless it writes the operator or speaks
of the comparison.

    flip_findings(original, result, filename, instruction) -> [Finding]

An operator changed the same way in two places or more is a change asked for ("make the
limits inclusive"), not a slip, and so is a flip that is all the edit did. A number counts
only when the instruction neither writes it nor moves a value in words ("double the TTL",
"ten minutes", "the latest"), and not in a stylesheet, a manifest, a data file or a version."""

from __future__ import annotations

import re
from pathlib import PurePath

from .diffing import line_opcodes
from .findings import Finding

FLIPS = {frozenset(p) for p in (("<", "<="), (">", ">="), ("<", ">"), ("<=", ">="), ("<", ">="), (">", "<="), ("==", "!="),
                                ("===", "!=="), ("&&", "||"), ("and", "or"))}
# The instruction speaks of a comparison or a boundary: a flip may be what it asks.
SPEAKS = re.compile(r"<=|>=|==|!=|&&|\|\||\s[<>]\s|\b(?:inclusive|exclusive|strict\w*|or\s+equal|off[- ]by[- ]one|boundary|"
                    r"comparisons?|compar(?:e|ing)|conditions?|invert\w*|negat\w*|flip\w*|revers\w*|opposite|instead\s+of|"
                    r"rather\s+than|above|below|greater|smaller|larger|less\s+than|more\s+than|at\s+least|"
                    r"at\s+most|exceed\w*|ascending|descending|exactly|equal\w*|up\s+to|"
                    r"(?:under|over)\s+\d+)\b", re.I)


# A boundary moved by one: the same comparison, now with or without its equal case.
MOVED = {frozenset(p) for p in (("<", "<="), (">", ">="))}
OPERATOR = re.compile(r"===|!==|<=|>=|==|!=|&&|\|\||(?<![<>=-])[<>](?![<>=])|\band\b|\bor\b")


def flip_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    if result == original or SPEAKS.search(instruction):
        return []
    a, b = original.splitlines(), result.splitlines()
    opcodes = line_opcodes(original, result)
    said = set(re.findall(r"\d+(?:\.\d+)?", instruction))
    numbers = PurePath(filename).suffix.lower() not in NOT_CODE and not VALUES.search(instruction) \
        and not re.search(r"\d+\s*(?:ms|s|m|h|d|k|kb|mb|gb|x|%)\b", instruction, re.I)  # "5m -> 1h", "2x"
    flips = []  # (result line, old operator or number, new one)
    for tag, i1, i2, j1, j2 in opcodes:
        if tag == "replace" and i2 - i1 == j2 - j1:
            flips += [(j1 + k + 1, *f) for k in range(i2 - i1)
                      if (f := _flip(a[i1 + k], b[j1 + k]) or numbers and _number(a[i1 + k], b[j1 + k], said))]
        elif tag == "replace":  # a line added beside the flipped one: pair each old line with its one twin but for operators
            for k in range(i1, i2):
                twins = [m for m in range(j1, j2) if OPERATOR.sub("@", a[k]).split() == OPERATOR.sub("@", b[m]).split()]
                if len(twins) == 1 and (f := _flip(a[k], b[twins[0]])) and frozenset(f) in MOVED:  # not a negation (a guard
                    flips.append((twins[0] + 1, *f))  # clause turns `>` into `<=`)
    if not flips:
        return []
    kinds: dict[tuple[str, str], int] = {}
    for _, old, new in flips:
        kinds[(old, new)] = kinds.get((old, new), 0) + 1
    # the result lines the edit changed; a deletion marks the place between two lines
    changed: set[float] = {n for tag, _, _, j1, j2 in opcodes if tag != "equal" for n in (range(j1 + 1, j2 + 1) if j2 > j1 else [j1 + 0.5])}
    from .decisions import decision_findings  # (decisions reads phrasing, which reads nothing of this)

    same = decision_findings(original, result, filename, instruction)[1]  # a function shown to decide as before
    out = []
    for line, old, new in flips:
        if kinds[(old, new)] > 1 or any(x <= line <= y for x, y in same):
            continue
        if changed <= {line}:
            continue  # the only change
        out.append(Finding("beyond", False, f"also turned `{old}` into `{new}` at line {line}, which the instruction does not "
                           "ask for", (line,)))
    return out


def _flip(old: str, new: str) -> tuple[str, str] | None:
    """The one operator that differs between two lines otherwise alike, when it is a flip."""
    if OPERATOR.sub("@", old).split() != OPERATOR.sub("@", new).split():
        return None
    pairs = [(x, y) for x, y in zip(OPERATOR.findall(old), OPERATOR.findall(new)) if x != y]
    if len(pairs) != 1 or len(OPERATOR.findall(old)) != len(OPERATOR.findall(new)) or frozenset(pairs[0]) not in FLIPS:
        return None
    return pairs[0]


# Files whose numbers are not code's: a stylesheet's weights and sizes, a manifest's or a lock file's versions.
NOT_CODE = {".css", ".scss", ".sass", ".less", ".json", ".yaml", ".yml", ".toml", ".ini", ".cfg", ".conf", ".mod", ".sum", ".lock",
            ".md", ".txt", ".csv", ".tsv", ".xml", ".properties", ".env"}
# An instruction that moves a value without writing the number: "double the TTL", "ten minutes", "the latest".
VALUES = re.compile(r"\b(?:double|doubl\w+|halve|half|triple|twice|increase|decrease|raise|lower|longer|shorter|more|less|fewer|"
                    r"bigger|smaller|larger|faster|slower|bump|latest|newer|upgrade|version|millis\w*|seconds?|minutes?|hours?|days?|"
                    r"weeks?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|"
                    r"sixty|ninety|hundred|thousand|dozen)\b", re.I)
NUMBER = re.compile(r"(?<![\w.])\d+(?:\.\d+)?(?![\w.])")


def _number(old: str, new: str, said: set[str]) -> tuple[str, str] | None:
    """The one number that differs between two lines otherwise alike, when the instruction says neither."""
    if NUMBER.sub("#", old) != NUMBER.sub("#", new) or re.search(r"version|\d\.\d+\.\d", old, re.I):
        return None
    pairs = [(x, y) for x, y in zip(NUMBER.findall(old), NUMBER.findall(new)) if x != y]
    if len(pairs) != 1 or pairs[0][0] in said or pairs[0][1] in said:
        return None
    if pairs[0][0].isdigit() and pairs[0][1].isdigit() and abs(int(pairs[0][0]) - int(pairs[0][1])) == 1:
        return None  # a count or a bound that follows an item added or removed elsewhere
    return pairs[0]
