"""The run's counters, folded from its events by one pure function (`fold`): the loop builds
its Summary from its own events' tally, the TUI shows a tally live, the bench and the server
read one. Once Done arrives its Summary is the word on the numbers: it also counts a step
left in flight at a stop (a forward no event shows) and, from a remote, what the server said."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Iterable

from .events import CONTEXT, Done, Event, PolicyState, Proposal, Round, StopReason, Summary


@dataclass(frozen=True)
class Tally:
    tokens: int = 0  # tokens emitted (one Piece each)
    rounds: int = 0  # Round events: the prefill's, then one per forward the loop read
    forwards: int = 0  # target forwards: one a Round, plus (from Done) a step left in flight
    drafted: int = 0
    accepted: int = 0
    prefill_ms: float = 0.0  # the prefill Round's (index 0)
    policy: PolicyState | None = None  # the last Round's; None before the prefill's
    source: str = CONTEXT  # where the last Proposal's draft came from
    accepted_from: tuple[tuple[str, int], ...] = ()  # accepted draft tokens per source, first seen first
    summary: Summary | None = None  # the Done's, once it arrived

    @property
    def acceptance(self) -> float:
        return self.accepted / self.drafted if self.drafted else 0.0

    @property
    def tokens_per_forward(self) -> float:
        return self.tokens / self.forwards if self.forwards else 0.0

    def unread_forward(self) -> Tally:
        """A forward that ran and was never read (a step in flight at a stop): no event says so."""
        return replace(self, forwards=self.forwards + 1)


def fold(t: Tally, event: Event) -> Tally:
    """`t` with `event` counted in."""
    if isinstance(event, Proposal):
        return replace(t, source=event.source)
    if isinstance(event, Round):
        return _round(t, event)
    if isinstance(event, Done):
        s = event.summary
        return replace(t, tokens=s.tokens, rounds=s.rounds, forwards=s.forwards, drafted=s.drafted,
                       accepted=s.accepted, prefill_ms=s.prefill_ms, summary=s)
    return t


def tally_of(events: Iterable[Event]) -> Tally:
    t = Tally()
    for event in events:
        t = fold(t, event)
    return t


def _round(t: Tally, r: Round) -> Tally:
    accepted_from = _added(t.accepted_from, t.source, r.accepted) if r.drafted else t.accepted_from
    return replace(
        t, tokens=t.tokens + len(r.pieces), rounds=t.rounds + 1, forwards=t.forwards + 1,
        drafted=t.drafted + len(r.drafted), accepted=t.accepted + r.accepted,
        prefill_ms=r.ms if r.index == 0 else t.prefill_ms, policy=r.policy, accepted_from=accepted_from,
    )


def _added(counts: tuple[tuple[str, int], ...], key: str, n: int) -> tuple[tuple[str, int], ...]:
    if all(k != key for k, _ in counts):
        return (*counts, (key, n))
    return tuple((k, v + n if k == key else v) for k, v in counts)


def summary_of(
    t: Tally, *, mode: str, prompt_tokens: int, decode_ms: float, stop_reason: StopReason,
    shadow_confirmations: int = 0, exact: bool = False, quant: str = "none",
) -> Summary:
    """The call's Summary: the tally's counts and what only the caller knows."""
    return Summary(
        mode=mode, prompt_tokens=prompt_tokens, tokens=t.tokens, rounds=t.rounds, forwards=t.forwards,
        drafted=t.drafted, accepted=t.accepted, prefill_ms=t.prefill_ms, decode_ms=decode_ms,
        stop_reason=stop_reason, shadow_confirmations=shadow_confirmations, exact=exact, quant=quant,
    )
