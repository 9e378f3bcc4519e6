"""Which tree-sitter language the paste buffer may highlight with (Textual's `syntax`
extra), or None for plain text.

tree-sitter 0.26.1 with tree-sitter-json 0.24.8 (and -javascript) corrupts the heap when
Textual's TextArea loads the JSON grammar: a segfault that would take the pasted buffer
with it (reproduced here). 0.25.x works, so pyproject pins `tree-sitter<0.26`; this check
keeps an installation that has 0.26 anyway on plain text instead of crashing."""

from __future__ import annotations

from importlib import metadata

SAFE_BELOW = (0, 26)


def _tree_sitter_ok() -> bool:
    try:
        version = metadata.version("tree-sitter")
    except metadata.PackageNotFoundError:
        return False
    parts = tuple(int(p) for p in version.split(".")[:2] if p.isdigit())
    return parts < SAFE_BELOW


def buffer_language(is_json: bool) -> str | None:
    if not is_json or not _tree_sitter_ok():
        return None
    try:
        import tree_sitter_json  # noqa: F401
    except ImportError:
        return None
    return "json"
