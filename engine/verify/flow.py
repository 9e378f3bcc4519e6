"""What the code a result adds does when it runs, whatever the instruction, in every language
tree-sitter reads (its statements, `if`s and `return`s, by node type across grammars):

    unreachable    an added statement after a `return`, `throw`, `break` or `continue` of its
                   block never runs (a log line after the `return` it should precede)
    late guard     an added guard (an `if` that only leaves) stands after a statement of its
                   block that already uses what it tests: the guard comes too late
    inverted       an added guard leaves when a value IS set, and the code after it
                   dereferences that value: it stops the good case and lets the bad one through

Only what the result adds is judged: code the original had, reachable or not, is its own."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any
from pathlib import PurePath

from .findings import Finding
from .scope import changed_lines
from .queries import captures
from .later import SUFFIXES as C_FILES
from .leaves import STRINGS
from .syntax_trees import _parser, _tree

# Statements that leave their block, across grammars (Rust's and Kotlin's are expressions).
LEAVING = ("return_statement", "next", "redo", "retry", "break", "raise_statement", "throw_statement", "break_statement", "continue_statement",
           "return_expression", "throw_expression", "break_expression", "continue_expression", "return",
           "jump_expression", "control_transfer_statement")
# What leaves the function (a guard's way out; a loop's `break` ends only the loop).
EXITS = ("return_statement", "raise_statement", "throw_statement", "return_expression", "throw_expression", "return",
         "jump_expression", "control_transfer_statement")
GENERIC_EXITS = {"jump_expression", "control_transfer_statement"}  # Kotlin's, Swift's: a return only by its text
IFS = ("if_statement", "if_expression", "if")
WRAPPERS = {"expression_statement"}  # a statement around an expression that leaves
COMMENTS = {"comment", "line_comment", "block_comment", "doc_comment"}
# What may follow a leaving statement and still run: a label jumped to, the next case, a handler.
REACHED = {"labeled_statement", "label", "case_statement", "switch_case", "switch_default", "default", "else_clause",
           "elif_clause", "except_clause", "finally_clause", "catch_clause", "rescue", "ensure", "when", "else",
           "function_declaration", "function_definition", "method_declaration", "class_declaration",
           "local_function_statement", "function_item", "generator_function_declaration"}
TOP = {"source_file", "program", "module", "translation_unit", "compilation_unit", "chunk"}
FUNCTIONS = re.compile(r"function|lambda|closure|method")
NULLISH = r"(?:null|nullptr|NULL|nil|None|undefined)"
# Words of a condition that name no value of the file.
NOT_NAMES = {"if", "not", "and", "or", "is", "in", "of", "then", "null", "nullptr", "NULL", "nil", "None", "undefined",
             "true", "false", "True", "False", "len", "typeof", "instanceof", "new", "this", "self", "$this", "let", "Some", "Ok"}
CHAIN = re.compile(r"(?<![\w.$>:])\$?[A-Za-z_]\w*(?:\s*(?:\.|->)\s*[A-Za-z_]\w*)*")  # (PHP's `$x->y` too)
# A condition that holds when the value IS there: `x != null`, `x is not None`, `null !== x`, `x ~= nil`, `(x)`.
IS_SET = re.compile(rf"^\(?\s*(?:(?P<a>[A-Za-z_]\w*)\s*(?:!==?|~=|is\s+not)\s*{NULLISH}|{NULLISH}\s*!==?\s*(?P<b>[A-Za-z_]\w*)|"
                    rf"(?P<c>[A-Za-z_]\w*))\s*\)?$")
ASSIGNS = re.compile(r":=|(?<![=!<>])(?:[-+*/%&|^]|<<|>>|\?\?)?=(?![=>])")


@dataclass(frozen=True)
class _Guard:
    statement: Any  # the node that stands in the block (the `if`, or what wraps it)
    line: int
    condition: str


def flow_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    """The three faults above in what `result` adds to `original`; [] without a grammar or
    when the result does not parse (the syntax check speaks then)."""
    suffix = PurePath(filename).suffix.lower()
    if _parser(suffix) is None or result == original:
        return []
    tree = _tree(result, filename)
    if tree is None or tree.root_node.has_error:
        return []
    added = _added_lines(original, result)
    if not added:
        return []
    old_lines = {_norm(line) for line in original.splitlines()}
    found: list[Finding] = []
    nodes = _captures(tree, suffix)
    unreachable = [n for n in (_unreachable(s, added) for s in nodes.get("leave", [])) if n is not None]
    if unreachable and (tree_before := _tree(original, filename)) is not None:
        before = {_norm(_text(n)) for n in (_unreachable(s, None) for s in _captures(tree_before, suffix).get("leave", []))
                  if n is not None}
        for n in unreachable:
            if _norm(_text(n)) not in before:
                line = n.start_point[0] + 1
                found.append(Finding("flow", False, f"line {line} can never run: it follows a `{_leaver(n)}` in its block", (line,)))
    for guard in (g for g in (_guard(n, added, old_lines) for n in nodes.get("if", [])) if g is not None):
        if (late := _late(guard, suffix in C_FILES)) is not None:
            name, line = late
            found.append(Finding("flow", False, f"the check added at line {guard.line} comes after line {line} "
                                 f"already uses `{name}`", (guard.line,)))
        elif (deref := _inverted(guard)) is not None:
            name, line = deref
            found.append(Finding("flow", False, f"the check added at line {guard.line} leaves when `{name}` is set, "
                                 f"and line {line} then uses `{name}`", (guard.line,)))
    return found


def _added_lines(original: str, result: str) -> set[int]:
    out: set[int] = set()
    for tag, _, (j1, j2) in changed_lines(original, result):
        if tag != "delete":
            out.update(range(j1, j2 + 1))
    return out


def _captures(tree, suffix: str) -> dict[str, list]:
    """The leaving statements (`leave`) and the `if`s (`if`) of `tree`."""
    return captures(tree, suffix, leave=LEAVING, **{"if": IFS})


def _text(node) -> str:
    return node.text.decode("utf-8", "replace")


def _norm(text: str) -> str:
    return " ".join(text.split())


def _statement(node):
    """The node that stands in its block for `node` (an expression's statement around it)."""
    while node.parent is not None and node.parent.type in WRAPPERS:
        node = node.parent
    return node


def _next(node):
    node = node.next_named_sibling
    while node is not None and node.type in COMMENTS:
        node = node.next_named_sibling
    return node


def _unreachable(leaving, added: set[int] | None):
    """The statement after `leaving` in its block, where it never runs (and, given `added`,
    where one of the two is on an added line)."""
    statement = _statement(leaving)
    after = _next(statement)
    if after is None or after.type in REACHED or statement.parent is None or statement.parent.type in TOP \
            or statement.parent.type.endswith("_modifier"):  # Ruby's `return x if cond`: the condition runs first
        return None
    if added is not None and not ({after.start_point[0] + 1, statement.start_point[0] + 1} & added):
        return None
    return after


def _leaver(node) -> str:
    before = node.prev_named_sibling
    while before is not None and before.type in COMMENTS:
        before = before.prev_named_sibling
    return _text(before).split()[0] if before is not None and _text(before).split() else "return"


def _only_leaves(node, exits: tuple[str, ...] = LEAVING) -> bool:
    """`node` (an `if`'s body) holds at most two statements, and one of them leaves (by one of
    the `exits` types)."""
    body = node.child_by_field_name("consequence") or node.child_by_field_name("body")
    if body is None and len(node.named_children) == 2 and node.named_children[-1].type in exits:
        body = node.named_children[-1]  # Kotlin's `if (x) return` has no field for what it runs (nor an `else`)
    if body is None or node.child_by_field_name("alternative") is not None:
        return False
    if len([c for c in body.named_children if c.type not in COMMENTS]) > 2:
        return False
    stack = [body]
    while stack:
        n = stack.pop()
        if n.type in exits and n.is_named and (n.type not in GENERIC_EXITS or re.match(r"(?:return|throw)\b", _text(n))):
            return True
        if not FUNCTIONS.search(n.type):
            stack.extend(n.children)
    return False


def _guard(node, added: set[int], old_lines: set[str]) -> _Guard | None:
    """`node`, an `if` the result adds that only leaves, as a guard; else None."""
    first, last = node.start_point[0] + 1, node.end_point[0] + 1
    if not all(n in added for n in range(first, last + 1)) or not _only_leaves(node, EXITS):
        return None
    head = _text(node).splitlines()[0]
    if _norm(head) in old_lines:  # an `if` the original had (moved or re-indented)
        return None
    condition = node.child_by_field_name("condition")
    text = _text(condition) if condition is not None else head
    statement = _statement(node)
    if statement.parent is None or statement.parent.type in TOP:
        return None
    return _Guard(statement, first, text.strip())


def _binds(text: str, name: str) -> bool:
    """A statement that gives `name` a value (`name = ...`, `let (a, name) = ...`, `for name in`,
    `as name`): a guard after it tests the new value."""
    word = rf"(?<![\w.$>]){re.escape(name)}\b(?!\s*(?:\.|\[|->))"
    for line in text.splitlines():
        m = ASSIGNS.search(line)
        if m and re.search(word, line[: m.start()]):
            return True
        if re.search(rf"\bfor\b.*{word}.*(?:\bin\b|:|\bof\b)|\bas\s+{re.escape(name)}\b", line):
            return True
    return False


def _late(guard: _Guard, c_like: bool = False) -> tuple[str, int] | None:
    """(a name the guard tests, the line of a statement before it that dereferences it: `x.y`,
    `x[i]`, `x->y`, `*x`, in its code, not its strings or comments)."""
    names = _tested(guard.condition)
    pointer = c_like and bool(MISSING.search(guard.condition))  # a NULL pointer: any call that takes it reads it
    before = guard.statement.prev_named_sibling
    while before is not None and names:
        if before.type in COMMENTS or (before.type in IFS and _only_leaves(before)) or \
                (before.type in WRAPPERS and before.named_children and before.named_children[0].type in IFS):
            before = before.prev_named_sibling  # a comment, or a guard of its own: guards stand in a row
            continue
        text = _code(before)
        for name in sorted(names):
            if _binds(text, name):
                names.discard(name)
            elif _deref(name).search(text):
                return name, before.start_point[0] + 1
            elif _handed_on(root := name.split(".")[0], text, pointer):
                return root, before.start_point[0] + 1
        before = before.prev_named_sibling
    return None


# Calls that keep or send a value on (a store, a write, a query run): a guard after one comes too late.
KEEPS = re.compile(r"(?:^|[.>:])(?:append\w*|add\w*|push\w*|insert\w*|put\w*|set[A-Z_]\w*|set|store\w*|save\w*|write\w*|send\w*|"
                   r"exec\w*|update\w*|emit\w*|publish\w*|enqueue\w*|persist\w*|commit\w*|post\w*|upsert\w*|register\w*|"
                   r"Add\w*|Append\w*|Put\w*|Set\w*|Store\w*|Save\w*|Write\w*|Send\w*|Exec\w*|Update\w*|Insert\w*|Push\w*)\s*$")
# Calls that only look at a value (or report it): before a null check they use nothing.
LOOKS = re.compile(r"(?:^|[.\s>:])(?:str|String|repr|type|typeof|isinstance|len|count|sizeof|strlen|format|\w*[sS]printf|"
                   r"assert\w*|require\w*|check\w*|validate\w*|verify\w*|ensure\w*|expect\w*|requireNonNull|Assert|"
                   r"log\w*|logger|print\w*|puts|echo|debug|info|warn\w*|error|exception|fatal|critical|trace|console|"
                   r"[edivw]|Debug\w*|Console\.Write\w*|RecordError|Error\w*|Fatal\w*|Info\w*|Warn\w*|Print\w*)\s*$")
# A condition that tests for a missing value: `x == null`, `x is None`, `!x`, `not x`, `x == nil`.
MISSING = re.compile(rf"(?:==|===|\bis)\s*{NULLISH}\b|\b{NULLISH}\s*===?|(?:^|[(\s|&])!\s*\$?\w|\bnot\s+\w")


def _handed_on(name: str, text: str, pointer: bool) -> bool:
    """A statement that hands the tested value on before the guard: stored into a field, an
    index or through a pointer (`latest[id] = reading`, `c.last[k] = *r`), or passed to a call
    that keeps or sends it (`store(reading)`, `$stmt->execute([...])`), never one that only
    looks at it or logs it (`str(user)`, `assert(p)`, `Console.WriteLine(item)`). Where the guard
    tests a C pointer for NULL (`pointer`), any other call too (`strcspn(line, ...)` reads it)."""
    word = rf"(?<![\w.$>]){re.escape(name)}\b(?!\s*(?:\.|->|\[|\())"
    for line in text.splitlines():
        for call in re.finditer(rf"([\w.$>:-]+)\s*\((?:[^()]*,)?\s*[&*\[]?{word}\s*[,)\]]", line):
            callee = call.group(1)
            if not LOOKS.search(callee) and (pointer or KEEPS.search(callee)):
                return True
        m = ASSIGNS.search(line)
        if m and re.search(r"[.\[]|->", line[: m.start()]) and re.search(word, line[m.end():]):
            return True
    return False


def _tested(condition: str) -> set[str]:
    """What a condition tests, each as its whole chain (`req.query.id`, `user`; `buf.len()` tests
    `buf`)."""
    out = set()
    for m in CHAIN.finditer(condition):
        parts = re.split(r"\s*(?:\.|->)\s*", m.group())
        if condition[m.end():].lstrip().startswith("(") and len(parts) > 1:
            parts = parts[:-1]  # a method called on it
        if parts[0] not in NOT_NAMES:
            out.add(".".join(parts))
    return out


def _deref(name: str) -> re.Pattern:
    chain = r"\s*(?:\.|->)\s*".join(re.escape(p) for p in name.split("."))
    return re.compile(rf"(?<![\w.$]){chain}\s*(?:\.(?!\.)|->|\[)|(?<![\w)\]])\*\s*{chain}\b")


def _code(node) -> str:
    """`node`'s text with its strings and comments blanked (same length)."""
    raw = bytearray(node.text or b"")
    stack = list(node.children)
    while stack:
        n = stack.pop()
        if n.type in COMMENTS or n.type in STRINGS:
            start, end = n.start_byte - node.start_byte, n.end_byte - node.start_byte
            raw[start:end] = b" " * (end - start)
        else:
            stack.extend(n.children)
    return raw.decode("utf-8", "replace")


def _inverted(guard: _Guard) -> tuple[str, int] | None:
    """(the value the guard leaves on when set, the line after it that dereferences it)."""
    m = IS_SET.match(guard.condition)
    name = m and (m.group("a") or m.group("b") or m.group("c"))
    if not name or name in NOT_NAMES:
        return None
    deref = _deref(name)
    after = _next(guard.statement)
    while after is not None:
        text = _code(after)
        if _binds(text, name):
            return None
        if deref.search(text):
            return name, after.start_point[0] + 1
        after = _next(after)
    return None
