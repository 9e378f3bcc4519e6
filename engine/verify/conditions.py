"""A condition the result adds that assigns instead of comparing: `if (out = NULL)` sets `out`
and is always false, whatever the instruction (C, C++, Java, C#, JavaScript, TypeScript).
`if ((fp = fopen(path, "r")) == NULL)`, with its own parentheses, is the idiom and stays.

    condition_findings(original, result, filename) -> [Finding]"""

from __future__ import annotations

import re
from pathlib import PurePath

from .findings import Finding
from .scope import added_lines
from .tokens import lex

C_LIKE = {".c", ".h", ".cpp", ".cc", ".cxx", ".hpp", ".hh", ".java", ".cs", ".js", ".mjs", ".cjs", ".jsx", ".ts", ".tsx"}
HEAD = re.compile(r"\b(?:if|while)\s*\(")


def condition_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    if PurePath(filename).suffix.lower() not in C_LIKE or result == original:
        return []
    lines = result.splitlines()
    kept = set(original.splitlines())
    code = {w.line for w in lex(result, filename) if w.kind == "code" and w.text in ("if", "while")}
    out = []
    for n in sorted(added_lines(original, result)):
        if n in code and lines[n - 1] not in kept and _assigns(lines[n - 1]):
            out.append(Finding("condition", False, f"the condition at line {n} assigns (`=`) where it should compare (`==`)", (n,)))
    return out


def _assigns(line: str) -> bool:
    """An `if (...)`/`while (...)` on the line holds a lone `=` at its own parenthesis level."""
    for m in HEAD.finditer(line):
        depth, quote = 1, ""
        for k in range(m.end(), len(line)):
            ch = line[k]
            if quote:
                quote = "" if ch == quote and line[k - 1] != "\\" else quote
            elif ch in "\"'`":
                quote = ch
            elif ch == "(":
                depth += 1
            elif ch == ")":
                depth -= 1
                if depth == 0:
                    break
            elif ch == "=" and depth == 1 and line[k - 1] not in "=!<>+-*/%&|^:?" and line[k + 1:k + 2] not in ("=", ">"):
                # C++17's `if (auto p = find(k))` declares: a type before the name
                return not re.search(r"[A-Za-z_][\w:<>]*[\s*&]+[A-Za-z_]\w*\s*$", line[m.end():k])
    return False
