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
    if re.fullmatch(r"\s*-?\d[\d_]*(?:\.\d+)?(?:[uU]?[lL]{1,2}|[fFdDmM]|[uU])\s*;?\s*", expr):
        expr = re.sub(r"(?:[uU]?[lL]{1,2}|[fFdDmM]|[uU])(?=\s*;?\s*$)", "", expr)  # `60L`, `2.5f`, `10UL`: the number
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
        rows = result.splitlines()
        moved = [x.line for x in changes if x.new.strip() == name and _value(x.old) == old
                 and other_unit(x.old.strip(), instruction, rows[max(x.line - 5, 0):x.line])]
        if moved:  # "the 1800 ms limit": not the 1800 of a line about seconds
            out.append(f"{c.old.strip()} replaced by `{name}` at line{'s' if len(moved) > 1 else ''} {', '.join(map(str, moved))}, "
                       f"where the code speaks of another unit than the instruction's {c.old.strip()} {_unit(instruction, c.old.strip())}")
        uses = {n for n, line in enumerate(rows, 1) if re.search(rf"\b{re.escape(name)}\b", line)}
        left = sorted({w.line for w in lex(result, filename) if w.kind == "code" and _bare(w.text) == _bare(c.old.strip())
                       and not re.match(r"\d*\.|\.\d", result[max(w.start - 1, 0):w.start] + result[w.end:w.end + 2]) } - uses)
        left = [n for n in left if not unknown_use(n, uses, result, filename, instruction)  # `WATTS = 220`: another constant's value
                and not other_unit(c.old.strip(), instruction, result.splitlines()[max(n - 5, 0):n])
                and not ((m := OTHER_CONSTANT.match(result.splitlines()[n - 1])) and (m.group(1) or m.group(2)) != name)]
        if left:
            out.append(f"{c.old.strip()} extracted as `{name}` but still written at line{'s' if len(left) > 1 else ''} "
                       f"{', '.join(map(str, left[:6]))}")
    return out


# A line that declares a named constant of its own: `export const MULTIPART_THRESHOLD = 4 * 1024`, `#define RETRIES 4`.
OTHER_CONSTANT = re.compile(r"^\s*(?:(?:export|pub(?:\(\w+\))?|public|private|protected|internal|static|final|const|let|var|val|"
                            r"readonly|constexpr|inline)\s+)*(?:(?!(?:if|elif|else|return|while|for|and|or|not|case|when)\b)[\w<>\[\]]+\s+)??"
                            r"([A-Z][A-Z0-9]*_[A-Z0-9_]*|[A-Z]{2,}[0-9]*)\s*(?::[^=\n]+)?(?:=|:=)(?!=)|^\s*#define\s+(\w+)\s")


UNITS = {"ms": r"ms|millis\w*", "s": r"s|secs?|seconds?|sekunden|segundos?|secondes?", "min": r"mins?|minutes?|minuten",
         "h": r"h|hrs?|hours?|stunden", "d": r"d|days?|tage?n?|d[ií]as?|jours?", "px": r"px|pixels?", "b": r"bytes?|[kmg]i?b"}
# What names a unit beside code: plural or spelt out, never an ordinal ("second"), `min(` or a `day` parameter.
NEAR_UNITS = {"ms": r"milliseconds|millis", "s": r"seconds|secs|sekunden|segundos|secondes", "min": r"minutes|minuten",
              "h": r"hours|stunden", "d": r"days|tagen|d[ií]as|jours"}


def _bare(value: str) -> str:
    """A number without its type suffix: `1800u`, `60L` and `2.5f` are 1800, 60 and 2.5."""
    return re.sub(r"(?<=\d)(?:[uU]?[lL]{1,2}|[fFdDmM]|[uU])$", "", value) if re.match(r"-?\d[\d_.]*[A-Za-z]*$", value) \
        and not re.match(r"-?0[xXbBoO]", value) else value


def _unit(text: str, value: str) -> str | None:
    value = _bare(value)
    m = re.search(rf"(?<![\w.]){re.escape(value)}\s*-?\s*([A-Za-zÀ-ÿ]+)", text)
    return next((u for u, p in UNITS.items() if m and re.fullmatch(p, m.group(1), re.I)), None)


def other_unit(value: str, instruction: str, lines: list[str]) -> bool:
    """The instruction gives the value in one unit (`1800 ms`) and the code around a copy of it
    speaks of another (`/* seconds the drive must rest */ ... 1800`): another quantity."""
    said = _unit(instruction, value)
    if not said:
        return False
    comment = re.compile(r"^\s*(?://|#|/\*|\*|--)")
    near = " ".join(line for line in lines[:-1][-3:] if comment.match(line)) + " " + " ".join(re.findall(r"(?://|#|/\*)(.*)", lines[-1] if lines else ""))
    return any(u != said and re.search(rf"\b(?:{p})\b", near.lower()) for u, p in NEAR_UNITS.items())


def undeclared(name: str, original: str, result: str) -> bool:
    """`name` is a new identifier (not in the original) that no line of the result assigns or
    declares (`NAME =`, `NAME:`, `#define NAME`, `const NAME`, an import of it)."""
    if not IDENT.fullmatch(name) or name in set(IDENT.findall(original)):
        return False
    if name.startswith("$") and len(name) > 1 and not undeclared(name[1:], original, result):
        return False  # `$KEEP_DAYS` in a shell or Kotlin string reads `KEEP_DAYS=30`, `const val KEEP_DAYS`
    n = re.escape(name)
    return not re.search(rf"(?m)(?<![\w$]){n}\s*(?::[^=\n]*)?:?=(?!=)|#define\s+{n}\b|"
                         rf"\b(?:const|constexpr|let|var|val|static|final|import|readonly)\b[^\n]*(?<![\w$]){n}\b|"
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
