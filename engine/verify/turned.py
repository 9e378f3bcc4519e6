"""Changes that an edit of its kind never makes, whatever words the instruction says (the net,
net.py, counts them as beyond it even where a name it says stands on their line):

    a reorder          said of parameters or as two lists: an operator or a value changed
    a wording edit     a comparison turned on a line it kept (`>` -> `<`, `<` -> `<=`, `&&` -> `||`),
    or a reorder       unless the instruction speaks of comparing (other edits may say a condition
                       in prose: "include the last element", "give it to orders of 100 euros")
    any edit           a number changed that the instruction says nothing of, neither the old one
                       nor the new one, in any unit (`8` -> `4` beside an inlined variable), unless
                       it asks for a value it gives no number for ("raise the limit")
"""

from __future__ import annotations

import re

from .changes import Change
from .forms import asks_reorder, permuted


def out_of_kind(changes: list[Change], original: str, result: str, instruction: str, additive: bool, open_ended: bool) -> list[Change]:
    """The code changes the instruction's kind of edit never makes (not in comments; not in
    strings but for numbers)."""
    code = [c for c in changes if not c.in_comment and not c.in_string]
    out = []
    if not additive and asks_reorder(instruction, original, loose=False):  # a reorder moves words: a word of code changed is beyond it
        out += [c for c in code if OPERATOR_OR_VALUE.fullmatch(c.old + c.new)]
    # a wording edit or a reorder turns no comparison (a name on its line explains no `>` -> `<`);
    # other edits may say a condition in prose ("include the last element", "admins or owners")
    if not open_ended and (_about_wording(instruction) or asks_reorder(instruction, original, loose=False)) and not COMPARING.search(instruction):
        out += [c for c in code if c not in out and _turned(c, original, result)]
    if not open_ended and not (RELATIVE.search(instruction) and not re.search(r"\d", instruction)):
        said = _numbers(instruction)
        out += [c for c in changes if c not in out and not c.in_comment and unsaid_number(c, original, result, instruction, said)]
    return out


# A value said relative to the one there ("raise the limit", "a longer timeout"): its number is the edit's.
RELATIVE = re.compile(r"\b(?:higher|lower|larger|smaller|bigger|longer|shorter|faster|slower|doubl\w*|halv\w*|tripl\w*|increas\w*|"
                      r"decreas\w*|rais\w*|reduc\w*|bump\w*|adjust\w*|tun(?:e|ed|ing)|extend\w*|shorten\w*|lengthen\w*)\b", re.I)
# A number as it stands in the text: a version's parts together (`20.11`, `0.56.2`).
DOTTED = re.compile(r"\d+(?:\.\d+)*")
NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)")
# The factors between units the instruction may say a number in (s and ms, minutes, hours, KiB, %).
UNITS = (1, 10, 100, 1000, 60, 3600, 1024, 1_000_000)


def _numbers(text: str) -> set[float]:
    return {float(m) for m in NUMBER.findall(text)}


def unsaid_number(change: Change, original: str, result: str, instruction: str, said: set[float]) -> bool:
    """One number changed to another (whole, as it stands: `20.11` -> `22.12`), neither of
    them said in the instruction in any unit, and not moved (the file holds the old one as
    often as before: a sort or a reorder moves numbers, it changes none)."""
    if len(change.olds) != 1 or len(change.news) != 1 or not (NUMBER.fullmatch(change.olds[0].text) and NUMBER.fullmatch(change.news[0].text)):
        return False
    old, new = _whole(original, change.olds[0].start), _whole(result, change.news[0].start)
    if old == new or _said(old, instruction, said) or _said(new, instruction, said) or permuted(change, original, result, instruction):
        return False
    return not (_count(old, result) >= _count(old, original) and _count(new, original) >= _count(new, result))


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
    return any(value == s * f or value * f == s for s in said for f in UNITS)


def _count(number: str, text: str) -> int:
    return len(re.findall(rf"(?<![\w.]){re.escape(number)}(?!\w|\.\d)", text))


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
