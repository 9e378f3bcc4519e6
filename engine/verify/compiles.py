"""Errors a parser lets through but the compiler or the interpreter does not, of the kind an
edit that adds a field makes, found in the result and not in the original:

    Rust     a struct literal that lists neither every field nor `..base` (E0063: the field
             added to the struct but not to its `Default` impl)
    Python   a dataclass field without a default after one with a default (TypeError when the
             module loads)

    compile_findings(original, result, filename) -> [Finding]
"""

from __future__ import annotations

import ast
import re
from pathlib import PurePath

from .findings import Finding, line_list
from .parsers import ast_nodes, plain_tree


def _rust_errors(text: str) -> list[tuple[int, str]]:
    """(line, message) for every struct literal missing fields of a struct the file defines."""
    from .syntax_trees import _tree

    tree = _tree(text, "x.rs")
    if tree is None:
        return []
    fields: dict[str, set[str]] = {}
    literals = []
    stack = [tree.root_node]
    impl_of: dict[int, str] = {}
    while stack:
        node = stack.pop()
        if node.type == "struct_item" and (name := node.child_by_field_name("name")) is not None:
            body = node.child_by_field_name("body")
            if body is not None and body.type == "field_declaration_list":
                fields[name.text.decode()] = {c.child_by_field_name("name").text.decode() for c in body.named_children
                                              if c.type == "field_declaration" and c.child_by_field_name("name") is not None}
        if node.type == "impl_item" and (ty := node.child_by_field_name("type")) is not None:
            for child in node.named_children:
                impl_of[child.id] = ty.text.decode()
        if node.type == "struct_expression":
            literals.append(node)
        for child in node.named_children:
            if node.id in impl_of:
                impl_of[child.id] = impl_of[node.id]
            stack.append(child)
    out = []
    for node in literals:
        name = node.child_by_field_name("name")
        body = node.child_by_field_name("body")
        if name is None or body is None:
            continue
        ty = name.text.decode()
        ty = impl_of.get(node.id, ty) if ty == "Self" else ty
        if ty not in fields or any(c.type == "base_field_initializer" for c in body.named_children):
            continue
        given = {(c.child_by_field_name("field") or c).text.decode() for c in body.named_children
                 if c.type in ("field_initializer", "shorthand_field_initializer")}
        if missing := sorted(fields[ty] - given):
            out.append((node.start_point[0] + 1, f"`{ty} {{ .. }}` misses {', '.join(f'`{m}`' for m in missing[:3])}"))
    return out


def _dataclass_errors(text: str) -> list[tuple[int, str]]:
    tree = plain_tree(text)  # the one parse per text the check's rules share
    if tree is None or "dataclass" not in text:
        return []
    out = []
    for node in ast_nodes(tree):
        if not isinstance(node, ast.ClassDef) or not any(_is_dataclass(d) for d in node.decorator_list):
            continue
        defaulted = False
        for stmt in node.body:
            if not isinstance(stmt, ast.AnnAssign) or not isinstance(stmt.target, ast.Name):
                continue
            if "ClassVar" in ast.unparse(stmt.annotation) or "KW_ONLY" in ast.unparse(stmt.annotation):
                if "KW_ONLY" in ast.unparse(stmt.annotation):
                    break
                continue
            if stmt.value is not None and not _no_default(stmt.value):
                defaulted = True
            elif defaulted:
                out.append((stmt.lineno, f"dataclass field `{stmt.target.id}` has no default after fields with one"))
    return out


def _is_dataclass(decorator: ast.expr) -> bool:
    text = ast.unparse(decorator)
    return bool(re.match(r"(?:dataclasses\.)?dataclass\b", text)) and "kw_only=True" not in text.replace(" ", "")


def _no_default(value: ast.expr) -> bool:
    """`field(init=False)`-like values without default or default_factory."""
    if isinstance(value, ast.Call) and ast.unparse(value.func).endswith("field"):
        return not any(k.arg in ("default", "default_factory") for k in value.keywords)
    return False


def compile_findings(original: str, result: str, filename: str) -> list[Finding]:
    suffix = PurePath(filename).suffix.lower()
    find = _rust_errors if suffix == ".rs" else _dataclass_errors if suffix in (".py", ".pyi") else None
    if find is None or result == original:
        return []
    known = {message for _, message in find(original)}
    new = [(line, message) for line, message in find(result) if message not in known]
    if not new:
        return []
    return [Finding("compiles", False, f"{new[0][1]} (line {line_list([n for n, _ in new])}): it will not "
                    f"{'compile' if suffix == '.rs' else 'load'}", tuple(n for n, _ in new))]
