"""The joints of a condition: an operand taken out of it (`|| s.Cancelled`), which the net
reads as a change of its own however many words it has, and `or` turned into `and`, which
decides otherwise whatever names the line holds.

    operand_dropped(old words, new words) -> bool
    junction_turned(change, instruction) -> bool
    junction_asked(change, original, result, instruction) -> bool   the turn the instruction asks for"""

from __future__ import annotations

import re

from .changes import Change
from .phrasing import _keeps
from .tokens import Word


def operand_dropped(old: list[Word], new: list[Word]) -> bool:
    """A whole operand of a condition taken out (`|| s.Cancelled`), however many words it has:
    what a condition decides, not a rewrite. (One put in is an addition's business.)"""
    side = old
    lead = "".join(w.text for w in side[:2])
    return bool(old) and not new and len(side) <= 9 and side[0].kind == "code" and \
        (lead in ("||", "&&") or side[0].text.lower() in ("or", "and") or side[-1].text.lower() in ("or", "and")
         or "".join(w.text for w in side[-2:]) in ("||", "&&"))


JUNCTIONS = {"or": "and", "and": "or", "||": "&&", "&&": "||"}


def junction_turned(c: Change, instruction: str) -> bool:
    """`or` turned into `and` (or `||` into `&&`) where what the instruction asks does not say
    the new one ("either ... or", "both", the word or the operator)."""
    old, new = c.old.strip().lower(), c.new.strip().lower()
    if JUNCTIONS.get(old) != new:
        return False
    # the sentences that ask, not those that only say what stays ("The stall condition and the limit stay")
    asked = " ".join(x for x in re.split(r"(?<=[.!?;])\s+", instruction) if not _keeps(x))
    words = OR_WORDS if new in ("or", "||") else AND_WORDS
    return not any(re.search(rf"(?<![\w|&]){w}(?![\w|&])", asked, re.I) for w in words)


def junction_asked(c: Change, original: str, result: str, instruction: str) -> bool:
    """`&&` turned into `||` (or `and` into `or`) where the instruction asks for the new one
    ("&& -> ||", "card OR age >= 65", "either ... or") and this is the one junction the edit
    turned: the change is the edit itself, whatever names its line holds."""
    old, new = c.old.strip().lower(), c.new.strip().lower()
    if JUNCTIONS.get(old) != new or junction_turned(c, instruction):
        return False
    asked = " ".join(x for x in re.split(r"(?<=[.!?;])\s+", instruction) if not _keeps(x))
    words = STRICT_OR if new in ("or", "||") else STRICT_AND
    if not any(re.search(rf"(?<![\w|&]){w}(?![\w|&])", asked, re.I) for w in words):
        return False  # ("of", "any", "e": words that say other things too)
    pattern = re.compile(r"(?<![\w|&])(?:\|\||&&|or|and)(?![\w|&])")
    turned = [(x, y) for x, y in zip(original.splitlines(), result.splitlines())
              if x != y and pattern.findall(_code(x)) != pattern.findall(_code(y))]
    return len(turned) == 1 and len(original.splitlines()) == len(result.splitlines())


def _code(line: str) -> str:
    return re.sub(r"""(["'])(?:\\.|(?!\1).)*\1""", '""', line).lower()


STRICT_OR = ("or", r"\|\|", "either", "oder", "ou", "lub", "или", "oppure", "entweder", "soit")
STRICT_AND = ("and", "&&", "both", "und", "et", "oraz", "и", "beide", "sowohl")
OR_WORDS = ("or", r"\|\|", "either", "any", r"one\s+of", "oder", "ou", "o", "of", "lub", "или", r"eine[rs]?\s+der")
AND_WORDS = ("and", "&&", "both", "und", "et", "e", "y", "en", "i", "и", "beide")
