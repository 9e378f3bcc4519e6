"""Syntax errors the edit wrote, in a file whose original already had errors of its own (a
grammar that cannot read `PRAGMA` or a `$$` body): the result's error lines in or next to the
changed lines, on lines unlike the original's failing ones."""

from __future__ import annotations

import re

from .scope import changed_lines


def new_errors(original: str, result: str, before: list[int], after: list[int]) -> list[int]:
    """The result's error lines inside (or next to) the lines the edit changed, where the
    original had no error on the line they replace."""
    old = set(before)
    a, b = original.splitlines(), result.splitlines()
    # a construct the grammar cannot read fails again wherever the edit writes another (a second
    # `$$` function): an error line that starts like one of the original's is that, not a break
    failing = {_head(a[n - 1]) for n in old if 0 < n <= len(a)}
    out = []
    for tag, (o1, o2), (r1, r2) in changed_lines(original, result):
        if tag == "delete":
            continue
        for line in after:
            if r1 - 1 <= line <= r2 + 1 and not any(o1 - 1 <= n <= max(o2, o1) + 1 for n in old) \
                    and 0 < line <= len(b) and _head(b[line - 1]) not in failing:
                out.append(line)
    return sorted(set(out))


def _head(line: str) -> str:
    """The first word's leading letters (`NEW` of `NEW.updated_at = now();`)."""
    m = re.match(r"\s*([^\W\d]+|\S)", line)
    return m.group(1).lower() if m else ""
