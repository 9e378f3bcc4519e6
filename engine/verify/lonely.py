"""A name the result introduces that it writes only once: a constant declared and never read
while the literal it holds is still written where it was (`const BASE_HYDRATION = 0.68;` while
both literals stay), or a constant the instruction names that is read and declared nowhere
(`AFTER_HOURS_FEE` used, its declaration forgotten) in a file that brings in no names from
elsewhere. Either way the edit is half done, whatever the instruction. A new setting nothing
reads yet, functions, types, fields, members and keys may be declared once; a name the file
reads as another's member is declared elsewhere.

    lonely_findings(original, result, filename, instruction) -> [Finding]"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import PurePath

from .findings import Finding
from .tokens import lex

# A line that declares a constant or a variable named N (N is put in by `_declares`).
DECLARATION = (r"^\s*(?:export\s+)?(?:pub(?:\([\w\s]*\))?\s+)?(?:(?:const|let|var|val|static|final|private|public|protected|internal|"
               r"readonly|local|my|our|constexpr|inline)\s+)+(?:(?:[\w<>\[\],.*&?]|::)+\s+)*?{N}\b\s*(?::[^=\n]+)?=(?!=)"
               r"|^\s*#\s*define\s+{N}\b|^\s*{N}\s*(?::=|=(?!=))")
# Where a name is written as what it is not: a call, a type, a member, a key, a definition.
NOT_A_VALUE = re.compile(r"^\s*(?:\(|\{|<|::|\?\.|\.)|^\s*:(?!=)")
DEFINES = re.compile(r"\b(?:def|fn|func|function|class|struct|enum|interface|trait|type|module|object|record|macro_rules!|sub|proc)\s*$")
SUFFIXES = {".py", ".js", ".mjs", ".cjs", ".ts", ".tsx", ".go", ".rs", ".java", ".kt", ".kts", ".cs", ".c", ".h", ".cpp", ".hpp",
            ".cc", ".swift", ".scala", ".rb", ".php", ".lua", ".dart"}


# What brings names in from another file: a header, a star import, a static import.
ELSEWHERE = re.compile(r"^\s*(?:#\s*include\b|from\s+\S+\s+import\s+\*|import\s+static\b|using\s+static\b|use\s+[\w:]+::\*|"
                       r"import\s+[\w.]+\.\*|require(?:_once)?\b|include(?:_once)?\b)", re.M)


def _extracted_unread(line: str, name: str, result: str, at: int) -> bool:
    """The declaration holds a literal (`= 0.68`) that the result still writes elsewhere, and its
    name is nowhere else, not even in a string (`{ANSWER}`) or an export list: an extraction
    left half done. A new setting nothing reads yet holds a value written nowhere else."""
    if len(re.findall(rf"(?<![\w$]){re.escape(name)}(?![\w$])", result)) > 1:
        return False
    value = re.search(r"=\s*(-?\d[\d_.]*(?:[eE][-+]?\d+)?|\"[^\"\n]{2,}\"|'[^'\n]{2,}')\s*;?\s*(?:(?://|#).*)?$", line)
    if value is None:
        return False
    literal = re.compile(rf"(?<![\w.]){re.escape(value.group(1))}(?![\w.])")
    return any(literal.search(x) for k, x in enumerate(result.splitlines(), 1) if k != at)


def _declares(line: str, name: str) -> bool:
    return bool(re.search(DECLARATION.replace("{N}", re.escape(name)), line))


def lonely_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    if PurePath(filename).suffix.lower() not in SUFFIXES or result == original:
        return []
    before = Counter(w.text for w in lex(original, filename) if w.kind == "code")
    words = [w for w in lex(result, filename) if w.kind == "code"]
    after = Counter(w.text for w in words)
    lines = result.splitlines()
    said = set(re.findall(r"[A-Za-z_$][\w$]*", instruction))
    brought_in = bool(ELSEWHERE.search(result))
    found = []
    for w in words:
        name = w.text
        if after[name] != 1 or before[name] or not re.fullmatch(r"[A-Za-z_$][\w$]{2,}", name) or name.startswith("_"):
            continue
        line = lines[w.line - 1] if 0 < w.line <= len(lines) else ""
        at = line.find(name)
        head, tail = line[:at], line[at + len(name):]
        if DEFINES.search(head) or head.rstrip().endswith((".", "->", "::", "?.")):
            continue  # `def name`, `obj.name`: a definition, or another's member
        pascal = bool(re.match(r"[A-Z][a-z]", name))  # a type, a class, an enum's member: declared once on purpose
        listed = line.rstrip().endswith((",", "("))  # a constructor's property or a parameter (`val x: Int = 0,`)
        if _declares(line, name) and not listed and not (pascal and re.match(rf"\s*{re.escape(name)}\s*=", line)):
            if _extracted_unread(line, name, result, w.line):
                found.append(Finding("lonely", False, f"declares `{name}` (line {w.line}) but never reads it; "
                                     "the value it holds is still written where it was", (w.line,)))
        elif NOT_A_VALUE.match(tail):
            continue  # `f(`, `T{`, `x: int` (a field): not a lone value
        elif name in said and re.fullmatch(r"[A-Z][A-Z0-9]*_[A-Z0-9_]+", name) and not brought_in:  # a constant named
            found.append(Finding("lonely", False, f"reads `{name}` (line {w.line}), which is declared nowhere", (w.line,)))
    return found[:1]
