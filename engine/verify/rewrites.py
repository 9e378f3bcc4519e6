"""A loop rewritten as a comprehension ("loop -> list comprehension", "as a one-liner", "in
eine List Comprehension"): the same names, values and operators, rearranged.

    rearranged_lines     the result's lines of each hunk that only moved the original's words,
                         with a comprehension's glue (`[`, `for`, `in`, `if`, `return`) added and
                         the accumulator's (`result = []`, `result.append(`) dropped: the form
                         asked for, which the net (net.py) leaves out
    rewrite_findings     a hunk that also dropped, changed or invented a word (the filter lost,
                         `>` -> `>=`), a rewrite outside the function named, the function named
                         left as it was
"""

from __future__ import annotations

import re
from collections import Counter

from .diffing import opcodes
from .findings import Finding, line_list
from .phrasing import said_and_kept
from .scope import def_range, named_ranges
from .textcache import per_text
from .tokens import by_line, lex

ASKED = re.compile(r"\bcompr[eé]hensions?\b|\bcomprensi[oó]n|\b(?:list|dict|set)[- ]?comps?\b|generator\s+expressions?|"
                   r"内包表記|推导式|генератор\w*\s+спис", re.I)
# Words a comprehension writes around the loop's own words, and those the loop loses with its accumulator.
GLUE = {"[", "]", "(", ")", "{", "}", ":", ",", "for", "in", "if", "return", "yield"}
ACCUMULATE = {"append", "add", "extend", "update", "insert", ".", "=", "list", "dict", "set", "[]", "{}", "()", "pass", "continue"}
OPERATOR = re.compile(r"[<>=!+\-*/%&|^~]+")
Hunk = tuple[tuple[int, int], tuple[int, int], Counter, Counter]  # original lines, result lines [a, b), words dropped, added


def asked(instruction: str) -> bool:
    return bool(ASKED.search(said_and_kept(instruction)[0]))


def _glue(instruction: str) -> frozenset[str]:
    """A list comprehension asked: braces are no glue (a set or dict built instead)."""
    said = said_and_kept(instruction)[0]
    if re.search(r"\blist\b", said, re.I) and not re.search(r"\b(?:dict|set|map)\b", said, re.I):
        return frozenset(GLUE - {"{", "}"})
    return frozenset(GLUE)


@per_text(maxsize=4)
def _hunks(original: str, result: str, filename: str, glue: frozenset[str]) -> tuple[Hunk, ...]:
    """Each changed run of lines, with the code words it dropped and added beyond the glue."""
    before, after = _by_line(original, filename), _by_line(result, filename)
    a, b = [s.strip() for s in original.splitlines()], [s.strip() for s in result.splitlines()]
    out = []
    for tag, i1, i2, j1, j2 in opcodes(a, b):
        if tag == "equal":
            continue
        old = [w for n in range(i1 + 1, i2 + 1) for w in before.get(n, [])]
        new = [w for n in range(j1 + 1, j2 + 1) for w in after.get(n, [])]
        kept = _accumulators(old)
        dropped = Counter({w: k for w, k in (Counter(old) - Counter(new)).items() if w not in glue | ACCUMULATE | kept})
        added = Counter({w: k for w, k in (Counter(new) - Counter(old)).items() if w not in glue})
        out.append(((i1 + 1, i2 + 1), (j1 + 1, j2 + 1), dropped, added))
    return tuple(out)


def _by_line(text: str, filename: str) -> dict[int, list[str]]:
    """The code words of each line, an operator's characters as one word (`>=`, not `>` `=`)."""
    out: dict[int, list[str]] = {}
    for line, found in by_line([w for w in lex(text, filename) if w.kind != "comment"]).items():
        words = out[line] = []
        for k, w in enumerate(found):
            if k and found[k - 1].end == w.start and OPERATOR.fullmatch(w.text) and OPERATOR.fullmatch(words[-1]):
                words[-1] += w.text
            else:
                words.append(w.text)
    return out


def _accumulators(words: list[str]) -> set[str]:
    """Names the loop filled: `x = [` / `{` / `list(` ... then `x.append(`, `x[k] =`, `x.add(`."""
    made = {words[k] for k in range(len(words) - 2) if words[k + 1] == "=" and words[k + 2] in ("[", "{", "[]", "{}", "list", "dict", "set")}
    return {x for x in made if any(words[k] == x and words[k + 1] in (".", "[") for k in range(len(words) - 1))}


def rearranged_lines(original: str, result: str, filename: str, instruction: str) -> frozenset[int]:
    """The result's lines of the hunks that only rearranged the original's words (a comprehension asked)."""
    if not asked(instruction):
        return frozenset()
    return frozenset(n for _, (b1, b2), dropped, added in _hunks(original, result, filename, _glue(instruction)) if not dropped and not added
                     for n in range(b1, b2))


def rewrite_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    if not asked(instruction) or result == original:
        return []
    hunks = _hunks(original, result, filename, _glue(instruction))
    out = []
    changed = [(a1, a2, dropped, added) for (a1, a2), _, dropped, added in hunks if dropped or added]
    if changed:
        words = [f"removed `{w}`" for d in changed for w in d[2]][:3] + [f"added `{w}`" for d in changed for w in d[3]][:3]
        lines = [n for a1, a2, _, _ in changed for n in range(a1, max(a2, a1 + 1))]
        out.append(Finding("rewrite", False, f"the comprehension changed more than the loop's form: {', '.join(words)} "
                                             f"(original line{'s' if len(lines) > 1 else ''} {line_list(lines)})", tuple(lines)))
    named = _named_functions(original, filename, instruction)
    if named:
        touched = [(a1, a2) for (a1, a2), _, _, _ in hunks]
        inside = [r for r in named.values() if any(a1 <= r[1] and a2 - 1 >= r[0] for a1, a2 in touched)]
        outside = [a1 for a1, a2 in touched if not any(a1 <= r[1] and a2 - 1 >= r[0] for r in named.values())]
        if not inside:
            out.append(Finding("rewrite", False, f"{', '.join(f'`{n}`' for n in named)} left as it was"))
        elif outside:
            out.append(Finding("rewrite", False, f"rewrote code outside {', '.join(f'`{n}`' for n in named)} "
                                                 f"(original line{'s' if len(outside) > 1 else ''} {line_list(outside)})"))
    return out


def _named_functions(original: str, filename: str, instruction: str) -> dict[str, tuple[int, int]]:
    """The functions the instruction asks about (not those it says stay) that the file defines."""
    return {label.strip("`"): r for label, r in named_ranges(original, filename, said_and_kept(instruction)[0])
            if label.startswith("`") and def_range(original, filename, label.strip("`")) is not None}
