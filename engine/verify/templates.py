"""String concatenation rewritten as interpolation: `"Total: " + total + " EUR"` and
`` `Total: ${total} EUR` `` (JavaScript, TypeScript), `"Total: #{total} EUR"` (Ruby),
`"Total: ${total} EUR"` or `"$total"` (Kotlin, Groovy, Dart), `s"..."` (Scala), `$"{total}"`
(C#), `"\\(total)"` (Swift), `"{$total}"` (PHP) build the same text. The net sees quotes and
`+` replaced; when every change is such a rewrite, none is beyond the instruction.

    same_strings(original, result) -> bool   both texts build the same strings from the same parts
"""

from __future__ import annotations

import re

from .findings import Finding, line_list
from .phrasing import said_and_kept
from .scope import LINES, changed_lines, def_range, named_ranges

ASKS = re.compile(r"\btemplate[- ]?(?:literals?|strings?)\b|\bstring\s+templates?\b|\bbackticks?\b|interpola\w*|\$\{|#\{|concat\w*|"
                  r"式展開|文字列連結|字符串插值|模板字符串|문자열\s*보간|Verkettung|concaténation", re.I)
# Per file type: (how an interpolating string opens, what opens an expression in it, a bare `$name` counts too).
STYLES = {".rb": ('"', "#{", False), ".kt": ('"', "${", True), ".kts": ('"', "${", True), ".groovy": ('"', "${", True),
          ".dart": ('"', "${", True), ".scala": ('s"', "${", True), ".cs": ('$"', "{", False), ".swift": ('"', "\\(", False),
          ".php": ('"', "{$", True)}
for _suffix in (".js", ".mjs", ".cjs", ".jsx", ".ts", ".tsx", ".mts", ".cts"):
    STYLES[_suffix] = ("`", "${", False)
# What interpolation writes anyway: Ruby's `.to_s`, Kotlin's `.toString()`.
IMPLIED = (".", "to_s"), (".", "toString", "(", ")")
TOKEN = re.compile(r"""`(?:[^`\\]|\\.)*`|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[A-Za-z_$][\w$]*|\d[\w.]*|\S""")


def _template_parts(body: str, opener: str = "${", bare: bool = False) -> list[tuple[str, str]]:
    """An interpolating string's body as ("lit", text) and ("expr", source) parts."""
    parts, i, lit = [], 0, ""
    close = {"(": ")"}.get(opener[-1], "}")
    while i < len(body):
        if body.startswith(opener, i):
            depth, j = 1, i + len(opener)
            while j < len(body) and depth:
                depth += {opener[-1]: 1, close: -1}.get(body[j], 0)
                j += 1
            inner = body[i + len(opener):j - 1].strip()
            parts += [("lit", lit), ("expr", ("$" if opener == "{$" else "") + inner)]
            lit, i = "", j
        elif bare and (m := re.match(r"\$([A-Za-z_]\w*)", body[i:])):  # Kotlin's `$total`
            parts += [("lit", lit), ("expr", ("$" if opener == "{$" else "") + m.group(1))]
            lit, i = "", i + m.end()
        else:
            lit += body[i]
            i += 1
    return parts + [("lit", lit)]


def _canon(text: str, suffix: str = ".js") -> list[str]:
    """The text's tokens with every string written as one literal: quotes alike, `+` between
    a string and its neighbours gone, adjacent literals merged, a template's `${x}` as `x`."""
    quote, opener, bare = STYLES.get(suffix, STYLES[".js"])
    out: list[str] = []
    tokens = TOKEN.findall(text)
    for k, tok in enumerate(tokens):
        prefix = quote[:-1]
        if prefix and tok == prefix and k + 1 < len(tokens) and tokens[k + 1][:1] == quote[-1]:
            continue  # C#'s `$` and Scala's `s` before the string
        templated = tok[0] == quote[-1] and (not prefix or k > 0 and tokens[k - 1] == prefix) and opener in tok or tok[0] == "`" and quote == "`" \
            or bare and tok[0] == '"' == quote[-1] and re.search(r"\$[A-Za-z_]", tok) is not None
        if templated:
            for kind, part in _template_parts(tok[1:-1], opener, bare):
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
    kept = [t for i, t in enumerate(merged) if not (t == "+" and (_lit(merged, i - 1) or _lit(merged, i + 1))) and t != "\0"]
    for implied in IMPLIED:  # `days.to_s` and `#{days}` print alike
        n = len(implied)
        kept = [t for i, t in enumerate(kept) if not any(tuple(kept[j:j + n]) == implied for j in range(max(0, i - n + 1), i + 1))]
    return kept


def _lit(tokens: list[str], i: int) -> bool:
    return 0 <= i < len(tokens) and tokens[i].startswith("\0")


def same_strings(original: str, result: str, filename: str, instruction: str) -> bool:
    """The instruction asks for template literals (or concatenation back) and the result builds
    the same strings from the same parts as the original."""
    suffix = "." + filename.lower().rsplit(".", 1)[-1]
    if suffix not in STYLES or not ASKS.search(instruction):
        return False
    return original != result and _canon(original, suffix) == _canon(result, suffix)


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
