"""A local the result declares inside a block (a new `try`, an `if`) and reads outside that block: out of scope there (JavaScript's `let`/`const` throw a ReferenceError; Java, C#, Go,
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
from .scope import added_lines

# By file type: the blocks that open a scope, and the declarations whose names they hold.
JS_DECLS = ("lexical_declaration",)  # `var` is the function's, not the block's
LANGS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    **{s: (("statement_block",), JS_DECLS) for s in (".js", ".mjs", ".cjs", ".jsx", ".ts", ".tsx", ".mts", ".cts")},
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
# Every declaration that may bind a name, in any scope (fields, parameters, globals too).
BINDERS = ("variable_declarator", "init_declarator", "let_declaration", "short_var_declaration", "var_spec", "const_spec",
           "formal_parameter", "required_parameter", "optional_parameter", "parameter_declaration", "parameter",
           "catch_formal_parameter", "catch_clause", "catch_declaration", "field_declaration", "public_field_definition",
           "property_signature", "function_declaration", "class_declaration", "import_specifier", "namespace_import",
           "enhanced_for_statement", "for_in_statement", "static_item", "const_item", "declaration")
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
    """(name, line declared, line read) for each name whose every declaration sits in an inner
    block of a function, read in that function outside all of those blocks."""
    blocks, decls = LANGS[suffix]
    found = captures(tree, suffix, d=decls, b=BINDERS, i=("identifier",))
    scoped: dict[str, list] = {}  # name -> the inner blocks that declare it
    first: dict[str, int] = {}
    for decl in found.get("d", []):
        block = decl.parent
        if block is not None and block.type == "statement_list":  # Go: a block holds its statements in a list
            block = block.parent
        if block is None or block.type not in blocks or _is_body(block):
            continue
        for ident in _declared_names(decl):
            scoped.setdefault(ident.text.decode(), []).append(block)
            first.setdefault(ident.text.decode(), ident.start_point[0] + 1)
    if not scoped:
        return []
    bound_elsewhere = {name for node in found.get("b", []) for name in _binder_names(node)
                       if name in scoped and not any(_inside(node, b) for b in scoped[name])}
    # a name the file also writes outside every function (a global, a field, an import) may be what a read means
    bound_elsewhere |= {i.text.decode() for i in found.get("i", []) if i.text.decode() in scoped and _function(i) is None}
    out, seen = [], set()
    for ident in sorted(found.get("i", []), key=lambda n: n.start_byte):
        name = ident.text.decode()
        if name not in scoped or name in bound_elsewhere or name in seen or _member(ident):
            continue
        homes = scoped[name]
        fn = _function(homes[0])
        if fn is None or any(_inside(ident, b) for b in homes) or not _inside(ident, fn):
            continue
        seen.add(name)
        out.append((name, first[name], ident.start_point[0] + 1))
    return out


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


def _binder_names(node) -> list[str]:
    out = []
    for field in ("name", "pattern", "declarator", "left", "parameter"):
        child = node.child_by_field_name(field)
        if child is not None and child.type == "identifier":
            out.append(child.text.decode())
    return out


def _is_body(block) -> bool:
    parent = block.parent
    return parent is None or parent.type in FUNCTIONS or parent.type in ("program", "source_file", "translation_unit") \
        or parent.type.endswith("_body") and parent.type != "switch_body"


def _function(node):
    while node is not None and node.type not in FUNCTIONS:
        node = node.parent
    return node


def _inside(node, outer) -> bool:
    return outer.start_byte <= node.start_byte and node.end_byte <= outer.end_byte


def _member(ident) -> bool:
    parent = ident.parent
    if parent is None:
        return False
    for kind, field in MEMBER_FIELDS:
        if parent.type == kind and parent.child_by_field_name(field) == ident:
            return True
    return False

