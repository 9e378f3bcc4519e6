"""Data written as code: a Python module's constants that are literals (`WAYPOINTS = [{...}]`,
`LIMITS = {"a": 1}`), read with ast.literal_eval, so that the data net (datanet.py) judges an
addition to them the way it judges one to a JSON file: a key added to some objects of a list
but not their siblings, a value the instruction does not give, a string where it gives a number.

    literals(text, filename) -> {name: value} | None   None: not Python, or it does not parse"""

from __future__ import annotations

import ast
from pathlib import PurePath
from typing import Any

from .datanet import partial_additions, unexplained_data, data_changes
from .findings import Finding, plural
from .parsers import plain_tree


def literals(text: str, filename: str) -> dict[str, Any] | None:
    if PurePath(filename).suffix.lower() not in (".py", ".pyi"):
        return None
    try:
        tree = plain_tree(text)  # the one parse of this text the check shares
    except RecursionError:
        return None
    if tree is None:
        return None
    out: dict[str, Any] = {}
    for node in tree.body:
        target, value = None, None
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target, value = node.targets[0], node.value
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            target, value = node.target, node.value
        if isinstance(target, ast.Name) and isinstance(value, (ast.Dict, ast.List, ast.Tuple, ast.Set)):
            try:
                out[target.id] = ast.literal_eval(value)
            except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
                continue
    return out


def code_data_findings(original: str, result: str, filename: str, instruction: str, every: bool) -> list[Finding]:
    """Keys the result added inside the module's literal data that the data net finds wrong
    (the other changes are the token net's)."""
    before, after = literals(original, filename), literals(result, filename)
    if not before or after is None:
        return []
    common = {k: v for k, v in before.items() if k in after}
    changes = [c for c in data_changes(common, {k: after[k] for k in common}) if c.kind == "added"]
    if not changes:
        return []
    out = [Finding("data", False, p) for p in partial_additions(common, after, changes)] if every else []
    odd = [text for c, text in unexplained_data(changes, instruction, every, common) if "value" in text or "string" in text]
    if odd:
        shown = "; ".join(odd[:3]) + (f" and {plural(len(odd) - 3, 'more change')}" if len(odd) > 3 else "")
        out.append(Finding("data", False, f"changed the data beyond the instruction: {shown}"))
    return out
