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
                        r"not\s+block|非同期|异步|비동기", re.I)
# What making a function async adds along its callers: the words, and a promise around a return type.
ASYNC_WORDS = {"async", "await", "Promise", "Future", "Task", "suspend", "<", ">", "[", "]", "(", ")"}


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
                x, y = re.findall(r"[\w$]+|\S", old[a - 1]), re.findall(r"[\w$]+|\S", new[b - 1])
                if x != y and [w for w in x if w not in ASYNC_WORDS] == [w for w in y if w not in ASYNC_WORDS]:
                    out.add(b)
    return out


def async_only(change: Change, instruction: str) -> bool:
    """A change of `async`/`await`/`Promise<>` words alone, where the instruction asks for async
    (not a blocking call swapped for another: `readFileSync` -> `await readFile` at the top
    level changes what runs at startup)."""
    old, new = split_words(change.old), split_words(change.new)
    if old == new or not ASKS_ASYNC.search(instruction):
        return False
    return [w for w in old if w not in ASYNC_WORDS] == [w for w in new if w not in ASYNC_WORDS]
