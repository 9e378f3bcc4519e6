"""A local the result declares inside a block (a new `try`, an `if`) and reads outside that
block: out of scope there (JavaScript's `let`/`const` throw a ReferenceError; Java, C#, Go,
Rust, C and C++ do not compile), whatever the instruction. The common way a `try` goes wrong:
`const payload = JSON.parse(body)` moved inside it, `payload.items` still read below it.

    block_scope_findings(original, result, filename) -> [Finding]

A name declared anywhere else in the file (a field, a global, a parameter, an outer local) may
be what the later read means, so only a name whose every declaration is inside such blocks is
judged; a read the original already made out of scope is the original's, not the edit's."""

from __future__ import annotations

from pathlib import PurePath

from .findings import Finding
from .queries import both_parsed, captures
from .scope import SCRIPTS, added_lines

# By file type: the blocks that open a scope, and the declarations whose names they hold.
JS_DECLS = ("lexical_declaration",)  # `var` is the function's, not the block's
LANGS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    **{s: (("statement_block",), JS_DECLS) for s in SCRIPTS},
    ".java": (("block",), ("local_variable_declaration",)),
    ".cs": (("block",), ("local_declaration_statement",)),
    ".go": (("block",), ("short_var_declaration", "var_declaration")),
    ".rs": (("block",), ("let_declaration",)),
    ".c": (("compound_statement",), ("declaration",)),
    ".cpp": (("compound_statement",), ("declaration",)), ".cc": (("compound_statement",), ("declaration",)),
    ".hpp": (("compound_statement",), ("declaration",)), ".h": (("compound_statement",), ("declaration",)),
}
# What a function is, in any of these grammars: its body is the function's scope, not a block's.
FUNCTIONS = ("function_declaration", "method_declaration", "function_item", "function_definition", "method_definition",
             "arrow_function", "function_expression", "function", "generator_function_declaration", "func_literal",
             "closure_expression", "constructor_declaration", "lambda_expression", "local_function_statement")
# A name in these places is a member or a key, not a read of a local.
MEMBER_FIELDS = {("field_access", "field"), ("member_expression", "property"), ("method_invocation", "name"),
                 ("selector_expression", "field"), ("field_expression", "field"), ("member_access_expression", "name"),
                 ("pair", "key"), ("keyed_element", "key"), ("field_initializer", "field")}


def block_scope_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    suffix = PurePath(filename).suffix.lower()
    if suffix not in LANGS or result == original:
        return []
    added = added_lines(original, result)
    if not added or (trees := both_parsed(original, result, filename)) is None:
        return []
    before = {name for name, _, _ in _out_of_scope(trees[0], suffix)}
    out = []
    for name, declared, read in _out_of_scope(trees[1], suffix):
        if name in before or not ({declared, read} & added):
            continue
        out.append(Finding("scope", False, f"`{name}` is declared inside a block (line {declared}) and read outside it "
                           f"(line {read}): out of scope there", (read,)))
    return out


def _out_of_scope(tree, suffix: str) -> list[tuple[str, int, int]]:
    """(name, line declared, line read) for each name whose every declaration in a function sits
    in an inner block, read in that function outside all of those blocks, where nothing between
    the read and the function binds a name of its own (a callback's or a loop's parameter)."""
    blocks, decls = LANGS[suffix]
    found = captures(tree, suffix, d=decls, i=("identifier",))
    homes: dict[tuple[str, int], set[int]] = {}  # (name, function) -> the inner blocks that declare it
    first: dict[tuple[str, int], int] = {}
    for decl in found.get("d", []):
        block = decl.parent
        if block is not None and block.type == "statement_list":  # Go: a block holds its statements in a list
            block = block.parent
        fn = next((n for n in _ancestors(decl) if n.type in FUNCTIONS), None)
        if block is None or fn is None or block.type not in blocks or _is_body(block):
            continue
        for ident in _declared_names(decl):
            key = (ident.text.decode(), fn.id)
            homes.setdefault(key, set()).add(block.id)
            first.setdefault(key, ident.start_point[0] + 1)
    names = {name for name, _ in homes}
    outside: dict[tuple[str, int], list] = {}
    spoiled: set[tuple[str, int]] = set()
    for ident in found.get("i", []) if homes else []:
        if (name := ident.text.decode()) not in names:
            continue
        chain = _ancestors(ident)
        at = next((k for k, n in enumerate(chain) if n.type in FUNCTIONS), None)
        if at is None:  # written outside every function (a global, a field, an import): it may be what reads mean
            spoiled |= {key for key in homes if key[0] == name}
            continue
        key = (name, chain[at].id)
        if key not in homes or any(n.id in homes[key] for n in chain[:at]) or _member(ident):
            continue
        if _binds_here(ident) or any(n.type in REBINDS for n in chain[:at]):
            spoiled.add(key)  # bound in the function outside its blocks too: not judged
        else:
            outside.setdefault(key, []).append(ident)
    return [(key[0], first[key], min(n.start_point[0] for n in idents) + 1)
            for key, idents in outside.items() if key not in spoiled]


def _ancestors(node) -> list:
    """The nodes above `node`, up to the root."""
    out = []
    while (node := node.parent) is not None:
        out.append(node)
    return out


# Nodes that bind names of their own for what they hold: a read under them may be their name.
REBINDS = {"arrow_function", "function_expression", "closure_expression", "lambda_expression", "lambda", "func_literal",
           "for_statement", "for_in_statement", "enhanced_for_statement", "foreach_statement", "for_range_loop",
           "for_expression", "match_arm", "catch_clause", "keyed_element", "anonymous_method_expression",
           "local_function_statement", "if_let_expression", "let_condition", "while_let_expression", "type_switch_statement"}


def _binds_here(ident) -> bool:
    """`ident` is itself bound where it stands: a parameter, a pattern, a declaration, an import."""
    parent = ident.parent
    kind = parent.type if parent is not None else ""
    return any(w in kind for w in ("parameter", "pattern", "declarator", "declaration", "spec", "import", "binding")) \
        or kind in ("field_declaration", "catch_clause")


def _declared_names(decl) -> list:
    """The identifiers a block-level declaration binds (`const a = 1, b = 2`, `a, b := f()`)."""
    out = []
    stack = [decl]
    while stack:
        node = stack.pop()
        if node.type == "identifier" and _binding(node):
            out.append(node)
            continue
        if node.type in ("arrow_function", "function_expression", "call_expression", "func_literal", "closure_expression",
                         "lambda_expression", "block", "statement_block"):
            continue  # what a value computes binds nothing here
        stack.extend(node.named_children)
    return out


def _binding(ident) -> bool:
    """`ident` is the bound name of its declarator, not a value or a type on its right."""
    parent = ident.parent
    if parent is None:
        return False
    if parent.type in ("expression_list",) and parent.parent is not None and parent.parent.type == "short_var_declaration":
        return parent.parent.child_by_field_name("left") == parent
    named = parent.child_by_field_name("name") or parent.child_by_field_name("pattern") or parent.child_by_field_name("declarator")
    return named is not None and named == ident


def _is_body(block) -> bool:
    parent = block.parent
    return parent is None or parent.type in FUNCTIONS or parent.type in ("program", "source_file", "translation_unit") \
        or parent.type.endswith("_body") and parent.type != "switch_body"


def _member(ident) -> bool:
    parent = ident.parent
    if parent is None:
        return False
    for kind, field in MEMBER_FIELDS:
        if parent.type == kind and parent.child_by_field_name(field) == ident:
            return True
    return False

