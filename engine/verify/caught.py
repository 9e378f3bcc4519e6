"""JavaScript, TypeScript, Java and C#: a value a new `try` assigns is used after it, where a
`catch` that goes on (no `return`, `throw`, `break`, `continue`) has not assigned it, whatever
the instruction. The variable was declared empty above the `try` (`let payload;`,
`LocalDate due = null;`), so when the catch runs, `payload.items` or `due.isBefore(...)`
throws (a TypeError, a NullPointerException; javac may not even compile it).

    caught_findings(original, result, filename) -> [Finding]

Only a use that dereferences the value counts (`x.y`, `x.m()`), and only until a statement
that tests the name (`if (due == null) ...`) or assigns it again."""

from __future__ import annotations

import re
from pathlib import PurePath

from .findings import Finding
from .queries import both_parsed, captures
from .scope import SCRIPTS, added_lines, wrote

SUFFIXES = SCRIPTS | {".java", ".cs"}
DECLARATIONS = ("lexical_declaration", "variable_declaration", "local_variable_declaration", "local_declaration_statement")
LEAVING = ("return_statement", "throw_statement", "break_statement", "continue_statement", "throw_expression")
EXIT = re.compile(r"^\s*(?:process\.exit|System\.exit|Environment\.Exit)\s*\(")
# The node that dereferences its object, and the field that holds the object, by grammar.
DEREF = {("member_expression", "object"), ("method_invocation", "object"), ("field_access", "object"),
         ("member_access_expression", "expression")}
EMPTY = {"", "null", "undefined"}


def caught_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    suffix = PurePath(filename).suffix.lower()
    if suffix not in SUFFIXES or result == original:
        return []
    if not wrote(original, result, r"^\s*(?:\}\s*)?(?:try|catch)\b"):
        return []  # no `try` or `catch` written
    added = added_lines(original, result)
    if (trees := both_parsed(original, result, filename)) is None:
        return []
    out = []
    for node in captures(trees[1], suffix, t=("try_statement",)).get("t", []):
        if node.start_point[0] + 1 not in added or node.parent is None:
            continue
        found = _unassigned_use(node)
        if found:
            name, catch, line = found
            out.append(Finding("unbound", False, f"`{name}` is used at line {line}, but the `catch` at line {catch} leaves it "
                               "unassigned and goes on: it is still empty there", (line,)))
    return out


def _unassigned_use(node) -> tuple[str, int, int] | None:
    siblings = [c for c in node.parent.named_children if "comment" not in c.type]
    at = next(k for k, c in enumerate(siblings) if c.id == node.id)
    empty = {name for s in siblings[:at] if s.type in DECLARATIONS for name, value in _declared(s) if value in EMPTY}
    body = node.child_by_field_name("body")
    assigned = _assigned(body) & empty if body is not None else set()
    if not assigned:
        return None
    for catch in (c for c in node.named_children if c.type == "catch_clause"):
        block = catch.child_by_field_name("body") or next((c for c in catch.named_children if c.type in ("block", "statement_block")), None)
        if block is None or _leaves(block):
            continue
        missing = assigned - _assigned(block)
        for later in siblings[at + 1:]:
            text = later.text.decode("utf-8", "replace")
            condition = _condition(later) if later.type == "if_statement" else ""
            flagged = any(re.search(rf"\b{re.escape(f)}\b", condition) for f in _assigned(body) - missing)  # `if (ok)`
            tested = missing if flagged else {n for n in missing if _tests(condition or text, n)}
            missing -= tested | _assigned(later)
            use = _deref(later, missing)
            if use is not None:
                return use.text.decode(), catch.start_point[0] + 1, use.start_point[0] + 1
            if not missing:
                break
    return None


def _declared(decl) -> list[tuple[str, str]]:
    """(name, its initial value's text, "" when none) for each declarator."""
    out = []
    stack = [decl]
    while stack:
        n = stack.pop()
        if n.type == "variable_declarator":
            name = n.child_by_field_name("name") or next((c for c in n.named_children if c.type == "identifier"), None)
            value = n.child_by_field_name("value")
            if value is None:  # C#: `= null` is an equals_value_clause
                value = next((c for c in n.named_children if c.type == "equals_value_clause"), None)
                value = value.named_children[0] if value is not None and value.named_children else None
            if name is not None and name.type == "identifier":
                out.append((name.text.decode(), value.text.decode() if value is not None else ""))
        else:
            stack.extend(n.named_children)
    return out


def _assigned(node) -> set[str]:
    out = set()
    stack = [node]
    while stack:
        n = stack.pop()
        if n.type == "assignment_expression":
            left = n.child_by_field_name("left")
            if left is not None and left.type == "identifier":
                out.add(left.text.decode())
        stack.extend(n.named_children)
    return out


def _leaves(block) -> bool:
    stmts = [c for c in block.named_children if "comment" not in c.type]
    if not stmts:
        return False
    last = stmts[-1]
    if last.type == "if_statement":  # `if (...) return a; else return b;`: leaves when both branches do
        branches = [last.child_by_field_name("consequence"), last.child_by_field_name("alternative")]
        return all(b is not None and _leaves_branch(b) for b in branches)
    return last.type in LEAVING or (last.type == "expression_statement" and bool(EXIT.match(last.text.decode()))) \
        or any(c.type in LEAVING for c in last.named_children if last.type == "expression_statement")


def _leaves_branch(node) -> bool:
    """A branch of an `if`: a block, an `else` clause, or one statement, that leaves."""
    if node.type in LEAVING:
        return True
    if node.type == "else_clause" or node.type not in ("block", "statement_block") and node.named_children:
        inner = [c for c in node.named_children if "comment" not in c.type]
        return bool(inner) and (_leaves_branch(inner[-1]) if inner[-1].type not in ("block", "statement_block") else _leaves(inner[-1]))
    return _leaves(node)


def _tests(condition: str, name: str) -> bool:
    """The condition asks whether `name` holds a value (`due == null`, `!payload`, `payload &&`)."""
    n = re.escape(name)
    return re.search(rf"\b{n}\s*\?(?![.?])|\b{n}\s*[!=]==?\s*(?:null|undefined)\b|\b(?:null|undefined)\s*[!=]==?\s*{n}\b|!\s*{n}\b(?!\s*[.?\[(])|"
                     rf"^\(?\s*{n}\s*\)?$|\b{n}\s*(?:&&|\|\||\?\?)|\b{n}\s+(?:is|instanceof)\b|\b{n}\?\.", condition) is not None


def _condition(if_node) -> str:
    cond = if_node.child_by_field_name("condition")
    return cond.text.decode("utf-8", "replace") if cond is not None else ""


def _deref(node, names: set[str]):
    """The first identifier of `names` under `node` that a member access or a call dereferences."""
    stack = [node]
    found = []
    while stack:
        n = stack.pop()
        if n.type == "identifier" and n.text.decode() in names and n.parent is not None and \
                any(n.parent.type == kind and n.parent.child_by_field_name(field) == n for kind, field in DEREF):
            found.append(n)
        stack.extend(n.named_children)
    return min(found, key=lambda n: n.start_byte) if found else None
