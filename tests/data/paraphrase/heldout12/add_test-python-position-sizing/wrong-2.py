import math

import pytest

from brokerage.risk.sizing import position_size, SizingError


def test_one_percent_risk_long():
    # 100k equity, 1% risk = 1000; 2.50 per share at risk -> 400 shares
    assert position_size(equity=100_000, risk_pct=1.0, entry=50.00, stop=47.50) == 400


def test_short_position_uses_absolute_distance():
    assert position_size(equity=100_000, risk_pct=1.0, entry=47.50, stop=50.00) == 400


def test_rounds_down_to_lot_size():
    assert position_size(equity=100_000, risk_pct=0.5, entry=10.00, stop=9.30, lot=100) == 700


def test_zero_size_when_stop_equals_entry():
    assert position_size(equity=100_000, risk_pct=1.0, entry=50.00, stop=50.00) == 0


@pytest.mark.parametrize("risk_pct", [0, -1, 101, math.nan])
def test_rejects_bad_risk_pct(risk_pct):
    with pytest.raises(SizingError):
        position_size(equity=100_000, risk_pct=risk_pct, entry=50.00, stop=47.50)
