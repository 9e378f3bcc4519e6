"""A Python docstring the result adds where Python reads it: a string statement added right above
a `def` or `class` (instead of as the first statement of its body) documents nothing, and
`help()` shows none. Whatever the instruction.

    docstring_findings(original, result, filename) -> [Finding]"""

from __future__ import annotations

import ast

from .findings import Finding
from .parsers import plain_tree
from .scope import added_lines


def docstring_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    if not filename.endswith((".py", ".pyi")) or result == original:
        return []
    added = added_lines(original, result)
    lines = result.splitlines()
    if not any(lines[n - 1].lstrip()[:1] in ("'", '"') or lines[n - 1].lstrip()[:2].lower() in ('r"', "r'") for n in added if n <= len(lines)):
        return []  # no string statement added
    tree = plain_tree(result)
    if tree is None:
        return []
    out = []
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if not isinstance(body, list):
            continue
        for k, stmt in enumerate(body[:-1]):
            nxt = body[k + 1]
            if k == 0 and isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                continue  # the body's own docstring
            if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant) and isinstance(stmt.value.value, str) \
                    and stmt.lineno in added and isinstance(nxt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) \
                    and not nxt.decorator_list and (nxt.lineno - (stmt.end_lineno or stmt.lineno)) <= 2:
                out.append(Finding("docstring", False, f"the string added at line {stmt.lineno} sits above `{nxt.name}`, "
                                   "not inside it: it is no docstring", (stmt.lineno,)))
    return out
