"""Run the round loop and collect what it did; the prompts and the parity check every backend
is held to. Nothing here imports torch or mlx."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field

from redraft.engine.config import DecodeConfig
from redraft.engine.events import Done, Proposal, Provenance, Round
from redraft.engine.decode.loop import generate
from redraft.engine.policy import resolve_decode

VOCAB = 64  # the tiny models' vocabulary, and the fake's in the contract suite


@dataclass
class Run:
    tokens: tuple[int, ...] = ()
    text: str = ""
    kinds: Counter = field(default_factory=Counter)
    rounds: list[Round] = field(default_factory=list)
    proposals: list[Proposal] = field(default_factory=list)
    done: Done | None = None


def run(backend, prompt, decode, eos=(), index=None, **cfg) -> Run:
    """The cost cap is off unless asked for: it reads the wall clock, and a fake's microsecond
    forwards would make the round structure (not the greedy output) vary from run to run.
    `index`: the context index to draft from (generate's default when None)."""
    cfg.setdefault("cost_cap", False)
    r = Run()
    resolved = resolve_decode(DecodeConfig(**cfg), backend.info.device)  # as Session.stream does
    for ev in generate(backend, prompt, resolved, decode, eos, index=index):
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


def repeated_prompt(seed: int, length: int = 120, spans: int = 4) -> list[int]:
    """Random tokens with a few spans copied from earlier, so lookups find matches."""
    rng = random.Random(seed)
    toks = [rng.randrange(2, VOCAB) for _ in range(length)]
    for _ in range(spans):
        n = rng.randrange(6, 20)
        src = rng.randrange(0, length - n)
        dst = rng.randrange(0, length - n)
        toks[dst : dst + n] = toks[src : src + n]
    return toks


def decode_ids(ids) -> str:
    """A stand-in tokenizer: token i is the letter chr(ord('A') + i % 58)."""
    return "".join(chr(0x41 + (i % 58)) for i in ids)


def parity_mismatches(backend, seeds=range(5), max_tokens: int = 100, **cfg) -> tuple[list[int], Counter]:
    """Greedy lookup against plain decoding on the repeated prompts: the seeds whose outputs
    differ, and the kinds of rounds lookup made (a comparison means something only if every
    kind happened). Half the prompts may stop on EOS (token 1) inside a block."""
    mismatches, kinds = [], Counter()
    for seed in seeds:
        prompt = repeated_prompt(seed)
        eos = [1] if seed % 2 else []
        common = dict(eos=eos, max_tokens=max_tokens, loop_guard=False)
        plain = run(backend, prompt, decode_ids, lookup=False, **common)
        spec = run(backend, prompt, decode_ids, **common, **cfg)
        if (spec.tokens, spec.text) != (plain.tokens, plain.text):
            mismatches.append(seed)
        kinds += spec.kinds
    return mismatches, kinds


def greedy_parity(backend, seeds=range(5), **cfg) -> Counter:
    """Greedy lookup must emit exactly what plain decoding emits; returns the round kinds."""
    mismatches, kinds = parity_mismatches(backend, seeds, **cfg)
    assert not mismatches, f"lookup differs from plain for prompt seeds {mismatches}"
    return kinds


class LoadedName(str):
    """A stand-in for a loaded backend in tests that only check which loader ran: compares
    equal to its name, and has the info.quant that load_backend reads after loading."""

    class info:  # noqa: N801
        quant = "none"


def dense_weights(folder):
    """A converted folder with its dense (bf16) weights, for a test that loads them itself
    (transformers, MLX, --quant none) rather than through load_backend: the cache keeps only
    the files of the calibrated mode, and load_backend builds the others on demand, as this
    does (engine/store/on_demand.provide)."""
    from redraft.engine.store.on_demand import provide

    provide(folder, "none")
    return folder
