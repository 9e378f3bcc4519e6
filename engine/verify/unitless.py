"""A duration the original wrote with its unit that the result writes as a bare number: Go's
`pollInterval = 30 * time.Second` edited to `pollInterval = 10` compiles and waits ten
nanoseconds. Whatever the instruction ("poll every 10 seconds" means 10 * time.Second).

    unitless_findings(original, result, filename, instruction) -> [Finding]

Read line by line where a changed stretch keeps its line count: a line whose original had
`N * time.Unit` (or `time.Duration(N) * time.Unit`) and whose result gives the same name or
field a bare number."""

from __future__ import annotations

import re
from pathlib import PurePath

from .diffing import line_opcodes
from .findings import Finding

UNIT = re.compile(r"\*\s*time\.(?:Nanosecond|Microsecond|Millisecond|Second|Minute|Hour)s?\b|\btime\.(?:Nanosecond|Microsecond|Millisecond|Second|Minute|Hour)\s*\*")
# A bare number where a value is assigned, declared or passed: `= 10`, `: 10,`, `(10)`.
BARE = re.compile(r"(?:[=:(,]|\breturn)\s*(\d+(?:\.\d+)?)\s*(?:[,;)}]|$|//)")


def _target(line: str) -> str:
    """What a line gives its value to: `pollInterval` of `pollInterval = 30 * time.Second`, `Timeout` of `Timeout: 10 * ...`."""
    m = re.search(r"([A-Za-z_]\w*)\s*(?::=|=(?!=)|:)", line)
    return m.group(1) if m else line.strip()


def unitless_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    if PurePath(filename).suffix.lower() != ".go" or result == original:
        return []
    a, b = original.splitlines(), result.splitlines()
    out = []
    for tag, i1, i2, j1, j2 in line_opcodes(original, result):
        if tag != "replace" or i2 - i1 != j2 - j1:
            continue
        for old, new, line in zip(a[i1:i2], b[j1:j2], range(j1 + 1, j2 + 1)):
            if UNIT.search(old) and not UNIT.search(new) and "time." not in new and (m := BARE.search(new)) \
                    and _target(old) == _target(new):  # the same field or name given the value (not `Retries: 3` for `Timeout: ...`)
                out.append(Finding("units", False, f"writes {m.group(1)} without the unit the original gave it "
                                   f"(`{old.strip()}`): a bare number is nanoseconds in a time.Duration (line {line})", (line,)))
    return out
