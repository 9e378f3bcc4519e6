"""Repetition-loop guard: stop when the output's tail is one short unit repeated.

Checked after every emitted token, inside accepted blocks too. For each period p
it keeps the length of the current run where out[i] == out[i - p]; O(max_period)
per token.
"""

from __future__ import annotations


class LoopGuard:
    def __init__(self, max_period: int = 200, min_repeats: int = 4, min_span: int = 96) -> None:
        self.max_period, self.min_repeats, self.min_span = max_period, min_repeats, min_span
        self.out: list[int] = []
        self.run = [0] * (max_period + 1)  # run[p]: trailing positions equal to p back

    def push(self, token: int) -> bool:
        """Add one token; True if the tail is now a loop."""
        out, run = self.out, self.run
        out.append(token)
        n = len(out)
        looped = False
        for p in range(1, min(self.max_period, n - 1) + 1):
            run[p] = run[p] + 1 if out[n - 1 - p] == token else 0
            # run[p] == r means the last p + r tokens are p-periodic.
            span = run[p] + p
            if span >= self.min_span and span >= self.min_repeats * p:
                looped = True
        return looped
