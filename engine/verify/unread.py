"""A parameter the result adds to a function the file had is read in that function's body:
one that is never read does nothing (`timeout` added, the call still passes the old default;
`locale` added, the format still says "en-US"), whatever the instruction. Functions, their
parameters and bodies are tree-sitter's, across grammars; a body that only stands in for one
(`...`, `pass`, `{}`, `raise NotImplementedError`) and a name marked unused (`_x`) are no
fault."""

from __future__ import annotations

import re
from pathlib import PurePath

from .findings import Finding
from .scope import added_lines
from .queries import both_parsed
from .syntax_trees import FUNCTION_VALUES, _defining_nodes, _name

RECEIVERS = {"self", "cls", "this"}
# Languages whose strings read a name as `$name` (elsewhere, JavaScript's `$row` is another name than `row`).
DOLLAR_READS = {".scala", ".sc", ".kt", ".kts", ".groovy", ".dart"}
# A body that reads its parameters without naming them.
DYNAMIC = re.compile(r"\barguments\b|\blocals\(\)|\bvars\(|\bfunc_get_args\(|\$@|\$\*")
STUB = re.compile(r"[{(\s]*(?:\.\.\.|pass|raise\s+NotImplementedError\b.*|throw\s+new\s+\w*(?:Unsupported|NotImplemented)\w*\(.*\);?)?[;})\s]*",
                  re.S)


def unread_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    suffix = PurePath(filename).suffix.lower()
    if (trees := both_parsed(original, result, filename)) is None:
        return []
    before, after = trees
    # a parameter added is on a changed line of the result: only functions whose parameters changed
    changed = added_lines(original, result)
    new = _functions(after, suffix, changed)
    old = _functions(before, suffix, None, set(new)) if new else {}
    found: list[Finding] = []
    for name, (params, body, line) in new.items():
        if name not in old or STUB.fullmatch(body) or DYNAMIC.search(body):
            continue
        for param in params:
            if param in old[name][0] or param.startswith("_") or param in RECEIVERS:
                continue
            dollar = rf"|(?<![\w$])\${re.escape(param)}(?!\w)" if suffix in DOLLAR_READS else ""  # (`$name` in s"...")
            if not re.search(rf"(?<![\w$]){re.escape(param)}(?![\w$]){dollar}", body):
                found.append(Finding("unread", False, f"`{param}`, added to `{name}` (line {line}), is never read there", (line,)))
    return found


def _functions(tree, suffix: str, lines: frozenset[int] | set[int] | None, names: set[str] | None = None) -> dict[str, tuple[list[str], str, int]]:
    """{name: (parameter names, body text, first line)}: the first definition of each name, of
    those whose parameter list has a line in `lines` (None: any) and a name in `names` (None: any)."""
    out: dict[str, tuple[list[str], str, int]] = {}
    for node in _defining_nodes(tree, suffix):
        name = _name(node)
        if names is not None and name not in names:
            continue
        function = node
        if node.type == "variable_declarator":  # `const f = (a, b) => ...`
            value = node.child_by_field_name("value")
            if value is None or value.type not in FUNCTION_VALUES:
                continue
            function = value
        params, body = function.child_by_field_name("parameters"), function.child_by_field_name("body")
        if not name or params is None or body is None or name in out:
            continue
        if lines is not None and not lines & set(range(params.start_point[0] + 1, params.end_point[0] + 2)):
            continue
        if _overrides(node, function):
            continue  # its parameters are the interface's, read or not
        declared = [n for p in params.named_children if not _kept_anyway(p) for n in _params(p)]
        out[name] = (declared, body.text.decode("utf-8", "replace"), node.start_point[0] + 1)
    return out


def _params(node) -> list[str]:
    """The names one parameter node declares (Go's `from, to string` declares two)."""
    for field in ("name", "pattern"):
        named = [c for c in node.children_by_field_name(field) if "identifier" in c.type]
        if named:
            return [c.text.decode("utf-8", "replace") for c in named]
    if node.type in ("identifier", "simple_identifier"):
        return [node.text.decode("utf-8", "replace")]
    child = next((c for c in node.named_children if c.type in ("identifier", "simple_identifier")), None)
    return [child.text.decode("utf-8", "replace")] if child is not None else []


def _kept_anyway(param) -> bool:
    """A parameter that has a use of its own: `*args`/`**kwargs`/`...rest` (accept what callers
    pass), TypeScript's `private x: T` (a field)."""
    if any(k in param.type for k in ("splat", "rest", "variadic", "spread")):
        return True
    return any(c.type in ("accessibility_modifier", "readonly", "override_modifier") for c in param.children)


def _overrides(node, function) -> bool:
    """A method whose signature another type sets: `@Override`, `override`, a Rust `impl Trait
    for T`'s, a Python method of a class with a base."""
    head = (function.text or b"")[: (function.child_by_field_name("parameters") or function).start_byte - function.start_byte]
    if re.search(rb"@Override\b|\boverride\b", head):
        return True
    for up in (node.parent, node.parent.parent if node.parent is not None else None):
        if up is None:
            continue
        if up.type == "impl_item" and up.child_by_field_name("trait") is not None:
            return True
        if up.type == "class_definition" and up.child_by_field_name("superclasses") is not None:
            return True
    return False
