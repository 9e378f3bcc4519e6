"""A guard the instruction bounds: "reject humidity outside 0..100", "below 0 or above 100",
"< 0 or > 100", "fuera de 0..100". The conditions the edit adds in `if` lines are read as
Python (braced.py's reading of the brace languages, `ast` for Python) and tried on each side
of each bound: a value below the low bound and above the high one must be rejected, the bounds
themselves kept (unless the instruction says the bounds are excluded). A guard with one side
missing (`> 100` only) or a bound moved (`>= 100`) is refused; a condition it cannot read, or
one that tests other names too, is left alone.

    range_findings(original, result, filename, instruction) -> [Finding]"""

from __future__ import annotations

import ast
import re
from pathlib import PurePath

from .findings import Finding
from .scope import changed_lines

NUMBER = r"-?\d+(?:\.\d+)?"
# "outside 0..100", "outside the 0-100 range", "fuera de 0..100", "not in 0 to 100", "between 0 and 100"
SPAN = re.compile(rf"(?P<lo>{NUMBER})\s*(?:\.\.\.?|–|—|-(?=\s*\d)|\bto\b|\band\b|\ba\b|\bbis\b|\bet\b|\by\b)\s*(?P<hi>{NUMBER})(?!\s*[:.]\d)", re.I)
# "below 0 or above 100", "< 0 or > 100", "under 0 or over 100"
SIDES = re.compile(rf"(?:below|under|less\s+than|lower\s+than|<)\s*(?P<lo>{NUMBER})\b.{{0,40}}?"
                   rf"(?:above|over|more\s+than|greater\s+than|higher\s+than|>)\s*(?P<hi>{NUMBER})\b", re.I | re.S)
EXCLUSIVE = re.compile(r"\bexclusive\b|\bbounds?\s+(?:are\s+)?(?:excluded|rejected|invalid)\b", re.I)
IF = re.compile(r"^\s*(?:\}\s*)?(?:else\s+)?(?:if|elif|elsif|unless|guard)\b\s*(?P<cond>.+?)\s*(?:\{|:|\bthen\b|\belse\b)?\s*$")


# Words that make a range one to reject outside of (not "from 3 to 5", "between 10 and 20" to select).
REJECTS = re.compile(r"\b(?:outside|out\s+of\s+range|reject\w*|refuse\w*|invalid|implausible|fuera|außerhalb|hors|fora|buiten|"
                     r"poza|fuori|rifiut\w*|rechaz\w*|rejeit\w*|ablehn\w*|weiger\w*)\b|範囲外|范围外", re.I)
# What a guard's body does when it rejects.
REJECTING = re.compile(r"\b(?:return|raise|throw|panic|die|exit|abort|continue|Err|error|Error|fail\w*)\b")


def _bounds(instruction: str) -> tuple[float, float] | None:
    sides = SIDES.search(instruction)
    if sides is None and not REJECTS.search(instruction):
        return None
    m = sides or SPAN.search(instruction)
    if m is None:
        return None
    lo, hi = float(m.group("lo")), float(m.group("hi"))
    return (lo, hi) if lo < hi else None


def _reader(filename: str):
    if PurePath(filename).suffix.lower() in (".py", ".pyi"):
        return lambda text: ast.parse(text, mode="eval").body
    from .braced import LOOSE, _expression

    loose = PurePath(filename).suffix.lower() in LOOSE
    return lambda text: _expression(text, loose)


def _subjects(tree: ast.expr, lo: float, hi: float) -> set[str]:
    """The expressions compared with a bound (`r.RelHumidity` in `r.RelHumidity < 0`)."""
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            if any(isinstance(s, ast.Constant) and isinstance(s.value, (int, float)) and float(s.value) in (lo, hi) for s in sides):
                out |= {ast.unparse(s) for s in sides if not isinstance(s, ast.Constant)}
    return out


def _rejects(conds: list[ast.expr], subject: str, value: float, guard: list[bool]) -> bool | None:
    """Whether the added conditions (a Swift `guard` states what passes) reject `value`."""
    hit = False
    for tree, passes in zip(conds, guard):
        got = _value(tree, subject, value)
        if got is None:
            return None  # another name, a call: not a condition on the value alone
        hit = hit or (not got if passes else bool(got))
    return hit


COMPARE = {ast.Lt: lambda a, b: a < b, ast.LtE: lambda a, b: a <= b, ast.Gt: lambda a, b: a > b, ast.GtE: lambda a, b: a >= b,
           ast.Eq: lambda a, b: a == b, ast.NotEq: lambda a, b: a != b}
ARITHMETIC = {ast.Add: lambda a, b: a + b, ast.Sub: lambda a, b: a - b, ast.Mult: lambda a, b: a * b}


def _value(node: ast.expr, subject: str, v: float):
    """`node` worked out with `subject` set to `v`: comparisons, `and`/`or`/`not` and plain
    arithmetic of numbers only (nothing of the file is run); None for anything else."""
    if ast.unparse(node) == subject:
        return v
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) and not isinstance(node.value, bool):
        return node.value
    if isinstance(node, ast.UnaryOp):
        inner = _value(node.operand, subject, v)
        if inner is None:
            return None
        return (not inner) if isinstance(node.op, ast.Not) else -inner if isinstance(node.op, ast.USub) else None
    if isinstance(node, ast.BinOp) and type(node.op) in ARITHMETIC:
        a, b = _value(node.left, subject, v), _value(node.right, subject, v)
        return None if a is None or b is None else ARITHMETIC[type(node.op)](a, b)
    if isinstance(node, ast.BoolOp):
        parts = [_value(x, subject, v) for x in node.values]
        return None if any(p is None for p in parts) else (all(parts) if isinstance(node.op, ast.And) else any(parts))
    if isinstance(node, ast.Compare) and all(type(op) in COMPARE for op in node.ops):
        sides = [_value(x, subject, v) for x in (node.left, *node.comparators)]
        if any(x is None for x in sides):
            return None
        return all(COMPARE[type(op)](a, b) for op, a, b in zip(node.ops, sides, sides[1:]))
    return None


def range_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    try:
        return _range_findings(original, result, filename, instruction)
    except RecursionError:  # a condition too deep to read
        return []


def _range_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    bounds = _bounds(instruction)
    if bounds is None or result == original:
        return []
    lo, hi = bounds
    lines = result.splitlines()
    read = _reader(filename)
    conds: list[ast.expr] = []
    guard: list[bool] = []
    at = 0
    for _, _, (r1, r2) in changed_lines(original, result):
        for k in range(r1, r2 + 1):
            m = IF.match(lines[k - 1]) if 0 < k <= len(lines) else None
            if m is None:
                continue
            text = m.group("cond").strip()
            text = text[1:-1] if text.startswith("(") and text.endswith(")") and text.count("(") == 1 else text
            body = lines[k - 1][m.end("cond"):] + " " + next((x for x in lines[k:k + 3] if x.strip()), "")
            unless = bool(re.match(r"\s*(?:unless|guard)\b", lines[k - 1]))
            if len(text) > 400 or not (unless or REJECTING.search(body)):
                continue  # (a condition that selects what passes, or the accepting branch of an if/else, is no guard)
            try:
                conds.append(read(text))
            except Exception:  # noqa: BLE001 (a condition the reader does not follow)
                continue
            guard.append(unless)
            at = at or k
    subjects = set().union(*(_subjects(c, lo, hi) for c in conds)) if conds else set()
    if len(subjects) != 1:
        return []
    subject = next(iter(subjects))
    conds = [c for c in conds if subject in ast.unparse(c)]
    guard = guard[: len(conds)]
    step = max((hi - lo) / 1000, 1e-6)
    inclusive = not EXCLUSIVE.search(instruction)
    probes = [(lo - step, True), (hi + step, True), (lo, not inclusive), (hi, not inclusive), ((lo + hi) / 2, False)]
    for value, want in probes:
        got = _rejects(conds, subject, value, guard)
        if got is None:
            return []
        if got != want:
            shown = f"{value:g}" if value in (lo, hi, (lo + hi) / 2) else ("below " if value < lo else "above ") + f"{lo if value < lo else hi:g}"
            what = "rejects" if got else "lets through"
            return [Finding("range", False, f"the guard on `{subject}` {what} {shown}, where the instruction "
                            f"{'rejects' if want else 'keeps'} it ({lo:g} to {hi:g}, line {at})", (at,))]
    return []
