"""Tests for the crew rota swap rules (Station 12)."""
from datetime import date

import pytest

from rota.swaps import SwapRefused, request_swap


def test_swap_between_same_role_is_allowed():
    swap = request_swap("FF Okafor", "FF Lindqvist", shift=date(2026, 12, 9), requested_on=date(2026, 12, 5))
    assert swap.approved is True


def test_swap_needs_48_hours_notice():
    with pytest.raises(SwapRefused, match="48 hours"):
        request_swap("FF Okafor", "FF Lindqvist", shift=date(2026, 12, 9), requested_on=date(2026, 12, 7))


def test_crew_commander_cannot_swap_with_firefighter():
    with pytest.raises(SwapRefused, match="same role"):
        request_swap("CC Ramaswamy", "FF Lindqvist", shift=date(2026, 12, 9), requested_on=date(2026, 12, 1))


def test_cannot_swap_with_self():
    with pytest.raises(SwapRefused, match="same person"):
        request_swap("FF Okafor", "FF Okafor", shift=date(2026, 12, 9), requested_on=date(2026, 12, 1))


def test_swap_records_both_names():
    swap = request_swap("FF Okafor", "FF Lindqvist", shift=date(2026, 12, 9), requested_on=date(2026, 12, 5))
    assert (swap.giving, swap.taking) == ("FF Okafor", "FF Lindqvist")
