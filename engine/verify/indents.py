"""Whether a result's lines stand at the indent a re-indent asks for (net.py's layout rule)."""

from __future__ import annotations

from .diffing import opcodes


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
