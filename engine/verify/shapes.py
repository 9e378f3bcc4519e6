"""Two edits with a shape the result must have, whatever the words:

    async_findings   a function the result made async awaits something (else nothing is
                     asynchronous and callers get a promise of a blocking call), and in
                     TypeScript it says it returns a Promise; no new `await` stands in a
                     function that is not async
    guard_findings   a null check the result adds returns early when the value IS null (not
                     when it is not), and comes before the first use of the value

Both look only at what the result added, in any language with `async`/`await` or with
C-like / Python / Ruby / Go conditions."""

from __future__ import annotations

import re

from .findings import Finding, line_list
from .phrasing import said_and_kept
from .scope import changed_lines
from .syntax_trees import definition_ranges, definitions, stray_awaits

ASYNC = re.compile(r"\b(?:async|asynchronous|await|awaits|non-?blocking|promises?|coroutines?)\b", re.I)
AWAITS = re.compile(r"\bawait\b|\.await\b|\basync\s+(?:for|with)\b|\byield\b")


def async_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    """Functions the result made async: each awaits, and (TypeScript) returns a Promise; and,
    whatever the instruction, no new `await` outside an async function."""
    found: list[Finding] = []
    stray = stray_awaits(result, filename) if "await" in result else []  # whatever was asked: it no longer runs
    if len(stray) > len(stray_awaits(original, filename)):
        found.append(Finding("async", False, f"`await` in a function that is not async (line{'s' if len(stray) > 1 else ''} "
                             f"{line_list(stray)})", tuple(stray)))
    if not ASYNC.search(said_and_kept(instruction)[0]):
        return found
    before, after = definitions(original, filename), definitions(result, filename)
    lines = result.splitlines()
    for name, d in after.items():
        old = before.get(name)
        if "async" not in d.modifiers or old is None or "async" in old.modifiers:
            continue
        spans = definition_ranges(result, filename, name) or [(d.line, d.line)]
        first, last = spans[0]
        body = "\n".join(lines[first - 1:last])
        if not AWAITS.search(body):
            found.append(Finding("async", False, f"made `{name}` async, but it awaits nothing (line {first})", (first,)))
        head = re.search(rf"\b{re.escape(name)}\s*(?:<[^>]*>)?\([^)]*\)\s*:\s*([^{{=]+?)\s*(?:\{{|=>)", body)
        if filename.endswith((".ts", ".tsx", ".mts", ".cts")) and head and not head.group(1).strip().startswith("Promise"):
            found.append(Finding("async", False, f"async `{name}` is declared to return `{head.group(1).strip()}`, "
                                 f"not a Promise (line {first})", (first,)))
    return found


NULLISH = r"(?:null|nullptr|NULL|nil|None|undefined)"
GUARD_ASK = re.compile(rf"\b(?:{NULLISH}|null[- ]?check|guard|nil[- ]?check|missing|empty|absent)\b", re.I)
# `if (x == null)`, `if (!x)`, `if x is None`, `if x.nil?`, `unless x`, `if (null == x)`
IS_NULL = re.compile(rf"\bif\s*\(?\s*(?:!\s*([\w.]+)\s*\)|([\w.]+)\s*(?:===?|is)\s*{NULLISH}\b|{NULLISH}\s*===?\s*([\w.]+)|"
                     rf"not\s+([\w.]+)\s*:|([\w.]+)\.nil\?)|\bunless\s+([\w.]+)\b")
NOT_NULL = re.compile(rf"\bif\s*\(?\s*(?:([\w.]+)\s*(?:!==?|is\s+not)\s*{NULLISH}\b|{NULLISH}\s*!==?\s*([\w.]+))")
EXITS = re.compile(r"\b(?:return|throw|raise|continue|break|abort|panic|exit)\b")


def _exits(lines: list[str], n: int) -> bool:
    """The `if` at line n (1-based) leaves at once: on its line or the next one or two."""
    return any(EXITS.search(line) for line in lines[n - 1:n + 2])


def guard_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    """An added null check that returns when the value is NOT null, or that comes after the
    value is already used in the same function."""
    said = said_and_kept(instruction)[0]
    if not GUARD_ASK.search(said):
        return []
    lines = result.splitlines()
    found: list[Finding] = []
    for tag, _, (j1, j2) in changed_lines(original, result):
        if tag == "delete":
            continue
        for n in range(j1, j2 + 1):
            line = lines[n - 1]
            if (m := NOT_NULL.search(line)) and not IS_NULL.search(line) and _exits(lines, n):
                name = next(g for g in m.groups() if g)
                found.append(Finding("guard", False, f"the added check leaves when `{name}` is NOT null (line {n})", (n,)))
            elif (m := IS_NULL.search(line)) and _exits(lines, n):
                name = next(g for g in m.groups() if g)
                if (used := _used_before(lines, n, name)) is not None:
                    found.append(Finding("guard", False, f"the null check of `{name}` (line {n}) comes after "
                                         f"`{name}` is used at line {used}", (n,)))
    return found


def _used_before(lines: list[str], n: int, name: str) -> int | None:
    """The line above `n`, in the same function, that dereferences `name`."""
    indent = len(lines[n - 1]) - len(lines[n - 1].lstrip())
    deref = re.compile(rf"(?<![\w.]){re.escape(name)}\s*(?:->|\.(?!\s*nil\?)|\[)")
    for k in range(n - 1, 0, -1):
        line = lines[k - 1]
        if not line.strip():
            continue
        if len(line) - len(line.lstrip()) < indent:  # the function's header: the parameter is not a use
            return None
        if deref.search(line):
            return k
    return None
