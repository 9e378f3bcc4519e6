"""A string the edit writes with a placeholder its quotes never fill, whatever the instruction:
`'order ${id} failed'` in JavaScript (only backticks interpolate), `'no signer {$id}'` in PHP
and `'#{name}'` in Ruby (only double quotes do), `"{count} left"` in Python without its `f`,
`"{id} not found"` in C# without its `$`, `"$n items"` in Scala without its `s`. The value is
printed as its own name, literally.

    interpolation_findings(original, result, filename) -> [Finding]

Only strings the edit adds count, on the lines it wrote; a string the original already had is
the file's own business. Python's and C#'s braces are also templates filled later
(`TEMPLATE = "{name}"`, `.format(...)`, a structured logger's arguments): those are left
alone, and so is a brace that holds no plain name."""

from __future__ import annotations

import re
from pathlib import PurePath

from .findings import Finding, line_list
from .scope import added_lines
from .tokens import lex

JS = {".js", ".jsx", ".mjs", ".cjs", ".ts", ".tsx", ".mts", ".cts", ".vue", ".svelte"}
# By file type: (the quotes that do not interpolate, the placeholder they would need).
RULES: dict[str, tuple[str, re.Pattern]] = {
    **{s: ("'\"", re.compile(r"\$\{[A-Za-z_$][\w$.]*(?:\([^)]*\))?\}")) for s in JS},
    ".php": ("'", re.compile(r"\{\$[A-Za-z_]\w*|\$[A-Za-z_]\w*(?:->\w+)?")),
    ".rb": ("'", re.compile(r"#\{[^}]+\}")),
    ".py": ("'\"", re.compile(r"\{[A-Za-z_]\w*(?:\.\w+|\[[^\]]*\])*(?:![rsa])?(?::[^{}]*)?\}")),
    ".cs": ('"', re.compile(r"\{[A-Za-z_]\w*(?:\.\w+)*(?::[^{}]*)?\}")),
    ".scala": ('"', re.compile(r"\$\{[^}]+\}|\$[A-Za-z_]\w*")),
}
COMMENT = {".py": "#", ".rb": "#", ".php": "//", ".cs": "//", ".scala": "//", **{s: "//" for s in JS}}
# A Python or C# string that is a template filled later: assigned to a name, or formatted.
TEMPLATE = re.compile(r"^\s*[\w.\[\]'\"]+\s*[:=]\s*[^=]|\.format(?:_map)?\s*\(|%\s*[(\w]|\bformat\s*\(|\bString\.Format\s*\(", re.I)


def interpolation_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    suffix = PurePath(filename).suffix.lower()
    if suffix not in RULES or result == original:
        return []
    quotes, placeholder = RULES[suffix]
    lines = result.splitlines()
    added = [n for n in sorted(added_lines(original, result)) if n <= len(lines) and placeholder.search(lines[n - 1])]
    if not added:
        return []  # no line the edit wrote holds a placeholder (the scan of every string is the costly part)
    before = {s[:3] for line in original.splitlines() for s in _strings(line, COMMENT[suffix])}
    names = {w.text for w in lex(result, filename) if w.kind == "code"}  # the variables a placeholder could mean
    prose = _in_text_blocks(result) if suffix == ".py" else set()
    bad = []
    for n in added:
        line = lines[n - 1]
        following = lines[n].lstrip() if n < len(lines) else ""
        for quote, prefix, body, end in _strings(line, COMMENT[suffix]):
            if quote not in quotes or (quote, prefix, body) in before or n in prose:
                continue
            meant = [m.group(0) for m in placeholder.finditer(body) if body[max(m.start() - 1, 0) : m.start() + 1] != "{{"
                     and body[max(m.start() - 1, 0)] not in "%$0123456789" and _name(m.group(0)) in names]
            if not meant or suffix in (".php", ".rb") and '"' in body:  # no variable of the file, or code in a string
                continue
            if suffix in (".py", ".cs") and (prefix or " " not in body or _templated(line, end) or _has_arguments(line, end)
                                             or following.startswith(".") or re.search(r"[=:]\s*$", line[: end - len(body) - 2])):
                continue  # an f-string, `$"..."`, a path (`"/{user_id}"`), a template assigned, formatted or given its values
            if suffix == ".scala" and prefix:
                continue
            if suffix in JS and "`" in line:
                continue  # a template literal on the line: its quotes are hard to tell apart here
            bad.append(n)
            break
    if not bad:
        return []
    return [Finding("interpolation", False, f"a string the edit writes has a placeholder its quotes do not fill, so it prints "
                    f"literally (line{'s' if len(bad) > 1 else ''} {line_list(bad)})", tuple(bad))]


def _name(placeholder: str) -> str:
    """The variable a placeholder names (`${order.id}` -> `order`)."""
    m = re.search(r"[A-Za-z_]\w*", placeholder)
    return m.group(0) if m else ""


def _in_text_blocks(text: str) -> set[int]:
    """The lines inside triple-quoted strings (docstrings, text blocks), 1-based."""
    out: set[int] = set()
    for m in re.finditer(r'"""[\s\S]*?"""|\'\'\'[\s\S]*?\'\'\'', text):
        first = text.count("\n", 0, m.start()) + 1
        out |= set(range(first, first + m.group(0).count("\n") + 1))
    return out


def _strings(line: str, comment: str) -> list[tuple[str, str, str, int]]:
    """The line's string literals: (quote, prefix letters, body, offset after it), up to a comment."""
    out = []
    k = 0
    while k < len(line):
        ch = line[k]
        if line.startswith(comment, k):
            break
        if ch in "'\"" and line.startswith(ch * 3, k):  # a docstring or text block: prose, not a format
            close = line.find(ch * 3, k + 3)
            k = len(line) if close < 0 else close + 3
            continue
        if ch in "'\"`":
            j, body = k + 1, []
            while j < len(line) and line[j] != ch:
                if line[j] == "\\" and j + 1 < len(line):
                    body.append(line[j : j + 2])
                    j += 2
                    continue
                body.append(line[j])
                j += 1
            prefix = re.search(r"[A-Za-z$@]*$", line[:k])
            letters = prefix.group(0) if prefix else ""
            out.append((ch, letters if len(letters) <= 3 else "", "".join(body), j + 1))
            k = j + 1
            continue
        k += 1
    return out


def _templated(line: str, end: int) -> bool:
    """The string is a template: assigned to a name or a key, or formatted on its line."""
    return bool(TEMPLATE.search(line[end:]) or TEMPLATE.search(line))


def _has_arguments(line: str, end: int) -> bool:
    """Values follow the string in its call (`LogWarning("{Id} failed", id)`)."""
    return line[end:].lstrip().startswith(",")
