"""Apply a unified diff to a text, for `redraft check ORIGINAL --diff PATCH`. whatthepatch
parses and applies the hunks (checking every context and removed line against the text);
what it drops, the "\\ No newline at end of file" markers, is read here so the result ends
as the patch says."""

from __future__ import annotations

import re

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
    if any(row.startswith("GIT binary patch") or (row.startswith("Binary files ") and row.endswith(" differ")) for row in rows):
        raise InputError(f"{name}: is a binary patch; give a unified diff of a text file")
    check_hunks(rows, name)
    try:
        diffs = [d for d in whatthepatch.parse_patch(patch) if d.changes]
    except (WhatThePatchException, AssertionError, ValueError, IndexError) as e:
        raise InputError(f"{name}: not a unified diff ({e or type(e).__name__})") from None
    if len(diffs) != 1:
        what = "no hunks" if not diffs else f"diffs of {len(diffs)} files"
        raise InputError(f"{name}: has {what}; give a unified diff of the one file")
    try:
        lines = whatthepatch.apply_diff(diffs[0], original)
    except WhatThePatchException as e:
        raise InputError(f"{name}: does not apply: {e}") from None
    except (AssertionError, ValueError, IndexError, TypeError) as e:
        raise InputError(f"{name}: does not apply ({e or type(e).__name__})") from None
    text = "\n".join(lines)
    return text + "\n" if lines and _ends_with_newline(original, patch) else text


HUNK = re.compile(r"^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@")


def check_hunks(rows: list[str], name: str) -> None:
    """Every hunk has as many old and new lines as its header says; a one-line InputError
    names the first that does not (whatthepatch would apply a short hunk without a word)."""
    n = 0
    i = 0
    while i < len(rows):
        m = HUNK.match(rows[i])
        i += 1
        if not m:
            continue
        n += 1
        want_old = int(m.group(2)) if m.group(2) is not None else 1
        want_new = int(m.group(4)) if m.group(4) is not None else 1
        old = new = 0
        while i < len(rows) and (old < want_old or new < want_new):
            row = rows[i]
            if row.startswith(NO_EOL):
                i += 1
                continue
            tag = row[:1] or " "  # an empty context line may have lost its space
            if tag not in " -+":
                break
            old += tag in " -"
            new += tag in " +"
            i += 1
        while i < len(rows) and rows[i].startswith(NO_EOL):
            i += 1
        extra = i < len(rows) and rows[i][:1] in "-+ " and not rows[i].startswith(("--- ", "+++ ")) and rows[i].strip()
        if (old, new) != (want_old, want_new) or extra:
            raise InputError(f"{name}: hunk {n} is malformed: its header says {want_old} old and {want_new} new lines, "
                             f"its body {'has more' if extra else f'has {old} and {new}'}")


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
