"""Lift pass pricing for the Hochkar Alpine ski area.

Prices are in euros. A day pass price depends on the season band, the
guest's age group and whether the pass was bought online in advance.
Multi-day passes get a sliding discount per extra day.
"""

from __future__ import annotations

import datetime as dt
import logging
from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal
from enum import Enum

log = logging.getLogger("hochkar.pricing")


class Season(Enum):
    EARLY = "early"
    PEAK = "peak"
    SPRING = "spring"


class AgeGroup(Enum):
    CHILD = "child"
    YOUTH = "youth"
    ADULT = "adult"
    SENIOR = "senior"


BASE_DAY_RATE = {
    Season.EARLY: Decimal("49.00"),
    Season.PEAK: Decimal("64.50"),
    Season.SPRING: Decimal("52.00"),
}

AGE_FACTOR = {
    AgeGroup.CHILD: Decimal("0.50"),
    AgeGroup.YOUTH: Decimal("0.75"),
    AgeGroup.ADULT: Decimal("1.00"),
    AgeGroup.SENIOR: Decimal("0.85"),
}

ONLINE_DISCOUNT = Decimal("0.08")
EXTRA_DAY_DISCOUNT = Decimal("0.04")
MAX_EXTRA_DAY_DISCOUNT = Decimal("0.20")
PEAK_START = (12, 20)
PEAK_END = (3, 1)
CENT = Decimal("0.01")


def season_for(day: dt.date) -> Season:
    """Return the season band a calendar day falls in."""
    month_day = (day.month, day.day)
    if month_day >= PEAK_START or month_day < PEAK_END:
        return Season.PEAK
    if day.month in (11, 12):
        return Season.EARLY
    return Season.SPRING


def age_group(birth_year: int, on: dt.date) -> AgeGroup:
    """Age group by the age the guest reaches in the calendar year of `on`."""
    age = on.year - birth_year
    if age < 15:
        return AgeGroup.CHILD
    if age < 19:
        return AgeGroup.YOUTH
    if age < 65:
        return AgeGroup.ADULT
    return AgeGroup.SENIOR


def day_price(day: dt.date, group: AgeGroup, online: bool = False) -> Decimal:
    """Price of a single day pass on `day` for one guest."""
    price = BASE_DAY_RATE[season_for(day)] * AGE_FACTOR[group]
    if online:
        price -= price * ONLINE_DISCOUNT
    return price.quantize(CENT, rounding=ROUND_HALF_UP)


def multi_day_price(first_day: dt.date, days: int, group: AgeGroup, online: bool = False) -> Decimal:
    """Price of a pass valid for `days` consecutive days starting on `first_day`."""
    if days < 1:
        raise ValueError("a pass is valid for at least one day")
    total = Decimal("0")
    for offset in range(days):
        day = first_day + dt.timedelta(days=offset)
        total += day_price(day, group, online)
    discount = min(EXTRA_DAY_DISCOUNT * (days - 1), MAX_EXTRA_DAY_DISCOUNT)
    total -= total * discount
    return total.quantize(CENT, rounding=ROUND_HALF_UP)


@dataclass
class Guest:
    name: str
    birth_year: int
    pass_days: int = 1


@dataclass
class GroupBooking:
    """A family or club booking several passes at once."""

    reference: str
    first_day: dt.date
    guests: list[Guest] = field(default_factory=list)
    online: bool = True

    def add(self, guest: Guest) -> None:
        self.guests.append(guest)

    def day_price(self) -> Decimal:
        """What the whole group pays for the first day alone."""
        total = Decimal("0")
        for guest in self.guests:
            group = age_group(guest.birth_year, self.first_day)
            total += day_price(self.first_day, group, self.online)
        return total

    def total(self) -> Decimal:
        total = Decimal("0")
        for guest in self.guests:
            group = age_group(guest.birth_year, self.first_day)
            total += multi_day_price(self.first_day, guest.pass_days, group, self.online)
        if len(self.guests) >= 10:
            total -= total * Decimal("0.05")
        return total.quantize(CENT, rounding=ROUND_HALF_UP)


def price_table(day: dt.date) -> list[tuple[str, Decimal, Decimal]]:
    """Rows for the ticket office board: age group, desk price, online price."""
    rows = []
    for group in AgeGroup:
        rows.append((group.value, day_price(day, group), day_price(day, group, online=True)))
    return rows


def render_board(day: dt.date) -> str:
    lines = [f"Day passes for {day:%d.%m.%Y} ({season_for(day).value} season)"]
    for name, desk, online in price_table(day):
        lines.append(f"  {name:<8} {desk:>7}  online {online:>7}")
    return "\n".join(lines)


def refund_for_unused_days(first_day: dt.date, days: int, used: int, group: AgeGroup) -> Decimal:
    """Refund when a guest leaves early: the unused days at desk price, minus a fee."""
    if used >= days:
        return Decimal("0.00")
    paid = multi_day_price(first_day, days, group)
    kept = multi_day_price(first_day, used, group) if used else Decimal("0")
    refund = paid - kept - Decimal("5.00")
    log.info("refund for %s unused days: %s", days - used, refund)
    return max(refund, Decimal("0.00")).quantize(CENT)


if __name__ == "__main__":
    today = dt.date.today()
    print(render_board(today))
    booking = GroupBooking("HK-2291", today)
    booking.add(Guest("Lena Pichler", 1986, 3))
    booking.add(Guest("Matthias Pichler", 2014, 3))
    print("first day:", booking.day_price())
    print("total:", booking.total())
