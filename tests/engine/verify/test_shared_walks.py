"""The walks the check's rules share (issue 41): one list of a Python tree's nodes in
ast.walk's order, the definitions found by one walk per text, tree-sitter's leaves read with
one cursor, and the lines `outside` counts found by bisecting the named ranges. Each answers
exactly what the walk it replaced answered."""

from __future__ import annotations

import ast
import random

from redraft.engine.verify.parsers import ast_nodes, plain_tree
from redraft.engine.verify.scope import def_range, outside
from redraft.engine.verify.tokens import lex

NESTED_FIRST = '''\
def outer():
    def f():
        return 1
    return f


def f():
    return 2
'''


def test_the_node_list_is_ast_walks_order_listed_once_per_tree() -> None:
    tree = plain_tree(NESTED_FIRST + "x = [a.b for a in range(3) if a]\n")
    assert tree is not None
    nodes = ast_nodes(tree)
    assert [id(n) for n in nodes] == [id(n) for n in ast.walk(tree)]
    assert ast_nodes(tree) is nodes


def test_a_definition_is_the_first_that_ast_walk_meets_not_the_first_in_the_text() -> None:
    """Breadth first: the module's own `f` (line 7) before the one nested in `outer` (line 2)."""
    assert def_range(NESTED_FIRST, "m.py", "f") == (7, 8)
    assert def_range(NESTED_FIRST, "m.py", "outer") == (1, 4)
    assert def_range(NESTED_FIRST, "m.py", "g") is None
    assert def_range("def f(:\n", "m.py", "f") is None


def test_words_of_strings_format_specs_prefixes_and_comments() -> None:
    text = 'x = f"{total:.1f} kg"  # the sum\ns = rb"\\x41BC"\n'
    assert [(w.text, w.kind) for w in lex(text, "a.py")] == [
        ("x", "code"), ("=", "code"), ("f", "code"), ('"', "string"), ("{", "code"), ("total", "code"),
        (":", "string"), (".", "string"), ("1f", "string"), ("}", "code"), ("kg", "string"), ('"', "string"),
        ("#", "comment"), ("the", "comment"), ("sum", "comment"),
        ("s", "code"), ("=", "code"), ("rb", "code"), ('"', "string"), ("\\", "string"), ("x41BC", "string"), ('"', "string"),
    ]


def test_words_of_a_go_file_with_their_lines_and_offsets() -> None:
    text = 'package p\n\n// Limit caps it.\nconst Limit = `raw ${x}` + "a\\tb"\n'
    words = lex(text, "a.go")
    assert [(w.text, w.kind, w.line) for w in words] == [
        ("package", "code", 1), ("p", "code", 1), ("/", "comment", 3), ("/", "comment", 3), ("Limit", "comment", 3),
        ("caps", "comment", 3), ("it", "comment", 3), (".", "comment", 3), ("const", "code", 4), ("Limit", "code", 4),
        ("=", "code", 4), ("`", "string", 4), ("raw", "string", 4), ("$", "string", 4), ("{", "string", 4), ("x", "string", 4),
        ("}", "string", 4), ("`", "string", 4), ("+", "code", 4), ('"', "string", 4), ("a", "string", 4), ("\\", "string", 4),
        ("t", "string", 4), ("b", "string", 4), ('"', "string", 4),
    ]
    assert all(text[w.start : w.end] == w.text for w in words)


def _outside_by_scan(original: str, result: str, ranges: list[tuple[int, int]]) -> list[int]:
    """`outside` as it was written before the bisect: every range scanned for every line."""
    from redraft.engine.verify.scope import changed_lines

    lines: list[int] = []
    old, new = original.splitlines(), result.splitlines()
    for tag, (o1, o2), (r1, r2) in changed_lines(original, result):
        if not any(x.strip() for x in old[o1 - 1 : o2] + new[r1 - 1 : r2]):
            continue
        first, last = (o1 - 1, o1) if tag == "insert" else (o1, o2)
        if tag == "insert":
            inside = any(lo <= first <= hi or lo <= last <= hi for lo, hi in ranges)
        else:
            inside = all(any(lo <= k <= hi for lo, hi in ranges) for k in range(first, last + 1) if old[k - 1].strip())
        if not inside:
            lines.extend(range(r1, r2 + 1) if r2 >= r1 else [r1])
    return lines


def test_outside_counts_the_lines_a_scan_of_every_range_counts() -> None:
    rng = random.Random(41)
    original = "".join(f"line {n}\n" if n % 7 else "\n" for n in range(1, 61))
    for _ in range(300):
        lines = original.splitlines()
        for _ in range(rng.randint(1, 6)):
            at = rng.randrange(len(lines))
            choice = rng.random()
            if choice < 0.4:
                lines[at] = lines[at] + " changed"
            elif choice < 0.7:
                lines.insert(at, "added")
            else:
                del lines[at]
        result = "\n".join(lines) + "\n"
        ranges = [(lo, lo + rng.randint(-2, 5)) for lo in (rng.randint(0, 62) for _ in range(rng.randint(0, 8)))]
        assert outside(original, result, ranges) == _outside_by_scan(original, result, ranges), (result, ranges)


def test_an_empty_range_covers_no_line_even_beside_another() -> None:
    original = "".join(f"line {n}\n" for n in range(1, 11))
    result = original.replace("line 2\n", "line 2 changed\n")
    assert outside(original, result, [(2, 1), (3, 5)]) == [2]
    assert outside(original, result, [(1, 1), (3, 5)]) == [2]  # next to a range is not in it
    assert outside(original, result, [(1, 2)]) == []


def test_tree_sitter_definitions_come_in_the_order_of_a_depth_first_walk() -> None:
    """The first `f` is the one nested in `outer` (line 2, before the module's own on line 6):
    depth first in text order, as the walk the query replaced; every `f` in definition_ranges."""
    from redraft.engine.verify.syntax_trees import definition_ranges, definitions

    text = "function outer() {\n  function f() { return 1 }\n  return f\n}\n\nfunction f() {\n  return 2\n}\n"
    defs = definitions(text, "a.js")
    assert list(defs) == ["outer", "f"]
    assert (defs["outer"].line, defs["outer"].end) == (1, 4) and (defs["f"].line, defs["f"].end) == (2, 2)
    assert definition_ranges(text, "a.js", "f") == [(2, 2), (6, 8)]
    go = "package p\n\ntype T struct{}\n\nfunc (t T) Get() int { return 1 }\n\nfunc Get() int { return 2 }\n"
    assert definition_ranges(go, "a.go", "Get") == [(5, 5), (7, 7)] and definitions(go, "a.go")["T"].kind == "type_spec"
