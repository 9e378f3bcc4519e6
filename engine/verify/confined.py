"""A name the edit declares inside one function and reads in another: `const RATE = 0.035`
put inside `interestDue` while `renewalQuote` reads `RATE` too (a ReferenceError, a compile
error, a NameError), whatever the instruction. Only names the original's code does not have;
a declaration outside every function (module level) is seen everywhere.

    confined_findings(original, result, filename, instruction) -> [Finding]"""

from __future__ import annotations

import re
from pathlib import PurePath

from .findings import Finding
from .scope import changed_lines
from .textcache import per_text
from .syntax_trees import definitions
from .tokens import lex
from .undeclared import DECLARED

RUNNABLE = re.compile(r"function|method|constructor|closure|lambda|arrow", re.I)


@per_text(maxsize=4)
def _identifiers(text: str) -> frozenset[str]:
    return frozenset(re.findall(r"[A-Za-z_]\w*", text))


def _signature(lines: list[str], first: int) -> str:
    """A function's header from its first line (1-based) to the end of its parameter list."""
    text, depth = "", 0
    for line in lines[first - 1:first + 11]:
        text += line + "\n"
        depth += line.count("(") - line.count(")")
        if depth <= 0 and "(" in text:
            break
    return text


def _declared(line: str, name: str, python: bool) -> bool:
    if python:
        return bool(re.match(rf"\s*{re.escape(name)}\s*(?::[^=]*)?=(?!=)", line))
    # (`let Some(tooth) = ...`, `let Point { x, y } = ...`: a pattern, whose names are inside it)
    return any(name in m.groups() and not re.match(r"\s*[({]", line[m.end():]) for m in DECLARED.finditer(line))


def confined_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    if result == original:
        return []
    python = PurePath(filename).suffix.lower() in (".py", ".pyi")
    lines = result.splitlines()
    changed = {k for _, _, (r1, r2) in changed_lines(original, result) for k in range(r1, r2 + 1) if 0 < k <= len(lines)}
    before = _identifiers(original)  # (the edit's new names are on the lines it changed: a long file costs little)
    new = {w for k in changed for w in re.findall(r"(?<![\w$])[A-Za-z_]\w*", lines[k - 1]) if w not in before and len(w) > 2}
    if not new:
        return []
    words = [w for w in lex(result, filename) if w.kind == "code"]
    functions = sorted(((d.line, d.end or d.line, d.name) for d in definitions(result, filename).values() if RUNNABLE.search(d.kind)),
                       key=lambda f: f[1] - f[0])

    def inner(k: int) -> str | None:  # the innermost function around line k, None at the top level
        return next((n for a, b, n in functions if a <= k <= b), None)

    def seen(k: int, homes: list[tuple[int, int]]) -> bool:  # line k is inside a function that declares it (or a nested one)
        return any(a <= k <= b for a, b in homes)

    out: list[Finding] = []
    for name in sorted(new):
        decls = [k for k, line in enumerate(lines, 1) if re.search(rf"\b{re.escape(name)}\b", line) and _declared(line, name, python)]
        # a parameter declares it in its function: the header up to its body
        params = [(a, b) for a, b, _ in functions if re.search(rf"\b{re.escape(name)}\b", _signature(lines, a))]
        homes = [(a, b) for a, b, _ in functions if any(a <= k <= b for k in decls)] + params
        if not decls or any(inner(k) is None for k in decls):
            continue  # declared nowhere (another rule's business) or at the top level, seen everywhere
        reads = [w.line for i, w in enumerate(words) if w.text == name and (i == 0 or words[i - 1].text not in (".", "->", "::"))
                 and w.line not in decls and (i + 1 >= len(words) or words[i + 1].text not in (":", "="))]
        astray = [k for k in reads if inner(k) is not None and not seen(k, homes)]
        if astray:
            home = inner(decls[0])
            out.append(Finding("confined", False, f"`{name}` is declared inside `{home}` (line {decls[0]}) but read in "
                               f"`{inner(astray[0])}` (line {astray[0]}), where it is not defined", (astray[0],)))
    return out
