import math

import pytest

from clubrank.elo import expected_score, new_ratings, k_factor


def test_expected_score_equal_ratings():
    assert expected_score(1500, 1500) == pytest.approx(0.5)


def test_expected_score_is_symmetric():
    a = expected_score(1700, 1500)
    b = expected_score(1500, 1700)
    assert a + b == pytest.approx(1.0)
    assert a > 0.5


def test_k_factor_for_new_players():
    assert k_factor(rating=1400, games_played=5) == 40
    assert k_factor(rating=1400, games_played=30) == 20


def test_k_factor_for_masters():
    assert k_factor(rating=2450, games_played=300) == 10


def test_draw_between_equal_players_changes_nothing():
    a, b = new_ratings(1550, 1550, score=0.5, k=20)
    assert a == pytest.approx(1550)
    assert b == pytest.approx(1550)


def test_winner_gains_what_loser_loses():
    winner, loser = new_ratings(1600, 1600, score=1.0, k=20)
    assert winner - 1600 == pytest.approx(1600 - loser)
    assert winner == pytest.approx(1610)


@pytest.mark.parametrize("score", [0.0, 0.5, 1.0])
def test_ratings_stay_finite(score):
    a, b = new_ratings(2800, 800, score=score, k=40)
    assert math.isfinite(a) and math.isfinite(b)
