"""Evidence against a result that needs no reading of the instruction: code the result still
calls but no longer defines, a `const` assigned again; and what an instruction about dead code
may take out for sure (a whole `#if 0` block).

    broken_code(original, result, filename) -> [Finding]   new breakage only
    dead_code(original, result, filename, instruction) -> [(first, last)]"""

from __future__ import annotations

import re

from .findings import Finding, plural
from .syntax_trees import const_assignments, definitions
from .tokens import lex


def broken_code(original: str, result: str, filename: str) -> list[Finding]:
    out = []
    if (left := dangling(original, result, filename)) is not None:
        out.append(left)
    again = [x for x in const_assignments(result, filename) if x not in const_assignments(original, filename)]
    if again:
        name, line = again[0]
        out.append(Finding("definitions", False, f"assigns to the const `{name}` (line {line})", (line,)))
    return out


def dangling(original: str, result: str, filename: str) -> Finding | None:
    """A function or type the result no longer defines (renamed or removed) that its code still
    calls or names: it no longer compiles (`parseHeader` renamed, one caller left). Python's
    own check covers Python; an attribute (`x.name`) may be someone else's."""
    if filename.endswith((".py", ".pyi")):
        return None
    before = definitions(original, filename)
    if not before:
        return None
    gone = set(before) - set(definitions(result, filename))
    if not gone:
        return None
    words = lex(result, filename)
    used = [(w.text, w.line) for i, w in enumerate(words) if w.kind == "code" and w.text in gone and not (i and words[i - 1].text == ".")
            and not (i + 1 < len(words) and words[i + 1].text == ":")]  # `hydration: f64`: a field or key of that name
    if not used:
        return None
    name, line = used[0]
    more = f" (and {plural(len(used) - 1, 'more use')})" if len(used) > 1 else ""
    return Finding("definitions", False, f"leaves `{name}` undefined: still used at line {line}{more}", (line,))


# "delete the dead code", "the #if 0 block", "drop the unused helper": what nothing uses may go.
DEAD = re.compile(r"\b(?:dead|unused|unreferenced|never\s+(?:used|called)|not\s+used|compiled\s+out|disabled|obsolete|#\s*if\s+0)\b|#if\s*0", re.I)


def dead_code(original: str, result: str, filename: str, instruction: str) -> list[tuple[int, int]]:
    """Under an instruction about dead code, the deleted stretches of the original (first, last
    line) that are dead for sure: code the preprocessor never compiles, taken out whole (`#if
    0` to its `#endif`), whose definitions nothing else refers to. (A function nothing in its own file
    calls may still be another file's: that alone is no proof.)"""
    if not DEAD.search(instruction):
        return []
    from .scope import changed_lines

    disabled = _disabled(original.splitlines())
    after = definitions(result, filename)
    words = lex(original, filename)
    out = []
    for tag, (o1, o2), _ in changed_lines(original, result):
        if tag == "insert" or not any(o1 <= a and b <= o2 for a, b in disabled):  # the whole block, directives too
            continue
        inside = [d for d in definitions(original, filename).values() if o1 <= d.line <= o2 and d.name not in after]
        if all(not any(w.kind == "code" and w.text == d.name and not (o1 <= w.line <= o2) for w in words) for d in inside):
            out.append((o1, o2))
    return out


def _disabled(lines: list[str]) -> list[tuple[int, int]]:
    """The `#if 0` ... `#endif` stretches (1-based, both lines included), nesting counted."""
    out, start, depth = [], 0, 0
    for n, line in enumerate(lines, 1):
        s = line.strip()
        if start and re.match(r"#\s*if", s):
            depth += 1
        elif start and re.match(r"#\s*endif\b", s):
            depth -= 1
            if depth == 0:
                out.append((start, n))
                start = 0
        elif not start and re.match(r"#\s*if\s+0\b", s):
            start, depth = n, 1
    return out
