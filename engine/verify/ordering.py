"""Key order in data: where two data list the keys they share in another order, and whether an
instruction asks for another order (or writes the keys out itself)."""

from __future__ import annotations

import re


def reordered_at(a, b, path: str = "") -> str | None:
    """Where two data first list the keys they share in another order, or None."""
    if isinstance(a, dict) and isinstance(b, dict):
        if [k for k in a if k in b] != [k for k in b if k in a]:
            return path or "the top level"
        return next((d for k in a if k in b and (d := reordered_at(a[k], b[k], f"{path}.{k}"))), None)
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):  # (items added or removed shift the rest)
        return next((d for i, (x, y) in enumerate(zip(a, b)) if (d := reordered_at(x, y, f"{path}[{i}]"))), None)
    return None


# Words that ask for keys in another order (in what the instruction asks, not what it keeps).
ORDERING = re.compile(r"\b(?:sort\w*|alphabe\w*|alfab\w*|a-z|a\s*(?:to|→|->)\s*z|order\w*|reorder\w*|rearrang\w*|mov\w*|swap\w*|first|last|top|bottom|"
                      r"before|after|above|below|next\s+to|together|group\w*|beginning|start|end|ordena\w*|ordene\w*|orden|ordre|"
                      r"trie\w*|tri|sortier\w*|reihenfolge|ordin\w*|oben|unten|vor|nach|verschieb\w*|порядок)\b"
                      r"|сортир|упорядоч|алфавит|並べ|順|ソート|排序|顺序|정렬|순서", re.I)


def asks_order(instruction: str) -> bool:
    """The instruction asks for another order, or writes the keys out itself (`{"test": ..., "build": ...}`)."""
    from .phrasing import said_and_kept

    if re.search(r"\{[^{}]*?\w[\"']?\s*[:=][^{}]*?\w[\"']?\s*[:=][^{}]*\}", instruction):  # two keys or more
        return True
    said = re.sub(r"\b(?:same|keep\w*|kept|original|current|existing|their|its)\s+(?:\w+\s+)?order\b", " ", said_and_kept(instruction)[0], flags=re.I)
    return bool(ORDERING.search(said))  # "same keys, same order" keeps the order it names
