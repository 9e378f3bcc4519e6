"""A literal replacement the instruction spells out: "'File too large' -> 'File is larger than
20 MB'", "node 18.19-alpine -> 20.11-alpine in both FROM lines", "change "v1" to "v2"". Names
are the rename rule's; this reads the pairs whose old side is text or a value that is not a
plain name (a quoted message, a version, an image tag), and holds the result to them:

    the new text is there, and the old one is gone: from every place it was when the
    instruction says so (both, all, every, everywhere) or it was in one place only, and from
    at least one place otherwise ("bump the first FROM line" may leave the second).

    replacement_findings(original, result, filename, instruction) -> [Finding]
"""

from __future__ import annotations

import re

from .findings import Finding, line_list
from .phrasing import read_phrasing, said_and_kept

# A side of a pair: quoted text, or a token that is not a plain name (a version, a tag, a path).
SIDE = r"""(?:`([^`\n]+)`|'([^'\n]+)'|"([^"\n]+)"|([\w.:/@+-]*[\d.:/@+-][\w.:/@+-]*))"""
PAIRS = [
    re.compile(rf"{SIDE}\s*(?:->|→|=>)\s*{SIDE}"),
    re.compile(rf"\b(?:change|replace|update|switch|bump|move|turn|rewrite|reword|edit)\s+(?:\w+\s+){{0,4}}?(?:from\s+)?{SIDE}\s+"
               rf"(?:to|with|by|into|for)\s+{SIDE}", re.I),
    re.compile(rf"\bfrom\s+{SIDE}\s+to\s+{SIDE}", re.I),
    # "'Retry later' should read 'Try again later'": quoted sides only ("1h30m should be 90 min" describes, not replaces)
    re.compile(rf"(?:`([^`\n]+)`|'([^'\n]+)'|\"([^\"\n]+)\"|(\0))\s+(?:should\s+(?:now\s+)?(?:be|become|read|say)|becomes?|"
               rf"must\s+(?:be|become|read|say))\s+{SIDE}", re.I),
]
EVERY = re.compile(r"\b(?:both|all|every|each|everywhere|throughout|wherever|globally)\b", re.I)


def _side(m: re.Match, first: int) -> str:
    return next((g for g in m.groups()[first:first + 4] if g), "")


ADDS = re.compile(r"^(?:add|insert|append|prepend|include|introduce|write|create|test|document|log)\b", re.I)


def pairs(instruction: str, original: str) -> list[tuple[str, str]]:
    """(old, new) text pairs the instruction spells out whose old side the original has. An
    addition replaces nothing: what it says "should be" describes what it adds."""
    if ADDS.match(read_phrasing(instruction).action or ""):
        return []
    said = said_and_kept(instruction)[0]
    out: list[tuple[str, str]] = []
    for rx in PAIRS:
        for m in rx.finditer(said):
            old, new = _side(m, 0).strip(), _side(m, 4).strip()
            if len(old) < 2 or not new or old == new or old not in original or re.fullmatch(r"[A-Za-z_$][\w$]*", old):
                continue  # a plain name: the rename rule's
            if re.fullmatch(r"\d+(?:\.\d+)?", old) and original.count(old) > 1:
                continue  # a bare number in several places: the setting rule locates which
            out.append((old, new))
    return list(dict.fromkeys(out))


def _lines(text: str, needle: str) -> list[int]:
    return [n for n, line in enumerate(text.splitlines(), 1) if needle in line]


def _worded(old: str, new: str, original: str, result: str) -> bool:
    """The new text is there in other code's spelling, on a line that took the place of one with
    the old text: each of its words (`SeatController::availability` as `[SeatController::class,
    'availability']`, a message with `<path>` in it written with the value's own placeholder)."""
    from .scope import changed_lines

    if not (re.search(r"<[^<>\s][^<>]*>", new) or re.fullmatch(r"[A-Z][\w\\]*(?:::|@|#|\.)[a-z]\w*", new)):
        return False  # a `$name` or `%d` the code writes as the instruction does
    words = [w for w in re.findall(r"[A-Za-z0-9]+", re.sub(r"<[^<>]*>", " ", new)) if len(w) > 1]
    if not words:
        return False
    handler = re.fullmatch(r"[A-Z][\w\\]*(?:::|@|#|\.)([a-z]\w*)", new)
    # each placeholder as a value the line fills in; a handler's method where a method goes
    filled = (rf"""(?:['"@#.]|::){re.escape(handler.group(1))}\b""" if handler else
              r"\$\{|\#\{|\{[\w.()!:\s]*\}|%[-+ #0]*\d*[sdifrvqx]|\\\(|['\"]\s*[+.]|[+.]\s*['\"]|\bformat\b|\$[A-Za-z_]")
    a, b = original.splitlines(), result.splitlines()
    has = lambda line: all(re.search(rf"(?<![a-z0-9]){re.escape(w.lower())}(?![a-z0-9])", line.lower()) for w in words) \
        and bool(re.search(filled, line))
    for tag, (o1, o2), (r1, r2) in changed_lines(original, result):
        wrote = [x for x in b[r1 - 1 : r2] if has(x)]
        if wrote and (tag == "insert" or any(old in x for x in a[o1 - 1 : o2])):  # a new line, or the old text's own
            return True
    return False


def replacement_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    """The replacements the instruction spells out, held against the result."""
    found: list[Finding] = []
    every = bool(EVERY.search(said_and_kept(instruction)[0]))
    for old, new in pairs(instruction, original):
        if new in old:  # "1.2 -> 1.2.1": the new text contains the old, counts say nothing
            continue
        if new not in result:
            if not _worded(old, new, original, result):
                found.append(Finding("replaced", False, f"does not have `{new}`, which the instruction asks for"))
            continue  # (written in the code's own spelling: what is left of the old text cannot be counted)
        before, after = original.count(old), result.count(old) - new.count(old) * result.count(new)
        if after > 0 and (every or before == 1 or after >= before):
            left = [n for n in _lines(result, old) if new not in result.splitlines()[n - 1]] or _lines(result, old)
            found.append(Finding("replaced", False, f"`{old}` is still there (line {line_list(left)})", tuple(left)))
    return found


def explained(finding: Finding, instruction: str, original: str, result: str) -> bool:
    """A net finding whose every line holds a replacement the instruction spells out
    ("python:3.11 -> python:3.12 in both stages" changes the second stage too)."""
    spelled = pairs(instruction, original)
    if finding.rule != "beyond" or not finding.lines or not spelled:
        return False
    lines = result.splitlines()
    return all(0 < n <= len(lines) and any(new in lines[n - 1] for _, new in spelled) for n in finding.lines)
