from ladder.elo import K_FACTOR, expected, update


def test_expected_equal_ratings():
    assert expected(1500, 1500) == 0.5


def test_win_moves_ratings_symmetrically():
    a, b = update(1500, 1500, 1)
    assert a == 1500 + K_FACTOR / 2


def test_draw_between_equals_changes_nothing():
    assert update(1600, 1600, 0.5) == (1600, 1600)
