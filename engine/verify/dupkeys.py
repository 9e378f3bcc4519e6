"""A key the result writes twice in one mapping of a JSON or YAML file, where the original
wrote each once: the loader keeps the last and drops the other without a word (`restart:
unless-stopped` then `restart: always`). Whatever the instruction.

    duplicate_key_findings(original, result, filename) -> [Finding]"""

from __future__ import annotations

import json
from pathlib import PurePath

from .findings import Finding


def duplicate_key_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    suffix = PurePath(filename).suffix.lower()
    read = _json if suffix == ".json" else _yaml if suffix in (".yaml", ".yml") else None
    if read is None or result == original:
        return []
    before, after = read(original), read(result)
    if before is None or after is None:
        return []
    new = [(key, line) for key, line in after if key not in {k for k, _ in before}]
    return [Finding("data", False, f"`{key}` is written twice in one mapping{f' (line {line})' if line else ''}: the last one wins",
                    (line,) if line else ())
            for key, line in new[:3]]


def _json(text: str) -> list[tuple[str, int]] | None:
    twice: list[tuple[str, int]] = []

    def pairs(items: list[tuple[str, object]]) -> dict:
        seen: set[str] = set()
        for k, _ in items:
            if k in seen:
                twice.append((k, 0))
            seen.add(k)
        return dict(items)

    try:
        json.loads(text, object_pairs_hook=pairs)
    except ValueError:
        return None
    return twice


def _yaml(text: str) -> list[tuple[str, int]] | None:
    import yaml

    try:
        nodes = list(yaml.compose_all(text, Loader=yaml.SafeLoader))
    except yaml.YAMLError:
        return None
    twice: list[tuple[str, int]] = []
    stack = [n for n in nodes if n is not None]
    seen_nodes: set[int] = set()  # an alias points at a node met already (`b: *x` inside `&x`)
    while stack:
        node = stack.pop()
        if id(node) in seen_nodes:
            continue
        seen_nodes.add(id(node))
        if isinstance(node, yaml.MappingNode):
            seen: set[str] = set()
            for k, v in node.value:
                if isinstance(k, yaml.ScalarNode) and k.value != "<<":
                    if k.value in seen:
                        twice.append((k.value, k.start_mark.line + 1))
                    seen.add(k.value)
                stack.append(v)
        elif isinstance(node, yaml.SequenceNode):
            stack.extend(node.value)
    return twice
