"""A definition the result adds under a name its scope already defines: a second
`def test_feb_proration` replaces the first (pytest runs one), a second Go `func parse` or Rust
`fn parse` does not compile, a second JavaScript `function parse` or method silently wins.
Whatever the instruction; languages that overload by parameters (Java, C#, C++, Kotlin,
Swift) are left out.

    redefined_findings(original, result, filename) -> [Finding]

A Python name defined again on purpose is no duplicate: `@overload`, a property's
`@x.setter`, `@f.register`, and definitions under `if`/`try` (only a body's own statements
count). Go's `init`, Rust items under an attribute (`#[cfg(unix)]` and `#[cfg(windows)]` twins) and
JavaScript's local functions (of a callback, an IIFE or a block: scopes not read here) are left
alone. Python through `ast`; Go, Rust, JavaScript and TypeScript through tree-sitter."""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import PurePath

from .scope import SCRIPTS
from .findings import Finding, line_list
from .parsers import plain_tree
from .queries import both_parsed, captures

TREES = {".go", ".rs"} | SCRIPTS
DEFINING = ("function_declaration", "method_declaration", "function_item", "method_definition")
SCOPES = {"class_declaration", "class", "impl_item", "mod_item", "trait_item", "function_declaration", "function_item",
          "method_definition"}


def redefined_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    suffix = PurePath(filename).suffix.lower()
    if result == original or _def_lines(original) == _def_lines(result):
        return []  # no definition added (a cheap look before any parse)
    if suffix in (".py", ".pyi"):
        before, after = _python(original), _python(result)
    elif suffix in TREES and (trees := both_parsed(original, result, filename)) is not None:
        before, after = _tree(trees[0], suffix), _tree(trees[1], suffix)
    else:
        return []
    if before is None or after is None:
        return []
    old = Counter(key for key, _ in before)
    new = Counter(key for key, _ in after)
    out = []
    for key, n in new.items():
        if n >= 2 and n > old[key]:
            lines = sorted(line for k, line in after if k == key)
            out.append(Finding("redefined", False, f"`{key[-1]}` is defined {n} times in one scope (lines {line_list(lines)}): "
                               f"{'the last replaces the others' if suffix in SCRIPTS | {'.py', '.pyi'} else 'it does not compile'}",
                               tuple(lines)))
    return out


def _def_lines(text: str) -> list[str]:
    import re

    return [line.strip() for line in text.splitlines() if re.match(r"\s*(?:async\s+|pub(?:\([^)]*\))?\s+|export\s+)*(?:def|class|fn|func|function)\b"
                                                                    r"|\s*(?:static\s+|async\s+|get\s+|set\s+)*[A-Za-z_$][\w$]*\s*\([^)]*\)\s*\{", line)]


# -- Python ---------------------------------------------------------------------------------

AGAIN = {"overload", "setter", "getter", "deleter", "register"}


def _python(text: str) -> list[tuple[tuple[str, ...], int]] | None:
    tree = plain_tree(text)
    if tree is None:
        return None
    out: list[tuple[tuple[str, ...], int]] = []
    _walk(tree.body, (), out)
    return out


def _walk(body: list[ast.stmt], scope: tuple[str, ...], out: list) -> None:
    for node in body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            if not any(_decorator(d) in AGAIN for d in node.decorator_list):
                out.append((scope + (node.name,), node.lineno))
            _walk(node.body, scope + (node.name,), out)


def _decorator(node: ast.expr) -> str:
    node = node.func if isinstance(node, ast.Call) else node
    return node.attr if isinstance(node, ast.Attribute) else node.id if isinstance(node, ast.Name) else ""


# -- tree-sitter ----------------------------------------------------------------------------

def _tree(tree, suffix: str) -> list[tuple[tuple[str, ...], int]]:
    out = []
    for node in captures(tree, suffix, d=DEFINING).get("d", []):
        name = node.child_by_field_name("name")
        if name is None or suffix in SCRIPTS and node.type == "method_definition" and _accessor(node):
            continue
        if suffix in SCRIPTS and node.parent is not None and node.parent.type not in ("program", "export_statement", "class_body"):
            continue  # a local function of a callback, an IIFE or a block: its own scope, not read here
        if suffix == ".go" and name.text == b"init" or suffix == ".rs" and _configured(node):
            continue  # Go runs every `init`; `#[cfg(unix)]` and `#[cfg(windows)]` twins compile one
        scope = []
        receiver = node.child_by_field_name("receiver")  # Go: `func (s *Store) Get`
        if receiver is not None:
            scope.append(receiver.text.decode("utf-8", "replace").split()[-1].strip("*()"))
        parent = node.parent
        while parent is not None:
            if parent.type in SCOPES:
                named = [parent.child_by_field_name(f) for f in ("name", "trait", "type")]  # `impl Display for X`
                scope.append(f"{parent.type}:" + " ".join(n.text.decode("utf-8", "replace") for n in named if n is not None))
            parent = parent.parent
        out.append((tuple(reversed(scope)) + (name.text.decode("utf-8", "replace"),), node.start_point[0] + 1))
    return out


def _configured(node) -> bool:
    """A Rust item under an attribute (`#[cfg(...)]`): which twin compiles is the build's choice."""
    prev = node.prev_named_sibling
    return prev is not None and prev.type == "attribute_item"


def _accessor(node) -> bool:
    """A JavaScript `get x()` / `set x(v)` pair shares one name by design."""
    return any(c.type in ("get", "set", "static") for c in node.children)
