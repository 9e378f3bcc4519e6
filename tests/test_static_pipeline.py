"""Pipelined plain rounds (the round loop's optional submit/collect path): the output must
not change. These tests need the loop patch that adds pipelining (engine.loop.PIPELINE_AFTER);
they skip without it."""

from __future__ import annotations

from collections import Counter

import pytest

import redraft.engine.loop as loop
from redraft.engine.backends.static_backend import StaticBackend
from redraft.engine.config import Sampling
from tests.fakes import FakeBackend, decode_letters, hashed_table
from tests.helpers import run
from tests.test_static_backend import static
from tests.tiny import decode_ids, repeated_prompt, tiny_model

pytestmark = pytest.mark.skipif(
    not hasattr(loop, "PIPELINE_AFTER"), reason="the round loop has no pipelining (loop patch not applied)"
)

VOCAB = 16


class PipeFake(FakeBackend):
    """FakeBackend with submit/collect: a submitted step is computed at once, but its
    tokens stay 'on the device' until collected; submit(None) feeds the last of them."""

    def __init__(self, *a, **k) -> None:
        super().__init__(*a, **k)
        self.last: int | None = None
        self.chained = 0
        self.uncollected: list[object] = []

    def submit(self, tokens, sampling):
        if tokens is None:
            self.chained += 1
            tokens = [self.feed_for_chain()]
        toks = self.sample(self.forward(tokens), sampling)
        self.last = toks[-1]
        handle = object()
        self.uncollected.append(handle)
        self._tokens = getattr(self, "_tokens", {})
        self._tokens[id(handle)] = toks
        return handle

    def feed_for_chain(self) -> int:
        return self.last

    def collect(self, handle):
        self.uncollected.remove(handle)
        return self._tokens.pop(id(handle))


class ChainsStale(PipeFake):
    """Broken: a chained step feeds the token before the last one sampled."""

    def feed_for_chain(self) -> int:
        return self.cache[-1]


def fake_prompt(seed):
    import random

    rng = random.Random(seed)
    base = [rng.randrange(VOCAB) for _ in range(30)]
    return base + base[5:20] + [rng.randrange(VOCAB) for _ in range(10)]


def pair(seed, cls=PipeFake):
    table = hashed_table(VOCAB, salt=seed, copy_bias=6.0)
    return FakeBackend(table, VOCAB), cls(table, VOCAB)


@pytest.mark.parametrize("policy", ["graded", "gated"])
def test_pipelined_rounds_change_nothing(policy):
    chained, kinds = 0, Counter()
    for seed in range(30):
        prompt = fake_prompt(seed)
        sync, piped = pair(seed)
        plain = run(FakeBackend(sync.table, VOCAB), prompt, decode_letters, lookup=False, max_tokens=80, loop_guard=False)
        spec = run(sync, prompt, decode_letters, max_tokens=80, loop_guard=False, draft_policy=policy)
        got = run(piped, prompt, decode_letters, max_tokens=80, loop_guard=False, draft_policy=policy)
        assert got.tokens == spec.tokens == plain.tokens, f"seed {seed}"
        assert got.text == spec.text
        fed = len(prompt) + len(got.tokens) - 1  # every emitted token but the last was fed
        assert piped.cache[:fed] == sync.cache[:fed] == list(prompt) + list(got.tokens[:-1])
        assert not piped.uncollected
        chained += piped.chained
        kinds += got.kinds
    assert chained > 100 and kinds["accepted"] > 100 and kinds["rejected"] > 20, (chained, kinds)


def test_plain_decoding_pipelines_after_two_rounds():
    sync, piped = pair(0)
    prompt = fake_prompt(0)
    want = run(sync, prompt, decode_letters, lookup=False, max_tokens=50, loop_guard=False)
    got = run(piped, prompt, decode_letters, lookup=False, max_tokens=50, loop_guard=False)
    assert got.tokens == want.tokens and len(got.tokens) == 50
    # rounds 1 and 2 are synchronous; round 3 submits itself and chains round 4, and so on
    # up to the last token, which nothing chains past (max_tokens)
    assert piped.chained == 50 - 1 - 3
    assert got.done.summary.forwards == want.done.summary.forwards


@pytest.mark.parametrize("temperature", [0.7, 1.3])
def test_sampled_output_with_a_seed_is_unchanged(temperature):
    for seed in range(10):
        prompt = fake_prompt(seed)
        sync, piped = pair(seed)
        # plain decoding: with proposals, a pipelined round that could not carry one changes
        # the round structure, so the draws (not their distribution) differ
        cfg = dict(lookup=False, max_tokens=60, loop_guard=False, sampling=Sampling(temperature=temperature, seed=seed))
        assert run(piped, prompt, decode_letters, **cfg).tokens == run(sync, prompt, decode_letters, **cfg).tokens


def test_stops_inside_a_pipeline_keep_the_output_and_the_cache():
    for seed in range(20):
        prompt = fake_prompt(seed)
        sync, piped = pair(seed)
        eos = [seed % VOCAB]
        want = run(sync, prompt, decode_letters, eos=eos, lookup=False, max_tokens=70, stop_strings=("qq",))
        got = run(piped, prompt, decode_letters, eos=eos, lookup=False, max_tokens=70, stop_strings=("qq",))
        assert (got.tokens, got.text, got.done.summary.stop_reason) == (want.tokens, want.text, want.done.summary.stop_reason)
        assert piped.cache == sync.cache and not piped.uncollected


def test_context_limit_inside_a_pipeline():
    table = hashed_table(VOCAB, salt=3)
    prompt = fake_prompt(3)
    want = run(FakeBackend(table, VOCAB, context=len(prompt) + 20), prompt, decode_letters, lookup=False, loop_guard=False)
    piped = PipeFake(table, VOCAB, context=len(prompt) + 20)
    got = run(piped, prompt, decode_letters, lookup=False, loop_guard=False)
    assert got.tokens == want.tokens and got.done.summary.stop_reason == "context"
    assert len(piped.cache) <= len(prompt) + 20


def test_a_chain_that_feeds_the_wrong_token_is_caught():
    diverged = 0
    for seed in range(10):
        prompt = fake_prompt(seed)
        sync, broken = pair(seed, ChainsStale)
        want = run(sync, prompt, decode_letters, lookup=False, max_tokens=60, loop_guard=False)
        diverged += run(broken, prompt, decode_letters, lookup=False, max_tokens=60, loop_guard=False).tokens != want.tokens
    assert diverged >= 8


class CountingStatic(StaticBackend):
    chained = 0

    def submit(self, tokens, sampling):
        self.chained += tokens is None
        return super().submit(tokens, sampling)


@pytest.mark.parametrize("arch", ["qwen2", "llama"])
def test_static_backend_pipelined_equals_transformers_generate_and_lookup(arch):
    import torch

    model = tiny_model(arch, seed=3)
    backend = static(model, cls=CountingStatic)
    for seed in range(3):
        prompt = repeated_prompt(seed, length=60)
        plain = run(backend, prompt, decode_ids, lookup=False, max_tokens=50, loop_guard=False)
        ref = model.generate(
            torch.tensor([prompt]), max_new_tokens=50, do_sample=False, eos_token_id=None,
            pad_token_id=0, attention_mask=torch.ones(1, len(prompt), dtype=torch.long),
        )[0, len(prompt) :].tolist()
        assert list(plain.tokens) == ref
        spec = run(backend, prompt, decode_ids, max_tokens=50, loop_guard=False)
        assert spec.tokens == plain.tokens
    assert backend.chained > 100
