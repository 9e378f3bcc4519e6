"""What an addition may change outside the place its instruction names, as the addition's own:
the option letter written into getopts' list (`"d:nh"` -> `"d:nt:h"` for "add -t"), a place named
only to tell of the addition there (a CLI's usage or help text, "mention it in usage"), and a
few lines that use the new member through its type (`return SeatZone.Box;`).

    documents(name, instruction) -> bool              the place is where the addition is told of
    option_lines(original, result, instruction) -> {result line, ...}
    reads_member(line, new names) -> bool"""

from __future__ import annotations

import re

from .option_letters import flag_inserted
from .scope import changed_lines


# A place where an option or a new thing is told of: a CLI's usage or help text, or a place the
# instruction names only to document the addition there ("mention it in usage", "list it in help", "usage too").
HELP = re.compile(r"(?:print_?|show_?)?(?:usage|help)(?:_?text)?", re.I)
TELLING = re.compile(r"\b(?:document\w*|mention\w*|list(?:ed)?\s+(?:it\s+|them\s+)?(?:in|under)|describe\w*|explain\w*)\b", re.I)


def documents(name: str, instruction: str) -> bool:
    """The instruction names `name` only as where the addition is told of: a usage or help
    text, or a place said after "document", "mention", "list" or before "too"."""
    if HELP.fullmatch(name):
        return True
    at = [m.start() for m in re.finditer(rf"(?<![\w$]){re.escape(name)}(?![\w$])", instruction)]
    return bool(at) and all(TELLING.search(instruction[max(0, k - 40):k]) or
                            re.match(r"[`'\"()]*\s*(?:text\s+)?(?:too|as\s+well)\b", instruction[k + len(name):]) for k in at)


def option_lines(original: str, result: str, instruction: str) -> set[int]:
    """Result lines that only write the option letter the instruction names into an option list
    (`getopts "d:nh"` -> `"d:nt:h"` for "add -t"): the option asked for, wherever that list is."""
    flags = set(re.findall(r"(?<![\w-])-([A-Za-z])\b", instruction))
    if not flags:
        return set()
    old, new = original.splitlines(), result.splitlines()
    return {k for _, (o1, o2), (r1, r2) in changed_lines(original, result) if o2 - o1 == r2 - r1
            for k in range(r1, r2 + 1) if 0 < k <= len(new) and flag_inserted(old[o1 - 1 + k - r1], new[k - 1], flags)}


def reads_member(line: str, names: set[str]) -> bool:
    """The line reads a new member through its type (`SeatZone.Box`, `Status::Forfeit`)."""
    return any(re.search(rf"[\w$]\s*(?:\.|::)\s*{re.escape(n)}(?![\w$])", line) for n in names if n[:1].isupper())
