"""The cost cap: learn what each verify width costs, and shorten blocks that don't pay."""

from __future__ import annotations

import random
import types

import pytest

import engine.loop
from engine.costs import Acceptance, WidthCosts, best_draft, expected_tokens
from tests.fakes import FakeBackend, decode_letters, hashed_table
from tests.helpers import run

CPU_BF16 = (127.6, 58.6)  # measured here: width 1 at 127.6 ms, +58.6 ms per extra position
FLAT = (1.73, 0.015)  # H200 fast path: width 1 at 1.73 ms, width 16 at 1.95 ms


def test_line_recovers_a_noisy_linear_curve():
    rng = random.Random(0)
    costs = WidthCosts()
    assert costs.line() is None
    for _ in range(40):
        for w in (1, 3, 8):
            costs.observe(w, (100 + 50 * (w - 1)) * rng.uniform(0.9, 1.1))
    base, slope = costs.line()
    assert base == pytest.approx(100, rel=0.1)
    assert slope == pytest.approx(50, rel=0.1)


def test_line_needs_two_widths_and_never_slopes_down():
    costs = WidthCosts()
    for _ in range(5):
        costs.observe(4, 10.0)
    assert costs.line() is None
    costs.observe(1, 20.0)  # narrower and dearer (noise): treated as flat, not as a discount
    assert costs.line()[1] == 0.0


def test_expected_tokens():
    assert expected_tokens(0.0, 5) == 1
    assert expected_tokens(1.0, 5) == 6
    assert expected_tokens(0.5, 2) == pytest.approx(1.75)


@pytest.mark.parametrize("p", [0.6, 0.9, 0.99])
def test_flat_costs_keep_the_policys_block(p):
    assert best_draft(7, p, FLAT) == 7


def test_flat_costs_still_drop_drafts_that_cannot_pay():
    # 0.3^5 of a token is worth less than the 0.9% a fifth extra position costs
    assert best_draft(7, 0.3, FLAT) < 7


def test_linear_costs_shorten_blocks_more_as_acceptance_falls():
    by_p = [best_draft(7, p, CPU_BF16) for p in (0.5, 0.8, 0.9, 0.97, 0.995)]
    assert by_p == sorted(by_p)
    assert by_p[0] == 1 and by_p[-1] == 7
    assert 2 <= by_p[1] <= 4


def test_cap_is_within_one_and_asked():
    for asked in range(1, 9):
        for p in (0.0, 0.5, 1.0):
            for line in (CPU_BF16, FLAT, (1.0, 100.0)):
                assert 1 <= best_draft(asked, p, line) <= asked
    assert best_draft(5, None, CPU_BF16) == 5  # acceptance unknown yet
    assert best_draft(5, 0.5, None) == 5  # costs unknown yet


def test_acceptance_follows_recent_rounds():
    acc = Acceptance()
    assert acc.p is None
    for _ in range(5):
        acc.update(4, 1)
    assert acc.p == pytest.approx(0.5)
    for _ in range(4):
        acc.update(4, 4)
    assert acc.p > 0.9
    acc.update(0, 0)  # a plain round says nothing about drafts
    assert acc.p > 0.9


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def perf_counter(self) -> float:
        return self.now


class TimedFake(FakeBackend):
    """A forward of w positions advances a fake clock by base + slope * (w - 1) ms."""

    def __init__(self, clock: Clock, line, salt: int) -> None:
        super().__init__(hashed_table(16, salt=salt, copy_bias=6.0), 16)
        self.clock, self.line, self.widths = clock, line, []

    def forward(self, tokens):
        self.clock.now += (self.line[0] + self.line[1] * (len(tokens) - 1)) / 1000
        self.widths.append(len(tokens))
        return super().forward(tokens)


def timed_runs(monkeypatch, line, **cfg):
    clock = Clock()
    monkeypatch.setattr(engine.loop, "time", types.SimpleNamespace(perf_counter=clock.perf_counter))
    out = []
    for seed in range(12):
        rng = random.Random(seed)
        base = [rng.randrange(16) for _ in range(30)]
        prompt = base + base[5:20] + [rng.randrange(16) for _ in range(10)]
        backend = TimedFake(clock, line, seed)
        start = clock.now
        cfg.setdefault("cost_cap", True)
        r = run(backend, prompt, decode_letters, max_tokens=80, loop_guard=False, draft_policy="graded", **cfg)
        out.append((r, backend.widths[1:], clock.now - start))
    return out


def test_loop_drafts_shorter_where_width_is_dear_and_output_is_unchanged(monkeypatch):
    capped = timed_runs(monkeypatch, CPU_BF16)
    uncapped = timed_runs(monkeypatch, CPU_BF16, cost_cap=False)
    plain = timed_runs(monkeypatch, CPU_BF16, lookup=False)
    for (c, _, _), (u, _, _), (p, _, _) in zip(capped, uncapped, plain):
        assert c.tokens == u.tokens == p.tokens
    mean_width = lambda runs: sum(sum(w) / len(w) for _, w, _ in runs) / len(runs)  # noqa: E731
    assert mean_width(capped) < 0.8 * mean_width(uncapped)
    # and the shorter blocks are the faster choice on this cost curve
    assert sum(t for *_, t in capped) < sum(t for *_, t in uncapped)


def test_loop_keeps_nearly_all_of_the_policys_blocks_where_width_is_free(monkeypatch):
    capped = timed_runs(monkeypatch, FLAT)
    uncapped = timed_runs(monkeypatch, FLAT, cost_cap=False)
    for (c, _, _), (u, _, _) in zip(capped, uncapped):
        assert c.tokens == u.tokens
    forwards = lambda runs: sum(len(w) for _, w, _ in runs)  # noqa: E731
    assert forwards(capped) <= 1.05 * forwards(uncapped)
    assert sum(t for *_, t in capped) <= 1.02 * sum(t for *_, t in uncapped)


def test_a_sampling_seed_turns_the_cap_off(monkeypatch):
    from engine.config import Sampling

    seeded = Sampling(temperature=0.8, seed=5)
    capped = timed_runs(monkeypatch, CPU_BF16, sampling=seeded)
    uncapped = timed_runs(monkeypatch, CPU_BF16, sampling=seeded, cost_cap=False)
    for (c, cw, _), (u, uw, _) in zip(capped, uncapped):
        assert c.tokens == u.tokens and cw == uw
