"""C and C++: a constant the edit introduces at file level (`constexpr float kGravity = ...;`,
`static const int MAX_FRAME = 256;`, `#define MB_MAX_FRAME 256`) is declared above its first
use, whatever the instruction: C and C++ read a file top to bottom, so a use above the
declaration does not compile ("not declared in this scope").

    later_findings(original, result, filename) -> [Finding]"""

from __future__ import annotations

import re
from pathlib import PurePath

from .findings import Finding
from .scope import added_lines
from .tokens import lex

SUFFIXES = (".c", ".h", ".cc", ".cpp", ".cxx", ".hpp", ".hh", ".hxx")
DECLARES = re.compile(r"^(?:#\s*define\s+([A-Za-z_]\w*)\b"
                      r"|(?:(?:static|inline|extern)\s+)*(?:constexpr|const)\s+[\w:<>,\s*&]+?\b([A-Za-z_]\w*)\s*(?:=|\{|\[))")


def later_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    if PurePath(filename).suffix.lower() not in SUFFIXES or result == original:
        return []
    lines = result.splitlines()
    new: dict[str, int] = {}
    for n in sorted(added_lines(original, result)):
        if n <= len(lines) and (m := DECLARES.match(lines[n - 1])):  # at column 0 (or in a namespace, unindented)
            name = m.group(1) or m.group(2)
            if not re.search(rf"\b{re.escape(name)}\b", original):
                new.setdefault(name, n)
    if not new:
        return []
    out = []
    for w in lex(result, filename):
        at = new.get(w.text)
        if at is not None and w.kind == "code" and w.line < at and result[w.start - 1:w.start] not in (".", ">", ":"):
            out.append(Finding("order", False, f"`{w.text}` is used at line {w.line}, above its declaration at line {at}: "
                               "C and C++ do not see it there", (w.line,)))
            del new[w.text]
    return out
