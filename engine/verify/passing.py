"""A value the instruction hands to a function ("pass it through to f", "forward the timeout
to requests.get"): a call of the function the result writes with more arguments than any
call the original has, where the function takes that many. untouched.py and additions.py
read it alike.

    PASSING                       the words that hand a value on
    call_grew(text, new, original, result, named) -> bool"""

from __future__ import annotations

import re


# Words that hand a value to the named function rather than change it.
PASSING = re.compile(r"\b(?:pass\w*|hand\w*|forward\w*|feed\w*|through\s+to|gets?|receives?|give\s+it\s+to|go(?:es)?\s+(?:in)?to|reach\w*|ends?\s+up\s+in|"
                     r"geben?\s+\w+\s+an|weiter\w*|p[aá]sa\w*|pásal\w*|passar\w*|transmet\w*|passe[rz]?|doorgeven|geef\s+die\s+door|przeka\w*)\b|->\s*\w+\(|→\s*\w+\(", re.I)


def call_grew(text: list[str], new: list[str], original: str, result: str, named: list[str]) -> bool:
    """A call of a named function the result writes with more arguments than any call of it
    the original has: the value the instruction passes on reaches it."""
    for n in named:
        call = re.compile(rf"(?<!def )(?<!function )(?<!fn )(?<!func )(?<!fun )(?<![\w$]){re.escape(n)}\s*\(([^()]*)\)")
        most = max((a.count(",") + bool(a.strip()) for a in call.findall(original)), default=0)
        grown = max((a.count(",") + bool(a.strip()) for a in call.findall(result)), default=0)
        if grown > most and _takes(result, n, grown):
            return True
    return False


def _takes(text: str, name: str, count: int) -> bool:
    """The result's definition of `name` takes `count` arguments (or any number)."""
    m = re.search(rf"(?:def|function|func|fn|fun|sub)\s+(?:\([^)]*\)\s*)?{re.escape(name)}\s*\(([^)]*)\)", text)
    if m is None:
        return True  # (a method, a lambda: not read)
    params = m.group(1)
    return "*" in params or "..." in params or params.count(",") + bool(params.strip()) >= count
