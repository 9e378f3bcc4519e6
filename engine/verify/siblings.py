"""A key the result gives to some object literals but not to their siblings: objects that had
the same keys as those that gained it and did not gain it (`requiresSignature` set on seven
stops of eight). In TypeScript a required field left out does not type-check; a Go, Rust or
JavaScript record left without it reads as its zero value. The same rule as partial additions
in a data file, for the literals written in code, whatever the instruction says, unless the key
is optional (`key?:`, "optional"). Which objects get a key is the instruction's to say, so the rule
holds only where every object must have it: the instruction says every (each, all, alle...), or a
type declares the key required (`paid: boolean;`).

    sibling_findings(original, result, filename, instruction) -> [Finding]"""

from __future__ import annotations

import re
from pathlib import PurePath

from .findings import Finding, line_list
from .net import EVERY
from .queries import both_parsed, captures

# Object literals and the children that name their keys, across grammars.
OBJECTS = ("object", "struct_expression", "literal_value")
KEYED = {"pair": "key", "shorthand_property_identifier": None, "field_initializer": "field",
         "shorthand_field_initializer": None, "keyed_element": None}
OPTIONAL = re.compile(r"\boptional\w*|\bopcional\w*|\boptionnel\w*|\bfacoltativ\w*|\boptioneel\b|\bnullable\b|任意|可选|선택", re.I)


def _keys(node) -> frozenset[str] | None:
    """The keys an object literal names (None when it spreads another object or has none)."""
    body = node.child_by_field_name("body") or next((c for c in node.named_children if c.type == "field_initializer_list"), node)
    keys = []
    for child in body.named_children:
        if child.type in ("spread_element", "base_field_initializer"):
            return None  # `...base`, `..Default::default()`: its other keys come from elsewhere
        if child.type not in KEYED:
            continue
        field = KEYED[child.type]
        named = child.child_by_field_name(field) if field else (child.named_children[0] if child.type == "keyed_element" else child)
        if named is None:
            continue
        keys.append(named.text.decode("utf-8", "replace").strip("'\"").rstrip(":"))
    return frozenset(keys) if keys else None


def _objects(tree, suffix: str) -> list[tuple[int, frozenset[str]]]:
    out = []
    for node in captures(tree, suffix, obj=OBJECTS).get("obj", []):
        if (keys := _keys(node)) is not None:
            out.append((node.start_point[0] + 1, keys))
    return out


def sibling_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    suffix = PurePath(filename).suffix.lower()
    if OPTIONAL.search(instruction) or (trees := both_parsed(original, result, filename)) is None:
        return []
    before, after = (_objects(t, suffix) for t in trees)
    had = set().union(*(k for _, k in before)) if before else set()
    found = []
    for key in sorted(set().union(*(k for _, k in after)) - had if after else set()):
        if re.search(rf"(?<![\w$]){re.escape(key)}(?![\w$])", original) or re.search(rf"(?<![\w$]){re.escape(key)}\s*\?\s*:", result):
            continue  # a key the file knew, or one declared optional
        gained = {keys - {key} for _, keys in after if key in keys}
        if sum(1 for _, keys in after if key in keys) < 2:
            continue
        if not (EVERY.search(instruction) or re.search(rf"(?m)^\s*(?:readonly\s+)?{re.escape(key)}\s*:\s*[A-Za-z_][\w<>\[\]|. ]*;\s*$", result)):
            continue  # which objects get it is the instruction's ("the primary and danger buttons") unless every one must
        left = [line for line, keys in after if key not in keys and keys in gained and len(keys) >= 2]
        if left:
            total = sum(1 for _, keys in after if key in keys) + len(left)
            found.append(Finding("siblings", False, f"added `{key}` to {total - len(left)} of {total} objects with the same keys; "
                                 f"not to the one{'s' if len(left) > 1 else ''} at line{'s' if len(left) > 1 else ''} {line_list(left)}",
                                 tuple(left)))
    return found
