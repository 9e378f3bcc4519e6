"""String concatenation rewritten as template literals (JavaScript, TypeScript): `"Total: " +
total + " EUR"` and `` `Total: ${total} EUR` `` build the same text. The net sees quotes and
`+` replaced by backticks and `${`; when every change is such a rewrite, none is beyond the
instruction.

    same_strings(original, result) -> bool   both texts build the same strings from the same parts
"""

from __future__ import annotations

import re

from .findings import Finding, line_list
from .phrasing import said_and_kept
from .scope import LINES, changed_lines, def_range, named_ranges

ASKS = re.compile(r"\btemplate[- ]?(?:literals?|strings?)\b|\bbackticks?\b|\binterpolat\w*|\$\{|\bconcat\w*", re.I)
TOKEN = re.compile(r"""`(?:[^`\\]|\\.)*`|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[A-Za-z_$][\w$]*|\d[\w.]*|\S""")


def _template_parts(body: str) -> list[tuple[str, str]]:
    """A template literal's body as ("lit", text) and ("expr", source) parts."""
    parts, i, lit = [], 0, ""
    while i < len(body):
        if body.startswith("${", i):
            depth, j = 1, i + 2
            while j < len(body) and depth:
                depth += {"{": 1, "}": -1}.get(body[j], 0)
                j += 1
            parts += [("lit", lit), ("expr", body[i + 2:j - 1].strip())]
            lit, i = "", j
        else:
            lit += body[i]
            i += 1
    return parts + [("lit", lit)]


def _canon(text: str) -> list[str]:
    """The text's tokens with every string written as one literal: quotes alike, `+` between
    a string and its neighbours gone, adjacent literals merged, a template's `${x}` as `x`."""
    out: list[str] = []
    for tok in TOKEN.findall(text):
        if tok[0] == "`":
            for kind, part in _template_parts(tok[1:-1]):
                if kind == "lit":
                    out.append("\0" + part)
                else:
                    out += ["+", *TOKEN.findall(part), "+"]
        elif tok[0] in "\"'":
            out.append("\0" + tok[1:-1].replace("\\" + tok[0], tok[0]))
        else:
            out.append(tok)
    merged: list[str] = []
    for tok in out:
        if tok.startswith("\0") and merged and merged[-1] == "+" and len(merged) > 1 and merged[-2].startswith("\0"):
            merged.pop()
            merged[-1] += tok[1:]
        elif tok.startswith("\0") and merged and merged[-1].startswith("\0"):
            merged[-1] += tok[1:]
        else:
            merged.append(tok)
    return [t for i, t in enumerate(merged) if not (t == "+" and (_lit(merged, i - 1) or _lit(merged, i + 1))) and t != "\0"]


def _lit(tokens: list[str], i: int) -> bool:
    return 0 <= i < len(tokens) and tokens[i].startswith("\0")


def same_strings(original: str, result: str, filename: str, instruction: str) -> bool:
    """The instruction asks for template literals (or concatenation back) and the result builds
    the same strings from the same parts as the original."""
    if not filename.lower().endswith((".js", ".mjs", ".cjs", ".jsx", ".ts", ".tsx", ".mts", ".cts")) or not ASKS.search(instruction):
        return False
    return original != result and _canon(original) == _canon(result)


CONCAT = re.compile(r"""(["'])(?:(?!\1)[^\\]|\\.)*\1\s*\+|\+\s*["']""")


def template_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    """A rewrite to template literals that builds the same strings: each named function keeps no
    concatenation of a string, and nothing outside them was rewritten."""
    if not same_strings(original, result, filename, instruction) or re.search(r"\bconcat\w*\s+(?:back|again)\b", instruction, re.I):
        return []
    said = said_and_kept(instruction)[0]
    names = [n.strip("`") for n, _ in named_ranges(original, filename, said) if not LINES.fullmatch(n)]
    spans = [r for n in names if (r := def_range(result, filename, n))]
    lines = result.splitlines()
    rows = [k for a, b in (spans or [(1, len(lines))]) for k in range(a, b + 1)]
    left = [k for k in rows if CONCAT.search(lines[k - 1]) and not lines[k - 1].lstrip().startswith(("//", "*", "/*"))]
    found = []
    if left:
        found.append(Finding("templates", False, f"still concatenates strings with + (line {line_list(left)})", tuple(left)))
    if spans:
        outside = [k for _, _, (j1, j2) in changed_lines(original, result) for k in range(j1, j2 + 1)
                   if not any(a <= k <= b for a, b in spans)]
        if outside:
            found.append(Finding("templates", False, f"rewrote strings outside {', '.join(f'`{n}`' for n in names)} "
                                 f"(line {line_list(outside)})", tuple(outside)))
    return found
