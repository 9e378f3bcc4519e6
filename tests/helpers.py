"""Run the round loop and collect what it did."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from redraft.engine.config import DecodeConfig
from redraft.engine.events import Done, Proposal, Provenance, Round
from redraft.engine.loop import generate


@dataclass
class Run:
    tokens: tuple[int, ...] = ()
    text: str = ""
    kinds: Counter = field(default_factory=Counter)
    rounds: list[Round] = field(default_factory=list)
    proposals: list[Proposal] = field(default_factory=list)
    done: Done | None = None


def run(backend, prompt, decode, eos=(), **cfg) -> Run:
    """The cost cap is off unless asked for: it reads the wall clock, and a fake's microsecond
    forwards would make the round structure (not the greedy output) vary from run to run."""
    cfg.setdefault("cost_cap", False)
    r = Run()
    for ev in generate(backend, prompt, DecodeConfig(**cfg), decode, eos):
        if isinstance(ev, Proposal):
            r.proposals.append(ev)
        elif isinstance(ev, Round):
            r.rounds.append(ev)
            if ev.rejected:
                r.kinds["rejected"] += 1
            for p in ev.pieces:
                r.kinds[p.provenance.value] += 1
            if ev.pieces and ev.pieces[-1].provenance is Provenance.BONUS:
                r.kinds["bonus_round"] += 1
        else:
            r.done, r.tokens, r.text = ev, ev.tokens, ev.text
    return r
