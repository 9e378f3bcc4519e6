"""A table the action names beside its place ("... and set it on every entry of FLEET"): the
lines of each top-level value over several lines that it names, where what the action asks is
no change elsewhere, and the lines in them that do more than add to what was there.

    declared_ranges(original, action, places) -> [(first, last), ...]
    rewritten(original, result, ranges) -> [result line, ...]"""

from __future__ import annotations

import re

from .scope import Range, changed_lines
from .tokens import WORD


# A top-level declaration of a value: `export const FLEET: Vehicle[] = [`, `RATES = {`, `var limits = map[string]int{`.
VALUE = re.compile(r"(?:export\s+)?(?:(?:const|let|var|val|static|final|pub|public|private|readonly)\s+)*([A-Za-z_$][\w$]*)"
                   r"\s*(?::[^=]*)?=(?!=)")


def rewritten(original: str, result: str, ranges: list[Range]) -> list[int]:
    """Result lines inside `ranges` (a table the action names) that do more than add to what was
    there: an entry's old words not all kept, in order (`inService: false` turned true)."""
    old, new = original.splitlines(), result.splitlines()
    out: list[int] = []
    for tag, (o1, o2), (r1, r2) in changed_lines(original, result) if ranges else []:
        if tag == "replace" and any(a <= o1 and o2 <= b for a, b in ranges):
            pairs = [([o], [r]) for o, r in zip(range(o1, o2 + 1), range(r1, r2 + 1))] if o2 - o1 == r2 - r1 else \
                [(range(o1, o2 + 1), range(r1, r2 + 1))]  # line by line where as many were written as taken
            for was, now in pairs:
                kept = iter(WORD.findall(" ".join(new[r - 1] for r in now)))
                if not all(t in kept for t in WORD.findall(" ".join(old[o - 1] for o in was))):  # each old token, in order
                    out += now
    return out


def declared_ranges(original: str, action: str, places: frozenset[str] | set[str] = frozenset()) -> list[Range]:
    """The lines of each top-level value over several lines that the action names (a table it
    says to fill, `FLEET`), to where its brackets close: what the action asks there is no
    change elsewhere. Not a function (`const handler = async (req) => {`), not one of the
    action's own `places`, and not a value whose brackets do not close before the next
    top-level line."""
    lines, out = original.splitlines(), []
    for i, line in enumerate(lines):
        m = VALUE.match(line)
        if not m or len(m.group(1)) <= 2 or m.group(1) in places or FUNCTION_VALUE.match(line[m.end() :]) \
                or not re.search(rf"(?<![\w$]){re.escape(m.group(1))}(?![\w$])", action):
            continue
        depth = 0
        for end in range(i, len(lines)):
            if end > i and lines[end][:1].strip() and lines[end][0] not in "]})":
                break  # a new top-level line before the brackets closed: no table read here
            code = QUOTED.sub("", lines[end])
            depth += sum(code.count(c) for c in "[{(") - sum(code.count(c) for c in "]})")
            if depth <= 0:
                if end > i:  # a table over lines (a one-line value the action names is changed in place, not added to)
                    out.append((i + 1, end + 1))
                break
    return out


# A value that is a function: `async (req, res) => {`, `function (`, `(x) =>`, `lambda`, `|x|`.
FUNCTION_VALUE = re.compile(r"\s*(?:async\b|function\b|lambda\b|fn\b|\(|\w+\s*=>|\|)")
QUOTED = re.compile(r"\"(?:\\.|[^\"\\])*\"|'(?:\\.|[^'\\])*'|`(?:\\.|[^`\\])*`")
