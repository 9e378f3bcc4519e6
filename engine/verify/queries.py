"""Tree-sitter's nodes of given types, by group: one query per file type and groups, run in C
instead of a walk of every node in Python."""

from __future__ import annotations

from functools import lru_cache
from pathlib import PurePath

from .syntax_trees import _parser, _tree


def captures(tree, suffix: str, **groups: tuple[str, ...]) -> dict[str, list]:
    """The nodes of `tree` of each group's types, by group name (`captures(t, ".go", leave=(...),
    if_=(...))`), found by one tree-sitter query (in C); a type the grammar lacks is left out."""
    import tree_sitter

    query = _group_query(suffix, tuple((name, tuple(types)) for name, types in groups.items()))
    return tree_sitter.QueryCursor(query).captures(tree.root_node) if query is not None else {}


@lru_cache(maxsize=None)
def _group_query(suffix: str, groups: tuple[tuple[str, tuple[str, ...]], ...]):
    parser = _parser(suffix)
    if parser is None:
        return None
    import tree_sitter

    language = parser.language
    parts = []
    for name, types in groups:
        kinds = [t for t in types if language.id_for_node_kind(t, True)]
        if kinds:
            parts.append(f"[{' '.join(f'({t})' for t in kinds)}] @{name}")
    return tree_sitter.Query(language, "\n".join(parts)) if parts else None


def both_parsed(original: str, result: str, filename: str):
    """(original's tree, result's tree) where a grammar reads both and neither has an error;
    None otherwise (or when the result is the original)."""
    if result == original or _parser(PurePath(filename).suffix.lower()) is None:
        return None
    before, after = _tree(original, filename), _tree(result, filename)
    if before is None or after is None or before.root_node.has_error or after.root_node.has_error:
        return None
    return before, after
