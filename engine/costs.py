"""How wide a verify forward is worth making, from what forwards cost on this device.

A round that drafts j tokens forwards j + 1 positions. On the H200 fast path that costs
1.05-1.15x a one-token step at any width up to 16 (docs/benchmarks), so the policy's block
stands. On a 2-core AVX2 CPU in bf16 each extra position adds ~0.46 of a step (width 8 costs
4.3 steps), so a long block that lands half its drafts is slower than plain decoding.

`WidthCosts` learns the cost of each width from the loop's own synchronous rounds (so it
follows the device, the dtype and the machine's load) and fits a line through them;
`Acceptance` estimates the chance that the next drafted token is accepted, with a short
memory. `best_draft` picks the block length that maximizes expected tokens per unit of
forward time, never longer than the policy asked for and never shorter than one token:
when to stop drafting altogether stays the policy's call.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class WidthCosts:
    """Per-width moving averages of a forward's wall time (ms), and a line fitted to them."""

    alpha: float = 0.3  # weight of a new observation
    ms: dict[int, float] = field(default_factory=dict)
    seen: dict[int, int] = field(default_factory=dict)

    def observe(self, width: int, ms: float) -> None:
        old = self.ms.get(width)
        self.ms[width] = ms if old is None else old + self.alpha * (ms - old)
        self.seen[width] = self.seen.get(width, 0) + 1

    def line(self) -> tuple[float, float] | None:
        """(cost at width 1, cost per extra position), least squares over the observed widths
        weighted by how often each was seen; None until two widths have been seen."""
        if len(self.ms) < 2:
            return None
        n = sum(self.seen.values())
        mx = sum(w * c for w, c in self.seen.items()) / n
        my = sum(self.ms[w] * c for w, c in self.seen.items()) / n
        sxx = sum(c * (w - mx) ** 2 for w, c in self.seen.items())
        sxy = sum(c * (w - mx) * (self.ms[w] - my) for w, c in self.seen.items())
        slope = max(0.0, sxy / sxx)
        base = my - slope * (mx - 1)
        if base <= 0:
            return None
        return base, slope


@dataclass
class Acceptance:
    """P(next drafted token accepted) as accepts / (accepts + rejections), both decayed per
    drafted round so that a copy stretch opens the block within a few rounds."""

    decay: float = 0.7
    accepts: float = 0.0
    rejections: float = 0.0

    def update(self, drafted: int, accepted: int) -> None:
        if not drafted:
            return
        self.accepts = self.decay * self.accepts + accepted
        self.rejections = self.decay * self.rejections + (accepted < drafted)

    @property
    def p(self) -> float | None:
        total = self.accepts + self.rejections
        return self.accepts / total if total else None


def expected_tokens(p: float, draft: int) -> float:
    """Tokens a round emits when each of `draft` tokens is accepted with probability p in turn:
    the accepted prefix plus the target's own (or bonus) token, 1 + p + ... + p^draft."""
    return sum(p**i for i in range(draft + 1))


def best_draft(asked: int, p: float | None, line: tuple[float, float] | None) -> int:
    """The block length in [1, asked] with the most expected tokens per ms; `asked` itself
    while the costs or the acceptance are still unknown."""
    if asked <= 1 or p is None or line is None:
        return asked
    base, slope = line

    def rate(j: int) -> float:
        return expected_tokens(p, j) / (base + slope * j)

    return max(range(1, asked + 1), key=lambda j: (rate(j), j))
