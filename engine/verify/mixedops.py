"""A condition the edit writes that mixes `&&` and `||` (Python's `and` and `or`) side by side
without parentheses: `&&` binds tighter, so `rides == 0 && senior || student` frees every
student's ride. Compilers warn of it (gcc's -Wparentheses, clang's -Wlogical-op-parentheses);
a model that appends `|| student` to a test that had `&&` makes it. Whatever the instruction.

    mixed_findings(original, result, filename, instruction) -> [Finding]

Read on the lines the edit wrote, in code (strings and comments aside), at each depth of
parentheses; a line the original had as it is is not the edit's. In Lua and Python `c and x or
y` is the conditional idiom: only `or` before `and` counts there."""

from __future__ import annotations

from pathlib import PurePath

from .diffing import line_opcodes
from .findings import Finding
from .tokens import lex

C_LIKE = {".c", ".h", ".cc", ".cpp", ".hpp", ".cs", ".java", ".js", ".jsx", ".mjs", ".cjs", ".ts", ".tsx", ".go", ".rs",
          ".kt", ".kts", ".swift", ".scala", ".php", ".dart", ".groovy"}
WORDS = {".py": ("and", "or"), ".lua": ("and", "or"), ".rb": ("&&", "||")}


def mixed_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    suffix = PurePath(filename).suffix.lower()
    ops = WORDS.get(suffix, ("&&", "||") if suffix in C_LIKE else None)
    if ops is None or result == original:
        return []
    old_lines = {line.strip() for line in original.splitlines()}
    written = {j + 1 for tag, _, _, j1, j2 in line_opcodes(original, result) if tag != "equal" for j in range(j1, j2)}
    lines = result.splitlines()
    written = {n for n in written if n <= len(lines) and lines[n - 1].strip() not in old_lines}
    if not written:
        return []
    out = []
    for line in sorted(_mixed(result, filename, ops, written)):
        out.append(Finding("precedence", False, f"`{lines[line - 1].strip()[:60]}` mixes `{ops[0]}` and `{ops[1]}` without "
                                                f"parentheses: `{ops[0]}` binds first (line {line})", (line,)))
        break
    return out


def _mixed(text: str, filename: str, ops: tuple[str, str], lines: set[int]) -> set[int]:
    """The lines among `lines` where one depth of parentheses holds both operators."""
    seen: dict[tuple[int, int], set[str]] = {}  # (line, depth) -> operators
    level = 0
    found = set()
    words = [w for w in lex(text, filename) if w.kind == "code"]
    for k, w in enumerate(words):
        if w.text in ("&", "|") and k + 1 < len(words) and words[k + 1].text == w.text and words[k + 1].start == w.end:
            w = w._replace(text=w.text * 2)  # the lexer gives `&&` as two marks
        elif w.text in ("&", "|") and k and words[k - 1].text == w.text and words[k - 1].end == w.start:
            continue
        if w.text in ("(", "[", "{"):
            level += 1
        elif w.text in (")", "]", "}"):
            level = max(0, level - 1)
        elif w.text in ops and w.line in lines:
            key = (w.line, level)
            # `c and x or y` is Lua's and Python's conditional: only `or` before `and` is the trap there
            if w.text == ops[1] or not ops[0].isalpha():
                seen.setdefault(key, set()).add(w.text)
            elif ops[1] in seen.get(key, set()):
                found.add(w.line)
            if len(seen.get(key, ())) == 2:
                found.add(w.line)
    return found
