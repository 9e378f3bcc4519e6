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


def _declared(line: str, name: str, python: bool) -> bool:
    if python:
        return bool(re.match(rf"\s*{re.escape(name)}\s*(?::[^=]*)?=(?!=)", line))
    return any(name in m.groups() for m in DECLARED.finditer(line))


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

    out: list[Finding] = []
    for name in sorted(new):
        decls = [k for k, line in enumerate(lines, 1) if re.search(rf"\b{re.escape(name)}\b", line) and _declared(line, name, python)]
        homes = {inner(k) for k in decls}
        if not decls or None in homes:
            continue  # declared nowhere (another rule's business) or at the top level, seen everywhere
        reads = [w.line for i, w in enumerate(words) if w.text == name and (i == 0 or words[i - 1].text not in (".", "->", "::"))
                 and w.line not in decls and (i + 1 >= len(words) or words[i + 1].text != ":")]
        astray = [k for k in reads if inner(k) not in homes and inner(k) is not None]
        if astray:
            home = next(iter(homes))
            out.append(Finding("confined", False, f"`{name}` is declared inside `{home}` (line {decls[0]}) but read in "
                               f"`{inner(astray[0])}` (line {astray[0]}), where it is not defined", (astray[0],)))
    return out
