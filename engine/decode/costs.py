"""How wide a verify forward is worth making, from what forwards cost on this device.

A round that drafts j tokens forwards j + 1 positions. On the H200 fast path that costs
1.05-1.15x a one-token step at any width up to 16 (docs/benchmarks), so the policy's block
stands. On a 2-core AVX2 CPU in bf16 each extra position adds ~0.46 of a step (width 8 costs
4.3 steps), so a long block that lands half its drafts is slower than plain decoding.

`WidthCosts` learns the cost of each width from the loop's own synchronous rounds (so it
follows the device, the dtype and the machine's load) and fits a line through them.
`Chances` models a block as two chances, with a short memory: q, that its first draft is
accepted (a lookup is either right about where it is or wrong), and r, that each later one is,
given the one before was (a copy, once found, tends to continue). A single per-token rate
cannot tell "every block lands 3 of 7" from "half the blocks land all 7 and half none", and
measured here it cut copy-heavy edits' blocks too short. `Acceptance` keeps one Chances
after whole blocks and one after broken ones. `best_draft` picks the block length
that maximizes expected tokens per unit of forward time, never longer than the policy asked
for and never shorter than one token: when to stop drafting altogether stays the policy's call.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

Curve = Callable[[int], float]  # verify width -> ms

# A block is shortened only where drafting all of it costs this much more than a one-token
# step: below that the saving is smaller than what a noisy acceptance estimate throws away
# (measured with the fake backend: on a flat curve, capping anyway cost 6% more forwards).
MATERIAL = 0.25


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

    def curve(self) -> Curve | None:
        """Cost per width: each width's own average once seen twice, linear between such
        widths, and the fitted slope beyond them. fp32 on this CPU is a step, not a line
        (width 2 at 1.88x, 3 at 2.72x, 4-12 at 2.4-2.8x): a line through it makes the dearest
        widths per token (2, 3) look cheapest. None until the line exists."""
        line = self.line()
        if line is None:
            return None
        trusted = {w: c for w, c in self.ms.items() if self.seen[w] >= 2}
        if len(trusted) < 2:
            return line_curve(*line)
        widths = sorted(trusted)

        def cost(width: int) -> float:
            if width in trusted:
                return trusted[width]
            lo = max((w for w in widths if w < width), default=None)
            hi = min((w for w in widths if w > width), default=None)
            if lo is not None and hi is not None:
                return trusted[lo] + (width - lo) / (hi - lo) * (trusted[hi] - trusted[lo])
            near = lo if lo is not None else hi
            assert near is not None  # trusted holds at least one width
            return max(trusted[near] + line[1] * (width - near), 1e-6)

        return cost


def line_curve(base: float, slope: float) -> Curve:
    return lambda width: base + slope * (width - 1)


@dataclass
class Chances:
    """q = P(first draft accepted), r = P(next draft accepted | the one before was), from
    counts decayed per drafted round."""

    decay: float = 0.7
    rounds: float = 0.0  # drafted rounds
    first: float = 0.0  # ... whose first draft was accepted
    kept: float = 0.0  # drafts accepted after an accepted one
    broke: float = 0.0  # rounds that accepted some drafts, then rejected one

    def update(self, drafted: int, accepted: int) -> None:
        if not drafted:
            return
        d = self.decay
        self.rounds = d * self.rounds + 1
        self.first = d * self.first + (accepted > 0)
        self.kept = d * self.kept + max(accepted - 1, 0)
        self.broke = d * self.broke + (0 < accepted < drafted)

    @property
    def q(self) -> float | None:
        return self.first / self.rounds if self.rounds else None

    @property
    def r(self) -> float | None:
        """None until a block has accepted a second draft or broken after its first."""
        seen = self.kept + self.broke
        return self.kept / seen if seen else None

    def expected_tokens(self, draft: int) -> float | None:
        q = self.q
        if q is None:
            return None
        return expected_tokens(q, self.r if self.r is not None else q, draft)


@dataclass
class Acceptance:
    """Chances kept apart by how the previous drafted round ended. After a whole block (every
    draft accepted) the loop is inside a copy and the next block usually lands whole too; after
    a break the next lookup is a fresh guess. Pooled, one estimate lags a stretch by several
    rounds: measured here, that cut edit_json's blocks inside its copy stretches (51.7 s vs
    46.2 s uncapped, bf16)."""

    after_whole: Chances = field(default_factory=Chances)
    after_break: Chances = field(default_factory=Chances)
    whole: bool = False  # how the last drafted round ended

    def update(self, drafted: int, accepted: int) -> None:
        if not drafted:
            return
        self._now().update(drafted, accepted)
        self.whole = accepted == drafted

    def _now(self) -> Chances:
        return self.after_whole if self.whole else self.after_break

    def _known(self) -> Chances:
        """The estimate for where the loop is now, or the other one until this has data."""
        now = self._now()
        return now if now.rounds else (self.after_break if self.whole else self.after_whole)

    @property
    def q(self) -> float | None:
        return self._known().q

    def expected_tokens(self, draft: int) -> float | None:
        return self._known().expected_tokens(draft)


def expected_tokens(q: float, r: float, draft: int) -> float:
    """Tokens a round of `draft` drafts emits: the accepted prefix plus the target's own (or
    bonus) token, when the first draft lands with probability q and each later one with r
    given the one before: 1 + q (1 + r + ... + r^(draft-1))."""
    return 1 + q * sum(r**i for i in range(draft))


def best_draft(asked: int, acceptance: Acceptance | Chances, curve: Curve | None) -> int:
    """The block length in [1, asked] with the most expected tokens per ms; `asked` itself
    while the costs or the acceptance are still unknown. `curve`: ms per verify width."""
    if asked <= 1 or curve is None or acceptance.q is None:
        return asked
    if curve(asked + 1) <= (1 + MATERIAL) * curve(1):
        return asked  # the whole block costs about one step: nothing to save, only to lose

    def rate(j: int) -> float:
        tokens = acceptance.expected_tokens(j)
        assert tokens is not None  # q is known (checked above)
        return tokens / curve(j + 1)

    return max(range(1, asked + 1), key=lambda j: (rate(j), j))


@dataclass
class CostCap:
    """The loop's use of the above: it times every synchronous forward by width and records
    every drafted round; when on, it shortens a proposed block to `best_draft`."""

    costs: WidthCosts
    on: bool
    acceptance: Acceptance = field(default_factory=Acceptance)

    def shorten(self, draft: tuple[int, ...]) -> tuple[int, ...]:
        if not (self.on and draft):
            return draft
        return draft[: best_draft(len(draft), self.acceptance, self.costs.curve())]

    def timed(self, width: int, ms: float) -> None:
        self.costs.observe(width, ms)

    def judged(self, drafted: int, accepted: int) -> None:
        self.acceptance.update(drafted, accepted)
