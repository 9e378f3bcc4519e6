"""Python: a name the result's new `try` assigns is read after it, where an `except` that
catches without leaving (no `return`, `raise`, `continue`, `break`, exit) has not assigned it:
when that handler runs, the read raises UnboundLocalError (`event = parse(body)` in the `try`,
a warning logged in the `except`, `event.kind` on the next line). Whatever the instruction.

    unbound_findings(original, result, filename) -> [Finding]"""

from __future__ import annotations

import ast

from .findings import Finding
from .parsers import plain_tree
from .scope import added_lines

LEAVES = (ast.Return, ast.Raise, ast.Continue, ast.Break)
EXITS = {"exit", "_exit", "abort", "fail", "skip", "fatal"}


def unbound_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    if not filename.endswith((".py", ".pyi")) or result == original:
        return []
    added = added_lines(original, result)
    lines = result.splitlines()
    if not any(lines[n - 1].strip().startswith("try") for n in added if n <= len(lines)):
        return []  # no `try` added
    tree = plain_tree(result)
    if tree is None:
        return []
    out = []
    for fn in ast.walk(tree):
        if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        for block in _blocks(fn):
            for at, node in enumerate(block):
                if isinstance(node, ast.Try) and node.lineno in added and (found := _unbound(fn, block, at, node)):
                    name, handler, line = found
                    out.append(Finding("unbound", False, f"`{name}` is read at line {line}, but the `except` at line "
                                       f"{handler} leaves it unassigned and goes on (UnboundLocalError)", (line,)))
    return out


def _blocks(fn: ast.AST):
    """Every statement list inside the function (not inside nested functions or classes)."""
    stack = [fn]
    while stack:
        node = stack.pop()
        for field in ("body", "orelse", "finalbody", "handlers"):
            block = getattr(node, field, None)
            if isinstance(block, list) and block and isinstance(block[0], ast.stmt):
                yield block
            if isinstance(block, list):
                stack.extend(n for n in block if not isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)))


def _unbound(fn: ast.AST, block: list[ast.stmt], at: int, node: ast.Try) -> tuple[str, int, int] | None:
    shared = {n for x in ast.walk(fn) if isinstance(x, (ast.Global, ast.Nonlocal)) for n in x.names}  # they keep a value
    earlier = _stored([s for s in block[:at]]) | _params(fn) | _stored_before(fn, node.lineno) | shared
    assigned = _stored(node.body) - earlier
    if not assigned:
        return None
    for handler in node.handlers:
        if _leaves(handler.body):
            continue
        missing = assigned - _stored(handler.body) - _stored(node.finalbody)
        for later in block[at + 1:]:
            guarded = _guarded(later, _stored(node.body))
            for n in ast.walk(later):
                if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load) and n.id in missing and id(n) not in guarded:
                    return n.id, handler.lineno, n.lineno
                if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store):
                    missing.discard(n.id)
    return None


def _stored(stmts: list[ast.stmt]) -> set[str]:
    return {n.id for s in stmts for n in ast.walk(s) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}


def _stored_before(fn: ast.AST, line: int) -> set[str]:
    return {n.id for n in ast.walk(fn) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store) and n.lineno < line}


def _params(fn) -> set[str]:
    a = fn.args
    return {x.arg for x in a.posonlyargs + a.args + a.kwonlyargs} | {x.arg for x in (a.vararg, a.kwarg) if x is not None}


def _guarded(stmt: ast.stmt, assigned: set[str]) -> set[int]:
    """The names read under an `if` that tests something the `try` assigned (`if ok: use(data)`)."""
    out: set[int] = set()
    for n in ast.walk(stmt):
        if isinstance(n, ast.If) and any(isinstance(x, ast.Name) and x.id in assigned for x in ast.walk(n.test)):
            out |= {id(x) for s in n.body for x in ast.walk(s)}
    return out


def _leaves(body: list[ast.stmt]) -> bool:
    last = body[-1] if body else None
    if isinstance(last, LEAVES):
        return True
    if isinstance(last, (ast.With, ast.AsyncWith)):
        return _leaves(last.body)
    if isinstance(last, ast.Expr) and isinstance(last.value, ast.Call):
        f = last.value.func
        name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
        owner = f.value.id if isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) else ""
        return name in EXITS or name == "error" and "parser" in owner.lower()  # argparse's `parser.error` exits
    if isinstance(last, ast.If):
        return _leaves(last.body) and _leaves(last.orelse)
    return False
