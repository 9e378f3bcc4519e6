"""An addition keeps what was there: a word the original has (a name, a value, a route, a
row's label) that the result of an instruction which only adds no longer has anywhere, and the
instruction does not name, went with the edit ("add an Affinage calendar link" that took the
Invoices item's place; "add the Friday call" that wrote over Thursday's row).

    vanished_findings(original, result, filename, instruction) -> [Finding]

A word that grew into a new one stays (`getopts "vb"` -> `"vnb"`, `limit` -> `limits`), as do
comments; an instruction whose action takes something out or away is no addition."""

from __future__ import annotations

import re
from collections import Counter

from .findings import Finding, line_list
from .gone import REMOVE_VERB
from .net import ADDITIVE
from .phrasing import read_phrasing, said_and_kept
from .tokens import Word, lex
from .words import instruction_words, mentioned

# An action that takes something away, whatever its verb ("no more X", "without the cache").
TAKES_AWAY = re.compile(rf"\b(?:{REMOVE_VERB})\b|\b(?:no|stop|without|don'?t|dead|unused)\b", re.I)


def vanished_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    action = read_phrasing(instruction).action
    if not ADDITIVE.match(action) or TAKES_AWAY.search(action):
        return []
    before, after = _words(lex(original, filename)), _words(lex(result, filename))
    counts = Counter(w.text for w in after)
    new = [t for t in counts if t not in {w.text for w in before}]
    said = instruction_words(said_and_kept(instruction)[0])
    gone: dict[str, int] = {}
    for w in before:
        if w.text not in counts and w.text not in gone and not mentioned(w.text, said) and not any(_grew(w.text, n) for n in new):
            gone[w.text] = w.line
    if not gone:
        return []
    shown = ", ".join(f"`{t}`" for t in list(gone)[:3]) + (f" and {len(gone) - 3} more" if len(gone) > 3 else "")
    return [Finding("vanished", False, f"the addition took {shown} out of the file (original line"
                    f"{'s' if len(gone) > 1 else ''} {line_list(sorted(set(gone.values())))})")]


def _words(words: list[Word]) -> list[Word]:
    """The words that say something: two letters or digits at least, comments aside."""
    return [w for w in words if w.kind != "comment" and re.match(r"\w\w", w.text)]


def _grew(word: str, new: str) -> bool:
    """`new` is `word` with a few characters put in (`vb` -> `vnb`, `limit` -> `limits`)."""
    if len(new) - len(word) > 3 or len(new) <= len(word):
        return False
    it = iter(new)
    return all(ch in it for ch in word)
