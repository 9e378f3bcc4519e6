"""Every backend keeps the contract of engine/backends/base.py: the same errors, the same
rollback rules, and verify/submit/collect that sample what forward + sample samples."""

from __future__ import annotations

import pytest

from redraft.engine.config import Sampling
from tests.helpers import decode_ids, repeated_prompt, run

GREEDY = Sampling()
HOT = Sampling(temperature=1.0, top_k=20, seed=5)
IDS = repeated_prompt(4, length=60)


def test_prefill_needs_an_empty_cache(backend):
    backend.prefill(IDS[:5])
    with pytest.raises(RuntimeError, match="prefill needs an empty cache"):
        backend.prefill(IDS[5:6])
    assert backend.cache_len == 5
    backend.reset()
    backend.prefill(IDS[5:6])
    assert backend.cache_len == 1


def test_cache_len_follows_prefill_forward_and_trim(backend):
    backend.prefill(IDS[:20])
    assert backend.cache_len == 20
    backend.forward(IDS[20:25])
    assert backend.cache_len == 25
    backend.trim(3)
    assert backend.cache_len == 22
    backend.trim(0)
    assert backend.cache_len == 22
    backend.forward(IDS[22:23])
    assert backend.cache_len == 23


@pytest.mark.parametrize("n", [11, -1])
def test_a_trim_outside_the_cache_raises_and_changes_nothing(backend, n):
    backend.prefill(IDS[:10])
    with pytest.raises(ValueError, match=f"cannot trim {n} of 10"):
        backend.trim(n)
    assert backend.cache_len == 10
    backend.trim(10)
    assert backend.cache_len == 0


def test_a_rollback_forgets_the_last_sampled_token(backend):
    backend.prefill(IDS[:10])
    backend.collect(backend.submit(IDS[10:12], GREEDY))
    backend.collect(backend.submit(None, GREEDY))  # chains from the token just sampled
    backend.trim(0)  # rolls nothing back: the chain holds
    backend.collect(backend.submit(None, GREEDY))
    backend.trim(1)
    with pytest.raises(RuntimeError, match="needs an earlier submit"):
        backend.submit(None, GREEDY)
    backend.verify(IDS[12:14], GREEDY)  # verify samples too: a chain may follow it
    backend.collect(backend.submit(None, GREEDY))
    backend.reset()
    with pytest.raises(RuntimeError, match="needs an earlier submit"):
        backend.submit(None, GREEDY)


def test_room_is_checked_against_max_context(backend):
    room = backend.info.max_context
    with pytest.raises(RuntimeError, match=f"holds {room} positions"):
        backend.prefill([3] * (room + 1))
    backend.prefill([3] * (room - 5))
    with pytest.raises(RuntimeError, match=f"holds {room} positions"):
        backend.forward([3] * 6)
    assert backend.cache_len == room - 5  # nothing was written
    backend.forward([3] * 5)
    with pytest.raises(RuntimeError, match=f"holds {room} positions"):
        backend.collect(backend.submit([3], GREEDY))


@pytest.mark.parametrize("sampling", [GREEDY, HOT], ids=["greedy", "sampled"])
def test_verify_and_chained_submits_sample_what_forward_then_sample_samples(case, sampling):
    a, b = case.make(), case.make()

    def ref(tokens):
        return b.sample(b.forward(tokens), sampling)

    for backend in (a, b):
        backend.seed(sampling.seed)
        backend.prefill(IDS[:40])
    assert a.verify(IDS[40:46], sampling) == ref(IDS[40:46])
    first = a.submit(IDS[46:48], sampling)
    chained = [a.submit(None, sampling) for _ in range(5)]  # each fed the last token drawn, unread
    got = a.collect(first) + [a.collect(h)[0] for h in chained]
    want = ref(IDS[46:48])
    for _ in range(5):
        want += ref(want[-1:])
    assert got == want
    assert a.cache_len == b.cache_len == 40 + 6 + 2 + 5


def test_a_seed_reproduces_the_draws(backend):
    def draws(seed):
        backend.reset()
        backend.seed(seed)
        backend.prefill(IDS[:20])
        return backend.verify(IDS[20:40], Sampling(temperature=1.5, seed=seed))

    assert draws(7) == draws(7)
    assert len({tuple(draws(s)) for s in range(4)}) > 1


def test_warmup_leaves_an_empty_cache_and_changes_no_output(case):
    prompt = repeated_prompt(0, length=30)
    fresh = run(case.make(), prompt, decode_ids, lookup=False, max_tokens=20, loop_guard=False)
    backend = case.make()
    backend.prefill(IDS[:5])
    backend.warmup(8)
    assert backend.cache_len == 0
    with pytest.raises(RuntimeError, match="needs an earlier submit"):
        backend.submit(None, GREEDY)
    assert run(backend, prompt, decode_ids, lookup=False, max_tokens=20, loop_guard=False).tokens == fresh.tokens
