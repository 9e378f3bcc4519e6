"""Changes that an edit of its kind never makes, whatever words the instruction says (the net,
net.py, counts them as beyond it even where a name it says stands on their line):

    a reorder          said of parameters or as two lists: an operator or a value changed
    a wording edit     a message, a log line, a comment, a name: a comparison turned (`>` -> `<`,
                       `<` -> `<=`, `&&` -> `||`), unless the instruction speaks of comparing
"""

from __future__ import annotations

import re

from .changes import Change
from .forms import asks_reorder


def out_of_kind(changes: list[Change], original: str, result: str, instruction: str, additive: bool, open_ended: bool) -> list[Change]:
    """The code changes (not in comments or strings) the instruction's kind of edit never makes."""
    code = [c for c in changes if not c.in_comment and not c.in_string]
    out = []
    if not additive and asks_reorder(instruction, original, loose=False):  # a reorder moves words: a word of code changed is beyond it
        out += [c for c in code if OPERATOR_OR_VALUE.fullmatch(c.old + c.new)]
    if not open_ended and _about_wording(instruction) and not COMPARING.search(instruction):  # a name on its line explains no `>` -> `<`
        out += [c for c in code if c not in out and _turned(c, original, result)]
    return out


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
WORDING = re.compile(r"\b(?:messages?|wording|texts?|log|logs|logging|logger|comments?|docstrings?|typos?|spelling|translat\w*|labels?|"
                     r"captions?|titles?|renam\w*|Meldung\w*|Nachricht\w*|mensaje\w*|mensage\w*|message|komunikat\w*|сообщени\w*)\b|"
                     r"umbenenn|renomm|renombr|メッセージ|消息|提示", re.I)
QUOTED = re.compile(r"(['\"])([^'\"\n]*)\1")


def _about_wording(instruction: str) -> bool:
    """The instruction edits words or names: it says so, or quotes a message (text with spaces)."""
    return bool(WORDING.search(instruction)) or any(re.search(r"\w\s+\w", m.group(2)) for m in QUOTED.finditer(instruction))


# An operator or a value: what a reorder never writes (`<` -> `<=`, `100` -> `1000`).
OPERATOR_OR_VALUE = re.compile(r"[<>=!+\-*/%&|^~\d.\s]+")
