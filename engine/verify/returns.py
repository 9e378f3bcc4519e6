"""A `return` the result adds gives its function what the signature says, whatever the
instruction (each is a compile error):

    Rust   `None`/`Some(..)` only where the function returns an `Option`, `Ok(..)`/`Err(..)` only
           where it returns a `Result`; a value where it returns one, none where it returns nothing
    Go     as many values as the function's results (a bare `return` with named results aside),
           and no `nil` for a number, string or bool
    Java   no `null` from a method returning a primitive, no value from a `void` one, a value
           from every other

    return_findings(original, result, filename) -> [Finding]"""

from __future__ import annotations

import re
from pathlib import PurePath

from .tokens import split_top
from .findings import Finding
from .queries import both_parsed, captures
from .scope import added_lines, wrote

FUNCTIONS = {".rs": ("function_item", "closure_expression", "async_block"), ".go": ("function_declaration", "method_declaration", "func_literal"),
             ".java": ("method_declaration", "lambda_expression", "constructor_declaration")}
RETURNS = ("return_expression", "return_statement")
GO_BASIC = re.compile(r"(?:u?int(?:8|16|32|64)?|float(?:32|64)|complex(?:64|128)|string|bool|byte|rune|uintptr)")


def return_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    suffix = PurePath(filename).suffix.lower()
    if suffix not in FUNCTIONS or result == original:
        return []
    if not wrote(original, result, r"\breturn\b|\bcatch\b"):
        return []  # no `return` or `catch` added (a look at the text before any parse)
    if (trees := both_parsed(original, result, filename)) is None:
        return []
    nodes = captures(trees[1], suffix, f=FUNCTIONS[suffix], r=RETURNS)
    added = added_lines(original, result)
    out = []
    for ret in nodes.get("r", []):
        line = ret.start_point[0] + 1
        if line not in added:
            continue
        fn = _enclosing(ret, FUNCTIONS[suffix])
        if fn is None or fn.type in ("closure_expression", "async_block", "func_literal", "lambda_expression"):
            continue
        value = " ".join(c.text.decode("utf-8", "replace") for c in ret.named_children if c.type not in ("comment", "line_comment"))
        why = {".rs": _rust, ".go": _go, ".java": _java}[suffix](fn, value.strip())
        if why:
            out.append(Finding("return", False, f"the `return` at line {line} {why}", (line,)))
    if suffix == ".java":
        out += _falls_off(trees[1], added)
    return out


def _falls_off(tree, added: frozenset[int]) -> list[Finding]:
    """Java: a method that returns a value and ends in a `try` whose added `catch` neither returns
    nor throws (javac: missing return statement)."""
    out = []
    for fn in captures(tree, ".java", m=("method_declaration",)).get("m", []):
        kind, body = fn.child_by_field_name("type"), fn.child_by_field_name("body")
        if kind is None or kind.type == "void_type" or body is None:
            continue
        last = [c for c in body.named_children if "comment" not in c.type][-1:]
        if not last or last[0].type != "try_statement":
            continue
        for clause in (c for c in last[0].named_children if c.type == "catch_clause"):
            block = clause.child_by_field_name("body")
            tail = [c for c in block.named_children if "comment" not in c.type][-1:] if block is not None else []
            line = clause.start_point[0] + 1
            if line in added and not (tail and tail[0].type in ("return_statement", "throw_statement")):
                out.append(Finding("return", False, f"the `catch` at line {line} neither returns nor throws, and `{_name(fn)}` "
                                   "ends there: it returns nothing (missing return statement)", (line,)))
    return out


def _enclosing(node, types: tuple[str, ...]):
    node = node.parent
    while node is not None and node.type not in types:
        node = node.parent
    return node


def _text(node) -> str:
    return node.text.decode("utf-8", "replace") if node is not None else ""


def _rust(fn, value: str) -> str | None:
    ret = _text(fn.child_by_field_name("return_type")).strip()
    if not value and ret and ret not in ("()", "!") and not re.match(r"impl\b", ret):
        return f"gives nothing, but `{_name(fn)}` returns `{ret}`"
    if value and not ret and value != "()":
        return f"gives a value, but `{_name(fn)}` returns nothing"
    if re.match(r"(?:None\b|Some\s*\()", value) and not re.search(r"\bOption\b|^impl\b|^Self$|^T$", ret):
        return f"gives an Option, but `{_name(fn)}` returns {f'`{ret}`' if ret else 'nothing'}"
    if re.match(r"(?:Ok|Err)\s*\(", value) and not re.search(r"Result\b|^impl\b|^Self$|^T$", ret):
        return f"gives a Result, but `{_name(fn)}` returns {f'`{ret}`' if ret else 'nothing'}"
    return None


def _go(fn, value: str) -> str | None:
    result = fn.child_by_field_name("result")
    if result is None:
        return f"gives a value, but `{_name(fn)}` returns nothing" if value else None
    if result.type == "parameter_list":
        decls = [c for c in result.named_children if c.type == "parameter_declaration"]
        types = [_text(d.child_by_field_name("type")) for d in decls for _ in (d.children_by_field_name("name") or [None])]
        named = any(d.child_by_field_name("name") is not None for d in decls)
    else:
        types, named = [_text(result)], False
    if not value:
        return None if named else f"gives nothing, but `{_name(fn)}` returns {len(types)} value{'s' if len(types) > 1 else ''}"
    values = split_top(value)
    if len(values) != len(types) and not (len(values) == 1 and re.match(r"[\w.]+\(", values[0])):  # `return f()` of a multi-value f
        return f"gives {len(values)} value{'s' if len(values) > 1 else ''}, but `{_name(fn)}` returns {len(types)}"
    for v, t in zip(values, types):
        if v == "nil" and GO_BASIC.fullmatch(t.strip()):
            return f"gives `nil` for a `{t.strip()}`"
    return None


def _java(fn, value: str) -> str | None:
    if fn.type == "constructor_declaration":
        return "gives a value from a constructor" if value else None
    kind = fn.child_by_field_name("type")
    if kind is None:
        return None
    if kind.type == "void_type":
        return f"gives a value, but `{_name(fn)}` is void" if value else None
    if not value:
        return f"gives nothing, but `{_name(fn)}` returns `{_text(kind)}`"
    if value == "null" and kind.type in ("integral_type", "floating_point_type", "boolean_type"):
        return f"gives `null`, but `{_name(fn)}` returns `{_text(kind)}`"
    return None


def _name(fn) -> str:
    return _text(fn.child_by_field_name("name")) or "the function"
