"""Streaming detokenizer: text deltas that never split a multi-byte character."""

from __future__ import annotations

from typing import Callable, Sequence

Decode = Callable[[Sequence[int]], str]
REPLACEMENT = "\ufffd"


class StreamingDetokenizer:
    """Decode a small window each token (prefix/read offsets), so cost stays flat."""

    def __init__(self, decode: Decode) -> None:
        self.decode = decode
        self.ids: list[int] = []
        self.prefix = 0  # start of the window re-decoded for context
        self.read = 0  # end of what was already returned as text

    def push(self, token: int) -> str:
        self.ids.append(token)
        window = self.decode(self.ids[self.prefix :])
        if window.endswith(REPLACEMENT):
            return ""  # mid character: wait for the next token
        done = self.decode(self.ids[self.prefix : self.read])
        self.prefix, self.read = self.read, len(self.ids)
        return window[len(done) :]

    def extend(self, tokens: Sequence[int]) -> str:
        """push() of several tokens: one decode where they end on a whole character."""
        if not tokens:
            return ""
        self.ids.extend(tokens)
        window = self.decode(self.ids[self.prefix :])
        if window.endswith(REPLACEMENT):  # ends mid character: token by token
            del self.ids[-len(tokens) :]
            return "".join(self.push(t) for t in tokens)
        done = self.decode(self.ids[self.prefix : self.read])
        self.prefix, self.read = len(self.ids) - 1, len(self.ids)  # one token of context
        return window[len(done) :]

    def flush(self) -> str:
        """Whatever is held back at the end (an incomplete character decodes as U+FFFD)."""
        if self.read == len(self.ids):
            return ""
        window = self.decode(self.ids[self.prefix :])
        done = self.decode(self.ids[self.prefix : self.read])
        self.prefix = self.read = len(self.ids)
        return window[len(done) :]
