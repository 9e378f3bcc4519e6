"""Making a function async carries `async`/`await` to its callers: what the edit adds along
the way, which neither the place it names (places.py) nor the net (net.py) counts as beyond it.

    awaited     result lines that only gained `async`, `await` or a `Promise<...>` around a type
    async_only  a net change of those words alone"""

from __future__ import annotations

import re

from .changes import Change
from .scope import changed_lines
from .tokens import split_words

# An instruction that asks for async code, in words or in the types it names.
ASKS_ASYNC = re.compile(r"\b(?:async\w*|await\w*|promises?|non-?blocking|asynchron\w*|asíncron\w*|asynchrone?|coroutines?)\b|"
                        r"(?:\bnot|n't|n’t|\bnever|\bstop)\s+block|非同期|异步|비동기", re.I)
# What making a function async adds along its callers: these words, and a promise around a return type.
ASYNC_WORDS = {"async", "await", "suspend"}
WRAPPERS = {"Promise", "Task", "Future", "Deferred", "Awaitable", "Coroutine"}


def _plain(words: list[str]) -> list[str]:
    """`words` without the async words and without a promise around a type (`Promise<T>` -> `T`)."""
    out, opened, depth = [], [], 0
    i = 0
    while i < len(words):
        w = words[i]
        if w in ASYNC_WORDS:
            i += 1
            continue
        if w in WRAPPERS and i + 1 < len(words) and words[i + 1] == "<":
            opened.append(depth)
            depth += 1
            i += 2
            continue
        if w == "<":
            depth += 1
        elif w == ">" and depth:
            depth -= 1
            if opened and opened[-1] == depth:
                opened.pop()
                i += 1
                continue
        out.append(w)
        i += 1
    return out


def _only_async(old: list[str], new: list[str]) -> bool:
    """`new` is `old` with async words or a promise wrapper added, and nothing else."""
    gained = [w for w in new if w in ASYNC_WORDS or w in WRAPPERS]
    return old != new and bool(gained) and _plain(old) == _plain(new)


def awaited(original: str, result: str, action: str) -> set[int]:
    """Result lines that only gained `async`/`await`/`Promise<...>` (a caller of the function made
    async, made async in turn), when the action asks for async."""
    if not ASKS_ASYNC.search(action):
        return set()
    old, new = original.splitlines(), result.splitlines()
    out: set[int] = set()
    for tag, (o1, o2), (r1, r2) in changed_lines(original, result):
        if tag == "replace" and o2 - o1 == r2 - r1:
            for a, b in zip(range(o1, o2 + 1), range(r1, r2 + 1)):
                if _only_async(split_words(old[a - 1]), split_words(new[b - 1])):
                    out.add(b)
    return out


def async_only(change: Change, instruction: str) -> bool:
    """A change of `async`/`await`/`Promise<>` words alone, where the instruction asks for async
    (not a blocking call swapped for another: `readFileSync` -> `await readFile` at the top
    level changes what runs at startup)."""
    return bool(ASKS_ASYNC.search(instruction)) and _only_async(split_words(change.old), split_words(change.new))
