"""Draft policies: how many tokens to propose each round, and when to stop proposing.

graded (reference #2074): block capped at 2 x recent accepted average + 2; after
3 drafted rounds in a row land nothing, pause 4 rounds, doubling up to 32.
gated (reference #2092): narrow (2) or full blocks; probation; a pause has no
timer and ends when a shadow proposal comes true two tokens in a row.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, replace
from typing import Callable, Protocol, Sequence

from .config import DecodeConfig
from .events import PolicyState

Lookup = Callable[[int], tuple[int, ...]]


@dataclass(frozen=True)
class Decision:
    """What a policy asks of one round. The loop may shorten `draft` (room, cost cap) and
    hands back what it verified through `verified`."""

    draft: tuple[int, ...] = ()  # tokens to verify this round; () for a plain round
    shadow: tuple[int, ...] = ()  # gated, paused: a proposal checked against what decoding emits

    def verified(self, draft: Sequence[int]) -> Decision:
        return replace(self, draft=tuple(draft))


PLAIN = Decision()


class DraftPolicy(Protocol):
    name: str
    shadow_confirmations: int

    @property
    def state(self) -> PolicyState: ...

    def propose(self, lookup: Lookup) -> Decision:
        """This round's decision. Pure: asking twice changes nothing."""

    def update(self, decision: Decision, accepted: int, emitted: Sequence[int]) -> None:
        """What the round did: the decision as verified, how many drafts the target accepted,
        and the tokens it emitted."""


class Graded:
    name = "graded"
    MISS_STREAK, FIRST_PAUSE, MAX_PAUSE, WINDOW = 3, 4, 32, 4

    def __init__(self, max_draft: int) -> None:
        self.max_draft = max_draft
        self.recent: deque[int] = deque(maxlen=self.WINDOW)  # accepted per drafted round
        self.misses = 0
        self.pause_len = self.FIRST_PAUSE
        self.paused_for = 0
        self.shadow_confirmations = 0

    @property
    def state(self) -> PolicyState:
        return PolicyState.PAUSED if self.paused_for else PolicyState.DRAFTING

    def cap(self) -> int:
        if not self.recent:
            return self.max_draft
        avg = sum(self.recent) / len(self.recent)
        return max(1, min(self.max_draft, int(2 * avg + 2)))

    def propose(self, lookup: Lookup) -> Decision:
        return PLAIN if self.paused_for else Decision(lookup(self.cap()))

    def update(self, decision: Decision, accepted: int, emitted: Sequence[int]) -> None:
        if self.paused_for:  # one paused round has passed
            self.paused_for -= 1
            return
        drafted = len(decision.draft)
        if not drafted:
            return
        self.recent.append(accepted)
        if accepted:
            self.misses, self.pause_len = 0, self.FIRST_PAUSE
            return
        self.misses += 1
        if self.misses >= self.MISS_STREAK:
            self.paused_for, self.misses = self.pause_len, 0
            self.pause_len = min(2 * self.pause_len, self.MAX_PAUSE)


class Gated:
    name = "gated"
    NARROW, MISS_STREAK, CONFIRM = 2, 3, 2

    def __init__(self, max_draft: int) -> None:
        self.max_draft = max_draft
        self.wide = False
        self.probation = True
        self.paused = False
        self.misses = 0
        self.shadow: tuple[int, ...] = ()  # proposal checked against what decoding emits
        self.confirmed = 0
        self.shadow_confirmations = 0

    @property
    def state(self) -> PolicyState:
        if self.paused:
            return PolicyState.PAUSED
        return PolicyState.PROBATION if self.probation else PolicyState.DRAFTING

    def width(self) -> int:
        return self.max_draft if self.wide else min(self.NARROW, self.max_draft)

    def propose(self, lookup: Lookup) -> Decision:
        if not self.paused:
            return Decision(lookup(self.width()))
        return PLAIN if self.shadow else Decision(shadow=lookup(self.CONFIRM))

    def update(self, decision: Decision, accepted: int, emitted: Sequence[int]) -> None:
        if self.paused:
            if not self.shadow:
                self.shadow, self.confirmed = decision.shadow, 0
            self._probe(emitted)
        elif decision.draft:
            self._judge(len(decision.draft), accepted)

    def _judge(self, drafted: int, accepted: int) -> None:
        narrow = not self.wide
        if narrow and accepted == drafted:
            self.wide, self.probation, self.misses = True, False, 0
            return
        if accepted:
            self.misses = 0
            if self.wide and accepted < drafted // 2:
                self.wide = False  # a full block that mostly missed: narrow again
            return
        self.misses += 1
        self.wide = False
        if self.probation or self.misses >= self.MISS_STREAK:
            self.paused, self.misses, self.shadow = True, 0, ()

    def _probe(self, emitted: Sequence[int]) -> None:
        for tok in emitted:
            if not self.shadow:
                return
            if tok != self.shadow[self.confirmed]:
                self.shadow, self.confirmed = (), 0
                return
            self.confirmed += 1
            if self.confirmed >= self.CONFIRM:
                self.shadow_confirmations += 1
                self.paused, self.probation, self.wide = False, True, False
                self.shadow, self.confirmed = (), 0
                return
            if self.confirmed >= len(self.shadow):
                self.shadow, self.confirmed = (), 0  # came true but too short to count
                return


# `auto` is graded on every device, the reference's default. The two were compared on the
# H200 fast path at max draft 7, not at the shipped 31: in the full set
# (docs/benchmarks/2026-11-30-h200-bf16.md) graded was ahead on 6 of 7 prompts and gated on
# story (3.18x vs 3.14x plain). Measure before giving a device another pick.
AUTO = "graded"


# The longest block a round may draft when --max-draft is not given. cuda: 31. On the H200
# fast path a verify of 2-16 tokens costs 1.10-1.13x one step, and the bench gained with the
# block (docs/benchmarks/2026-11-30-h200-bf16-max-draft-*.md, edits): reformat_json 4.2x ->
# 5.5x -> 8.4x plain at 7 / 15 / 31, edit_fn 2.9x -> 3.3x -> 3.6x; at 63 edit_fn, edit_large
# and write fell back. Elsewhere 7, the reference's value, where wide verifies cost more.
MAX_DRAFT = {"cuda": 31}
DEFAULT_MAX_DRAFT = 7


def resolve_max_draft(value: int | None, device: str) -> int:
    if value is not None:
        return value
    return MAX_DRAFT.get(device.split(":")[0], DEFAULT_MAX_DRAFT)


def resolve_policy_name(name: str) -> str:
    return AUTO if name == "auto" else name


def resolve_decode(cfg: DecodeConfig, device: str) -> DecodeConfig:
    """`cfg` with the per-device values filled in (max draft, draft policy): what the loop
    runs. The one place "auto" and an unset max draft are read (Session.resolved)."""
    return cfg.with_(max_draft=resolve_max_draft(cfg.max_draft, device), draft_policy=resolve_policy_name(cfg.draft_policy))


def make_policy(name: str, max_draft: int | None) -> DraftPolicy:
    """The policy a resolved config names (resolve_decode)."""
    if max_draft is None or name not in ("graded", "gated"):
        raise ValueError(f"resolve the decode config first (policy.resolve_decode): {name!r}, max draft {max_draft}")
    return Graded(max_draft) if name == "graded" else Gated(max_draft)
