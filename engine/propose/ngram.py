"""Incremental n-gram index over the context (prompt plus everything emitted).

Each n-gram, n in [n_min, n_max], maps to the position that followed its latest
occurrence that has a follower. A lookup is one hash probe per n, longest first.
"""

from __future__ import annotations

from typing import Iterable, Protocol, Sequence

from ..events import CONTEXT


class ContextIndex(Protocol):
    """What generate() drafts from: fed the prompt (extend) and each emitted token (append);
    `source` names where the last lookup's draft came from."""

    source: str

    def extend(self, tokens: Iterable[int]) -> None: ...

    def append(self, token: int) -> None: ...

    def lookup(self, k: int) -> tuple[int, ...]: ...


class NgramIndex:
    source = CONTEXT

    def __init__(self, n_min: int, n_max: int) -> None:
        self.n_min, self.n_max = n_min, n_max
        self.tokens: list[int] = []
        self._next: dict[tuple[int, ...], int] = {}  # n-gram -> start of its follower

    def __len__(self) -> int:
        return len(self.tokens)

    def append(self, token: int) -> None:
        # The n-grams ending at the old last position now have a follower: `token`.
        toks, end = self.tokens, len(self.tokens)
        for n in range(self.n_min, min(self.n_max, end) + 1):
            self._next[tuple(toks[end - n : end])] = end
        toks.append(token)

    def extend(self, tokens: Iterable[int]) -> None:
        for t in tokens:
            self.append(t)

    def lookup(self, k: int) -> tuple[int, ...]:
        """Up to k tokens that followed the latest earlier match of the longest matching tail."""
        toks, end = self.tokens, len(self.tokens)
        if k <= 0:
            return ()
        for n in range(min(self.n_max, end), self.n_min - 1, -1):
            start = self._next.get(tuple(toks[end - n :]))
            if start is not None:
                return tuple(toks[start : start + k])
        return ()


def scan_lookup(tokens: Sequence[int], n_min: int, n_max: int, k: int) -> tuple[int, ...]:
    """Reference: scan the whole context for the latest earlier match (slow, for tests)."""
    end = len(tokens)
    if k <= 0:
        return ()
    for n in range(min(n_max, end), n_min - 1, -1):
        tail = list(tokens[end - n :])
        for j in range(end - 1, n - 1, -1):  # j: start of the follower, j < end
            if list(tokens[j - n : j]) == tail:
                return tuple(tokens[j : j + k])
    return ()
