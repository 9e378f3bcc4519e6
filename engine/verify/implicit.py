"""Ruby: a method that ended by naming its value (`count`, `@total`, `result`, a literal) ends with
that value still, whatever the instruction. A log line put after it makes the method return
what the logger returns (`true`, `nil`), and every caller gets that instead.

    implicit_findings(original, result, filename) -> [Finding]

A method whose last line the original already computed (a call, an assignment) may be run
for what it does, so only a bare value as the last line says "this is what it returns": a
literal, an instance variable, or a local the method assigns or takes (a bare word it does not
is a call without parentheses)."""

from __future__ import annotations

import re
from pathlib import PurePath

from .findings import Finding
from .queries import both_parsed, captures

# A last statement that only names a value: nothing else is there for but to be returned.
VALUES = ("identifier", "instance_variable", "class_variable", "global_variable", "constant", "integer", "float", "string",
          "simple_symbol", "symbol", "array", "hash", "true", "false", "nil", "self")


def implicit_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    if PurePath(filename).suffix.lower() != ".rb" or result == original:
        return []
    if (trees := both_parsed(original, result, filename)) is None:
        return []
    before = {name: tail for name, tail in _tails(trees[0]).items() if tail is not None and tail.type in VALUES
              and (tail.type != "identifier" or _local(tail))}
    out = []
    for name, tail in _tails(trees[1]).items():
        value = before.get(name)
        if value is None or tail is None or tail.type in VALUES:
            continue
        if any(c.type == value.type and c.text == value.text for c in tail.parent.named_children):  # there, no longer last
            line = tail.start_point[0] + 1
            out.append(Finding("return", False, f"`{name}` no longer ends with `{value.text.decode()}`, its return value: line "
                               f"{line} comes after it, so the method returns what that line gives", (line,)))
    return out


def _local(ident) -> bool:
    """A bare word is a value when its method assigns it or takes it (`count = 0` above): else it
    is a call without parentheses (`cleanup`), run for what it does."""
    fn = ident.parent
    while fn is not None and fn.type not in ("method", "singleton_method"):
        fn = fn.parent
    name = re.escape(ident.text.decode())
    text = fn.text.decode("utf-8", "replace") if fn is not None else ""
    head = text.split("\n", 1)[0]
    return bool(re.search(rf"(?<![\w.@:]){name}\s*(?:=(?![=~>])|\+=|-=|\|\|=)", text) or re.search(rf"\b{name}\b", head[3:]))


def _tails(tree) -> dict:
    """{method name: its last statement (None when empty)}, for names defined once."""
    out: dict = {}
    seen: set[str] = set()
    for fn in captures(tree, ".rb", m=("method", "singleton_method")).get("m", []):
        name_node = fn.child_by_field_name("name")
        name = name_node.text.decode() if name_node is not None else ""
        body = next((c for c in fn.named_children if c.type == "body_statement"), None)
        if not name or name in seen:
            out.pop(name, None)
            continue
        seen.add(name)
        stmts = [c for c in body.named_children if c.type != "comment"] if body is not None else []
        if stmts and stmts[-1].type in ("rescue", "ensure", "else"):
            continue  # a `rescue` ends the body: its value is another story
        out[name] = stmts[-1] if stmts else None
    return out
