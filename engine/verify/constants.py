"""Constants an edit extracts or names: the values a result defines (`DAY_MS = 24 * 60 * 60`
is 86400000), a literal replaced by a name that holds another value or none, and a value
extracted as a name that the code still spells out where the instruction means it.

    defined_values(original, result) -> {name: value}   what the result newly defines
    constant_findings(changes, original, result, filename, instruction) -> [str]"""

from __future__ import annotations

import ast
import operator
import re

from .changes import Change
from .words import mentioned

IDENT = re.compile(r"[A-Za-z_$][\w$]*")


OPS = {ast.Mult: operator.mul, ast.Add: operator.add, ast.Sub: operator.sub, ast.FloorDiv: operator.floordiv,
       ast.Pow: operator.pow, ast.Div: operator.truediv}


def _value(expr: str) -> float | int | str | None:
    """A literal or constant arithmetic (`24 * 60 * 60 * 1000`, `1_000`, `'x'`), else None."""
    try:
        node = ast.parse(expr.strip().rstrip(";"), mode="eval").body
    except (SyntaxError, ValueError):
        return None

    def ev(n):
        if isinstance(n, ast.Constant) and isinstance(n.value, (int, float, str)) and not isinstance(n.value, bool):
            return n.value
        if isinstance(n, ast.BinOp) and type(n.op) in OPS:
            left, right = ev(n.left), ev(n.right)
            if isinstance(left, (int, float)) and isinstance(right, (int, float)) and abs(right) < 1e6:
                return OPS[type(n.op)](left, right)
        if isinstance(n, ast.UnaryOp) and isinstance(n.op, ast.USub):
            v = ev(n.operand)
            return -v if isinstance(v, (int, float)) else None
        return None

    try:
        return ev(node)
    except (ArithmeticError, TypeError, ValueError):
        return None


def defined_values(original: str, result: str) -> dict[str, object]:
    """Names the result defines that the original does not (`const DAY_MS = 24 * 60 * 60 * 1000`,
    `DAY_MS: int = 86400000`, `#define X 5`), with their constant values."""
    pattern = re.compile(r"^\s*(?:export\s+)?(?:(?:const|let|var|final|static|pub|public|private|val|readonly)\s+)*"
                         r"(?:[\w<>\[\]]+\s+)?([A-Za-z_$][\w$]*)\s*(?::\s*[^=\n]+)?(?:=|:=)\s*(.+?)\s*;?\s*$|"
                         r"^\s*#define\s+([A-Za-z_]\w*)\s+(.+?)\s*$")
    had = set(IDENT.findall(original))
    out: dict[str, object] = {}
    for line in result.splitlines():
        m = pattern.match(line)
        if not m:
            continue
        name, expr = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
        if name not in had and (v := _value(expr)) is not None:
            out[name] = v
    return out


def constant_findings(changes: list[Change], original: str, result: str, filename: str, instruction: str = "") -> list[str]:
    """A literal replaced by a name the result newly defines with another value (`DAY_MS = 24 *
    60 * 60` for 86400000), and a value extracted as a name that the code still spells out
    elsewhere: the same transformation applied inconsistently (where the instruction says which
    uses it means, only a literal left beside replaced ones: `unknown_use`)."""
    from .tokens import lex

    defined = defined_values(original, result)
    out: list[str] = []
    done: set[tuple[str, object]] = set()
    for c in changes:
        name, old = c.new.strip(), _value(c.old)
        if old is not None and name not in defined and (name, old) not in done and undeclared(name, original, result):
            done.add((name, old))
            out.append(f"{c.old.strip()} replaced by `{name}`, which the file never defines (line {c.line})")
        if name not in defined or old is None or (name, old) in done:
            continue
        done.add((name, old))
        if old != defined[name]:
            out.append(f"`{name}` is {defined[name]!r}, not the {c.old.strip()} it replaced (line {c.line})")
            continue
        uses = {n for n, line in enumerate(result.splitlines(), 1) if re.search(rf"\b{re.escape(name)}\b", line)}
        left = sorted({w.line for w in lex(result, filename) if w.kind == "code" and w.text == c.old.strip()} - uses)
        left = [n for n in left if not unknown_use(n, uses, result, filename, instruction)  # `WATTS = 220`: another constant's value
                and not ((m := OTHER_CONSTANT.match(result.splitlines()[n - 1])) and (m.group(1) or m.group(2)) != name)]
        if left:
            out.append(f"{c.old.strip()} extracted as `{name}` but still written at line{'s' if len(left) > 1 else ''} "
                       f"{', '.join(map(str, left[:6]))}")
    return out


# A line that declares a named constant of its own: `export const MULTIPART_THRESHOLD = 4 * 1024`, `#define RETRIES 4`.
OTHER_CONSTANT = re.compile(r"^\s*(?:(?:export|pub(?:\(\w+\))?|public|private|protected|internal|static|final|const|let|var|val|"
                            r"readonly|constexpr|inline)\s+)*(?:(?!(?:if|elif|else|return|while|for|and|or|not|case|when)\b)[\w<>\[\]]+\s+)??"
                            r"([A-Z][A-Z0-9]*_[A-Z0-9_]*|[A-Z]{2,}[0-9]*)\s*(?::[^=\n]+)?(?:=|:=)(?!=)|^\s*#define\s+(\w+)\s")


def undeclared(name: str, original: str, result: str) -> bool:
    """`name` is a new identifier (not in the original) that no line of the result assigns or
    declares (`NAME =`, `NAME:`, `#define NAME`, `const NAME`, an import of it)."""
    if not IDENT.fullmatch(name) or name in set(IDENT.findall(original)):
        return False
    n = re.escape(name)
    return not re.search(rf"(?m)\b{n}\s*(?::[^=\n]*)?:?=(?!=)|#define\s+{n}\b|\b(?:const|let|var|val|static|final|import)\b[^\n]*\b{n}\b|"
                         rf"^\s*{n}\s*:|\b(?:func|def|fn|function|fun|sub)\b[^\n(]*\([^)]*\b{n}\b", result)  # (or a parameter)


# The instruction says which uses of the value it means: "everywhere the session lifetime is used",
# "every timeout use", "for the retry delay", "only the ...", or the places ("use it in create() and get()").
RESTRICTED = re.compile(r"\b(?:every\s*where|wherever|every\s+place|all\s+places)\s+(?:the|a|an|we)\b|"
                        r"\b(?:every|each|all)\s+(?:of\s+the\s+)?(?!\d)[\w-]+\s+(?:uses?|usages?|references?)\b|\bfor\s+the\b|\b(?:only|just)\s+the\b",
                        re.I)


def unknown_use(line: int, uses: set[int], result: str, filename: str, instruction: str) -> bool:
    """A literal left at `line` that the rule cannot call a miss: the instruction says which uses
    of the value it means, and no definition around the line holds a replaced use (an equal
    value in an unrelated function may be another quantity: 1800 seconds and 1800 ms)."""
    from .scope import as_place
    from .syntax_trees import definitions

    defs = definitions(result, filename)
    said = {w.lower() for w in re.findall(r"[\w$]+", instruction)}
    placed = any(as_place(n, instruction) for n in defs if mentioned(n, said))
    if not (RESTRICTED.search(instruction) or placed):
        return False
    around = [(d.line, d.end or d.line) for d in defs.values() if d.line <= line <= (d.end or d.line)]
    return not any(a <= u <= b for a, b in around for u in uses)
