"""Which truth values of a function's conditions can hold together: no order has `a < b` and
`b < a`, no value is below 5 and at least 10, nor equal to two constants, and a length is
never below 0. decisions.py tries only the assignments that are possible.

    possible(truth) -> bool        truth: {(relation, left, right): holds}
    pair(x, y) -> (x, y)           a symmetric relation's sides in one order
    number(text) -> float | None"""

from __future__ import annotations

import re

Atom = tuple[str, str, str]  # (relation, left, right): ("lt", "a", "b") is `a < b`
CONSTANT = re.compile(r"""[\d'"-]|None$|True$|False$""")


def pair(x: str, y: str) -> tuple[str, str]:
    """The two sides of a symmetric relation in one order: a constant on the right."""
    a, b = sorted((x, y), key=lambda v: (bool(CONSTANT.match(v)), v))
    return a, b


def possible(truth: dict[Atom, bool]) -> bool:
    """No total order has both `a < b` and `b < a`, or `a == b` beside either."""
    for (rel, x, y), v in truth.items():
        if not v or rel not in ("Lt", "Eq"):
            continue
        eq: Atom = ("Eq", *pair(x, y))
        if rel == "Lt" and (truth.get(("Lt", y, x)) or truth.get(eq)):
            return False
    for (rel, x, y), v in truth.items():  # of a < b, b < a and a == b one holds, where all three are tested
        eq = ("Eq", *pair(x, y))
        if rel == "Lt" and x < y and ("Lt", y, x) in truth and eq in truth:
            if not (v or truth[("Lt", y, x)] or truth[eq]):
                return False
    return _values_possible(truth)


def _values_possible(truth: dict[Atom, bool]) -> bool:
    """Some value of each expression meets what the truth says of it against constants:
    `x < 5` and `x >= 10` cannot both hold, nor `kind == "a"` and `kind == "b"`."""
    low: dict[str, tuple[float, bool]] = {}  # expression -> (bound, strict)
    high: dict[str, tuple[float, bool]] = {}
    equal: dict[str, set[str]] = {}
    unequal: dict[str, set[str]] = {}
    for (rel, x, y), v in truth.items():
        if rel == "Eq" and CONSTANT.match(y) and not CONSTANT.match(x):
            (equal if v else unequal).setdefault(x, set()).add(y)
        elif rel == "Lt":
            if (n := number(y)) is not None and number(x) is None:  # x < n, or x >= n
                bound = (n, True) if v else (n, False)
                if v:
                    high[x] = min(high.get(x, (float("inf"), False)), bound, key=lambda b: (b[0], not b[1]))
                else:
                    low[x] = max(low.get(x, (float("-inf"), False)), bound, key=lambda b: (b[0], not b[1]))
            elif (n := number(x)) is not None and number(y) is None:  # n < y, or y <= n
                if v:
                    low[y] = max(low.get(y, (float("-inf"), False)), (n, True), key=lambda b: (b[0], b[1]))
                else:
                    high[y] = min(high.get(y, (float("inf"), False)), (n, False), key=lambda b: (b[0], -b[1]))
    for x in set(low) | set(high) | set(equal) | set(unequal):
        if COUNTED.search(x):  # a length or a count is never below 0
            low[x] = max(low.get(x, (float("-inf"), False)), (0.0, False), key=lambda b: (b[0], b[1]))
    for x in set(low) | set(high) | set(equal):
        if len(equal.get(x, set())) > 1 or equal.get(x, set()) & unequal.get(x, set()):
            return False
        (lo, lo_strict), (hi, hi_strict) = low.get(x, (float("-inf"), False)), high.get(x, (float("inf"), False))
        if lo > hi or lo == hi and (lo_strict or hi_strict):
            return False
        if lo == hi and any(number(c) == lo for c in unequal.get(x, set())):  # `n >= 0`, `n <= 0` and `n != 0`
            return False
        for c in equal.get(x, set()):
            if (n := number(c)) is not None and (n < lo or n > hi or n == lo and lo_strict or n == hi and hi_strict):
                return False
    return True


# Expressions that count: `len(xs)`, `xs.length`, `xs.len()`, `xs.size()`, `xs.Count`.
COUNTED = re.compile(r"^len\(.+\)$|\.(?:length|len\(\)|size\(\)|size|count\(\)|count|Count|Length|Len\(\))$")


def number(text: str) -> float | None:
    try:
        return float(text)
    except ValueError:
        return None
