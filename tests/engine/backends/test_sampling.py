"""Sampled prompt lookup must keep the target's distribution (t ~ p, accept iff t == d)."""

from __future__ import annotations

import math
import random
from collections import Counter

from redraft.engine.backends.torch_backend import TorchBackend
from tests.fakes import FakeBackend, decode_letters, hashed_table
from tests.helpers import run
from tests import mutations
from tests.helpers import decode_ids
from tests.tiny import tiny_model

VOCAB = 4


def chi2_critical(df: int, z: float = 3.09) -> float:
    """Upper chi-square quantile (Wilson-Hilferty); z = 3.09 is p = 0.001."""
    a = 2 / (9 * df)
    return df * (1 - a + z * math.sqrt(a)) ** 3


def two_sample_chi2(a: Counter, b: Counter) -> tuple[float, int]:
    keys = [k for k in set(a) | set(b) if a[k] + b[k] >= 10]
    na, nb = sum(a[k] for k in keys), sum(b[k] for k in keys)
    stat = 0.0
    for k in keys:
        ea = (a[k] + b[k]) * na / (na + nb)
        eb = (a[k] + b[k]) * nb / (na + nb)
        stat += (a[k] - ea) ** 2 / ea + (b[k] - eb) ** 2 / eb
    return stat, len(keys) - 1


def exact_sequence_probs(table, prompt, n):
    """P(first n tokens) by enumeration."""
    probs = {(): 1.0}
    for _ in range(n):
        nxt = {}
        for seq, p in probs.items():
            row = table(tuple(prompt) + seq)
            for t, q in enumerate(row):
                nxt[seq + (t,)] = p * q
        probs = nxt
    return probs


def test_lookup_sampling_matches_the_exact_distribution():
    # A copying target over a 4-token vocab: drafts are proposed and often accepted,
    # so the acceptance rule decides most tokens.
    table = hashed_table(VOCAB, salt=7, peak=0.7, copy_bias=2.5)
    prompt = [0, 1, 2, 3, 0, 1, 2, 3, 0, 1]
    n, runs = 4, 6000
    seen, drafted, accepted = Counter(), 0, 0
    backend = FakeBackend(table, VOCAB)
    for seed in range(runs):
        r = run(backend, prompt, decode_letters, max_tokens=n, loop_guard=False, sampling=_s(seed))
        seen[r.tokens] += 1
        drafted += r.done.summary.drafted
        accepted += r.done.summary.accepted
    assert drafted > runs and accepted > runs // 2, (drafted, accepted)
    exact = exact_sequence_probs(table, prompt, n)
    keys = [k for k, p in exact.items() if p * runs >= 5]
    other = 1 - sum(exact[k] for k in keys)
    stat = sum((seen[k] - exact[k] * runs) ** 2 / (exact[k] * runs) for k in keys)
    rest = runs - sum(seen[k] for k in keys)
    if other * runs >= 5:
        stat += (rest - other * runs) ** 2 / (other * runs)
    assert stat < chi2_critical(len(keys)), (stat, len(keys))


def test_broken_acceptance_rule_is_detected(monkeypatch):
    """Accepting every draft biases the output: the same
    statistic must reject it, or the test above could not fail."""
    table = hashed_table(VOCAB, salt=7, peak=0.7, copy_bias=2.5)
    prompt = [0, 1, 2, 3, 0, 1, 2, 3, 0, 1]
    mutations.break_(monkeypatch, "accept_all")
    seen, runs, n = Counter(), 3000, 4
    backend = FakeBackend(table, VOCAB)
    for seed in range(runs):
        seen[run(backend, prompt, decode_letters, max_tokens=n, loop_guard=False, sampling=_s(seed)).tokens] += 1
    exact = exact_sequence_probs(table, prompt, n)
    keys = [k for k, p in exact.items() if p * runs >= 5]
    stat = sum((seen[k] - exact[k] * runs) ** 2 / (exact[k] * runs) for k in keys)
    assert stat > chi2_critical(len(keys))


def test_tiny_model_lookup_sampling_matches_plain_sampling():
    backend = TorchBackend(tiny_model(seed=1, init=0.25))
    rng = random.Random(0)
    base = [rng.randrange(2, 64) for _ in range(12)]
    prompt = base + base + base[:6]
    plain, spec, drafted = Counter(), Counter(), 0
    for seed in range(800):
        a = run(backend, prompt, decode_ids, lookup=False, max_tokens=3, loop_guard=False, sampling=_s(seed))
        b = run(backend, prompt, decode_ids, max_tokens=3, loop_guard=False, sampling=_s(10_000 + seed))
        plain[a.tokens[:2]] += 1
        spec[b.tokens[:2]] += 1
        drafted += b.done.summary.drafted
    assert drafted > 300
    stat, df = two_sample_chi2(plain, spec)
    assert df >= 1 and stat < chi2_critical(df), (stat, df)


def _s(seed):
    from redraft.engine.config import Sampling

    return Sampling(temperature=1.0, seed=seed)


def test_greedy_takes_each_rows_first_maximum_like_argmax():
    """torch_sampling.greedy_tokens (max(dim) on a CPU, faster than argmax there) picks the
    same token as argmax, ties included: the first of equal maxima, in bf16 and float32."""
    import torch

    from redraft.engine.backends.torch_sampling import greedy_tokens

    gen = torch.Generator().manual_seed(0)
    for dtype in (torch.bfloat16, torch.float32):
        logits = torch.randn(8, 151_936, generator=gen).to(dtype)
        logits[1, 7] = logits[1, 90_000] = logits[1, 151_935] = 99.0  # a three-way tie
        logits[2] = 0.0  # all equal: the first
        logits[3, -1] = 99.0  # the last column
        got = greedy_tokens(logits)
        assert got.tolist() == logits.argmax(dim=-1).tolist()
        assert got[1:4].tolist() == [7, 0, 151_935]
