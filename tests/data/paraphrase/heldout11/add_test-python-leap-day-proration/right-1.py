from datetime import date

import pytest

from keystone.billing.proration import prorate_first_month, prorate_last_month


def test_move_in_on_first_pays_full_month():
    assert prorate_first_month(240000, date(2027, 3, 1)) == 240000


def test_move_in_mid_month_counts_move_in_day():
    # 17 of 31 days in March, 240000 * 17 / 31 = 131612.9
    assert prorate_first_month(240000, date(2027, 3, 15)) == 131613


def test_move_in_last_day_of_thirty_day_month():
    # 1 of 30 days
    assert prorate_first_month(180000, date(2027, 4, 30)) == 6000


def test_move_in_february_non_leap_year():
    # 14 of 28 days
    assert prorate_first_month(200000, date(2027, 2, 15)) == 100000


def test_move_in_february_leap_day():
    # 1 of 29 days in February 2028, 200000 / 29 = 6896.55
    assert prorate_first_month(200000, date(2028, 2, 29)) == 6897


def test_move_out_counts_move_out_day():
    # 10 of 30 days in June
    assert prorate_last_month(150000, date(2027, 6, 10)) == 50000


@pytest.mark.parametrize("rent", [0, -1])
def test_rent_must_be_positive(rent):
    with pytest.raises(ValueError):
        prorate_first_month(rent, date(2027, 3, 1))
