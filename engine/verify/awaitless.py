"""A call the file always awaits, written without `await` by the edit: where every call the
original makes to `db.…` (or to `loadPass`) is awaited, at least twice, a new line that calls
`db.ascentsForRoute(id)` and uses its value without `await` holds a promise (a coroutine in
Python), not the rows: it serialises as `{}`, and a test of it is always true. Whatever the
instruction (JavaScript, TypeScript, Python).

    awaitless_findings(original, result, filename, instruction) -> [Finding]

A call handed on (returned, chained with `.then`, put in `Promise.all`/`gather`) or held in a
name that is awaited later is not judged, nor a call that is a statement of its own."""

from __future__ import annotations

import re
from collections import Counter

from .findings import Finding
from .scope import added_lines, changed_lines
from .unawaited import AWAITING, CHAINED, HANDED, HANDING
from .tokens import closing

# A call through a receiver (`db.rows(`, `this.store.get(`) or of a bare function, with what precedes it on its line.
CALL = re.compile(r"(?<![\w$])((?:\b(?:this|self)\s*\.\s*)?[A-Za-z_$][\w$]*)(?:\s*\.\s*([A-Za-z_$][\w$]*))?\s*\(")
AWAITED = re.compile(r"\bawait\s*\(?\s*$")
# What takes a promise or coroutine and awaits it later: collections, `gather`, `wait_for`, `create_task`.
COLLECTS = (r"gather|all|allSettled|any|race|wait|wait_for|shield|create_task|ensure_future|push|append|add|unshift|extend|"
            r"put|set|withTimeout|timeout|Task|run")
ON = re.compile(rf"\basync\s+(?:with|for)\b|\b(?:{COLLECTS})\s*\(\s*(?:\*?\[\s*)?$")
# Not a call of its own: a definition, a keyword followed by a parenthesis.
NOT_CALL = re.compile(r"\b(?:def|function|async|class|new)\s*$")
KEYWORDS = {"if", "for", "while", "switch", "catch", "function", "return", "typeof", "await", "elif", "print", "super",
            "def", "class", "with", "not", "and", "or", "in", "lambda", "yield", "new", "async", "import", "require"}


def _calls(text: str):
    """(line number, receiver or None, callee name, start offset, the line before it, awaited) of each call."""
    line_starts = [0] + [m.end() for m in re.finditer(r"\n", text)]
    line = 1
    for m in CALL.finditer(text):
        head_start = text.rfind("\n", 0, m.start()) + 1
        head = text[head_start:m.start()]
        if re.search(r"\.\s*$", head) or NOT_CALL.search(head) or re.match(r"\s*(?:#|//|\*)", head):
            continue  # the middle of a chain, a definition, a comment
        receiver, method = (m.group(1), m.group(2)) if m.group(2) else (None, m.group(1))
        if receiver is None and method in KEYWORDS:
            continue
        while line < len(line_starts) and line_starts[line] <= m.start():
            line += 1
        yield line, receiver, method, m.start(), head, bool(AWAITED.search(head))


def _groups(text: str) -> dict[str, str]:
    """Names brought in together (`const { a, b } = require('./store')`, `from store import a, b`) -> their source."""
    out = {}
    for m in re.finditer(r"\{([^}]*)\}\s*(?:=\s*require\s*\(\s*|from\s+)['\"]([^'\"]+)|"
                         r"^[ \t]*from[ \t]+([\w.]+)[ \t]+import[ \t]+(?:\(([^)]*)\)|([^\n#]+))", text, re.M):
        names, source = (m.group(1), m.group(2)) if m.group(2) else (m.group(4) or m.group(5), m.group(3))
        for name in re.findall(r"(?:\w+\s*(?::|\bas\b)\s*)?([A-Za-z_$][\w$]*)\s*(?:,|$)", names.strip()):
            out[name] = source
    return out


def _mostly(awaited: int, bare: int) -> bool:
    return awaited >= 2 and bare * 3 <= awaited


# A method that does I/O by its name (`ascentsForRoute`, `findCourse`, `listScans`): one a file that awaits its
# receiver's other calls awaits too; a helper (`db.format`, `api.url`, `session.begin`) may be synchronous.
IO_WORDS = ("get", "find", "list", "load", "fetch", "read", "query", "search", "lookup", "count", "exists", "save", "insert",
            "update", "delete", "remove", "create", "send", "post", "put", "patch", "upsert", "write", "store", "pull", "push",
            "for", "by", "all")
IO_NAME = re.compile(rf"(?:^|_)(?:{'|'.join(IO_WORDS)})(?=$|_|[A-Z0-9])"
                     rf"|(?<=[a-z0-9])(?:{'|'.join(w.capitalize() for w in IO_WORDS)})(?=$|_|[A-Z0-9])")


def awaitless_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    if not filename.endswith(AWAITING) or "await" not in original or result == original:
        return []
    groups = _groups(original)
    awaited: Counter[tuple[str | None, str | None]] = Counter()
    bare: Counter[tuple[str | None, str | None]] = Counter()
    for _, receiver, method, _, _, was in _calls(original):
        keys = [(receiver, method), (receiver, None)] if receiver else [(None, method), (groups.get(method), None)]
        for key in keys:
            (awaited if was else bare)[key] += 1

    def expected(receiver: str | None, method: str) -> bool:
        """The file awaits this callee: every call of it, or most of its receiver's (its import's) where it is new."""
        own = (receiver, method)
        if awaited[own] or bare[own]:
            return not bare[own]
        group = receiver if receiver else groups.get(method)
        return group is not None and bool(IO_NAME.search(method)) and _mostly(awaited[(group, None)], bare[(group, None)])

    added = added_lines(original, result)
    for line, receiver, method, start, head, was in _calls(result):
        if was or line not in added or not expected(receiver, method):
            continue
        if HANDED.search(head) or HANDING.search(head) or ON.search(head) or head.count("[") > head.count("]"):
            continue  # returned, collected (`jobs.append(`, `[a(), b()]`), or the head of `async with`
        end = closing(result, result.index("(", start))
        if CHAINED.match(result[end:]) or (not head.strip() and re.match(r"\s*[;,]?\s*(?:$|\n)", result[end:])):
            continue  # chained, a statement of its own (started on purpose), or an argument on a line of its own
        held = re.search(r"(?:\b(?:const|let|var)\s+)?([A-Za-z_$][\w$]*)\s*=\s*$", head)
        if held and re.search(rf"\b(?:await|return|yield)\s+{re.escape(held.group(1))}\b|\b{re.escape(held.group(1))}\s*\.\s*then\b|"
                              rf"\b(?:{COLLECTS})\s*\([^)]*\b{re.escape(held.group(1))}\b", result):
            continue  # held, then awaited, returned or handed on
        call = result[start:result.index("(", start)].replace(" ", "")
        if awaited[(receiver, method)]:
            where = "every call of it"
        elif receiver:
            where = f"the other calls through `{receiver}`"
        else:
            where = f"the other functions it imports from `{groups.get(method)}`"
        return [Finding("await", False, f"`{call}(...)` is not awaited (line {line}), where the file awaits {where}", (line,))]
    return []


# An instruction that takes awaits away: a function made synchronous, a promise chained instead.
UNAWAITS = re.compile(r"\b(?:sync|synchronous\w*|block\w*|fire[- ]and[- ]forget|background|parallel|concurrent\w*|gather|"
                      r"Promise\.all|then|await\w*|wait\w*|delay\w*|hold\w*\s+up|slow\w*|warten|Hintergrund|esperar|attendre|no-return-await)\b", re.I)


def dropped_await_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    """An `await` the original wrote before a call that the result still makes without it
    (`await notifyMember(b)` -> `notifyMember(b)`): the work now floats, its errors unhandled and
    its result unread. Whatever the instruction, unless it speaks of awaiting or sync."""
    if not filename.endswith(AWAITING) or "await" not in original or result == original or UNAWAITS.search(instruction):
        return []

    old, new = original.splitlines(), result.splitlines()
    for tag, (o1, o2), (r1, r2) in changed_lines(original, result):
        if tag != "replace" or o2 - o1 != r2 - r1:
            continue
        for a, b, at in zip(old[o1 - 1 : o2], new[r1 - 1 : r2], range(r1, r2 + 1)):
            line = a.strip()
            if "await" not in line or re.match(r"(?://|#|\*)", line):
                continue
            if re.match(r"return\s+await\b", line):
                continue  # `return await f()` -> `return f()`: the caller awaits the same promise
            if re.sub(r"\bawait\s+", "", line, count=1) == b.strip() != line:  # the same line, its await gone
                call = re.search(r"\bawait\s+([\w$.]+)", line)
                return [Finding("await", False, f"`{call.group(1) if call else b.strip()}(...)` lost its `await` (line {at})", (at,))]
    return []
