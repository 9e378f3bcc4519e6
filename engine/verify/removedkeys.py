"""The keys a data file's removal names, each of which must be gone from the result: several
keys of one object in the verb's clause ("remove opc_da_bridge and opc_da_progid from
[scada]") or a pattern ("drop the opc_da_* keys"), where the result took out some of them and
left the others. One key named alone is the removal rule's (removal.py)."""

from __future__ import annotations

import re
from collections import Counter
from fnmatch import fnmatchcase
from typing import Any, Iterator

from .phrasing import said_and_kept
from .removal import TAKE_OUT
from .words import GLOB

# Words that join the keys a removal takes: "a and b", "a, b or c", "both a and b".
JOINS = {"and", "or", ",", "&", "+", "und", "oder", "y", "o", "e", "ou", "et", "i", "oraz", "lub", "и", "или", "ve", "en"}


def removal_left(before: Any, after: Any, instruction: str) -> list[str]:
    """Keys the removal names (two or more keys of one object that its verb takes, or a
    pattern) that the result holds as often as the original did, by path; only where it took
    out at least one of them (else the removal is of something else: a line, a comment)."""
    said, kept = said_and_kept(instruction)
    if not TAKE_OUT.search(said):
        return []
    held = _key_counts(before)
    values = {str(k) for _, d in _objects(before) for k, v in d.items() if not isinstance(v, (dict, list))}
    stays = set(re.findall(r"[\w.-]+", kept))  # (read from the instruction itself: `said` has lost its commas)
    named = {k for m in TAKE_OUT.finditer(instruction) for k in _taken(instruction[m.end() :], values) if k not in stays}
    patterns = [g.lower() for g in GLOB.findall(said)]
    asked = {k for k in held if any(fnmatchcase(k.lower(), g) for g in patterns)} | (named if _siblings(before, named) else set())
    now = _key_counts(after)
    left = {k for k in asked if now[k] >= held[k]}
    if not left or left == asked:
        return []
    return [".".join(p + (str(k),)) for p, d in _objects(after) for k in d if str(k) in left]


def _taken(rest: str, keys: set[str]) -> list[str]:
    """The keys a removal verb takes, from the words after it: a few words before the first
    ("the two legacy OPC DA settings (opc_da_bridge and opc_da_progid)"), then keys joined by
    "and", "or" or commas ending in one of those ("a, b and c"); not a key after a bare comma
    or another word ("remove legacy_mode, new_mode replaces it", "... and set retry_delay")."""
    words = re.findall(r"[\w.*-]+|[,&+]", rest[:200])[:20]
    out: list[str] = []
    last = 0
    for k, w in enumerate(words):
        if w.strip(".") in keys:
            out.append(w.strip("."))
            last = k
        elif not (out and w.lower() in JOINS) and (out or k >= 6):
            break
    conjunction = any(w.lower() in JOINS and w != "," for w in words[:last])
    return out if conjunction else out[:1]  # "a, b" with no "and": b may begin the next clause


def _siblings(data: Any, keys: set[str]) -> bool:
    """Two keys or more, all held by one object of the data."""
    return len(keys) > 1 and any(keys <= set(map(str, d)) for _, d in _objects(data))


def _key_counts(data: Any) -> Counter:
    """How many objects of the data hold each key."""
    return Counter(str(k) for _, d in _objects(data) for k in d)


def _objects(data: Any, path: tuple[str, ...] = ()) -> Iterator[tuple[tuple[str, ...], dict]]:
    """Every object (mapping) of the data with its path (keys of any type, as text)."""
    if isinstance(data, dict):
        yield path, data
        for k, v in data.items():
            yield from _objects(v, path + (str(k),))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            yield from _objects(v, path + (str(i),))
