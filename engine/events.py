"""What the round loop yields. The app consumes these and knows nothing of tensors."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Provenance(str, Enum):
    """Where an emitted token came from."""

    ACCEPTED = "accepted"  # drafted from context and confirmed by the target
    TARGET = "target"  # the target's own token at the first disagreement
    BONUS = "bonus"  # the target's token after a block that agreed entirely


class StopReason(str, Enum):
    """Why a generation stopped. Str-valued: JSON, the stats line and --stats-json show the value."""

    EOS = "eos"  # the model ended the reply
    STOP = "stop"  # a stop string
    MAX_TOKENS = "max_tokens"  # the token limit
    CONTEXT = "context"  # the model's context was full
    LOOP = "loop"  # the repetition guard
    CANCELLED = "cancelled"
    REMOTE = "remote"  # an OpenAI-compatible server's own finish_reason (content_filter...)

    def __str__(self) -> str:
        return self.value

    @property
    def complete(self) -> bool:
        """The reply ended on its own (EOS or a stop string); any other stop cut it short."""
        return self in (StopReason.EOS, StopReason.STOP)


class PolicyState(str, Enum):
    DRAFTING = "drafting"
    PAUSED = "paused"
    PROBATION = "probation"
    OFF = "off"  # plain decoding


@dataclass(frozen=True)
class Piece:
    """One emitted token and the text it added (may be "" mid multi-byte character)."""

    token: int
    text: str
    provenance: Provenance


CONTEXT = "context"  # Proposal.source of the token index: the prompt's and the reply's tokens


@dataclass(frozen=True)
class Proposal:
    """A draft about to be verified: shown in flight until its Round arrives."""

    index: int
    drafted: tuple[int, ...]
    text: str
    source: str = CONTEXT  # where the draft came from (the index's `source`)


@dataclass(frozen=True)
class Round:
    """One target forward and what it emitted."""

    index: int
    drafted: tuple[int, ...]
    accepted: int
    rejected: tuple[int, ...]
    pieces: tuple[Piece, ...]
    rejected_text: str
    ms: float
    policy: PolicyState

    @property
    def text(self) -> str:
        return "".join(p.text for p in self.pieces)


def exactness(exact: bool) -> str:
    """How greedy lookup output relates to plain decoding on a backend, in the user's words."""
    return "exact" if exact else "may differ from plain at near-ties"


@dataclass(frozen=True)
class Summary:
    mode: str  # "prompt lookup" or "plain"
    prompt_tokens: int
    tokens: int
    rounds: int  # Round events: the prefill's, then one per forward the loop read
    forwards: int  # target forwards run, a step left in flight at a stop included
    drafted: int
    accepted: int
    prefill_ms: float
    decode_ms: float
    stop_reason: StopReason
    shadow_confirmations: int = 0
    exact: bool = False  # the backend's BackendInfo.exact: greedy lookup == plain by construction
    quant: str = "none"  # the backend's BackendInfo.quant: the weights that ran

    def __post_init__(self) -> None:  # "eos" from JSON or a test: the member (ValueError if none)
        object.__setattr__(self, "stop_reason", StopReason(self.stop_reason))

    @property
    def complete(self) -> bool:
        """The reply ended on its own (EOS or a stop string); any other stop cut it short."""
        return self.stop_reason.complete

    @property
    def total_ms(self) -> float:
        return self.prefill_ms + self.decode_ms

    @property
    def acceptance(self) -> float:
        return self.accepted / self.drafted if self.drafted else 0.0

    @property
    def tokens_per_forward(self) -> float:
        return self.tokens / self.forwards if self.forwards else 0.0

    @property
    def tok_per_s(self) -> float:
        """Generated tokens over the whole call, prefill included."""
        return self.tokens / (self.total_ms / 1000) if self.total_ms > 0 else 0.0

    def line(self) -> str:
        """The one stats line the CLI prints to stderr."""
        lookup = self.mode != "plain"
        drafted = f", {self.acceptance:.0%} of {self.drafted} drafted accepted" if lookup else ""
        exact = f", {exactness(self.exact)}" if lookup else ""
        return (
            f"[{self.mode}] {self.tokens} tokens, {self.forwards} forwards "
            f"({self.tokens_per_forward:.1f} tok/fwd){drafted}, {self.tok_per_s:.1f} tok/s, "
            f"prefill {self.prefill_ms / 1000:.1f} s, stop: {self.stop_reason}{exact}"
            + (f", {self.quant} weights" if self.quant != "none" else "")
        )

    def as_dict(self) -> dict:
        return {
            "mode": self.mode,
            "prompt_tokens": self.prompt_tokens,
            "tokens": self.tokens,
            "rounds": self.rounds,
            "forwards": self.forwards,
            "drafted": self.drafted,
            "accepted": self.accepted,
            "acceptance": round(self.acceptance, 4),
            "tokens_per_forward": round(self.tokens_per_forward, 3),
            "prefill_ms": round(self.prefill_ms, 2),
            "decode_ms": round(self.decode_ms, 2),
            "tok_per_s": round(self.tok_per_s, 2),
            "stop_reason": self.stop_reason.value,
            "complete": self.complete,
            "shadow_confirmations": self.shadow_confirmations,
            "exact": self.exact,
            "quant": self.quant,
        }


@dataclass(frozen=True)
class Done:
    """The last event: the whole output and the call's stats."""

    text: str
    tokens: tuple[int, ...]
    summary: Summary


Event = Proposal | Round | Done
