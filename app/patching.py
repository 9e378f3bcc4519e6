"""Apply a unified diff to a text, for `redraft check ORIGINAL --diff PATCH`. whatthepatch
parses and applies the hunks (checking every context and removed line against the text);
what it drops, the "\\ No newline at end of file" markers, is read here so the result ends
as the patch says."""

from __future__ import annotations

import whatthepatch
from whatthepatch.exceptions import WhatThePatchException

from ..engine.errors import InputError

NO_EOL = "\\ No newline at end of file"


def apply_patch(original: str, patch: str, name: str = "PATCH") -> str:
    """`original` with `patch` (a unified diff of one file) applied; a one-line InputError
    when the patch is not a diff of one file or does not apply."""
    rows = patch.splitlines()
    files = sum(1 for i, row in enumerate(rows[1:], 1) if row.startswith("+++ ") and rows[i - 1].startswith("--- "))
    if files > 1:  # whatthepatch reads bare ---/+++ pairs without a `diff` line as one file
        raise InputError(f"{name}: has diffs of {files} files; give a unified diff of the one file")
    try:
        diffs = [d for d in whatthepatch.parse_patch(patch) if d.changes]
    except WhatThePatchException as e:
        raise InputError(f"{name}: not a unified diff ({e})") from None
    if len(diffs) != 1:
        what = "no hunks" if not diffs else f"diffs of {len(diffs)} files"
        raise InputError(f"{name}: has {what}; give a unified diff of the one file")
    try:
        lines = whatthepatch.apply_diff(diffs[0], original)
    except WhatThePatchException as e:
        raise InputError(f"{name}: does not apply: {e}") from None
    text = "\n".join(lines)
    return text + "\n" if lines and _ends_with_newline(original, patch) else text


def _ends_with_newline(original: str, patch: str) -> bool:
    """A marker after a new or context line: the result has no final newline; after a removed
    line only: the original had none and the result does; no marker: as the original (an
    empty original: a final newline, or the patch would say otherwise)."""
    rows = patch.splitlines()
    before = [rows[i - 1][:1] for i, row in enumerate(rows) if row.startswith(NO_EOL) and i]
    if "+" in before or " " in before:
        return False
    if "-" in before:
        return True
    return original.endswith("\n") or not original
