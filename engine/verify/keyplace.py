"""Where an instruction puts a new key ("after price", "right before `status`", "justo después
de price", "direkt nach price"), held against the data: in every object the result gives the
new key, it must stand next to that key on the side asked (JSON, YAML and TOML keep their
keys' order). A key added elsewhere in the object is a misplaced addition.

    asked_place(instruction) -> (side, key) | None
    key_place_findings(original, result, filename, instruction) -> [Finding]"""

from __future__ import annotations

import re

from .findings import Finding
from .data import parsed_pair, read_only
from .datakeys import at, object_paths

_KEY = r"""[`"']?([A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)*)[`"']?"""
AFTER = re.compile(rf"\b(?:after|following|behind|below|under|nach|hinter|después\s+de|despues\s+de|tras|après|dopo|"
                   rf"depois\s+de|na|po|achter|sonra)\s+(?:the\s+|its\s+|each\s+|el\s+|la\s+|le\s+|il\s+|o\s+|a\s+|dem\s+|der\s+)?{_KEY}", re.I)
BEFORE = re.compile(rf"\b(?:before|ahead\s+of|above|vor|antes\s+de|avant|prima\s+di|voor|przed|önce)\s+"
                    rf"(?:the\s+|its\s+|each\s+|el\s+|la\s+|le\s+|il\s+|o\s+|a\s+|dem\s+|der\s+)?{_KEY}", re.I)
NEXT = re.compile(rf"\b(?:next\s+to|beside|alongside|neben|junto\s+a|à\s+côté\s+de|accanto\s+a|naast|obok)\s+"
                  rf"(?:the\s+|its\s+|each\s+|el\s+|la\s+|le\s+|il\s+|dem\s+|der\s+)?{_KEY}", re.I)


# "right after", "justo después de": the very next key, not anywhere after it.
RIGHT = re.compile(r"\b(?:right|just|directly|immediately|straight|justo|direkt|unmittelbar|juste|subito|logo|tuż|hemen|vlak)\s*$", re.I)
MORE = re.compile(rf"\s*(?:,|\band\b|\bor\b|\bund\b|\by\b|\bet\b|\be\b|\bi\b|\ben\b)\s*{_KEY}", re.I)


def asked_place(instruction: str) -> tuple[str, list[str], bool] | None:
    """("after" | "before" | "next", keys, right) where the instruction places a new key by
    another ("next to name and order": either); `right`: at that very place."""
    for side, pattern in (("after", AFTER), ("before", BEFORE), ("next", NEXT)):
        if m := pattern.search(instruction):
            keys, end = [m.group(1)], m.end()
            while more := MORE.match(instruction, end):
                keys.append(more.group(1))
                end = more.end()
            return side, keys, side == "next" or bool(RIGHT.search(instruction[:m.start()]))
    return None


def key_place_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    asked = asked_place(instruction)
    pair = parsed_pair(original, result, filename, read_only) if asked else None
    if not asked or not isinstance(pair, tuple):
        return []
    side, anchors, right = asked
    before, after = pair
    wrong = []
    for path in object_paths(after):
        obj, old = at(after, path), at(before, path)
        listed = [isinstance(at(after, path[:i]), list) for i in range(len(path))]
        if not isinstance(old, dict) or not any(a in obj for a in anchors) or not any(listed):
            continue  # records in a list; a top-level map's "before/after" may be an order of running (scripts, stages)
        keys = list(obj)
        new = [k for k in keys if k not in old]
        if len(new) != 1:
            continue  # nothing added here, or several keys (their order among themselves is free)
        pos = keys.index(new[0])
        if not any(_placed(side, right, pos, keys.index(a)) for a in anchors if a in obj):
            wrong.append(("".join(f"[{p}]" if inlist else f".{p}" for p, inlist in zip(path, listed)), new[0]))
    if not wrong:
        return []
    where = wrong[0][0] or "the top level"
    words = ("right " if right and side != "next" else "") + {"after": "after", "before": "before", "next": "next to"}[side]
    return [Finding("placed", False, f"added `{wrong[0][1]}` in {len(wrong)} object{'s' if len(wrong) > 1 else ''} away from "
                    f"`{anchors[0]}` (first at {where}), where the instruction puts it {words} `{' or '.join(anchors)}`")]


def _placed(side: str, right: bool, at: int, by: int) -> bool:
    if side == "next":
        return abs(at - by) == 1
    step = 1 if side == "after" else -1
    return at == by + step if right else (at - by) * step > 0
