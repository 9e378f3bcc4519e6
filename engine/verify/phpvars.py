"""PHP: a variable the edit stopped assigning is no longer read: an inline that drops `$subject =
sprintf(...)` but still passes `$subject` reads an undefined variable (a warning, then null),
whatever the instruction.

    php_variable_findings(original, result, filename) -> [Finding]

A variable counts as given a value by an assignment (`$x =`, `$x[] =`, `$x .=`), a parameter, a
`foreach (... as $k => $v)`, a `catch (E $e)`, `global`/`static`, a `list(...)`/`[...] =`
destructuring or a closure's `use (...)`."""

from __future__ import annotations

import re
from pathlib import PurePath

from .findings import Finding, line_list

VAR = r"\$([A-Za-z_]\w*)"
ASSIGNED = re.compile(VAR + r"(?:\[[^\]]*\])*\s*(?:[.+\-*/%?]|\?\?)?=(?![=>])")
BOUND = (re.compile(r"\bfunction\b[^{;]*?\(([^)]*)\)"), re.compile(r"\bas\s+([^)]*)\)"), re.compile(r"\bcatch\s*\(([^)]*)\)"),
         re.compile(r"\b(?:global|static)\s+([^;]*);"), re.compile(r"\blist\s*\(([^)]*)\)\s*="), re.compile(r"\[([^\]]*)\]\s*=(?!=)"),
         re.compile(r"\buse\s*\(([^)]*)\)"), re.compile(r"\bfn\s*\(([^)]*)\)"))
SUPER = {"this", "GLOBALS", "_GET", "_POST", "_REQUEST", "_SERVER", "_COOKIE", "_SESSION", "_FILES", "_ENV", "argv", "argc"}


def php_variable_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    if PurePath(filename).suffix.lower() != ".php" or result == original:
        return []
    before = dict((name, body) for name, body, _ in _functions(original))
    out = []
    for name, body, first in _functions(result):
        was = before.get(name)
        if was is None or was == body:
            continue
        gone = {m.group(1) for m in ASSIGNED.finditer(was)} - _bound(body) - SUPER
        for var in sorted(gone):
            lines = [first + k for k, line in enumerate(body.splitlines()) if re.search(rf"\${var}\b", line)]
            if lines:
                out.append(Finding("undeclared", False, f"`${var}` is no longer assigned in `{name}`, but line{'s' if len(lines) > 1 else ''} "
                                   f"{line_list(lines)} still read{'' if len(lines) > 1 else 's'} it", tuple(lines)))
    return out


def _functions(text: str) -> list[tuple[str, str, int]]:
    """(name, text from `function` to its closing brace, first line) of each named function."""
    out = []
    for m in re.finditer(r"\bfunction\s+&?\s*([A-Za-z_]\w*)\s*\(", text):
        open_at = text.find("{", m.end())
        semi = text.find(";", m.end())
        if open_at < 0 or 0 <= semi < open_at:
            continue  # an abstract or interface method
        depth = 0
        for k in range(open_at, len(text)):
            depth += {"{": 1, "}": -1}.get(text[k], 0)
            if depth == 0:
                out.append((m.group(1), text[m.start():k + 1], text.count("\n", 0, m.start()) + 1))
                break
    return out


def _bound(text: str) -> set[str]:
    names = {m.group(1) for m in ASSIGNED.finditer(text)}
    for form in BOUND:
        for m in form.finditer(text):
            names |= set(re.findall(VAR, m.group(1)))
    return names
