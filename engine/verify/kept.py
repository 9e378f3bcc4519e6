"""What the instruction says stays, held to it: "fetchUsers stays the same", "leave load()
and by_country() as loops", "don't touch parse_args". A function, class or type the file
defines (or a section, a Make target) and the keeping clause names (and the request does not)
is the same in the result,
its lines compared without their indentation and blank lines. One it removed is the net's
(lost definitions)."""

from __future__ import annotations

import re

from .findings import Finding
from .phrasing import said_and_kept
from .scope import section_range
from .syntax_trees import definitions
from .words import FUNCTION_WORDS


# A keeping clause about one side of a thing, not all of it.
ASPECT = re.compile(r"\bkeeps?\s+(?:its|their|the)\b|'s\s+\w+|\b(?:signatures?|order|types?|behaviou?r|api|interfaces?|"
                    r"parameters?|arguments?|names?|defaults?|return\s+values?)\b", re.I)


# A clause that keeps all of it: "stays the same", "unchanged", "leave ... alone", "don't touch".
WHOLE = re.compile(r"\b(?:the\s+same|unchanged|untouched|alone|as\s+(?:is|it\s+is|they\s+are)|intact|unverändert|sin\s+cambios|"
                   r"inchangé\w*|as\s+loops?)\b|(?:should|must|shall)(?:\s+not|n't)\s+(?:change|be\s+(?:changed|touched))|"
                   r"\b(?:don'?t|do\s+not)\s+touch\b|не\s+трога\w*|без\s+изменений|そのまま|不变", re.I)


def kept_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    said, kept = said_and_kept(instruction)
    if not kept or ASPECT.search(kept) or not WHOLE.search(kept):
        return []  # "copy_field_upper keeps its parameter order": its calls may still change
    asked = set(re.findall(r"(?<![\w$-])[A-Za-z_$][\w$-]*", said)) | set(re.findall(r"[A-Za-z_$][\w$]*", re.sub(r"\w+-[\w-]+", " ", said)))
    # a hyphenated name ("clean-vcf") asks for itself, not for its parts
    others = set(re.findall(r"\b(?:other|remaining|rest\s+of\s+the)\s+([A-Za-z_$][\w$]*)", kept, re.I))  # "keep the other tests"
    names = [w for w in dict.fromkeys(re.findall(r"[A-Za-z_$][\w$]*", kept)) if len(w) > 2 and w.lower() not in FUNCTION_WORDS
             and w not in asked and w not in others]
    if not names:
        return []
    before, after = definitions(original, filename), definitions(result, filename)
    a, b = original.splitlines(), result.splitlines()
    changed = [(name, before[name].line) for name in names if name in before and name in after
               and _body(a, before[name].line, before[name].end) != _body(b, after[name].line, after[name].end)]
    for name in names:  # a section or a Make target the grammar does not define
        if name not in before and (was := section_range(original, filename, name)) and (now := section_range(result, filename, name)) \
                and _body(a, *was) != _body(b, *now):
            changed.append((name, was[0]))
    if not changed:
        return []
    what = ", ".join(f"`{n}` (original line {line})" for n, line in changed)
    return [Finding("kept", False, f"changed {what}, which the instruction says stays", tuple(line for _, line in changed))]


def _body(lines: list[str], first: int, last: int | None) -> list[str]:
    body = [s.strip() for s in lines[first - 1 : last or first] if s.strip()]
    while len(body) > 1 and body[-1].startswith(("#", "//")):  # a comment at a section's end heads what follows it
        body.pop()
    return body
