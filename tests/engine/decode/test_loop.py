"""The round loop's own rules, on the fake backend: when rounds pipeline, what is counted,
and the context-index hook."""

from __future__ import annotations

from dataclasses import replace

from redraft.engine.config import DecodeConfig
from redraft.engine.events import Done, PolicyState, Proposal, Round
from redraft.engine.decode.loop import generate
from redraft.engine.policy import resolve_decode
from redraft.engine.decode.pipeline import PIPELINE_AFTER
from tests.fakes import FakeBackend, hashed_table
from tests.helpers import VOCAB, decode_ids, repeated_prompt, run


def scripted(script, prompt_len, context=4096) -> FakeBackend:
    """A fake whose greedy output after the prompt is `script`, then token 2 forever."""

    def table(prefix):
        i = len(prefix) - prompt_len
        row = [0.001] * VOCAB
        row[script[i] if i < len(script) else 2] = 1.0
        return row

    return FakeBackend(table, VOCAB, context)


def trace(backend, prompt, **cfg) -> list[tuple[PolicyState, list[str]]]:
    """Per round after the prefill: the policy state it reported and the backend calls its
    forward made: "verify", "submit" (a plain step submitted now), "chain" (submit(None))."""
    calls: list[str] = []
    real_verify, real_submit = backend.verify, backend.submit

    def verify(tokens, sampling):
        calls.append("verify")
        calls.append("")  # verify's own submit follows: not a plain step
        return real_verify(tokens, sampling)

    def submit(tokens, sampling):
        if calls and calls[-1] == "":
            calls.pop()
        else:
            calls.append("chain" if tokens is None else "submit")
        return real_submit(tokens, sampling)

    backend.verify, backend.submit = verify, submit
    rounds = []
    cfg = DecodeConfig(**{"loop_guard": False, **cfg})
    for ev in generate(backend, prompt, resolve_decode(cfg, backend.info.device), decode_ids, []):
        if isinstance(ev, Round) and ev.index:
            rounds.append((ev.policy, list(calls)))
        calls.clear()
    del backend.verify, backend.submit
    return rounds


def test_plain_decoding_pipelines_from_the_first_round():
    rounds = trace(scripted(list(range(3, 13)), 5), [3, 4, 5, 6, 7], lookup=False, max_tokens=10)
    assert [calls for _, calls in rounds] == [["submit", "chain"]] + [["chain"]] * 7 + [[]]


def test_a_drafting_policy_pipelines_after_plain_rounds_in_a_row_and_stops_for_a_proposal():
    prompt = [10, 11, 12, 13, 14, 15]
    script = [20, 21, 22, 23, 24, 25, 26, 12, 13, 14, 30, 31, 32]  # "12 13" is found again
    rounds = trace(scripted(script, len(prompt)), prompt, max_tokens=len(script), draft_policy="graded")
    calls = [c for _, c in rounds]
    assert calls[:PIPELINE_AFTER] == [["verify"]] * PIPELINE_AFTER  # nothing found: wait and see
    assert calls[PIPELINE_AFTER] == ["submit", "chain"]
    i = next(k for k, c in enumerate(calls) if c == ["verify"] and k > PIPELINE_AFTER)
    assert calls[i - 1] == []  # the round that found a proposal let its step finish unchained
    assert rounds and any(len(c) for c in calls)


def test_a_paused_policy_pipelines_at_once():
    """Gated pauses on a miss on probation; the very next round pipelines (reference #2092)."""
    prompt = [3, 4, 5, 6, 7, 3]
    script = [4, 9, 10, 11, 12, 13, 14, 15]  # "3 4" again: the first round drafts (5, 6); the target says 9
    rounds = trace(scripted(script, len(prompt)), prompt, max_tokens=len(script), draft_policy="gated")
    assert rounds[0] == (PolicyState.PAUSED, ["verify"])
    assert rounds[1][1] == ["submit", "chain"]


class Counting(FakeBackend):
    """Counts the forwards that really ran."""

    ran = 0

    def _forward(self, tokens):
        self.ran += 1
        return super()._forward(tokens)


def test_forwards_count_every_forward_that_ran_and_rounds_every_one_read():
    differ = 0
    for seed in range(20):
        backend = Counting(hashed_table(VOCAB, salt=seed, copy_bias=6.0), VOCAB)
        prompt = repeated_prompt(seed, length=60)
        for lookup in (False, True):
            r = run(backend, prompt, decode_ids, eos=[seed % 7 + 2], lookup=lookup, max_tokens=80, loop_guard=False)
            s = r.done.summary
            assert s.forwards == backend.ran, (seed, lookup)
            assert s.rounds == len(r.rounds)
            differ += s.forwards == s.rounds + 1  # an EOS while the next step was in flight
            backend.ran = 0
    assert differ >= 5


def test_a_cancel_mid_pipeline_rolls_the_step_back():
    backend = scripted(list(range(3, 40)), 5)
    rounds = 0

    def cancelled():
        return rounds >= 6

    events = generate(backend, [3, 4, 5, 6, 7], resolve_decode(DecodeConfig(lookup=False), "cpu"), decode_ids, [], cancelled)
    for ev in events:
        rounds += isinstance(ev, Round)
        if isinstance(ev, Done):
            done = ev
    assert done.summary.stop_reason == "cancelled" and len(done.tokens) == 6
    assert backend.cache_len == 5 + 6 - 1  # the last emitted token is never fed
    assert done.summary.forwards == done.summary.rounds + 1


class Scripted:
    """A context index that proposes a fixed continuation, from another source."""

    source = "scripted"

    def __init__(self, proposal):
        self.proposal, self.seen = proposal, []

    def extend(self, tokens):
        self.seen.extend(tokens)

    def append(self, token):
        self.seen.append(token)

    def lookup(self, k):
        return tuple(self.proposal[len(self.seen) - 5 :][:k])


def test_generate_takes_the_context_index_and_proposals_say_its_source():
    script = list(range(3, 23))
    wrong_at = {4, 9}  # the index is wrong twice: those drafts are rejected
    proposal = [t + 30 if i in wrong_at else t for i, t in enumerate(script)]
    prompt = [3, 4, 5, 6, 7]
    plain = run(scripted(script, 5), prompt, decode_ids, lookup=False, max_tokens=20)
    index = Scripted(proposal)
    events = list(generate(scripted(script, 5), prompt, resolve_decode(DecodeConfig(max_tokens=20), "cpu"), decode_ids, [], index=index))
    done = events[-1]
    proposals = [e for e in events if isinstance(e, Proposal)]
    assert done.tokens == plain.tokens
    assert proposals and {p.source for p in proposals} == {"scripted"}
    assert index.seen == prompt + list(done.tokens)  # the prompt, then every emitted token
    assert any(isinstance(e, Round) and e.rejected for e in events)


def test_the_summary_says_whether_the_backend_is_exact():
    backend = scripted([3, 4, 5], 3)
    assert run(backend, [3, 4, 5], decode_ids, max_tokens=3).done.summary.exact is False
    backend.info = replace(backend.info, exact=True)
    assert run(backend, [3, 4, 5], decode_ids, max_tokens=3).done.summary.exact is True


def test_decoding_up_to_a_full_context_stops_with_context_on_every_size():
    """Pipelined plain rounds must not chain a step past the cache's last position: every
    prompt length up to the context, plain and lookup, ends with stop "context"."""
    for context in range(8, 41):
        for prompt_len in (context - 1, context - 2, context - 5):
            for lookup in (False, True):
                prompt = [5 + (i % 7) for i in range(prompt_len)]  # repeats: lookup drafts
                backend = scripted([5 + (i % 7) for i in range(prompt_len, prompt_len + 64)], prompt_len, context)
                r = run(backend, prompt, decode_ids, lookup=lookup)
                assert r.done.summary.stop_reason == "context", (context, prompt_len, lookup)
                assert backend.cache_len <= context
