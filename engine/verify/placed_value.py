"""Which of several equal values an instruction means. "card radius 8" where `4px` is the
radius of .card, .btn and .badge; "orders-api replicas 2->4" where two deployments have 2
replicas: a result that changes the value somewhere the instruction does not point at (or
everywhere) changed the wrong one. The instruction points by its words: a place is named when
words of the instruction are in the place's context, the line and the lines that enclose it
(an indented block's headers, a CSS rule's selector, a TOML table, a YAML document's name).

    value_findings(original, result, filename, instruction) -> [Finding]

Only values: lines whose change is literals alone (numbers, strings, booleans). Only when
the words tell the places apart (some occurrences have them, some not), and the instruction
does not ask for every place ("both", "all", "everywhere")."""

from __future__ import annotations

import re

from .diffing import opcodes
from .findings import Finding, line_list
from .phrasing import said_and_kept
from .scope import changed_lines
from .tokens import split_words
from .words import FUNCTION_WORDS

EVERY = re.compile(r"\b(?:both|all|every|each|everywhere|throughout|wherever|globally|any)\b", re.I)
LITERAL = re.compile(r"""^(?:-?\d[\w.]*|true|false|null|none|nil|yes|no|on|off)$|^["'`]""", re.I)
NAMES = re.compile(r"^\s*-?\s*(?:name|id|title|app|service|job|key|host|container_name)\s*[:=]", re.I)
ASIDE = {"the", "value", "values", "setting", "settings", "number", "config", "file", "change", "set", "make", "bump",
         "raise", "lower", "increase", "decrease", "should", "from", "instead", "please", "only", "just", "one", "new",
         "old", "now", "currently", "too", "also", "there", "here", "have", "has", "use", "update",
         # articles and prepositions of other languages, which would abbreviate keys ("des" for dependencies)
         "des", "der", "die", "das", "den", "dem", "del", "dei", "los", "las", "les", "une", "della", "delle", "para",
         "pour", "avec", "mit", "und", "von", "auf", "por", "con", "per", "sur", "dans", "naar", "voor", "het"}


HYPHENATED = re.compile(r"\w+(?:-\w+)+")


def _words(text: str, whole: bool = False) -> set[str]:
    """The words of `text`, lowercased, with their singulars and their parts; `whole`: a
    hyphenated word ("queue-monitor") stays one word, as a name it is, not two."""
    out = {h.lower() for h in HYPHENATED.findall(text)}
    if whole:
        text = HYPHENATED.sub(" ", text)
    for w in split_words(text):
        w = w.lower()
        if re.match(r"[a-z]", w):
            out |= {w, w[:-1] if w.endswith("s") and len(w) > 3 else w}
            out |= {p for p in re.split(r"[_]", w) if len(p) > 2}
    return out


def _value_changes(original: str, result: str) -> list[tuple[int, str, str]] | None:
    """(original line, old literal, new literal) for each changed line, or None when some
    change is more than literals."""
    a, b = original.splitlines(), result.splitlines()
    out: list[tuple[int, str, str]] = []
    for tag, (i1, i2), (j1, j2) in changed_lines(original, result):
        if tag != "replace" or i2 - i1 != j2 - j1:
            return None
        for n, m in zip(range(i1, i2 + 1), range(j1, j2 + 1)):
            x, y = _literal_words(a[n - 1]), _literal_words(b[m - 1])
            for op, p1, p2, q1, q2 in opcodes(x, y):
                if op == "equal":
                    continue
                old, new = " ".join(x[p1:p2]), " ".join(y[q1:q2])
                if not all(LITERAL.match(w) for w in x[p1:p2] + y[q1:q2]) or not old:
                    return None
                out.append((n, old, new))
    return out


def _literal_words(line: str) -> list[str]:
    """The line's words, a quoted string kept whole."""
    return re.findall(r"""\"[^\"]*\"|'[^']*'|-?\d[\w.]*|\w+|[^\w\s]""", line)


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())


def _context(lines: list[str], n: int) -> str:
    """Line `n` and what encloses it: the headers above it with less indent, the nearest
    [table] above it, and the names of its YAML document."""
    parts = [lines[n - 1]]
    level = _indent(lines[n - 1])
    for k in range(n - 1, 0, -1):
        line, text = lines[k - 1], lines[k - 1].strip()
        if text == "---":
            break
        if not text:
            continue
        if re.fullmatch(r"\[[^\]]+\]", text):  # a table: its header and its names (`name = "tidewatch"`)
            parts.append(line)
            end = next((j for j in range(n + 1, len(lines) + 1) if re.fullmatch(r"\s*\[[^\]]+\]\s*", lines[j - 1])), len(lines) + 1)
            parts += [lines[j - 1] for j in range(k + 1, end) if j != n and NAMES.match(lines[j - 1])]
            break
        if 0 < level and _indent(line) < level:
            parts.append(line)
            level = _indent(line)
    top = max((k for k in range(1, n) if lines[k - 1].strip() == "---"), default=0)
    end = next((k for k in range(n + 1, len(lines) + 1) if lines[k - 1].strip() == "---"), len(lines) + 1)
    if top or end <= len(lines):  # a YAML document: its names
        parts += [lines[k - 1] for k in range(top + 1, end) if NAMES.match(lines[k - 1])]
    return "\n".join(parts)


def _has(word: str, words: set[str]) -> bool:
    """`word` is among `words`, or abbreviates one ("deps" for dependencies, "cfg" for config)."""
    if word in words:
        return True
    return len(word) > 2 and any(w[:2] == word[:2] and len(w) > len(word) and _subsequence(word, w) for w in words)


def _subsequence(short: str, long: str) -> bool:
    it = iter(long)
    return all(ch in it for ch in short)


def _astray(asked: set[str], spots: dict[int, set[str]], changed: set[int]) -> tuple[list[int], set[str]]:
    """The changed spots, when none of them has the words that tell the spots apart and some
    other spot has: the value changed somewhere else than where the instruction points."""
    anchors = {w for w in asked if any(_has(w, c) for c in spots.values()) and not all(_has(w, c) for c in spots.values())}
    if not anchors:
        return [], set()
    pointed = {n for n, c in spots.items() if any(_has(w, c) for w in anchors)}
    if changed & pointed:  # the place it points at changed: others may be asked too ("deps and dev-deps")
        return [], anchors
    return sorted(changed - pointed), anchors


def value_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    """A value changed at a place the instruction does not point at, where it points at another."""
    said = said_and_kept(instruction)[0]
    if EVERY.search(said) or result == original:
        return []
    changes = _value_changes(original, result)
    if not changes:
        return []
    lines = original.splitlines()
    asked = {w for w in _words(said, whole=True) if len(w) > 2 and w not in FUNCTION_WORDS and w not in ASIDE}
    found: list[Finding] = []
    for old in dict.fromkeys(o for _, o, _ in changes):
        spots = [n for n, line in enumerate(lines, 1) if old in _literal_words(line) or old in line.split()]
        if len(spots) < 2:
            continue
        changed = {n for n, o, _ in changes if o == old}
        # the line's own words (the key: read_timeout, not write_timeout) and its place's
        astray, anchors = _astray(asked, {n: _words(_context(lines, n)) for n in spots}, changed)
        if astray:
            named = ", ".join(sorted(anchors)[:3])
            found.append(Finding("placed", False, f"changed `{old}` at line {line_list(astray)}, not where the instruction "
                                 f"points ({named})", tuple(astray)))
    return found
