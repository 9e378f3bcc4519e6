"""The layout a data file's edit asked for, once its data is the same: one line ("minify"),
several ("pretty-print"), an indent width or tabs, sorted keys. The data net (datanet.py)
asks when the parsed data did not change."""

from __future__ import annotations

import re
from typing import Any

from .findings import line_list, plural
from .indents import NUMBERS, WIDTH


ONE_LINE = re.compile(r"\b(?:minif\w*|compact\w*|compress\w*|one[- ]liner|(?:one|a\s+single|single|1)\s+line|no\s+(?:extra\s+)?whitespace|"
                      r"strip\w*\s+(?:all\s+)?(?:the\s+)?whitespace)\b", re.I)
EXPAND = re.compile(r"\b(?:pretty|prettif\w*|beautif\w*|readable|multi(?:ple)?[- ]?lines?|expand\w*|indent\w*|one\s+(?:key|item|entry)\s+per\s+line)\b", re.I)
TABS = re.compile(r"\btabs?\b(?!\s*(?:->|to|into|with)\b)", re.I)
SORT = re.compile(r"\b(?:sort\w*|alphabeti\w*|alphabetical|alfab\w*|a\s*(?:-|→|->|to)\s*z|order\s+(?:the\s+)?(?:\w+\s+)?(?:keys|fields|entries)|"
                  r"ordena\w*|ordonne\w*|trie[rz]?|sortier\w*|sorteer\w*|ordina(?!l)\w*|posortuj\w*|s[ıi]rala\w*)\b|並べ替え|排序|정렬", re.I)
# "do not sort", "without sorting", "no sorting": a sort named to keep it out.
UNSORT = re.compile(r"\b(?:do\s*n[o']t|does\s*n[o']t|not|never|no|without|nicht|sin|sans|senza|geen|nie)\s+(?:\w+\s+)?(?:sort\w*|re-?order\w*|alphabeti\w*)", re.I)
# What a sort orders: keys, in the instruction's language.
KEYS = re.compile(r"\b(?:keys?|fields?|properties|entries|alphabetical|claves|llaves|cl[ée]s|Schl[üu]ssel\w*|sleutels|chiavi|chaves|"
                  r"klucz\w*|anahtar\w*|top[- ]?level|Ebene|nivel|niveau|laag|livello)\b|キー|键|鍵|키", re.I)


def layout_findings(original: str, result: str, instruction: str, after: Any, before: Any = None, written: str = "") -> list[str]:
    """What the layout asked for that the result does not have (data already equal). `written`:
    the whole instruction, with what it keeps ("the fields inside each entry stay")."""
    from .reformat import tables_named
    from .sortdepth import sort_problem

    out: list[str] = []
    lines = [ln for ln in result.splitlines() if ln.strip()]
    # "this one-liner" of a file on one line already describes it: nothing to make one line
    one_line = bool(ONE_LINE.search(instruction)) and len([ln for ln in original.splitlines() if ln.strip()]) > 1
    if one_line and len(lines) > 1:
        out.append(f"still {plural(len(lines), 'line')}, not one")
    if EXPAND.search(instruction) and not one_line and len(lines) <= 1 < len(original.splitlines()) + 1:
        if len(lines) <= 1 and (isinstance(after, (dict, list)) and len(after) > 1):
            out.append("still on one line")
    width = WIDTH.search(instruction)
    if width and not one_line:
        n = width.group(1).lower()
        want = int(n) if n.isdigit() else NUMBERS[n]
        # the widest number said is the target ("from 2 to 4 spaces" wants 4)
        wants = [int(m) if m.isdigit() else NUMBERS[m.lower()] for m in (x.group(1) for x in WIDTH.finditer(instruction))]
        to = re.search(r"\b(?:to|into|with|by|of|using|at)\s+(\d+|two|three|four|eight)[- ]?spaces?", instruction, re.I)
        want = (int(to.group(1)) if to.group(1).isdigit() else NUMBERS[to.group(1).lower()]) if to else (wants[-1] if wants else want)
        bad = _indent_problems(result, want)
        if bad:
            out.append(f"not indented by {want} spaces (line{'s' if len(bad) > 1 else ''} {line_list(bad)})")
    elif TABS.search(instruction) and re.search(r"\b(?:use|with|to|into|using)\s+tabs\b|\btabs\s+(?:instead|rather|not)\b", instruction, re.I):
        spaced = [n for n, ln in enumerate(result.splitlines(), 1) if ln.startswith(" ")]
        if spaced:
            out.append(f"indented with spaces, not tabs (line{'s' if len(spaced) > 1 else ''} {line_list(spaced)})")
    named = tables_named(after, instruction)  # "sort lifts A to Z": the keys of the table named
    if SORT.search(instruction) and (KEYS.search(instruction) or named) and not UNSORT.search(instruction):
        problem = sort_problem(before, after, named, written or instruction)
        if problem is not None:
            out.append(problem)
    return out


def _indent_problems(text: str, width: int) -> list[int]:
    bad = []
    for n, ln in enumerate(text.splitlines(), 1):
        lead = len(ln) - len(ln.lstrip(" \t"))
        if ln.strip() and (ln[:lead].count("\t") or lead % width):
            bad.append(n)
    return bad
