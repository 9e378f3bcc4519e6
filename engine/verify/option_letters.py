"""Option letters an instruction names (`add -n`) written into an option list: getopts'
`"vb"` -> `"vnb"`, a usage line's `[-v] [-b]` -> `[-v] [-n] [-b]`. That is the option asked
for, not a change beyond it (net.py) nor a line an addition replaced (additions.py)."""

from __future__ import annotations

import re

from .changes import Change


def flag_letters(change: Change, flags: set[str]) -> bool:
    """The change only writes the option letters the instruction names into an option list:
    getopts' `"vb"` -> `"vnb"` or a usage line's `[-v] [-b]` -> `[-v] [-n] [-b]` for "add -n"."""
    return flag_inserted(change.old, change.new, flags)


def flag_inserted(old: str, new: str, flags: set[str]) -> bool:
    """`new` is `old` with one of the option letters `flags` written in (brackets, bars, dashes,
    colons and spaces aside)."""
    if not flags:
        return False
    new, old = (re.sub(r"[\s\[\]|:-]", "", s) for s in (new, old))
    return len(new) == len(old) + 1 and any(new[i] in flags and new[:i] + new[i + 1:] == old for i in range(len(new)))
