"""Changes that an edit of its kind never makes, whatever words the instruction says (the net,
net.py, counts them as beyond it even where a name it says stands on their line):

    a reorder          said of parameters or as two lists: an operator or a value changed
    a wording edit     a comparison turned on a line it kept (`>` -> `<`, `<` -> `<=`, `&&` -> `||`),
    or a reorder       unless the instruction speaks of comparing (other edits may say a condition
                       in prose: "include the last element", "give it to orders of 100 euros")
    an edit of a kind  (an addition, a wording edit, a reorder, an inline, a rename, a try/catch...)
    that changes no    a number changed that the instruction says nothing of, neither the old one
    value              nor the new one, in digits, words or any unit (`8` -> `4` beside an inlined
                       variable); other edits may name a value by its meaning ("the https port")
"""

from __future__ import annotations

import math
import re
from collections import Counter
from functools import lru_cache

from .changes import Change
from .forms import asks_reorder, permuted


def out_of_kind(changes: list[Change], original: str, result: str, instruction: str, action: str, additive: bool,
                open_ended: bool) -> list[Change]:
    """The code changes the instruction's kind of edit never makes (not in comments; not in
    strings but for numbers)."""
    code = [c for c in changes if not c.in_comment and not c.in_string]
    out: list[Change] = []
    if not additive and asks_reorder(instruction, original, loose=False):  # a reorder moves words: a word of code changed is beyond it
        out += [c for c in code if OPERATOR_OR_VALUE.fullmatch(c.old + c.new)]
    # a wording edit or a reorder turns no comparison (a name on its line explains no `>` -> `<`);
    # other edits may say a condition in prose ("include the last element", "admins or owners")
    if not open_ended and (_about_wording(instruction) or asks_reorder(instruction, original, loose=False)) and not COMPARING.search(instruction):
        out += [c for c in code if c not in out and _turned(c, original, result)]
    # an edit of a kind that changes no value (an addition, a wording edit, a reorder, an inline...): a number
    # changed that it never says; any other edit may name its value by meaning ("the https port", "Not Found")
    if not open_ended and (NUMBERLESS.match(action) or NUMBERLESS_KIND.search(instruction) or _about_wording(instruction)
                           or asks_reorder(instruction, original, loose=False)) and not RELATIVE.search(instruction):
        said, seen = said_numbers(instruction), set(out)
        out += [c for c in changes if c not in seen and not c.in_comment and unsaid_number(c, original, result, instruction, said)]
    return out


# Actions and kinds of edit that change no value: what they add is new lines, what they move keeps its numbers.
NUMBERLESS = re.compile(r"(?:add|insert|append|prepend|include|introduce|document|annotate|wrap|log)\b", re.I)
NUMBERLESS_KIND = re.compile(r"\b(?:inlin\w*|extract\w*|renam\w*|try/catch|try-catch|try/except|docstrings?|type\s+hints?|"
                             r"async\w*|await\w*|dedup\w*|duplicat\w*|reorder\w*|swap\w*)\b", re.I)


# A value said relative to the one there ("raise the limit", "a longer timeout"): its number is the edit's.
RELATIVE = re.compile(r"\b(?:higher|lower|larger|smaller|bigger|longer|shorter|faster|slower|doubl\w*|halv\w*|tripl\w*|increas\w*|"
                      r"decreas\w*|rais\w*|reduc\w*|bump\w*|adjust\w*|tun(?:e|ed|ing)|extend\w*|shorten\w*|lengthen\w*)\b", re.I)
# A number as it stands in the text: a version's parts together (`20.11`, `0.56.2`).
DOTTED = re.compile(r"\d+(?:\.\d+)*")
NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)")
# The factors between units the instruction may say a number in (s and ms, minutes, hours, days,
# weeks, KiB and MiB, %).
UNITS = (1, 10, 100, 1000, 60, 3600, 60_000, 3_600_000, 86_400, 86_400_000, 604_800, 604_800_000, 1024, 1_048_576, 1_000_000)
# Numbers said in words ("five retries", "a day", "half an hour").
WORDS = {"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
         "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "ninety": 90,
         "hundred": 100, "thousand": 1000, "dozen": 12, "half": 0.5, "quarter": 0.25, "single": 1, "double": 2, "twice": 2,
         "eins": 1, "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "zehn": 10, "uno": 1, "dos": 2, "tres": 3, "cinco": 5, "diez": 10,
         "deux": 2, "trois": 3, "cinq": 5, "dix": 10}
A_UNIT = re.compile(r"\b(?:an?|one|ein\w*|un\w*)\s+(?:second|minute|hour|day|week|month|year|sekunde|minute|stunde|tag|woche)", re.I)


def said_numbers(text: str) -> set[float]:
    words = {WORDS[w.lower()] for w in re.findall(r"\w+", text) if w.lower() in WORDS}
    return {float(m) for m in NUMBER.findall(text)} | {float(v) for v in words} | ({1.0} if A_UNIT.search(text) else set())


def unsaid_number(change: Change, original: str, result: str, instruction: str, said: set[float]) -> bool:
    """One number changed to another (whole, as it stands: `20.11` -> `22.12`), neither of
    them said in the instruction in any unit, and not moved (the file holds the old one as
    often as before: a sort or a reorder moves numbers, it changes none)."""
    if len(change.olds) != 1 or len(change.news) != 1 or not (NUMBER.fullmatch(change.olds[0].text) and NUMBER.fullmatch(change.news[0].text)):
        return False
    old, new = _whole(original, change.olds[0].start), _whole(result, change.news[0].start)
    if old == new or _said(old, instruction, said) or _said(new, instruction, said) or permuted(change, original, result, instruction):
        return False
    before, after = _literals(original), _literals(result)
    return not (after[old] >= before[old] and before[new] >= after[new])


def _whole(text: str, at: int) -> str:
    for m in DOTTED.finditer(text, max(0, at - 40), at + 40):
        if m.start() <= at < m.end():
            return m.group()
    return ""


def _said(number: str, instruction: str, said: set[float]) -> bool:
    if not number or re.search(rf"(?<![\w.]){re.escape(number)}(?!\w|\.\d)", instruction):
        return True
    try:
        value = float(number)
    except ValueError:  # a version (`1.2.3`) said only as it stands
        return False
    return any(math.isclose(value, s * f) or math.isclose(value * f, s) for s in said for f in UNITS)


@lru_cache(maxsize=4)
def _literals(text: str) -> Counter[str]:
    """How often each number stands whole in `text` (a text's hash is cached: a repeat costs nothing)."""
    return Counter(re.findall(r"(?<![\w.])\d+(?:\.\d+)*(?!\w|\.\d)", text))


# A comparison or logical operator, and what an instruction says when it means to change one.
COMPARISON = re.compile(r"[<>]=?|[=!]==?|&&|\|\|")
COMPARING = re.compile(r"(?:^|[\s`'\"(])(?:[<>]=?|==|!=)(?:$|[\s`'\")\d])|[≤≥]|\b(?:condition\w*|compar\w*|check\w*|inclusive\w*|exclusive\w*|equal\w*|greater|less|more\s+than|"
                       r"fewer|at\s+(?:least|most)|before|after|until|limits?|thresholds?|bounds?|boundar\w*|off[- ]by[- ]one|strict\w*|"
                       r"exceed\w*|above|below|over|under|min\w*|max\w*|negat\w*|invert\w*|flip\w*|revers\w*|opposite|only\s+(?:when|if)|"
                       r"unless|guard\w*|empty|zero|null|nil|none|expir\w*|older|newer|earlier|later|"
                       r"Bedingung|condici\w*|condiz\w*|warun\w*|услови\w*)\b|条件|比較|比较", re.I)


def _turned(change: Change, original: str, result: str) -> bool:
    """A comparison turned: `>` -> `<`, `&&` -> `||`, or an `=` added to or taken from one (`<` -> `<=`)."""
    old, new = change.old.strip(), change.new.strip()
    if COMPARISON.fullmatch(old) and COMPARISON.fullmatch(new):
        return True
    if {old, new} != {"", "="}:
        return False
    a, b = original.splitlines(), result.splitlines()
    line = b[change.line - 1] if old == "" and 0 < change.line <= len(b) else a[change.old_line - 1] if 0 < change.old_line <= len(a) else ""
    return bool(re.search(r"[<>]=(?!=)", line))


# An edit of wording or names, which no comparison is part of: a message, a log line, a comment, a rename.
WORDING = re.compile(r"\b(?:messages?|wording|texts?|log|logs|logging|logger|comments?|docstrings?|document\w*|typos?|spelling|translat\w*|labels?|"
                     r"captions?|titles?|renam\w*|Meldung\w*|Nachricht\w*|mensaje\w*|mensage\w*|message|komunikat\w*|сообщени\w*)\b|"
                     r"umbenenn|renomm|renombr|メッセージ|消息|提示", re.I)
QUOTED = re.compile(r"(['\"])([^'\"\n]*)\1")


def _about_wording(instruction: str) -> bool:
    """The instruction edits words or names: it says so, or quotes a message (text with spaces)."""
    return bool(WORDING.search(instruction)) or any(re.search(r"\w\s+\w", m.group(2)) for m in QUOTED.finditer(instruction))


# An operator or a value: what a reorder never writes (`<` -> `<=`, `100` -> `1000`).
OPERATOR_OR_VALUE = re.compile(r"[<>=!+\-*/%&|^~\d.\s]+")
