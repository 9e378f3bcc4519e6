"""The net on a Markdown file: what its text holds that an edit must not change unasked (a
number, a link's target, a code span), read as the net reads code, with two things of
Markdown's own that are no change of content:

    excused(change, original, result, filename, instruction)
                                           an ordered list's `4.` -> `5.` where the edit
                                           added or took out a step above it, or a change in a
                                           table row the instruction names by its first cell
    removed_sections(original, result, said)
                                           the lines of a `## section` the result took out
                                           whole (its heading too) and the instruction names
    link_findings(original, result, filename)
                                           a link whose `(target` the edit left unclosed
"""

from __future__ import annotations

import re

from .changes import Change
from .findings import Finding
from .scope import HEADING, markdown
from .words import FUNCTION_WORDS, mentioned

MARKER = re.compile(r"^\s*(\d+)[.)]\s")  # an ordered list item's number


def excused(change: Change, original: str, result: str, filename: str, instruction: str) -> bool:
    """A Markdown change that is no change of content (`renumbered`), or one in a table row the
    instruction names by a word of its first cell ("and fix Crook Meadow's pitches")."""
    return markdown(filename) and (renumbered(change, original, result, filename) or named_row(change, original, instruction))


def named_row(change: Change, original: str, instruction: str) -> bool:
    line = _line(original, change.old_line).strip()
    if not line.startswith("|"):
        return False
    first = line.strip("|").split("|")[0]
    return any(len(w) > 3 and re.search(rf"(?<!\w){re.escape(w)}(?!\w)", instruction, re.I) for w in re.findall(r"\w+", first))


def renumbered(change: Change, original: str, result: str, filename: str) -> bool:
    """An ordered list's number moved by one or more, at the start of its item, in a result that
    has a different count of such items: a step added or taken out renumbers those after it."""
    if not markdown(filename) or not (change.old.isdigit() and change.new.isdigit()):
        return False
    old = MARKER.match(_line(original, change.old_line))
    new = MARKER.match(_line(result, change.line))
    return bool(old and new and old.group(1) == change.old and new.group(1) == change.new) \
        and _items(original) != _items(result)


def _line(text: str, n: int) -> str:
    lines = text.splitlines()
    return lines[n - 1] if 0 < n <= len(lines) else ""


def _items(text: str) -> int:
    return sum(1 for line in text.splitlines() if MARKER.match(line))


def sections(text: str) -> list[tuple[str, int, int]]:
    """(heading text, first line, last line) of each heading's section, to the line before the
    next heading of its level or above; headings inside ``` fences do not count."""
    heads: list[tuple[int, int, str]] = []  # (line, level, text)
    fenced = False
    lines = text.splitlines()
    for i, line in enumerate(lines, 1):
        if line.lstrip().startswith(("```", "~~~")):
            fenced = not fenced
        m = None if fenced else HEADING.match(line)
        if m:
            heads.append((i, len(m.group(1)), m.group(2)))
    out = []
    for k, (n, level, title) in enumerate(heads):
        end = next((m - 1 for m, lv, _ in heads[k + 1 :] if lv <= level), len(lines))
        out.append((title, n, end))
    return out


def removed_sections(original: str, result: str, filename: str, said: set[str]) -> list[tuple[int, int]]:
    """The sections whose heading the result no longer has and whose heading or code spans the
    instruction names ("remove the Deprecated API section", "render() is gone, drop its docs")."""
    if not markdown(filename):
        return []
    kept = {line.strip() for line in result.splitlines()}
    lines = original.splitlines()
    out = []
    for title, first, last in sections(original):
        if lines[first - 1].strip() in kept:
            continue
        body = "\n".join(lines[first - 1 : last])
        names = re.findall(r"[A-Za-z_][\w-]*", title) + re.findall(r"`([^`]+)`", body)
        words = {w for n in names for w in re.findall(r"[A-Za-z_]\w*", n)}
        if any(len(w) > 2 and w.lower() not in FUNCTION_WORDS and mentioned(w, said) for w in words):
            out.append((first, last))
    return out


LINK_OPEN = re.compile(r"!?\[[^\]\n]*\]\(")  # `[text](` / `![alt](`, its target to follow


def broken_links(original: str, result: str) -> list[int]:
    """Lines of the result with a link whose `](` target never closes on its line, where the
    original has no such line: the edit cut a `)` (the link renders as its raw text)."""
    def open_links(text: str) -> set[str]:
        return {line.strip() for line in text.splitlines() if _unclosed(line)}

    had = open_links(original)
    return [n for n, line in enumerate(result.splitlines(), 1) if _unclosed(line) and line.strip() not in had]


def _unclosed(line: str) -> bool:
    for m in LINK_OPEN.finditer(line):
        depth, k = 1, m.end()
        while k < len(line) and depth:
            depth += {"(": 1, ")": -1}.get(line[k], 0)
            k += 1
        if depth:
            return True
    return False


def link_findings(original: str, result: str, filename: str) -> list[Finding]:
    lines = broken_links(original, result) if markdown(filename) else []
    return [Finding("syntax", False, f"the link at line {lines[0]} has no closing `)`", tuple(lines))] if lines else []
