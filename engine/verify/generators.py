"""A Python function that returned a list and now returns a generator expression, whatever the
instruction unless it asks for laziness: `return (p for p in players if p.ok)` where the loop
built a list. Callers that take `len()`, index it, or read it twice get nothing the second
time; the parentheses are the whole difference from the comprehension that was asked for.

    generator_findings(original, result, filename, instruction) -> [Finding]"""

from __future__ import annotations

import ast
import re
from pathlib import PurePath

from .decisions import qualified_functions
from .findings import Finding, line_list
from .parsers import plain_tree
from .scope import wrote

# An instruction that asks for a generator or for laziness.
LAZY = re.compile(r"\b(?:generators?|lazy|lazily|yield\w*|iterators?|iterables?|stream\w*|genexp\w*|memory|one\s+at\s+a\s+time|"
                  r"on\s+demand)\b", re.I)
LISTS = (ast.List, ast.ListComp)


def generator_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    if PurePath(filename).suffix.lower() not in (".py", ".pyi") or result == original or LAZY.search(instruction) \
            or not wrote(original, result, r"\(.*\bfor\b.*\bin\b|^\s*\w+\s*=\s*\($|^\s*return\s*\($"):
        return []  # no generator expression written (a parse of both texts is the costly part)
    before, after = plain_tree(original), plain_tree(result)  # (shared with the other rules that walk the definitions)
    if before is None or after is None:
        return []
    listed = {name for name, fn in qualified_functions(before) if _returns(fn, LISTS) and not _returns(fn, (ast.GeneratorExp,))}
    found = [(name, line) for name, fn in qualified_functions(after) if name in listed
             for line in [_returns(fn, (ast.GeneratorExp,))] if line]
    if not found:
        return []
    names = ", ".join(f"`{n}`" for n, _ in found)
    lines = [line for _, line in found]
    return [Finding("generator", False, f"{names} now return{'s' if len(found) == 1 else ''} a generator where it returned a list "
                    f"(line{'s' if len(lines) > 1 else ''} {line_list(lines)}): `len()`, indexing and a second pass fail", tuple(lines))]


def _returns(fn: ast.FunctionDef | ast.AsyncFunctionDef, kinds: tuple[type, ...]) -> int:
    """The line of a `return` whose value is of `kinds`, directly or through the local it
    returns (`out = [...]; ...; return out`), in the function's own body; 0 for none."""
    assigned: dict[str, list[ast.expr]] = {}
    returns: list[ast.Return] = []
    stack: list[ast.AST] = list(fn.body)
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            continue  # a nested function's returns are its own
        if isinstance(node, ast.Return) and node.value is not None:
            returns.append(node)
        elif isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            assigned.setdefault(node.targets[0].id, []).append(node.value)
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.value is not None:
            assigned.setdefault(node.target.id, []).append(node.value)
        stack.extend(ast.iter_child_nodes(node))
    for r in returns:
        value = r.value
        values = assigned.get(value.id, []) if isinstance(value, ast.Name) else [value]
        if values and all(isinstance(v, kinds) for v in values):
            return r.lineno
    return 0
