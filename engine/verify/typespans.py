"""A type's lines: a Rust struct with the `impl` blocks that follow it (or a type and its
extensions), read from tree-sitter's definitions.

    type_range(text, filename, name, first) -> (first line, last line)"""

from __future__ import annotations

import re

from .syntax_trees import definition_ranges, definitions

# Definitions that own members (a function's locals are not members).
TYPE_LIKE = re.compile(r"class|struct|interface|enum|type|object|record|trait|impl|table", re.I)


def type_range(text: str, filename: str, name: str, first: tuple[int, int]) -> tuple[int, int]:
    """`first`, the lines of type `name`, run on over the `impl` blocks (Rust) or extensions of
    it that follow, as long as no other type begins in between."""
    starts = [d.line for d in definitions(text, filename).values() if TYPE_LIKE.search(d.kind)]
    a, b = first
    for c, d in sorted(definition_ranges(text, filename, name)):
        if c > b and not any(b < s <= d for s in starts):
            b = d
    return a, b
