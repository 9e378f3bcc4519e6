"""Code rewritten into another form with the same names, values and operators, rearranged:
a loop as a comprehension ("loop -> list comprehension", "in eine List Comprehension"), a
promise chain as async/await ("checkRefills: .then chain -> async/await").

    rearranged_lines     the result's lines of each hunk that only moved the original's words,
                         with the form's glue added or dropped: a comprehension's (`[`, `for`,
                         `in`, `if`, `return`, the accumulator's `result = []` and `.append(`),
                         async/await's (`async`, `await`, `const x =`, `try`/`catch`, the
                         chain's `.then((x) =>`), and no `.then` left without its `await`: the
                         form asked for, which the net (net.py) leaves out
    rewrite_findings     a hunk that also dropped, changed or invented a word (the filter lost,
                         `>` -> `>=`), a rewrite outside the function named, the function named
                         left as it was
"""

from __future__ import annotations

import re
from collections import Counter

from .diffing import line_opcodes
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
# A promise chain as async/await: what the chain's callbacks and the awaits are written with.
ASYNC_ASKED = re.compile(r"\basync\b|\bawait\b|非同期|异步", re.I)
ASYNC_GLUE = frozenset({"async", "await", "then", "catch", "try", "const", "let", "var", "=", "=>", "return", "(", ")", "{", "}",
                        ";", ".", ","})
IDENT = re.compile(r"[A-Za-z_$][\w$]*")
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
def _hunks(original: str, result: str, filename: str, glue: frozenset[str], loop: bool = True) -> tuple[Hunk, ...]:
    """Each changed run of lines, with the code words it dropped and added beyond the glue
    (`loop`: a comprehension's, which may also drop the loop's accumulator). An async rewrite
    that left a `.then` without an `await` in its place added `then`."""
    before, after = _by_line(original, filename), _by_line(result, filename)
    out = []
    runs = [(i1, i2, j1, j2) for tag, i1, i2, j1, j2 in line_opcodes(original, result) if tag != "equal"]
    if not loop:  # a chain's lines the rewrite happened to keep (`logger.error(...)`) split one rewrite in several
        runs = _joined(runs, GAP)
    for i1, i2, j1, j2 in runs:
        old = [w for n in range(i1 + 1, i2 + 1) for w in before.get(n, [])]
        new = [w for n in range(j1 + 1, j2 + 1) for w in after.get(n, [])]
        if loop:  # the loop's variable may take another name in the comprehension (`for target in` -> `for t in`)
            new = _renamed_bound(old, new)
        kept = ACCUMULATE | _accumulators(old) if loop else set()
        dropped = Counter({w: k for w, k in (Counter(old) - Counter(new)).items() if w not in glue | kept})
        added = Counter({w: k for w, k in (Counter(new) - Counter(old)).items() if w not in glue})
        if not loop and old.count("then") > new.count("then") + new.count("await") - old.count("await"):
            added["then"] = 1  # a step of the chain that nothing awaits now
        if not loop and not dropped and not added and _order(old, glue) != _order(new, glue):
            added["(order)"] = 1  # the same words in another order: `a > b` -> `b > a`, arguments swapped
        out.append(((i1 + 1, i2 + 1), (j1 + 1, j2 + 1), dropped, added))
    return tuple(out)


def _bound(words: list[str]) -> list[str]:
    """The names loops bind, in order: the word after `for` (past `(`, `const`, `auto`...)."""
    out = []
    for k, w in enumerate(words):
        if w == "for":
            rest = [x for x in words[k + 1 : k + 5] if x not in ("(", "const", "let", "var", "val", "auto", "&", "mut", "final")]
            if rest and re.fullmatch(r"[A-Za-z_$][\w$]*", rest[0]):
                out.append(rest[0])
    return out


def _renamed_bound(old: list[str], new: list[str]) -> list[str]:
    """`new` with each loop variable it binds under another name given the original's name back,
    where the two bind as many and the other name is new to the hunk."""
    a, b = _bound(old), _bound(new)
    if len(a) != len(b):
        return new
    names = {y: x for x, y in zip(a, b) if x != y and y not in old and x not in new}
    return [names.get(w, w) for w in new] if names else new


GAP = 6  # unchanged lines between two changed runs that still make them one rewrite


def _joined(runs: list[tuple[int, int, int, int]], gap: int) -> list[tuple[int, int, int, int]]:
    """Changed runs of lines (original [i1, i2), result [j1, j2)) at most `gap` unchanged lines
    apart as one run over both and the lines between."""
    out: list[tuple[int, int, int, int]] = []
    for run in runs:
        if out and run[0] - out[-1][1] <= gap and run[2] - out[-1][3] <= gap:
            out[-1] = (out[-1][0], run[1], out[-1][2], run[3])
        else:
            out.append(run)
    return out


def _order(words: list[str], glue: frozenset[str]) -> list[str]:
    """The words that are not glue, in order, without the names where they are declared: a
    callback's parameter (`(res) =>`) becomes a `const res =`, and a `.catch((err) =>` a
    `catch (err)`, ahead of the call they name the result of."""
    declared = set()
    for k, w in enumerate(words):
        after = words[k + 1 : k + 4]
        if after[:1] == ["=>"] or (k and words[k - 1] == "(" and after[:2] == [")", "=>"]) \
                or (k and words[k - 1] in ("const", "let", "var")) or (k > 1 and words[k - 1] == "(" and words[k - 2] == "catch"):
            declared.add(w)
        if k and words[k - 1] in ("const", "let", "var", "(") and w in ("{", "["):  # `const { a, b } =`, `({ a, b }) =>`
            close = "}" if w == "{" else "]"
            end = words.index(close, k) if close in words[k:] else k
            declared |= {x for x in words[k + 1 : end] if IDENT.fullmatch(x)}
    return [w for w in words if w not in glue and w not in declared]  # (a name declared moves with its declaration)


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
    """The result's lines of the hunks that only rearranged the original's words (a comprehension
    or async/await asked)."""
    if asked(instruction):
        hunks = _hunks(original, result, filename, _glue(instruction))
    elif ASYNC_ASKED.search(said_and_kept(instruction)[0]):
        hunks = _hunks(original, result, filename, ASYNC_GLUE, False)
    else:
        return frozenset()
    return frozenset(n for _, (b1, b2), dropped, added in hunks if not dropped and not added for n in range(b1, b2))


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
