"""Greedy prompt lookup must emit exactly what plain decoding emits."""

from __future__ import annotations

from collections import Counter

import pytest
import torch

from redraft.engine.backends.torch_backend import TorchBackend
from tests.fakes import FakeBackend, decode_letters, hashed_table
from tests.helpers import run
from tests.tiny import decode_ids, greedy_parity, repeated_prompt, tiny_model

VOCAB = 16


def fake(copy_bias=6.0, salt=0):
    return FakeBackend(hashed_table(VOCAB, salt=salt, copy_bias=copy_bias), VOCAB)


def fake_prompt(seed):
    import random

    rng = random.Random(seed)
    base = [rng.randrange(VOCAB) for _ in range(30)]
    return base + base[5:20] + [rng.randrange(VOCAB) for _ in range(10)]


@pytest.mark.parametrize("policy", ["graded", "gated"])
def test_fake_greedy_lookup_equals_plain_through_all_round_kinds(policy):
    kinds = Counter()
    for seed in range(30):
        prompt = fake_prompt(seed)
        plain = run(fake(salt=seed), prompt, decode_letters, lookup=False, max_tokens=80, loop_guard=False)
        spec = run(fake(salt=seed), prompt, decode_letters, max_tokens=80, loop_guard=False, draft_policy=policy)
        assert spec.tokens == plain.tokens, f"seed {seed}"
        assert spec.text == plain.text
        kinds += spec.kinds
    # The comparison means something only if every kind of round happened.
    assert kinds["accepted"] > 100 and kinds["rejected"] > 20 and kinds["bonus_round"] > 10, kinds


@pytest.mark.parametrize("arch", ["qwen2", "llama"])
def test_tiny_model_greedy_lookup_equals_plain(arch):
    kinds = greedy_parity(TorchBackend(tiny_model(arch)))
    assert kinds["accepted"] and kinds["rejected"] and kinds["bonus_round"], kinds


@pytest.mark.parametrize("arch", ["qwen2", "llama"])
def test_plain_equals_transformers_generate(arch):
    model = tiny_model(arch, seed=3)
    backend = TorchBackend(model)
    for seed in range(3):
        prompt = repeated_prompt(seed, length=40)
        ours = run(backend, prompt, decode_ids, lookup=False, max_tokens=40, loop_guard=False)
        ref = model.generate(
            torch.tensor([prompt]), max_new_tokens=40, do_sample=False, eos_token_id=None,
            pad_token_id=0, attention_mask=torch.ones(1, len(prompt), dtype=torch.long),
        )[0, len(prompt) :].tolist()
        assert list(ours.tokens) == ref


# -- the tests above must fail when the rollback or acceptance logic is broken -----------


class TrimOneShort(FakeBackend):
    def trim(self, n):
        super().trim(max(0, n - 1))


class TrimOneLong(FakeBackend):
    def trim(self, n):
        super().trim(min(len(self.cache), n + 1))


class NeverTrim(FakeBackend):
    def trim(self, n):
        pass


@pytest.mark.parametrize("broken", [TrimOneShort, TrimOneLong, NeverTrim])
def test_parity_check_catches_broken_trim(broken):
    diverged = 0
    for seed in range(10):
        prompt = fake_prompt(seed)
        table = hashed_table(VOCAB, salt=seed, copy_bias=6.0)
        plain = run(FakeBackend(table, VOCAB), prompt, decode_letters, lookup=False, max_tokens=60, loop_guard=False)
        spec = run(broken(table, VOCAB), prompt, decode_letters, max_tokens=60, loop_guard=False)
        diverged += spec.tokens != plain.tokens
    assert diverged >= 5


@pytest.mark.parametrize("mutation", ["accept_one_more", "bonus_as_draft"])
def test_parity_check_catches_broken_acceptance(monkeypatch, mutation):
    import redraft.engine.loop as loop

    real = loop.accepted_prefix
    if mutation == "accept_one_more":
        monkeypatch.setattr(loop, "accepted_prefix", lambda d, t: min(len(d), real(d, t) + 1))
    else:  # treat the first rejected draft as if it had been accepted
        monkeypatch.setattr(loop, "accepted_prefix", lambda d, t: real(d, t) + (real(d, t) < len(d) and real(d, t) > 0))
    diverged = 0
    for seed in range(10):
        prompt = fake_prompt(seed)
        plain = run(fake(salt=seed), prompt, decode_letters, lookup=False, max_tokens=60, loop_guard=False)
        spec = run(fake(salt=seed), prompt, decode_letters, max_tokens=60, loop_guard=False)
        diverged += spec.tokens != plain.tokens
    assert diverged >= 5
