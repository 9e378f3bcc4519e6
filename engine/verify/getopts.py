"""A shell option the result adds is one the script parses and uses, whatever the instruction:

    string/arms   every letter of getopts' option string has a `case` arm and every letter arm
                  is in the string (`n)` with no `n` in "vb:" is never reached)
    argument      an arm that reads `$OPTARG` has its letter followed by `:` in the string, and
                  the letters that were there keep their `:` (":vbn:" takes -b's argument away)
    used          a variable a new arm sets is read somewhere (`DRY_RUN=1` that nothing reads
                  makes the option do nothing)
    shift         a new arm of a `while [ $# ... ]` loop that reads its value from `$2` shifts
                  it off (`shift 2`), or the next round reads the value as an option

    getopts_findings(original, result, filename) -> [Finding]"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import PurePath

from .findings import Finding

SHELLS = {".sh", ".bash", ".zsh", ".ksh"}
GETOPTS = re.compile(r"\bgetopts\s+(['\"]?)(:?[A-Za-z0-9:]*)\1\s+(\w+)")
CASE = re.compile(r"\bcase\s+\"?\$\{?(\w+)\}?\"?\s+in\b(.*?)\besac\b", re.S)
ARM = re.compile(r"^[ \t]*\(?([^\s()]+)\)(.*?)(?:;;|;&|;;&|(?=^[ \t]*\(?[^\s()]+\)[ \t])|\Z)", re.S | re.M)
SETS = re.compile(r"(?:^|[;\s])(?:export\s+|local\s+|readonly\s+|declare\s+(?:-\w+\s+)?)?([A-Za-z_]\w*)=")


@dataclass(frozen=True)
class Arm:
    patterns: tuple[str, ...]
    body: str
    line: int


def getopts_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    if PurePath(filename).suffix.lower() not in SHELLS or result == original:
        return []
    out: list[Finding] = []
    before, after = _getopts(original), _getopts(result)
    if after is not None:
        out += _string_findings(before, after, instruction)
    original_arms = [a for arms in _all_arms(original) for a in arms]
    old_arms = {a.patterns for a in original_arms}
    # a script whose own options set variables it never reads (a snippet, a sourced file) is not held to it
    reads_its_options = all(_read(original, v) or re.search(rf"\bexport\b[^\n]*\b{v}\b", original)
                            for a in original_arms for v in SETS.findall(a.body))
    for arms in _all_arms(result):
        for arm in arms:
            if arm.patterns in old_arms or arm.patterns == ("*",):
                continue
            code = _code(result)  # a value shown in the help text (`default: $LEVEL`) is not used
            unread = [v for v in SETS.findall(arm.body) if reads_its_options and not _read(code, v) and not re.search(rf"\bexport\b[^\n]*\b{v}\b", result)]
            if unread:
                out.append(Finding("option", False, f"the `{'|'.join(arm.patterns)})` arm at line {arm.line} sets `{unread[0]}`, "
                                   "which nothing reads: the option does nothing", (arm.line,)))
            if re.search(r"\$\{?2\b", arm.body) and re.search(r"\bshift\b", arm.body) and not re.search(r"\bshift\s+2\b", arm.body) \
                    and len(re.findall(r"\bshift\b", arm.body)) < 2:
                out.append(Finding("option", False, f"the `{'|'.join(arm.patterns)})` arm at line {arm.line} reads its value from "
                                   "`$2` but shifts only once: the value is read next as an option", (arm.line,)))
    return out


def _getopts(text: str) -> tuple[dict[str, bool], list[Arm]] | None:
    m = GETOPTS.search(text)
    if m is None:
        return None
    spec = m.group(2).lstrip(":")
    letters = {c: spec[k + 1:k + 2] == ":" for k, c in enumerate(spec) if c != ":"}
    case = next((c for c in CASE.finditer(text, m.end()) if c.group(1) == m.group(3)), None)
    return letters, _arms(text, case) if case else []


def _string_findings(before, after, instruction: str) -> list[Finding]:
    letters, arms = after
    old_letters, old_arms = before if before is not None else ({}, [])
    out = []
    handled = {p for a in arms for p in a.patterns}
    old_handled = {p for a in old_arms for p in a.patterns}
    for arm in arms:
        for p in arm.patterns:
            if len(p) == 1 and p.isalnum() and p not in letters and not (p in old_handled and p not in old_letters):
                out.append(Finding("option", False, f"the `{p})` arm at line {arm.line} is never reached: `{p}` is not in "
                                   "getopts' option string", (arm.line,)))
            elif len(p) == 1 and p in letters and not letters[p] and "OPTARG" in arm.body and not (p in old_letters and not old_letters[p]):
                out.append(Finding("option", False, f"`-{p}` takes no argument (no `:` after it in the option string), but its "
                                   f"arm at line {arm.line} reads `$OPTARG`", (arm.line,)))
            elif len(p) == 1 and letters.get(p) and "OPTARG" not in arm.body and p not in old_letters:
                out.append(Finding("option", False, f"`-{p}` takes an argument (`{p}:` in the option string) that its arm at "
                                   f"line {arm.line} never reads: it swallows the word after it", (arm.line,)))
    if arms and all(c in old_handled for c in old_letters):
        for c in letters:
            if c not in handled and c not in old_letters:
                out.append(Finding("option", False, f"`-{c}` is in getopts' option string, but no `case` arm handles it"))
    for c, takes in letters.items():
        if c in old_letters and old_letters[c] != takes and f"-{c}" not in instruction:
            out.append(Finding("option", False, f"`-{c}` {'now takes' if takes else 'no longer takes'} an argument "
                               "(the `:` after it in the option string moved)"))
    return out


def _all_arms(text: str) -> list[list[Arm]]:
    return [_arms(text, case) for case in CASE.finditer(text)]


def _arms(text: str, case: re.Match) -> list[Arm]:
    body, start = case.group(2), case.start(2)
    out = []
    for m in ARM.finditer(body):
        patterns = tuple(p.strip("\"'") for p in m.group(1).split("|"))
        out.append(Arm(patterns, m.group(2), text[:start + m.start(1)].count("\n") + 1))
    return out


def _read(text: str, name: str) -> bool:
    """`name` is read: `$name`, `${name...}`, an arithmetic `(( name ))`, or `[ -n name ]` forms."""
    return bool(re.search(rf"\$\{{?[#!]?{re.escape(name)}\b|\(\([^)]*\b{re.escape(name)}\b|\[\[[^\]]*\b-v\s+{re.escape(name)}\b", text))


HEREDOC = re.compile(r"<<-?\s*(['\"]?)(\w+)\1[^\n]*\n(.*?)^\s*\2\s*$", re.S | re.M)


def _code(text: str) -> str:
    """The script without its help text (a here-document that shows usage) and its comment lines."""
    help_text = lambda m: m.group(0)[: m.start(3) - m.start()] if re.search(r"usage|--help|^\s*-\w,?\s", m.group(3), re.I | re.M) else m.group(0)  # noqa: E731
    text = HEREDOC.sub(help_text, text)  # (a here-document that writes a config file runs: its `$PORT` is read)
    return "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("#"))
