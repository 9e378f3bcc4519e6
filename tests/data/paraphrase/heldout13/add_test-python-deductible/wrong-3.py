"""Tests for the settlement amount of home claims."""

from decimal import Decimal

import pytest

from claims.settlement import SettlementError, settle


def D(x: str) -> Decimal:
    return Decimal(x)


def test_deductible_is_subtracted():
    assert settle(assessed=D("1200.00"), deductible=D("300"), sum_insured=D("50000")) == D("900.00")


def test_below_deductible_pays_nothing():
    assert settle(assessed=D("250"), deductible=D("300"), sum_insured=D("50000")) == D("0")


def test_assessed_equal_to_deductible_pays_nothing():
    assert settle(assessed=D("300"), deductible=D("300"), sum_insured=D("50000")) == D("0")


@pytest.mark.parametrize("assessed", [D("-1"), D("-0.01")])
def test_negative_assessment_rejected(assessed):
    with pytest.raises(SettlementError):
        settle(assessed=assessed, deductible=D("300"), sum_insured=D("50000"))
