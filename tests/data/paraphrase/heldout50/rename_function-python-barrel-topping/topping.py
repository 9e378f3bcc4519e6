"""Barrel topping schedule for the Clos Verdier cellar.

Barrels lose wine through the staves (the "angels' share") and must be
topped up before the headspace lets oxygen spoil the wine.
"""
from dataclasses import dataclass
from datetime import date, timedelta

TOPPING_INTERVAL_DAYS = 21
MAX_ULLAGE_LITRES = 1.5


@dataclass
class Barrel:
    code: str
    cuvee: str
    volume_litres: float
    ullage_litres: float
    last_topped: date


def days_since_topping(barrel: Barrel, today: date) -> int:
    return (today - barrel.last_topped).days


def topping_overdue(barrel: Barrel, today: date) -> bool:
    """A barrel is overdue when the interval has passed or the ullage is too big."""
    if barrel.ullage_litres > MAX_ULLAGE_LITRES:
        return True
    return days_since_topping(barrel, today) >= TOPPING_INTERVAL_DAYS


def topping_round(barrels: list[Barrel], today: date) -> list[Barrel]:
    """The barrels the cellar hand should visit today, fullest headspace first."""
    due = [b for b in barrels if topping_overdue(b, today)]
    return sorted(due, key=lambda b: b.ullage_litres, reverse=True)


def wine_needed(barrels: list[Barrel], today: date) -> float:
    return round(sum(b.ullage_litres for b in topping_round(barrels, today)), 2)


def report_line(barrel: Barrel, today: date) -> str:
    flag = "OVERDUE" if topping_overdue(barrel, today) else "ok"
    # the column is still called topping_overdue in the cellar spreadsheet
    return f"{barrel.code};{barrel.cuvee};{flag};topping_overdue={topping_overdue(barrel, today)}"


def next_topping(barrel: Barrel) -> date:
    return barrel.last_topped + timedelta(days=TOPPING_INTERVAL_DAYS)
