"""The round loop. Plain decoding is the same loop with proposals off.

Each round forwards [current, d0 .. dk-1] in one call, keeps the longest prefix
where d_i == t_i (t_i drawn from the target at position i), emits t_a at the
first disagreement (or the bonus t_k when all agree), and trims the k - a
rejected positions off the cache. Drawing t_i ~ p_i and accepting iff t_i == d_i
is rejection sampling for a one-hot proposal, so the output keeps the target's
distribution; at temperature 0 it is exactly greedy decoding.

Backends may offer two optional capabilities, used when present:
- `verify(tokens, sampling)`: forward + sample in one call, so logits never leave the
  device and only the sampled tokens cross to the host;
- `submit(tokens | None, sampling)` / `collect(handle)`: the same split in two, where
  `submit(None)` feeds the token the previous submit sampled, still on the device. After
  PIPELINE_AFTER plain rounds in a row, a plain round enqueues the next one-token step
  before the host reads its own token (reference #2074), and keeps doing so while the
  policy would propose nothing. A pipelined step cannot carry a proposal, hence the wait.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Callable, Iterator, Sequence

from redraft.engine.backends.base import Backend
from redraft.engine.config import DecodeConfig
from redraft.engine.costs import Acceptance, WidthCosts, best_draft
from redraft.engine.detok import Decode, StreamingDetokenizer
from redraft.engine.events import Done, Event, Piece, PolicyState, Proposal, Provenance, Round, Summary
from redraft.engine.guard import LoopGuard
from redraft.engine.ngram import ContextIndex, NgramIndex
from redraft.engine.policy import DraftPolicy, make_policy

PIPELINE_AFTER = 2  # plain rounds in a row before plain rounds are pipelined


def accepted_prefix(draft: Sequence[int], targets: Sequence[int]) -> int:
    """How many leading drafts the target agrees with (targets has len(draft) + 1)."""
    a = 0
    while a < len(draft) and draft[a] == targets[a]:
        a += 1
    return a


def provenances(drafted: int, accepted: int) -> list[Provenance]:
    last = Provenance.BONUS if drafted and accepted == drafted else Provenance.TARGET
    return [Provenance.ACCEPTED] * accepted + [last]


@dataclass
class _Output:
    """Emitted tokens and text, with every stop rule applied token by token."""

    cfg: DecodeConfig
    decode: Decode
    eos: frozenset[int]
    index: ContextIndex
    tokens: list[int] = field(default_factory=list)
    text: str = ""
    stop: str | None = None

    def __post_init__(self) -> None:
        self.detok = StreamingDetokenizer(self.decode)
        self.guard = LoopGuard() if self.cfg.loop_guard else None

    def emit(self, toks: Sequence[int], provs: Sequence[Provenance]) -> list[Piece]:
        pieces = []
        for tok, prov in zip(toks, provs):
            if tok in self.eos:
                self.stop = "eos"
                break
            self.tokens.append(tok)
            self.index.append(tok)
            piece = self._cut_at_stop_string(self.detok.push(tok))
            self.text += piece
            pieces.append(Piece(tok, piece, prov))
            if self.stop:
                break
            if self.guard is not None and self.guard.push(tok):
                self.stop = "loop"
            elif self.cfg.max_tokens and len(self.tokens) >= self.cfg.max_tokens:
                self.stop = "max_tokens"
            if self.stop:
                break
        return pieces

    def _cut_at_stop_string(self, piece: str) -> str:
        """The part of `piece` before a stop string; drops an earlier-streamed start of it
        from the text too (the final text never contains the stop string)."""
        for s in self.cfg.stop_strings:
            start = max(0, len(self.text) - len(s) + 1)
            at = (self.text + piece).find(s, start)
            if at >= 0:
                self.stop = "stop"
                kept = at - len(self.text)
                if kept < 0:
                    self.text = self.text[:at]
                return piece[: max(0, kept)]
        return piece


def generate(
    backend: Backend,
    prompt: Sequence[int],
    cfg: DecodeConfig,
    decode: Decode,
    eos: Sequence[int],
    cancelled: Callable[[], bool] = lambda: False,
    costs: WidthCosts | None = None,
    index: ContextIndex | None = None,
) -> Iterator[Event]:
    """Decode after `prompt`; yield a Proposal before each drafted verify, a Round after each
    forward, and finally Done. `costs`: what forwards of each width have cost on this backend
    so far (kept across calls by a session); learned from scratch when None. `index`: where
    drafts come from, fed the prompt and every emitted token (a fresh NgramIndex when None)."""
    cfg.validate()
    sampling = cfg.sampling
    index = index if index is not None else NgramIndex(cfg.ngram_min, cfg.ngram_max)
    out = _Output(cfg, decode, frozenset(eos), index)
    policy: DraftPolicy | None = (
        make_policy(cfg.draft_policy, cfg.max_draft, backend.info.device) if cfg.lookup else None
    )
    limit = backend.info.max_context
    costs = costs if costs is not None else WidthCosts()
    acceptance = Acceptance()
    # The cap reads the clock, so it changes the round structure from run to run: greedy output
    # cannot change, but seeded sampling would no longer reproduce; a seed turns it off.
    cost_cap = cfg.cost_cap and (sampling.greedy or sampling.seed is None)

    backend.reset()
    backend.seed(sampling.seed)
    t0 = time.perf_counter()
    index.extend(prompt)
    current = backend.sample(backend.prefill(prompt), sampling)[0]
    t1 = time.perf_counter()
    prefill_ms = (t1 - t0) * 1000
    pieces = out.emit([current], [Provenance.TARGET])
    yield Round(0, (), 0, (), tuple(pieces), "", prefill_ms, _state(policy))

    verify = getattr(backend, "verify", None)
    pipelines = callable(getattr(backend, "submit", None)) and callable(getattr(backend, "collect", None))

    def chain_more() -> bool:
        """Room and reason for one more one-token step after the one now in flight."""
        if backend.cache_len + 1 > limit:
            return False
        return not (cfg.max_tokens and len(out.tokens) + 1 >= cfg.max_tokens)

    rounds, forwards, drafted_total, accepted_total = 1, 1, 0, 0
    plain_streak = 0
    inflight = None  # this round's one-token step, enqueued during the last round
    while out.stop is None:
        if cancelled():
            out.stop = "cancelled"
            break
        if inflight is not None:
            handle, inflight, draft = inflight, None, ()
            # Keep the pipeline going while the policy would propose nothing here; when it
            # would, let this step finish so the next round can carry a proposal.
            would = policy.propose(index.lookup) if policy else ()
            t = time.perf_counter()
            if not would and chain_more():
                inflight = backend.submit(None, sampling)
            targets = backend.collect(handle)  # [1]
        else:
            room = limit - backend.cache_len - 1
            if room < 0:
                out.stop = "context"
                break
            draft = policy.propose(index.lookup)[:room] if policy else ()
            if draft and cost_cap:
                draft = draft[: best_draft(len(draft), acceptance, costs.curve())]
            if draft:
                yield Proposal(rounds, draft, decode(draft), index.source)
            t = time.perf_counter()
            if pipelines and not draft and plain_streak >= PIPELINE_AFTER:
                handle = backend.submit([current], sampling)
                if chain_more():
                    inflight = backend.submit(None, sampling)  # before reading this round's token
                targets = backend.collect(handle)
            else:
                if verify is not None:
                    targets = verify([current, *draft], sampling)  # [k + 1]
                else:
                    targets = backend.sample(backend.forward([current, *draft]), sampling)  # [k + 1]
                costs.observe(len(draft) + 1, (time.perf_counter() - t) * 1000)
        plain_streak = 0 if draft else plain_streak + 1
        a = accepted_prefix(draft, targets)
        if a < len(draft):
            backend.trim(len(draft) - a)
        emitted = [*draft[:a], targets[a]]
        if policy:
            policy.update(len(draft), a, emitted)
        acceptance.update(len(draft), a)
        pieces = out.emit(emitted, provenances(len(draft), a))
        current = targets[a]
        rejected = tuple(draft[a:])
        ms = (time.perf_counter() - t) * 1000
        yield Round(
            rounds, tuple(draft), a, rejected, tuple(pieces),
            decode(rejected) if rejected else "", ms, _state(policy),
        )
        rounds += 1
        forwards += 1
        drafted_total += len(draft)
        accepted_total += a

    if inflight is not None:  # stopped with a step in flight: wait for it and drop it
        backend.collect(inflight)
        backend.trim(1)
    decode_ms = (time.perf_counter() - t1) * 1000
    tail = out.detok.flush() if out.stop != "stop" else ""
    summary = Summary(
        mode="prompt lookup" if cfg.lookup else "plain",
        prompt_tokens=len(prompt),
        tokens=len(out.tokens),
        rounds=rounds,
        forwards=forwards,
        drafted=drafted_total,
        accepted=accepted_total,
        prefill_ms=prefill_ms,
        decode_ms=decode_ms,
        stop_reason=out.stop or "max_tokens",
        shadow_confirmations=policy.shadow_confirmations if policy else 0,
    )
    yield Done(out.text + tail, tuple(out.tokens), summary)


def _state(policy: DraftPolicy | None) -> PolicyState:
    return policy.state if policy else PolicyState.OFF
