"""A test the edit extends with `|| x` after an `&&` chain, without parentheses: `&&` binds
tighter, so `rides == 0 && senior || student` frees every student's ride, whatever the rides.
Compilers warn of it (gcc's -Wparentheses, clang's -Wlogical-op-parentheses); a model that
appends `|| student` to a test that had `&&` makes it. Whatever the instruction.

    mixed_findings(original, result, filename, instruction) -> [Finding]

Only brace languages, and only the shape `a && b || c` inside one pair of brackets and one
expression (an argument, an element, a ternary's branch: `,` `;` `?` `:` end it), on a line
the edit wrote whose original did not mix them already. Not judged: `a || b && c` (often
meant: "admins, or verified adults"), a `|| "default"` fallback after a literal-free test, a
Rust closure's bars (`|&&x|`, `|| x`) or a C++ forwarding reference (`auto&&`). Python's and
Lua's `c and x or y` is their conditional idiom: they are not read."""

from __future__ import annotations

import re
from pathlib import PurePath

from .diffing import line_opcodes
from .findings import Finding
from .tokens import lex

C_LIKE = {".c", ".h", ".cc", ".cpp", ".hpp", ".cs", ".java", ".js", ".jsx", ".mjs", ".cjs", ".ts", ".tsx", ".go", ".rs",
          ".kt", ".kts", ".swift", ".scala", ".php", ".dart", ".groovy"}
# What a fallback after `||` is: a literal default (`|| "guest"`, `|| 0`, `|| []`, `|| null`).
FALLBACK = re.compile(r"""["'`\d\[{]|null\b|undefined\b|nil\b|None\b|false\b|true\b""")


def mixed_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    if PurePath(filename).suffix.lower() not in C_LIKE or result == original:
        return []
    a, b = original.splitlines(), result.splitlines()
    written: dict[int, str] = {}  # result line -> its original counterpart ("" for an added line)
    paired: set[int] = set()  # the original's lines that were replaced line for line
    for tag, i1, i2, j1, j2 in line_opcodes(original, result):
        if tag == "equal":
            continue
        for k in range(j1, j2):
            same = tag == "replace" and i2 - i1 == j2 - j1
            written[k + 1] = a[i1 + k - j1] if same else ""
            if same:
                paired.add(i1 + k - j1 + 1)
    if not written:
        return []
    mixed_before = _mixed(original, filename, paired) if paired else set()
    was_mixed = {line.strip() for n, line in enumerate(a, 1) if n in mixed_before}
    for line in sorted(_mixed(result, filename, set(written))):
        if written[line].strip() in was_mixed:
            continue  # the original's line mixed them already
        return [Finding("precedence", False, f"`{b[line - 1].strip()[:60]}` adds `||` after `&&` without parentheses: "
                                             f"`&&` binds first (line {line})", (line,))]
    return []


def _mixed(text: str, filename: str, lines: set[int]) -> set[int]:
    """The lines among `lines` with `a && b || c` in one expression of one pair of brackets."""
    first, last = min(lines) - 30, max(lines) + 1  # (the statements around the lines asked about, not the whole file)
    words = [w for w in lex(text, filename) if w.kind != "comment" and first <= w.line <= last]
    rust, cpp = filename.endswith(".rs"), filename.lower().endswith((".cpp", ".cc", ".hpp", ".h"))
    stack: list[list[str]] = [[]]  # per open bracket: the operators of its current expression
    found: set[int] = set()
    k = 0
    while k < len(words):
        w = words[k]
        if w.kind != "code":
            k += 1
            continue
        pair = k + 1 < len(words) and words[k + 1].text == w.text and words[k + 1].start == w.end
        if w.text in ("&", "|") and pair:  # the lexer gives `&&` as two marks
            op = w.text * 2
            prev = words[k - 1].text if k else ""
            k += 2
            if rust and (op == "||" and prev in ("(", ",", "=", "move", "") or op == "&&" and prev in ("|", "&", ":")):
                continue  # a closure with no arguments, a pattern `|&&x|`
            if cpp and op == "&&" and (prev in ("auto", "const") or re.match(r"[A-Z]\w*$", prev) and words[k].text[:1].isalpha()):
                continue  # `auto&& x`, `T&& value`
            ops = stack[-1]
            if op == "||" and "&&" in ops and ops[-1] == "&&" and w.line in lines:
                rest = words[k] if k < len(words) else None
                if rest is not None and rest.kind == "code" and not FALLBACK.match(rest.text):  # `user && user.name || "guest"`: a fallback
                    found.add(w.line)
            ops.append(op)
            continue
        if w.text in ("(", "[", "{"):
            stack.append([])
        elif w.text in (")", "]", "}"):
            if len(stack) > 1:
                stack.pop()
        elif w.text in (",", ";", "?", ":", "=", "=>", "return"):
            stack[-1] = []  # a new expression: another argument, a ternary's branch, a new statement
        k += 1
    return found
