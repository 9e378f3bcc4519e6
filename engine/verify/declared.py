"""Where a name is declared the C, Java and C# way: a type and modifiers before it, first on its
line (`public List<Problem> checkEligibility(`). A method so declared is the file's own, so a
rename takes `svc.checkEligibility(...)` with it (rename.py)."""

from __future__ import annotations

import re

from .tokens import Word

FIELD_MODIFIERS = {"pub", "public", "private", "protected", "readonly", "static", "final", "(", ")", "crate", "super"}

TYPE_WORD = re.compile(r"[A-Za-z_][\w.]*(?:<[^()]*>)?(?:\[\])*\??")
NOT_TYPES = {"return", "new", "throw", "await", "yield", "else", "case", "in", "of", "is", "as", "echo", "print", "not", "and", "or"}


def declared_method(words: list[Word], i: int) -> bool:
    """`public boolean name(` / `int Name(`: a method declared the C, Java and C# way, a type
    and modifiers before the name, first on its line."""
    line = words[i].line
    j = i - 1
    before = []
    while j >= 0 and words[j].line == line:
        before.append(words[j].text)
        j -= 1
    before.reverse()
    if not before or before[-1] in NOT_TYPES or not (TYPE_WORD.fullmatch(before[-1]) or re.fullmatch(r"[>\]?]+", before[-1])):
        return False
    return all(w in FIELD_MODIFIERS or w in METHOD_MODIFIERS or TYPE_WORD.fullmatch(w) or re.fullmatch(r"[<>\[\],?.]+", w)
               for w in before)


METHOD_MODIFIERS = {"internal", "virtual", "override", "abstract", "sealed", "async", "synchronized", "native", "default",
                    "extern", "inline", "const", "unsafe", "partial", "new"}
