"""Go refuses to compile a function with a local it declares and never reads ("declared and
not used"): a rewrite into early returns that kept `ok := false` but dropped `return ok`
breaks the build, whatever the instruction.

    unused_local_findings(original, result, filename, instruction) -> [Finding]

A local is read where its name appears anywhere in the function but its own declaration and
the left of a plain assignment (`ok = true` is not a read). Only a local the original's
function of the same name read is judged: one the original already left unread is not the
edit's."""

from __future__ import annotations

from pathlib import PurePath

from .findings import Finding
from .queries import both_parsed

FUNCTIONS = ("function_declaration", "method_declaration")
DECLARATIONS = ("short_var_declaration", "var_spec")


def unused_local_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    if PurePath(filename).suffix.lower() != ".go" or (trees := both_parsed(original, result, filename)) is None:
        return []
    old_text = {name: text for name, text, _ in _functions(trees[0])}
    changed = {name for name, text, _ in _functions(trees[1]) if old_text.get(name, text) != text}
    if not changed:
        return []  # (only functions the edit changed are read: a 2,000-line file has thousands of nodes)
    before = {name: reads() for name, _, reads in _functions(trees[0]) if name in changed}
    out = []
    for name, _, reads_of in _functions(trees[1]):
        if name not in changed:
            continue
        reads, was = reads_of(), before.get(name, {})
        for local, (line, count) in reads.items():
            if count == 0 and was.get(local, (0, 0))[1] > 0:
                out.append(Finding("compiles", False, f"`{local}` is declared in `{name}` (line {line}) and never read: "
                                   "Go does not compile it (declared and not used)", (line,)))
    return out


def _functions(tree):
    """(function name, its text, a call giving {local: (line declared, reads)}) for each
    top-level function and method."""
    for node in tree.root_node.children:
        if node.type in FUNCTIONS and (name := node.child_by_field_name("name")) is not None:
            yield _text(name), _text(node), (lambda node=node: _locals(node))


def _locals(fn) -> dict[str, tuple[int, int]]:
    declared: dict[str, tuple[int, int]] = {}  # name -> (line, start byte of the declaring identifier)
    written: set[int] = set()  # start bytes of identifiers that are declared or assigned, not read
    for node in _walk(fn):
        if node.type in DECLARATIONS:
            left = node.child_by_field_name("left") if node.type == "short_var_declaration" else node
            for ident in _names(left, node.type):
                declared.setdefault(_text(ident), (ident.start_point[0] + 1, ident.start_byte))
                written.add(ident.start_byte)
        elif node.type == "assignment_statement" and _text(node.child_by_field_name("operator") or node) == "=":
            left = node.child_by_field_name("left")
            for ident in left.named_children if left is not None else ():
                if ident.type == "identifier":
                    written.add(ident.start_byte)
    reads = {name: 0 for name in declared if name != "_"}
    for node in _walk(fn):
        if node.type == "identifier" and node.start_byte not in written and (t := _text(node)) in reads:
            reads[t] += 1
    return {name: (declared[name][0], n) for name, n in reads.items()}


def _names(node, kind: str) -> list:
    if node is None:
        return []
    if kind == "var_spec":
        return [c for c in node.children_by_field_name("name")]
    return [c for c in node.named_children if c.type == "identifier"]


def _walk(node):
    stack = [node]
    while stack:
        n = stack.pop()
        yield n
        stack.extend(n.children)  # a closure's reads are the function's too


def _text(node) -> str:
    return node.text.decode("utf-8", "replace")
