"""A file's text as (start, end, kind) spans, kind "code", "string" or "comment", from
tree-sitter's tree: what tokens.lex splits into words.

    leaf_spans(text, suffix) -> [(start, end, kind), ...] | None

A 2,000-line file has some 130,000 nodes, and walking each in Python took most of a check's
time. Only strings and comments need a walk: a query (in C) finds them, the code between
them is one span, and each string is walked for what it holds (`${x}` is code, `.1f` a
string), as is each node whose leaves touch (Swift's `"\tTotal"`, C++'s `12_km`). The words
are those of a walk of every leaf; grammars whose leaves split words everywhere (CSS's `6rem`
is `6` and `rem`, HTML's `&sup3;`) are walked whole."""

from __future__ import annotations

from functools import lru_cache

from .syntax_trees import _parsed, _parser

# Leaves and nodes that are comments or strings, across grammars (the rest is code).
COMMENTS = {"comment", "line_comment", "block_comment", "doc_comment", "html_comment", "hash_bang_line"}
STRINGS = {"string", "template_string", "interpreted_string_literal", "raw_string_literal", "rune_literal", "char_literal",
           "string_literal", "raw_string", "character_literal", "text_block", "heredoc_body", "ansi_c_string", "string_value",
           "integer_value_string", "concatenated_string", "regex", "format_specifier", "interpolated_string"}
# Code inside a string: `${x}`, `{x}`, `$(cmd)`.
INSIDE = {"interpolation", "template_substitution", "command_substitution", "expansion", "simple_expansion"}


# Grammars whose leaves split what reads as one word (`6rem`, `&sup3;`): every leaf walked.
SPLIT_WORDS = {".css", ".html", ".htm", ".xml"}
# Nodes elsewhere whose leaves touch with no space between (`"\tTotal"` is `\t` and `Total`,
# `12_km` is `12` and `_km`): walked leaf by leaf, of the kind a walk gives them.
TOUCHING = {"line_string_literal", "multi_line_string_literal", "raw_string_literal", "interpolated_string_expression",
            "user_defined_literal", "rational", "complex", "delimited_symbol"}


def leaf_spans(text: str, suffix: str) -> list[tuple[int, int, str]] | None:
    """The file's tokens as (start, end, kind) character spans, kind "code", "string" or
    "comment"; None where no grammar reads the file type, the text does not parse (the lexer
    copes better with broken code) or is not ASCII."""
    if _parser(suffix) is None or not text.isascii():
        return None
    tree = _parsed(text, suffix)  # ASCII: the same bytes as _tree's
    root = tree.root_node
    if root.has_error:
        return None
    query = _marked(suffix)
    if query is None or suffix in SPLIT_WORDS:
        return _walk(tree.walk())
    import tree_sitter

    nodes = tree_sitter.QueryCursor(query).captures(root).get("m", [])
    nodes.sort(key=lambda n: (n.start_byte, -n.end_byte))  # each outermost one before those inside it
    out: list[tuple[int, int, str]] = []
    done = root.start_byte
    for node in nodes:
        start, t = node.start_byte, node.type
        if start < done:
            continue  # inside a string or comment taken already (a walk reads what a string holds)
        if start > done:
            out.append((done, start, "code"))
        if t in COMMENTS:
            out.append((start, node.end_byte, "comment"))
        else:
            out += _walk(node.walk())  # `${x}` in it is code; SQL's number `literal` is code whole
        done = node.end_byte
    if root.end_byte > done:
        out.append((done, root.end_byte, "code"))
    return out


@lru_cache(maxsize=None)
def _marked(suffix: str):
    """A query for the comment, string and TOUCHING node types the language has (SQL's `literal` too)."""
    import tree_sitter

    language = _parser(suffix).language
    types = [t for t in sorted(COMMENTS | STRINGS | TOUCHING | {"literal"}) if language.id_for_node_kind(t, True)]
    return tree_sitter.Query(language, "[" + " ".join(f"({t})" for t in types) + "] @m") if types else None


def _walk(cursor) -> list[tuple[int, int, str]]:
    """Every leaf of the cursor's node: depth first in text order with one cursor (no list of
    children per node). Each open node keeps [kind, where its own text resumes, its end]: the stretches
    between its children (a format spec's `.1f`, a string's quotes) are its kind."""
    out: list[tuple[int, int, str]] = []
    add = out.append
    frames: list[list] = []  # [kind, resume, end] of each open node
    node = cursor.node
    while True:
        t, start, end = node.type, node.start_byte, node.end_byte
        kind = "code"
        if frames:
            frame = frames[-1]
            kind = frame[0]
            if start > frame[1]:
                add((frame[1], start, kind))
        if t in COMMENTS:
            add((start, end, "comment"))
        else:
            if kind == "code":
                quoted = t == "literal" and node.text[:1] in (b"'", b'"')  # SQL's string literal
                if (t in STRINGS or quoted) and node.is_named:  # (TypeScript's type `string` is a keyword)
                    kind = "string"
            elif t in INSIDE:
                kind = "code"
            if node.child_count:
                frames.append([kind, start, end])
                cursor.goto_first_child()
                node = cursor.node
                continue
            if t == "string_start" and end - start > 1:  # f", rb": the prefix is code
                cut = start + len(node.text) - len(node.text.lstrip(b"rRbBuUfFtT"))
                out += [(start, cut, "code"), (cut, end, kind)]
            else:
                add((start, end, kind))
        while True:  # the node is done: on to its next sibling, closing the parents it ends
            if not frames:
                return out
            frame = frames[-1]
            frame[1] = max(frame[1], end)
            if cursor.goto_next_sibling():
                break
            frames.pop()
            if frame[2] > frame[1]:
                add((frame[1], frame[2], frame[0]))
            cursor.goto_parent()
            end = frame[2]
        node = cursor.node
