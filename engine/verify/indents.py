"""The indent a re-indent asks for (`asked_width`), and whether a result's lines stand at it
(net.py's layout rule)."""

from __future__ import annotations

import re

from .diffing import opcodes

WIDTH = re.compile(r"\b(\d+|two|three|four|eight)[- ]?(?:spaces?|space\s+indent\w*|-space)\b", re.I)
NUMBERS = {"two": 2, "three": 3, "four": 4, "eight": 8}


def off_level(want: list[str], got: list[str], tab: str) -> list[int]:
    """Result lines indented otherwise than the re-indented original: each line it kept, matched
    by its text (a rule expanded onto several lines shifts the rest), against its re-indented
    self; each line it wrote anew, against the unit (a multiple of `tab`, at most one level
    deeper than the line above)."""
    bad: list[int] = []
    above = 0
    for tag, i1, _i2, j1, j2 in opcodes([w.strip() for w in want], [g.strip() for g in got]):
        for k in range(j1, j2):
            raw = _lead(got[k])
            lead = raw.replace("\t", tab)
            if tag == "equal":
                w = _lead(want[i1 + k - j1])
                if raw != w and w.replace("\t", tab) != raw:
                    bad.append(k + 1)
            elif got[k].strip() and (raw != tab * (len(raw) // len(tab)) or len(lead) > above + len(tab)):
                bad.append(k + 1)
            above = len(lead) if got[k].strip() else above
    return bad


def _lead(line: str) -> str:
    return line[: len(line) - len(line.lstrip(" \t"))]


def asked_width(instruction: str) -> int | str | None:
    """The indent an instruction asks for: a width, "tab", or None. Of several widths the one
    after "to/into/with/by" wins ("from 2 to 4 spaces" asks for 4), else the last one said."""
    to = re.search(r"\b(?:to|into|with|by|of|using|at|use)\s+(\d+|two|three|four|eight)[- ]?spaces?", instruction, re.I)
    found = [m.group(1) for m in WIDTH.finditer(instruction)]
    pick = to.group(1) if to else (found[-1] if found else None)
    if pick is not None:
        return int(pick) if pick.isdigit() else NUMBERS[pick.lower()]
    if re.search(r"\b(?:use|with|to|into|using)\s+tabs\b|\btabs\s+(?:instead|rather|not)\b", instruction, re.I):
        return "tab"
    return None
