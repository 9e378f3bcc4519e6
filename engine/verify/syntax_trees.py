"""Tree-sitter for every language Textual highlights (the grammars textual[syntax] installs,
plus TypeScript): does a text parse, and which definitions does it hold.

    parse_errors(text, filename) -> [line, ...] | None   None: no grammar for this file type
    definitions(text, filename)  -> {name: Definition}   functions, methods, classes, types

Grammars are loaded once per language, by module name (tree_sitter_go.language() ...), the
way Textual loads them; a grammar that is not installed is simply not there."""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import PurePath

from .textcache import per_text

# file suffix -> (module, function returning the language)
GRAMMARS: dict[str, tuple[str, str]] = {
    ".js": ("tree_sitter_javascript", "language"), ".mjs": ("tree_sitter_javascript", "language"),
    ".cjs": ("tree_sitter_javascript", "language"), ".jsx": ("tree_sitter_javascript", "language"),
    ".ts": ("tree_sitter_typescript", "language_typescript"), ".mts": ("tree_sitter_typescript", "language_typescript"),
    ".cts": ("tree_sitter_typescript", "language_typescript"), ".tsx": ("tree_sitter_typescript", "language_tsx"),
    ".go": ("tree_sitter_go", "language"), ".rs": ("tree_sitter_rust", "language"),
    ".java": ("tree_sitter_java", "language"), ".css": ("tree_sitter_css", "language"),
    ".html": ("tree_sitter_html", "language"), ".htm": ("tree_sitter_html", "language"),
    ".sh": ("tree_sitter_bash", "language"), ".bash": ("tree_sitter_bash", "language"),
    ".sql": ("tree_sitter_sql", "language"), ".xml": ("tree_sitter_xml", "language_xml"),
    ".py": ("tree_sitter_python", "language"), ".pyi": ("tree_sitter_python", "language"),
    ".c": ("tree_sitter_c", "language"), ".h": ("tree_sitter_c", "language"),
    ".rb": ("tree_sitter_ruby", "language"),
    ".cpp": ("tree_sitter_cpp", "language"), ".cc": ("tree_sitter_cpp", "language"), ".cxx": ("tree_sitter_cpp", "language"),
    ".hpp": ("tree_sitter_cpp", "language"), ".hh": ("tree_sitter_cpp", "language"), ".hxx": ("tree_sitter_cpp", "language"),
    ".kt": ("tree_sitter_kotlin", "language"), ".kts": ("tree_sitter_kotlin", "language"),
    ".php": ("tree_sitter_php", "language_php"), ".cs": ("tree_sitter_c_sharp", "language"),
    ".swift": ("tree_sitter_swift", "language"), ".lua": ("tree_sitter_lua", "language"),
    ".scala": ("tree_sitter_scala", "language"), ".sc": ("tree_sitter_scala", "language"),
}
# Node types that define a named thing, across grammars (their `name` field names it).
DEFINING = {
    "function_declaration", "function_definition", "method_definition", "method_declaration", "class_declaration",
    "class_definition", "function_item", "struct_item", "enum_item", "trait_item", "impl_item", "mod_item", "type_spec",
    "interface_declaration", "type_alias_declaration", "enum_declaration", "constructor_declaration", "record_declaration",
    "generator_function_declaration", "abstract_class_declaration", "function_signature_item", "const_item", "static_item",
    "method", "singleton_method", "class", "module", "struct_specifier", "enum_specifier", "class_specifier",
    "object_definition", "trait_definition", "enum_definition",
}
# A declarator whose value is a function: `const f = () => ...`, `let g = function () {}`.
FUNCTION_VALUES = {"arrow_function", "function_expression", "function", "generator_function"}
# Words before a definition's name that change what it is.
MODIFIERS = {"async", "static", "export", "default", "pub", "public", "private", "protected", "abstract", "final", "const",
             "unsafe", "extern", "override", "readonly", "get", "set", "*"}


@dataclass(frozen=True)
class Definition:
    name: str
    line: int  # 1-based
    kind: str  # the node type ("function_declaration")
    modifiers: frozenset[str]  # "async", "export", "pub" ...
    end: int = 0  # its last line


@lru_cache(maxsize=None)
def _parser(suffix: str):
    spec = GRAMMARS.get(suffix)
    if spec is None:
        return None
    try:
        import tree_sitter

        module = importlib.import_module(spec[0])
        return tree_sitter.Parser(tree_sitter.Language(getattr(module, spec[1])()))
    except (ImportError, AttributeError, ValueError, TypeError):  # grammar missing or of another ABI
        return None


def has_grammar(filename: str) -> bool:
    return _parser(PurePath(filename).suffix.lower()) is not None


def _tree(text: str, filename: str):
    """tree-sitter's tree of `text`, parsed once per text and file type (every rule that
    reads the same text shares it: read it, never edit it); None without a grammar."""
    return _parsed(text, PurePath(filename).suffix.lower())


@per_text(maxsize=8)
def _parsed(text: str, suffix: str):
    parser = _parser(suffix)
    return parser.parse(text.encode("utf-8", "surrogatepass")) if parser else None


def parse_errors(text: str, filename: str) -> list[int] | None:
    """The lines of the syntax errors tree-sitter finds (ERROR and MISSING nodes), in order;
    [] when it parses; None when no grammar reads this file type."""
    tree = _tree(text, filename)
    if tree is None:
        return None
    if not tree.root_node.has_error:
        return []
    lines: list[int] = []
    stack = [tree.root_node]
    while stack:
        node = stack.pop()
        if node.is_error or node.is_missing:
            lines.append(node.start_point[0] + 1)
            continue
        if node.has_error:
            stack.extend(reversed(node.children))
    return sorted(set(lines))


def _name(node) -> str | None:
    name = node.child_by_field_name("name")
    if name is None and node.type == "impl_item":
        name = node.child_by_field_name("type")  # (`impl<B: Burner> Oven<B>` is Oven's)
        name = name.child_by_field_name("type") or name if name is not None and name.type == "generic_type" else name
    seen = 0
    while name is None and node is not None and seen < 6:  # C: the name inside its declarator (`*f(int a)`)
        node, seen = node.child_by_field_name("declarator"), seen + 1
        if node is not None and node.type in ("identifier", "field_identifier"):
            name = node
    return name.text.decode("utf-8", "replace") if name is not None else None


def _modifiers(node) -> set[str]:
    """The modifier words among a node's children (`async`, Rust's `pub` and `async fn`,
    Java's `public static`)."""
    out: set[str] = set()
    for c in node.children:
        if c.type in ("decorator", "annotation", "marker_annotation"):  # @staticmethod, @Override
            out.add(c.text.decode("utf-8", "replace").split("(")[0].strip())
        elif c.type in MODIFIERS:
            out.add(c.type)
        elif c.type in ("visibility_modifier", "function_modifiers", "modifiers"):
            out |= set(c.text.decode("utf-8", "replace").split()) & MODIFIERS | ({"pub"} if c.type == "visibility_modifier" else set())
    return out


def definitions(text: str, filename: str) -> dict[str, Definition]:
    """Every named definition in the file (the first of each name, nested ones too: methods
    under their own name); {} without a grammar. Kept for the last few texts: read only."""
    return _definitions(text, PurePath(filename).suffix.lower())[0]


def definition_ranges(text: str, filename: str, name: str) -> list[tuple[int, int]]:
    """The lines of every definition called `name` (a Rust struct and its `impl` blocks, a
    function and its overloads), first to last line."""
    return _definitions(text, PurePath(filename).suffix.lower())[1].get(name, [])


@per_text(maxsize=8)
def _definitions(text: str, suffix: str) -> tuple[dict[str, Definition], dict[str, list[tuple[int, int]]]]:
    tree = _tree(text, "x" + suffix)
    if tree is None:
        return {}, {}
    out: dict[str, Definition] = {}
    spans: dict[str, list[tuple[int, int]]] = {}
    for node in _defining_nodes(tree, suffix):
        defines = node.type in DEFINING or (
            node.type == "variable_declarator" and (v := node.child_by_field_name("value")) is not None and v.type in FUNCTION_VALUES
        )
        if defines and (name := _name(node)):
            mods = _modifiers(node)
            parent = node.parent
            if node.type == "variable_declarator" and parent is not None:
                mods |= _modifiers(parent)
                value = node.child_by_field_name("value")
                mods |= _modifiers(value) if value is not None else set()
            if parent is not None and parent.type in ("export_statement", "decorated_definition"):
                mods |= _modifiers(parent)
            top = parent if parent is not None and parent.type in ("export_statement", "decorated_definition") else node
            out.setdefault(name, Definition(name, top.start_point[0] + 1, node.type, frozenset(mods), node.end_point[0] + 1))
            spans.setdefault(name, []).append((top.start_point[0] + 1, node.end_point[0] + 1))
    return out, spans


def _defining_nodes(tree, suffix: str) -> list:
    """The named nodes of the DEFINING types (and declarators) in the order of a depth-first
    walk, found by a tree-sitter query (in C) instead of a walk of every node in Python."""
    query = _defining_query(suffix)
    if query is None:
        return []
    import tree_sitter

    found = {n.id: n for n in tree_sitter.QueryCursor(query).captures(tree.root_node).get("d", [])}
    return sorted(found.values(), key=lambda n: (n.start_byte, -n.end_byte, _depth(n)))  # an outer node before one it holds


def _depth(node) -> int:
    depth = 0
    while (node := node.parent) is not None:
        depth += 1
    return depth


@lru_cache(maxsize=None)
def _defining_query(suffix: str):
    """A query for every DEFINING node type (and variable_declarator) the language has."""
    parser = _parser(suffix)
    if parser is None:
        return None
    import tree_sitter

    language = parser.language
    types = [t for t in sorted(DEFINING | {"variable_declarator"}) if language.id_for_node_kind(t, True)]
    return tree_sitter.Query(language, "[" + " ".join(f"({t})" for t in types) + "] @d") if types else None


# Functions, across grammars, that an `await` belongs to (the innermost one around it).
FUNCTION_NODES = {"function_declaration", "function_expression", "function", "arrow_function", "method_definition",
                  "generator_function_declaration", "generator_function", "function_definition", "lambda"}


AWAITING = {".js", ".mjs", ".cjs", ".jsx", ".ts", ".mts", ".cts", ".tsx", ".py", ".pyi"}


def stray_awaits(text: str, filename: str) -> list[int]:
    """The lines of `await`s whose innermost function is not async (JavaScript, TypeScript,
    Python: a syntax error at run or load time that tree-sitter parses); [] without a grammar."""
    if PurePath(filename).suffix.lower() not in AWAITING:
        return []  # (Swift's `Task { await ... }` is a closure of its own, C#'s lambdas too)
    tree = _tree(text, filename)
    if tree is None:
        return []
    import tree_sitter

    language = tree.language
    kinds = [t for t in ("await_expression", "await") if language.id_for_node_kind(t, True)]
    if not kinds:
        return []
    query = tree_sitter.Query(language, "[" + " ".join(f"({t})" for t in kinds) + "] @a")
    out = []
    for node in tree_sitter.QueryCursor(query).captures(tree.root_node).get("a", []):
        up = node.parent
        while up is not None and up.type not in FUNCTION_NODES:
            up = up.parent
        if up is not None and not any(c.type == "async" for c in up.children):
            out.append(node.start_point[0] + 1)
    return sorted(out)


def literal_keys(text: str, filename: str) -> set[int]:
    """The character offsets of the keys of object literals (`{ items: [] }`'s `items`), which
    name a member of the literal's own shape, not of the class around it; empty without a grammar."""
    tree = _tree(text, filename)
    if tree is None or PurePath(filename).suffix.lower() not in (".js", ".mjs", ".cjs", ".jsx", ".ts", ".mts", ".cts", ".tsx"):
        return set()
    raw = text.encode("utf-8", "surrogatepass")
    out: set[int] = set()
    stack = [tree.root_node]
    while stack:
        node = stack.pop()
        if node.type == "pair" and node.parent is not None and node.parent.type == "object":
            key = node.child_by_field_name("key")
            if key is not None and key.type == "property_identifier":
                out.add(len(raw[: key.start_byte].decode("utf-8", "replace")))
        stack.extend(node.named_children)
    return out


def keyword_only(text: str, filename: str, word: str) -> bool:
    """`word` occurs in the file only as a keyword of its language (`var`, `function`): a
    rewrite of it is no removal of a name. False without a grammar or where it never occurs."""
    tree = _tree(text, filename)
    if tree is None or word not in text:
        return False
    raw, found = word.encode(), False
    stack = [tree.root_node]
    while stack:
        node = stack.pop()
        if node.child_count == 0:
            if node.text == raw:
                if node.is_named:
                    return False
                found = True
            continue
        stack.extend(node.children)
    return found


def const_assignments(text: str, filename: str) -> list[tuple[str, int]]:
    """JavaScript/TypeScript: (name, line) of each assignment or `++`/`--` to a name bound only
    by `const` declarations; [] elsewhere."""
    if PurePath(filename).suffix.lower() not in (".js", ".mjs", ".cjs", ".jsx", ".ts", ".mts", ".cts", ".tsx"):
        return []
    tree = _tree(text, filename)
    if tree is None or tree.root_node.has_error:
        return []
    consts: set[str] = set()
    others: set[str] = set()
    writes: list[tuple[str, int]] = []
    stack = [tree.root_node]
    while stack:
        node = stack.pop()
        if node.type == "variable_declarator" and (name := node.child_by_field_name("name")) is not None and name.type == "identifier":
            kind = node.parent.children[0].type if node.parent is not None and node.parent.children else ""
            (consts if kind == "const" else others).add(name.text.decode())
        elif node.type in ("assignment_expression", "augmented_assignment_expression"):
            left = node.child_by_field_name("left")
            if left is not None and left.type == "identifier":
                writes.append((left.text.decode(), left.start_point[0] + 1))
        elif node.type == "update_expression":
            arg = node.child_by_field_name("argument")
            if arg is not None and arg.type == "identifier":
                writes.append((arg.text.decode(), arg.start_point[0] + 1))
        stack.extend(node.named_children)
    return sorted((n, ln) for n, ln in writes if n in consts and n not in others)


def type_spans(text: str, filename: str) -> list[tuple[int, int]]:
    """The character spans of the type annotations in a text (`: date | None`'s `date | None`,
    a TS `: string`, a Go or Rust type), outermost only; [] without a grammar or where it is not
    ASCII (byte offsets are character offsets then)."""
    tree = _tree(text, filename) if text.isascii() else None
    if tree is None:
        return []
    out: list[tuple[int, int]] = []
    stack = [tree.root_node]
    while stack:
        node = stack.pop()
        t = node.type
        if node.is_named and (t in ("type", "type_annotation", "return_type", "type_arguments", "type_parameters")
                              or t.endswith(("_type", "type_identifier"))):
            out.append((node.start_byte, node.end_byte))
            continue
        stack.extend(node.named_children)
    return out
