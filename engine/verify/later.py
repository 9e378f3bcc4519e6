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
from .syntax_trees import _tree
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
    tree = _tree(result, filename)
    for name, at in list(new.items()):  # a class's member is seen in every member function, wherever it stands
        node = tree.root_node.descendant_for_point_range((at - 1, 0), (at - 1, 0)) if tree is not None else None
        while node is not None and node.type not in ("field_declaration_list", "translation_unit"):
            node = node.parent
        if node is None or node.type == "field_declaration_list":
            del new[name]
    for name in list(new):  # declared above already (`extern const int N;`), or guarded (`#ifndef N`): seen there
        if re.search(rf"^\s*(?:extern\b[^;\n]*\b{name}\b|#\s*(?:ifndef|ifdef|if|elif|undef)\b[^\n]*\b{name}\b)", result, re.M):
            del new[name]
    out = []
    for w in lex(result, filename):
        declared = new.get(w.text)
        if declared is not None and w.kind == "code" and w.line < declared and result[w.start - 1:w.start] not in (".", ">", ":") \
                and not lines[w.line - 1].lstrip().startswith("#"):
            out.append(Finding("order", False, f"`{w.text}` is used at line {w.line}, above its declaration at line {declared}: "
                               "C and C++ do not see it there", (w.line,)))
            del new[w.text]
    return out
