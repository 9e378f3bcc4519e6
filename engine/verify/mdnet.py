"""The net on a Markdown file. Its prose is the user's to reword, and a fix, a translation or a
conversion may change anything, so only what an instruction that adds (a row, a step, a
section, a link) leaves as it was is held: a number (`01632 960 418`, `350 m³/h`), a code span,
a link's target or a URL that the edit changed in place and the instruction does not name (a
number it writes, `03` as "3rd"). A count or a numbering that goes up by a few with the
addition (`3 database engines` -> `4`, `[^2]` -> `[^3]`) follows it; a list's numbers and
bullets are markers (`4.` -> `5.` after a new step, `1.` -> `-`), and words given backticks or
emphasis are the same words.

    md_findings(original, result, filename, instruction) -> [Finding]
    link_findings(original, result, filename) -> [Finding]   a link left without its `)`
"""
from __future__ import annotations

import re

from .changes import Change, describe
from .findings import Finding
from .diffing import line_opcodes
from .mdtables import _unfenced
from .net import ADDITIVE, STANDS_IN, small_changes
from .phrasing import read_phrasing, said_and_kept
from .scope import markdown
from .words import instruction_words, mentioned

MARKER = re.compile(r"^(\s*)(?:\d+[.)]|[-*+])(?=\s)", re.M)  # a list item's number or bullet
# What a line holds as a fact: a code span, a link's target, a URL.
FACT = re.compile(r"`[^`\n]+`|\]\([^)\n]*\)?|<https?://[^>\n]+>|https?://[^\s)>\]]+")


def md_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    action = re.sub(r"^[^:]{1,60}:\s+", "", read_phrasing(instruction).action)  # ("Checklist: add a step ...")
    if not markdown(filename) or original == result or not ADDITIVE.match(action) or STANDS_IN.search(action):
        return []
    before, after = _markers_masked(original), _markers_masked(result)
    if not any(tag == "replace" for tag, *_ in line_opcodes(before, after)):
        return []  # lines added or taken out only: nothing changed in place
    said = instruction_words(said_and_kept(instruction)[0])
    facts, numbers = (_fact_spans(before), _fact_spans(after)), {int(n) for n in re.findall(r"\d+", instruction)}
    odd = [c for c in small_changes(before, after, filename)
           if c.olds and _words_of(c.olds) != _words_of(c.news)  # (backticks or emphasis put around the same words)
           and _holds_fact(c, *facts) and not _accounted(c, said, numbers) and not _counted_up(c)]
    return [Finding("beyond", False, describe(odd), tuple(c.line for c in odd))] if odd else []


def _markers_masked(text: str) -> str:
    """The text with each list item's marker written as `-`: a list renumbered, or made a bulleted one."""
    return MARKER.sub(lambda m: m.group(1) + "-", text)


def _words_of(words) -> list[str]:
    return [w.text for w in words if w.text[:1].isalnum()]


def _fact_spans(text: str) -> list[tuple[int, int]]:
    """Character ranges of the text's code spans, link targets and URLs (an example in a fence
    is the instruction's to rewrite; its numbers still count)."""
    return [m.span() for m in FACT.finditer(text)]


def _holds_fact(change: Change, old_facts: list[tuple[int, int]], new_facts: list[tuple[int, int]]) -> bool:
    def inside(words, spans) -> bool:
        return any(a <= w.start < b for w in words for a, b in spans)

    return any(any(ch.isdigit() for ch in w.text) for w in change.olds + change.news) \
        or inside(change.olds, old_facts) or inside(change.news, new_facts)


def _accounted(change: Change, said: set[str], numbers: set[int]) -> bool:
    """The instruction names a word of the change (a number it writes, `03` as "3rd")."""
    return any(re.match(r"\w", w) and len(w) > 1 and mentioned(w, said) or w.isdigit() and int(w) in numbers for w in change.words)


def _counted_up(change: Change) -> bool:
    """A number that went up by one to three, alone: a count or a numbering after an addition."""
    old, new = _words_of(change.olds), _words_of(change.news)
    return len(old) == len(new) == 1 and old[0].isdigit() and new[0].isdigit() and 0 < int(new[0]) - int(old[0]) <= 3


LINK_OPEN = re.compile(r"!?\[[^\]\n]*\]\(")  # `[text](` / `![alt](`, its target to follow


def broken_links(original: str, result: str) -> list[int]:
    """Lines of the result with a link whose `](` target never closes on its line, where the
    original has no such line: the edit cut a `)` (the link renders as its raw text). Code
    spans and fenced lines are code, not links."""
    def open_lines(text: str) -> list[tuple[int, str]]:
        return [(n, line.strip()) for n, line in enumerate(_unfenced(text.splitlines()), 1)
                if _unclosed(re.sub(r"`[^`]*`", "", line))]

    had = {line for _, line in open_lines(original)}
    return [n for n, line in open_lines(result) if line not in had]


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
