"""Shell code the result adds that cannot do what it says, whatever the instruction:

    unreachable arm   a `case` arm added after an arm whose pattern already matches it
                      (`--dry-run)` below `-*)` or `*)`: the option is never seen)
    spaced assign     `KEEP_DAYS = 14` runs a command named KEEP_DAYS (an assignment has no
                      spaces around `=`)

    shell_findings(original, result, filename) -> [Finding]"""

from __future__ import annotations

import re
from fnmatch import fnmatchcase
from pathlib import PurePath

from .findings import Finding
from .queries import both_parsed, captures
from .scope import added_lines
from .tokens import lex

SHELLS = {".sh", ".bash", ".zsh", ".ksh"}
SPACED = re.compile(r"^\s*(?:export\s+|local\s+|readonly\s+)?[A-Za-z_]\w*\s+=\s*\S")


def shell_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    suffix = PurePath(filename).suffix.lower()
    if suffix not in SHELLS or result == original:
        return []
    out = []
    lines = result.splitlines()
    kept = set(original.splitlines())
    starts = _code_starts(result, filename)
    for n in sorted(added_lines(original, result)):
        if n in starts and SPACED.match(lines[n - 1]) and lines[n - 1] not in kept:
            out.append(Finding("shell", False, f"line {n} runs a command: an assignment takes no spaces around `=`", (n,)))
    trees = both_parsed(original, result, filename)
    if trees is None:
        return out
    old = {_patterns(item) for item in captures(trees[0], suffix, item=("case_item",)).get("item", [])}
    for case in captures(trees[1], suffix, case=("case_statement",)).get("case", []):
        seen: list[str] = []
        for item in (c for c in case.named_children if c.type == "case_item"):
            patterns = _patterns(item)
            shadow = next((p for p in seen for v in patterns if _plain(v) and fnmatchcase(v, p)), None)
            if item.text.rstrip().endswith((b";;&", b";&")):
                seen = []  # bash goes on to test the next arms
                continue
            if shadow is not None and patterns not in old:
                line = item.start_point[0] + 1
                out.append(Finding("shell", False, f"the `{'|'.join(patterns)})` arm at line {line} comes after `{shadow})`, "
                                   "which already matches it: it is never reached", (line,)))
            seen += patterns
    return out


def _patterns(item) -> tuple[str, ...]:
    """The arm's patterns; a quoted one is literal (`'*')` matches a star only)."""
    text = item.text.decode("utf-8", "replace").lstrip("(")
    head = text.split(")", 1)[0]
    return tuple(re.sub(r"[*?\[]", "_", p.strip()[1:-1]) if p.strip()[:1] in "'\"" and len(p.strip()) > 1 else p.strip()
                 for p in head.split("|"))


def _code_starts(text: str, filename: str) -> set[int]:
    """Lines whose first word is code: not a heredoc's body, a string's or an awk program's."""
    starts: set[int] = set()
    seen: set[int] = set()
    for w in lex(text, filename):
        if w.line not in seen:
            seen.add(w.line)
            if w.kind == "code":
                starts.add(w.line)
    return starts


def _plain(value: str) -> bool:
    return not re.search(r"[*?\[]", value)
