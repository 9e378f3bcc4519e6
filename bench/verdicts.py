"""The check's verdict as one of four levels, and whether it flags an edit (issue 22).

    verified  an intent rule held        parses   syntax and names only
    suspect   an intent rule failed      breaks   syntax or names broken

A verdict recorded before the levels existed (a report's `kind` alone) maps onto them:
syntax, removes and undefined are "breaks", anything else "parses".
"""

from __future__ import annotations

from ..engine import Level

LEVELS = tuple(Level)
FLAGGED = tuple(level for level in Level if level.refused)  # what --write and accept refuse unless forced
_BREAKS = ("syntax", "removes", "undefined")


def level_of(verdict: dict | None) -> Level | None:
    """The level of a verdict as `Verdict.as_dict()` records it (None: no verdict)."""
    if not verdict:
        return None
    if verdict.get("level") in LEVELS:
        return Level(verdict["level"])
    return Level.BREAKS if verdict.get("kind") in _BREAKS else Level.PARSES


def flagged(level: str | None) -> bool:
    return level in FLAGGED


def verdict_dict(v) -> dict:
    """`Verdict.as_dict()` with its level, whichever Verdict this engine has."""
    d = dict(v.as_dict())
    level = getattr(v, "level", None) or level_of(d)
    d["level"] = level
    return d
