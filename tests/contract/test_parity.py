"""Greedy prompt lookup emits exactly what plain decoding emits, plain decoding emits what an
independent implementation emits, and pipelined rounds change nothing, on every backend.
Each deliberate bug in tests/mutations.py must make these checks fail."""

from __future__ import annotations

from collections import Counter

import pytest

from redraft.engine.config import Sampling
from tests import mutations
from tests.contract.conftest import CASES, Case
from tests.helpers import decode_ids, greedy_parity, parity_mismatches, repeated_prompt, run


ARCHS = ("qwen2", "llama", "qwen3", "llama3")  # tests/tiny.py's: Qwen3's q/k norms, Llama 3's rope scaling and tied embeddings


def count_chains(monkeypatch, backend) -> Counter:
    """Counts the steps submitted with None: pipelined rounds."""
    calls, real = Counter(), backend.submit

    def submit(tokens, sampling):
        calls["chained"] += tokens is None
        return real(tokens, sampling)

    monkeypatch.setattr(backend, "submit", submit)
    return calls


@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("policy", ["graded", "gated"])
def test_greedy_lookup_equals_plain(case, arch, policy, monkeypatch):
    skip_mlx_arch(case, arch)
    backend = case.make(arch)
    chains = count_chains(monkeypatch, backend)
    kinds = greedy_parity(backend, case.seeds, draft_policy=policy)
    # The comparison means something only if every kind of round happened, pipelined
    # plain rounds among them.
    assert kinds["accepted"] > 10 and kinds["rejected"] > 10 and kinds["bonus_round"] > 3, kinds
    assert chains["chained"] > 20, chains


def reference_mismatches(case, arch="qwen2", seed=3, n=40) -> list[int]:
    """Plain decoding (pipelined) against the independent implementation's greedy tokens."""
    backend, bad = case.make(arch, seed), []
    for p in range(3):
        prompt = repeated_prompt(p, length=40)
        got = run(backend, prompt, decode_ids, lookup=False, max_tokens=n, loop_guard=False).tokens
        if list(got) != case.reference(arch, seed, prompt, n):
            bad.append(p)
    return bad


@pytest.mark.parametrize("arch", ARCHS)
def test_plain_decoding_equals_the_reference(case, arch):
    skip_mlx_arch(case, arch)
    assert reference_mismatches(case, arch) == []


def skip_mlx_arch(case, arch: str) -> None:
    """tests/tiny_mlx.py builds qwen2 and llama; the others are the torch backends' (issue 44)."""
    if case.name == "mlx" and arch not in ("qwen2", "llama"):
        pytest.skip(f"no tiny MLX {arch}")


def test_pipelining_changes_no_token_and_no_cache_position(case):
    """Plain and lookup, greedy and seeded sampling (plain only: with proposals a pipelined
    round that cannot carry one changes which draws are made), stops on EOS, stop strings,
    max tokens: the same output, and (plain) the same cache: a step left in flight is
    rolled back."""
    backend = case.make()
    for seed in range(2):
        prompt = repeated_prompt(seed, length=60)
        ahead = run(backend, prompt, decode_ids, lookup=False, max_tokens=60, loop_guard=False, pipeline=False).tokens
        stops = [dict(), dict(eos=[ahead[20]]), dict(stop_strings=(decode_ids(ahead[30:32]),))]
        settings = [dict(lookup=False), dict(lookup=True),
                    dict(lookup=False, sampling=Sampling(temperature=1.0, top_k=20, seed=seed))]
        for stop in stops:
            for setting in settings:
                cfg = dict(max_tokens=60, loop_guard=False, **stop, **setting)
                want = run(backend, prompt, decode_ids, pipeline=False, **cfg)
                held = backend.cache_len
                got = run(backend, prompt, decode_ids, **cfg)
                assert (got.tokens, got.text) == (want.tokens, want.text), (seed, stop, setting)
                assert got.done.summary.stop_reason == want.done.summary.stop_reason
                if not setting["lookup"]:  # with proposals the last block may overshoot a stop
                    assert backend.cache_len == held


def test_the_context_limit_inside_a_pipeline(case):
    backend = case.make()
    room = backend.info.max_context
    prompt = repeated_prompt(0, length=room - 30)
    for lookup in (False, True):
        want = run(backend, prompt, decode_ids, lookup=lookup, loop_guard=False, pipeline=False)
        got = run(backend, prompt, decode_ids, lookup=lookup, loop_guard=False)
        assert got.tokens == want.tokens and got.done.summary.stop_reason == "context"
        assert len(prompt) + len(got.tokens) == room + 1  # the last token is emitted, never fed
        assert backend.cache_len <= room


def notices(case, what, monkeypatch) -> int:
    """How many of the checks above (parity on 4 prompts; for a chain bug, plain against the
    reference too) fail with `what` broken."""
    backend = case.make()
    mutations.break_(monkeypatch, what, backend)
    noticed = 0
    for seed in range(4):
        try:
            noticed += bool(parity_mismatches(backend, [seed], max_tokens=60)[0])
        except (RuntimeError, ValueError):  # a rollback bug may also run the cache out of room
            noticed += 1
    if what in mutations.CHAIN:  # a chain bug breaks plain decoding as much as lookup
        broken = Case(case.name, lambda arch="qwen2", seed=0: _broken(case.make(arch, seed), what, monkeypatch),
                      case.reference)
        noticed += len(reference_mismatches(broken))
    return noticed


@pytest.mark.parametrize("what", mutations.TRIM + mutations.CHAIN)
def test_the_checks_notice_a_rollback_or_chain_bug(case, what, monkeypatch):
    assert notices(case, what, monkeypatch) >= 2


@pytest.mark.parametrize("what", mutations.ACCEPTANCE)
@pytest.mark.parametrize("name", ["fake", "torch"])
def test_the_checks_notice_an_acceptance_bug(name, what, monkeypatch):
    """The acceptance rule is the loop's, the same for every backend: two backends suffice."""
    assert notices(CASES[name], what, monkeypatch) >= 2


def _broken(backend, what, monkeypatch):
    mutations.break_(monkeypatch, what, backend)
    return backend
