"""An addition keeps what was there: a word the original has (a name, a value, a route, a
row's label) that the result of an instruction which only adds no longer has anywhere, and the
instruction does not name, went with the edit ("add an Affinage calendar link" that took the
Invoices item's place; "add the Friday call" that wrote over Thursday's row).

    vanished_findings(original, result, filename, instruction) -> [Finding]

A word that grew into a new one stays (`getopts "vb"` -> `"vnb"`, `limit` -> `limits`), as do
comments and stubs (`pass`, `TODO`); an instruction whose action takes something out or away is
no addition, nor is one whose new part takes the place of what was there (a parameter for a
fixed value, a logger for a print, an implementation for a stub: net.STANDS_IN)."""

from __future__ import annotations

import re

from .findings import Finding, line_list
from .net import ADDITIVE, STANDS_IN, TAKES_AWAY
from .option_letters import flag_inserted
from .phrasing import read_phrasing, said_and_kept
from .tokens import in_prose, lex
from .words import FUNCTION_WORDS, instruction_words, mentioned

# A word that says something: two letters or digits at least.
WORDY = re.compile(r"\w\w")
# Placeholders an addition is meant to fill in and take away.
STUBS = {"pass", "NotImplementedError", "NotImplemented", "TODO", "FIXME", "todo", "unimplemented", "NotImplementedException",
         "UnsupportedOperationException", "NotSupportedException", "panic", "fatalError", "throw", "raise"}


def vanished_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    action = read_phrasing(instruction).action
    if not ADDITIVE.match(action) or TAKES_AWAY.search(action) or STANDS_IN.search(action):
        return []
    before = [w for w in lex(original, filename) if w.kind != "comment" and not _in_prose(w, original)]
    after = {w.text for w in lex(result, filename) if w.kind != "comment"}
    had = {w.text for w in before}
    missing = {t for t in had - after if WORDY.match(t)}  # (sets: a 2,000-line file in milliseconds)
    if not missing:
        return []
    folded, new = {t.lower() for t in after}, [t for t in after - had if WORDY.match(t)]
    said = instruction_words(said_and_kept(instruction)[0])
    gone: dict[str, int] = {}
    for w in before:
        if w.text in missing and w.text not in gone and w.text.lower() not in folded and not mentioned(w.text, said) \
                and w.text not in STUBS and w.text.lower() not in FUNCTION_WORDS and not any(_grew(w.text, n) for n in new):
            gone[w.text] = w.line
    flags = set(re.findall(r"(?<![\w-])-([A-Za-z])\b", instruction))
    if gone and flags:  # `getopts "d:nh"` -> `"d:nt:h"` for "add -t": the option asked, written in
        lines, now = original.splitlines(), result.splitlines()
        gone = {t: n for t, n in gone.items() if not any(flag_inserted(lines[n - 1], line, flags) for line in now)}
    if not gone:
        return []
    shown = ", ".join(f"`{t}`" for t in list(gone)[:3]) + (f" and {len(gone) - 3} more" if len(gone) > 3 else "")
    return [Finding("vanished", False, f"the addition took {shown} out of the file (original line"
                    f"{'s' if len(gone) > 1 else ''} {line_list(sorted(set(gone.values())))})")]


def _in_prose(word, text: str) -> bool:
    """A word of a message or a docstring (a string with spaces in it), which an addition may reword."""
    if word.kind != "string":
        return False
    start, end = text.rfind("\n", 0, word.start) + 1, text.find("\n", word.end)
    return in_prose(text[start : end if end >= 0 else len(text)], word.start - start, word.end - start)


def _grew(word: str, new: str) -> bool:
    """`new` is `word` with a few characters put in (`vb` -> `vnb`, `limit` -> `limits`)."""
    if len(new) - len(word) > 3 or len(new) <= len(word):
        return False
    it = iter(new)
    return all(ch in it for ch in word)
