"""A function the result made async is awaited where its value is used: `const config =
loadConfig(dir)` after `loadConfig` became async holds a promise (a coroutine in Python), not
the config, whatever the instruction (JavaScript, TypeScript, Python).

A call counts when its value is used (assigned, tested, passed on, read), not awaited,
returned, yielded, chained with `.then`/`.catch`/`.finally` or handed to `Promise.all`,
`asyncio.gather`, `create_task` and the like. In JavaScript a call that is a statement of its
own may start the work on purpose (an entry point): it is not judged. In Python it runs nothing."""

from __future__ import annotations

import re

from .findings import Finding, line_list
from .syntax_trees import definitions
from .tokens import closing, lex

AWAITING = (".js", ".mjs", ".cjs", ".jsx", ".ts", ".tsx", ".mts", ".cts", ".py", ".pyi")
HANDED = re.compile(r"(?:\b(?:await|return|yield|void|lambda[^:]*:)\s*(?:\(\s*)?|=>\s*(?:\(\s*)?|\[\s*|\*\[\s*|"
                    r"(?:gather|all|allSettled|any|race|create_task|ensure_future|run|run_until_complete|then|wait|"
                    r"wait_for|shield|expect|run_coroutine_threadsafe)\s*\(\s*(?:\*?\[\s*)?)$")
# The head of a line that hands a promise on further along it: `return x ? f() : y`, `Promise.all(xs.map(...`.
HANDING = re.compile(r"\breturn\b|\bawait\b|\b(?:gather|all|allSettled|race|any|map)\s*\(|=>")
CHAINED = re.compile(r"\s*\.\s*(?:then|catch|finally)\b")
ALONE = re.compile(r"\s*;?\s*(?:$|\n)")


def unawaited_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    if not filename.endswith(AWAITING) or "async" not in result or result == original:
        return []
    before, after = definitions(original, filename), definitions(result, filename)
    made = {n for n, d in after.items() if "async" in d.modifiers and n in before and "async" not in before[n].modifiers}
    if not made:
        return []
    found: dict[str, list[int]] = {}
    for w in lex(result, filename):
        if w.kind != "code" or w.text not in made or not result.startswith("(", _skip_space(result, w.end)):
            continue
        line_start = result.rfind("\n", 0, w.start) + 1
        head = result[line_start:w.start]
        if result[w.start - 1:w.start] == "$" or result[w.start - 1:w.start] == "." and not _own_method(head, w.text):
            continue
        head = re.sub(r"(?:[A-Za-z_$][\w$]*\s*\.\s*)+$", "", head)  # `await self.cache.` -> `await `
        if HANDED.search(head) or HANDING.search(head) \
                or re.search(r"\b(?:def|function|async)\s+$", head):
            continue
        held = re.search(r"(?:\b(?:const|let|var)\s+)?([A-Za-z_$][\w$]*)\s*=\s*$", head)
        if held and re.search(rf"\bawait\s+{re.escape(held.group(1))}\b|\b{re.escape(held.group(1))}\s*\.\s*then\b|"
                              rf"(?:gather|all|allSettled|wait)\s*\([^)]*\b{re.escape(held.group(1))}\b", result):
            continue  # held, then awaited
        rest = result[closing(result, _skip_space(result, w.end)):]
        # a bare call starts a JavaScript promise's work; a Python coroutine never runs unawaited
        if CHAINED.match(rest) or (not head.strip() and ALONE.match(rest) and not filename.endswith((".py", ".pyi"))):
            continue
        found.setdefault(w.text, []).append(w.line)
    return [Finding("async", False, f"`{name}` is async now, but line{'s' if len(lines) > 1 else ''} {line_list(lines)} "
                    f"use{'' if len(lines) > 1 else 's'} its value without `await`", tuple(lines))
            for name, lines in found.items()]


# Method names many other objects have too: `x.get()` after our own `get` became async is likely theirs.
COMMON = {"get", "set", "run", "send", "read", "write", "close", "open", "update", "load", "save", "start", "stop", "fetch",
          "query", "execute", "call", "put", "post", "delete", "connect", "flush", "wait", "join", "submit", "process"}


def _own_method(head: str, name: str) -> bool:
    """`self.refresh(...)`, `this.load(...)`, or `cache.refresh(...)` where the name is no
    common method of other objects (the file's own `refresh` is the one made async)."""
    return bool(re.search(r"\b(?:self|this|cls)\s*\.\s*$", head)) or (name not in COMMON and len(name) > 3)


def _skip_space(text: str, at: int) -> int:
    while at < len(text) and text[at] in " \t":
        at += 1
    return at
