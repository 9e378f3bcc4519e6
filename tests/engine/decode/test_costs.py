"""The cost cap: learn what each verify width costs, and shorten blocks that don't pay."""

from __future__ import annotations

import random
import types

import pytest

import redraft.engine.decode.loop as loop_module
from redraft.engine.decode.costs import Acceptance, Chances, WidthCosts, best_draft, expected_tokens, line_curve
from tests.fakes import FakeBackend, decode_letters, hashed_table
from tests.helpers import run

CPU_BF16 = (127.6, 58.6)  # measured here: width 1 at 127.6 ms, +58.6 ms per extra position
FLAT = (1.73, 0.015)  # H200 fast path: width 1 at 1.73 ms, width 16 at 1.95 ms
CPU_BF16_CURVE, FLAT_CURVE = line_curve(*CPU_BF16), line_curve(*FLAT)


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


def acc(q: float, r: float) -> Chances:
    return Chances(rounds=1.0, first=q, kept=r, broke=1 - r)


def test_expected_tokens():
    assert expected_tokens(0.0, 1.0, 5) == 1
    assert expected_tokens(1.0, 1.0, 5) == 6
    assert expected_tokens(0.5, 0.5, 2) == pytest.approx(1.75)  # 1 + .5 + .25
    assert acc(0.5, 1.0).expected_tokens(4) == pytest.approx(3.0)  # half the blocks land all 4


@pytest.mark.parametrize("q, r", [(0.6, 0.6), (0.9, 0.9), (0.5, 0.99)])
def test_flat_costs_keep_the_policys_block(q, r):
    assert best_draft(7, acc(q, r), FLAT_CURVE) == 7


@pytest.mark.parametrize("q", [0.0, 0.1, 0.3])
def test_flat_costs_keep_the_block_even_when_drafts_rarely_land(q):
    # a block of 7 costs 5% more than one step: not worth a guess at acceptance
    assert best_draft(7, acc(q, q), FLAT_CURVE) == 7
    # twenty times steeper, it is
    assert best_draft(7, acc(q, q), line_curve(FLAT[0], 20 * FLAT[1])) < 7


def test_linear_costs_shorten_blocks_more_as_the_first_draft_misses_more():
    by_q = [best_draft(7, acc(q, 0.97), CPU_BF16_CURVE) for q in (0.2, 0.5, 0.8, 0.95)]
    assert by_q == sorted(by_q)
    assert by_q[0] == 1 and by_q[-1] >= 5


def test_a_copy_that_continues_keeps_long_blocks_where_one_rate_would_cut_them():
    # 70% of blocks land everything: a long block pays for that; where copies break after
    # every other token, the same first-draft rate pays for one draft at most
    assert best_draft(7, acc(0.7, 0.99), CPU_BF16_CURVE) == 7
    assert best_draft(7, acc(0.7, 0.5), CPU_BF16_CURVE) == 1


def test_cap_is_within_one_and_asked():
    for asked in range(1, 9):
        for q in (0.0, 0.5, 1.0):
            for line in (CPU_BF16_CURVE, FLAT_CURVE, line_curve(1.0, 100.0)):
                assert 1 <= best_draft(asked, acc(q, q), line) <= asked
    assert best_draft(5, Acceptance(), CPU_BF16_CURVE) == 5  # acceptance unknown yet
    assert best_draft(5, acc(0.5, 0.5), None) == 5  # costs unknown yet


def test_chances_tell_first_draft_misses_from_broken_copies():
    a = Chances()
    assert a.q is None and a.r is None
    for _ in range(6):
        a.update(4, 0)  # the lookup was wrong from the start
        a.update(4, 4)  # a copy that held for the whole block
    assert a.q == pytest.approx(0.5, abs=0.1)
    assert a.r == 1.0
    for _ in range(6):
        a.update(4, 2)  # copies that break half way
    assert a.q > 0.9 and a.r < 0.7
    a.update(0, 0)  # a plain round says nothing about drafts
    assert a.q > 0.9


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
    monkeypatch.setattr(loop_module, "time", types.SimpleNamespace(perf_counter=clock.perf_counter))
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


def test_loop_keeps_the_policys_blocks_where_width_is_free(monkeypatch):
    capped = timed_runs(monkeypatch, FLAT)
    uncapped = timed_runs(monkeypatch, FLAT, cost_cap=False)
    for (c, cw, _), (u, uw, _) in zip(capped, uncapped):
        assert c.tokens == u.tokens
        assert cw == uw  # a block that costs about one step is never shortened


def test_a_sampling_seed_turns_the_cap_off(monkeypatch):
    from redraft.engine.config import Sampling

    seeded = Sampling(temperature=0.8, seed=5)
    capped = timed_runs(monkeypatch, CPU_BF16, sampling=seeded)
    uncapped = timed_runs(monkeypatch, CPU_BF16, sampling=seeded, cost_cap=False)
    for (c, cw, _), (u, uw, _) in zip(capped, uncapped):
        assert c.tokens == u.tokens and cw == uw


def test_acceptance_is_kept_apart_by_how_the_last_block_ended():
    a = Acceptance()
    assert a.q is None
    for _ in range(8):  # a copy stretch, then an edit the lookup cannot guess for a while
        for drafted, accepted in ((7, 7), (7, 7), (7, 7), (7, 0), (7, 0), (7, 0)):
            a.update(drafted, accepted)
    assert not a.whole and a.q < 0.4  # after a miss the next lookup is a guess: short block
    assert best_draft(7, a, CPU_BF16_CURVE) == 1
    a.update(3, 3)
    assert a.whole and a.q > 0.5  # inside a copy again: a long block at once
    assert best_draft(7, a, CPU_BF16_CURVE) == 7


CPU_FP32 = [246.2, 462.2, 668.7, 584.7, 590.0, 630.1, 660.1, 649.6]  # widths 1..8, measured here


def fp32_costs() -> WidthCosts:
    costs = WidthCosts()
    for _ in range(3):
        for w, ms in enumerate(CPU_FP32, start=1):
            costs.observe(w, ms)
    return costs


def test_curve_follows_a_step_where_a_line_would_not():
    costs = fp32_costs()
    curve = costs.curve()
    assert curve(2) == pytest.approx(462.2) and curve(8) == pytest.approx(649.6)
    # fp32 here: widths 2 and 3 are the dearest per token, so a middling copy goes wide
    # where the fitted line alone would have stopped at 2-4 drafts
    for q in (0.4, 0.5, 0.6):
        assert best_draft(7, acc(q, 0.7), curve) == 7
        assert best_draft(7, acc(q, 0.7), line_curve(*costs.line())) <= 4


def test_curve_interpolates_and_extends_past_what_it_has_seen():
    costs = WidthCosts()
    for _ in range(2):
        costs.observe(1, 100.0)
        costs.observe(5, 300.0)
    curve = costs.curve()
    assert curve(3) == pytest.approx(200.0)
    assert curve(7) == pytest.approx(400.0)  # slope 50 per position beyond width 5
    once = WidthCosts()
    once.observe(1, 100.0)
    once.observe(5, 300.0)
    assert once.curve()(3) == pytest.approx(200.0)  # seen once each: the line
