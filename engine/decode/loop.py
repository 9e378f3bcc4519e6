"""The round loop. Plain decoding is the same loop with proposals off.

Each round forwards [current, d0 .. dk-1] in one call, keeps the longest prefix where
d_i == t_i (t_i drawn from the target at position i), emits t_a at the first disagreement
(or the bonus t_k when all agree), and trims the k - a rejected positions off the cache.
Drawing t_i ~ p_i and accepting iff t_i == d_i is rejection sampling for a one-hot proposal,
so the output keeps the target's distribution; at temperature 0 it is exactly greedy decoding.

A round, top to bottom:
1. the policy decides what to draft (engine/policy.py; a pure question, asked once);
2. the round's forward gives its targets: the one-token step already in flight, a plain
   step that enqueues the next one before the host reads it (engine/decode/pipeline.py), or one
   synchronous verify of [current, *draft];
3. accept, trim the rejected tail, tell the policy and the cost cap (engine/decode/costs.py),
   emit with every stop rule applied (engine/decode/output.py), count what it yields (engine/tally.py).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Callable, Generator, Iterator, Sequence

from ..backends.base import Backend
from ..config import DecodeConfig
from .costs import CostCap, WidthCosts
from ..detok import Decode
from ..events import Done, Event, PolicyState, Proposal, Provenance, Round, StopReason
from ..propose.ngram import ContextIndex, NgramIndex
from .output import Output
from .pipeline import Pipeline, pipelines_now
from ..policy import PLAIN, Decision, DraftPolicy, make_policy
from ..tally import Tally, fold, summary_of


def accepted_prefix(draft: Sequence[int], targets: Sequence[int]) -> int:
    """How many leading drafts the target agrees with (targets has len(draft) + 1)."""
    a = 0
    while a < len(draft) and draft[a] == targets[a]:
        a += 1
    return a


def provenances(drafted: int, accepted: int) -> list[Provenance]:
    last = Provenance.BONUS if drafted and accepted == drafted else Provenance.TARGET
    return [Provenance.ACCEPTED] * accepted + [last]


@dataclass(frozen=True)
class _Parts:
    """What every round uses: the model, the settings, the stop rules, where drafts come
    from and what decides their length."""

    backend: Backend
    cfg: DecodeConfig
    decode: Decode
    out: Output
    index: ContextIndex
    policy: DraftPolicy | None
    cap: CostCap
    pipe: Pipeline

    def room_to_chain(self, pending: int) -> bool:
        """Room and reason for one more one-token step after this round's; `pending`: the
        positions this round's own step still takes (1 unless it is already in flight)."""
        return self.backend.cache_len + pending + 1 <= self.backend.info.max_context and self.out.wants_more_after(1)


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
    """Decode after `prompt` with a resolved `cfg` (policy.resolve_decode: Session.stream
    resolves it once; the loop reads no "auto"); yield a Proposal before each drafted verify, a Round after each
    forward the loop reads, and finally Done. `costs`: what forwards of each width have cost
    on this backend so far (kept across calls by a session; learned from scratch when None).
    `index`: where proposals come from (default: an n-gram index over the context); it is
    given the prompt and every emitted token."""
    cfg.validate()
    sampling = cfg.sampling
    index = index if index is not None else NgramIndex(cfg.ngram_min, cfg.ngram_max)
    out = Output(cfg, decode, frozenset(eos), index)
    policy = make_policy(cfg.draft_policy, cfg.max_draft) if cfg.lookup else None
    # The cap reads the clock, so it changes the round structure from run to run: greedy output
    # cannot change, but seeded sampling would no longer reproduce; a seed turns it off.
    cap = CostCap(costs if costs is not None else WidthCosts(), cfg.cost_cap and (sampling.greedy or sampling.seed is None))
    parts = _Parts(backend, cfg, decode, out, index, policy, cap, Pipeline(backend, sampling))

    backend.reset()
    backend.seed(sampling.seed)
    t0 = time.perf_counter()
    index.extend(prompt)
    current = backend.sample(backend.prefill(prompt, reuse=cfg.reuse_prompt), sampling)[0]
    t1 = time.perf_counter()
    first = Round(0, (), 0, (), tuple(out.emit([current], [Provenance.TARGET])), "", (t1 - t0) * 1000, _state(policy))
    tally = fold(Tally(), first)  # every event yielded, counted
    yield first
    tally = yield from _rounds(parts, current, tally, cancelled)

    if parts.pipe.drain():  # stopped with a step in flight: it ran, and is rolled back unread
        tally = tally.unread_forward()
    summary = summary_of(
        tally,
        mode="prompt lookup" if cfg.lookup else "plain",
        prompt_tokens=len(prompt),
        decode_ms=(time.perf_counter() - t1) * 1000,
        stop_reason=out.stop or StopReason.MAX_TOKENS,
        shadow_confirmations=policy.shadow_confirmations if policy else 0,
        exact=backend.info.exact,
        quant=getattr(backend.info, "quant", "none"),
    )
    yield Done(out.final_text(), tuple(out.tokens), summary)


def _rounds(parts: _Parts, current: int, tally: Tally, cancelled: Callable[[], bool]) -> Generator[Event, None, Tally]:
    """The rounds after the prefill's, until a stop rule or `cancelled` ends them: each
    yields its Proposal (when it drafts) and its Round. Returns the tally of all it yielded."""
    backend, cfg, out, policy, cap, pipe = parts.backend, parts.cfg, parts.out, parts.policy, parts.cap, parts.pipe
    sampling, limit = cfg.sampling, backend.info.max_context
    plain_streak = 0  # plain rounds in a row
    while out.stop is None:
        if cancelled():
            out.stop = StopReason.CANCELLED
            break
        n = tally.rounds  # this round's index
        state = _state(policy)
        decision = policy.propose(parts.index.lookup) if policy else PLAIN
        t = time.perf_counter()
        if pipe.busy:  # this round's step went out last round, fed `current`: no draft rides on it
            draft: tuple[int, ...] = ()
            targets = pipe.step(current, chain=not decision.draft and parts.room_to_chain(0))  # [1]
        else:
            room = limit - backend.cache_len - 1
            if room < 0:
                out.stop = StopReason.CONTEXT
                break
            draft = cap.shorten(decision.draft[:room])
            if draft:
                proposal = Proposal(n, draft, parts.decode(draft), parts.index.source)
                tally = fold(tally, proposal)
                yield proposal
            if not draft and cfg.pipeline and pipelines_now(state, plain_streak):
                targets = pipe.step(current, chain=parts.room_to_chain(1))  # [1]
            else:
                targets = backend.verify([current, *draft], sampling)  # [k + 1]
                cap.timed(len(draft) + 1, (time.perf_counter() - t) * 1000)

        a = _settle(parts, decision, draft, targets)
        plain_streak = 0 if draft else plain_streak + 1
        pieces = out.emit([*draft[:a], targets[a]], provenances(len(draft), a))
        current = targets[a]
        rejected = draft[a:]
        ms = (time.perf_counter() - t) * 1000
        r = Round(n, draft, a, rejected, tuple(pieces), parts.decode(rejected) if rejected else "", ms, _state(policy))
        tally = fold(tally, r)
        yield r
    return tally


def _settle(parts: _Parts, decision: Decision, draft: tuple[int, ...], targets: Sequence[int]) -> int:
    """Accept the longest agreeing prefix of `draft`, trim the rejected rest off the cache,
    and tell the policy and the cost cap how the round went; returns how many were accepted."""
    a = accepted_prefix(draft, targets)
    if a < len(draft):
        parts.backend.trim(len(draft) - a)
    if parts.policy:
        parts.policy.update(decision.verified(draft), a, [*draft[:a], targets[a]])
    parts.cap.judged(len(draft), a)
    return a


def _state(policy: DraftPolicy | None) -> PolicyState:
    return policy.state if policy else PolicyState.OFF
