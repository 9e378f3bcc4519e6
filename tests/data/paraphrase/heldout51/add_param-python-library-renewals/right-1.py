"""Loan desk logic for the Harrowgate Public Library circulation system.

Loans are renewed at the desk, by phone or online. A loan cannot be renewed
when another patron holds the item or when it has been renewed too often.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal

log = logging.getLogger("circulation.loans")

LOAN_DAYS = {"book": 21, "dvd": 7, "magazine": 14, "kit": 14}
MAX_RENEWALS = 3
DAILY_FINE = {"book": Decimal("0.25"), "dvd": Decimal("1.00"), "magazine": Decimal("0.10"), "kit": Decimal("0.50")}
FINE_CAP = Decimal("12.00")
GRACE_DAYS = 2


class RenewalRefused(Exception):
    """Raised when a loan may not be renewed; the message is shown to the patron."""


@dataclass
class Patron:
    card_number: str
    name: str
    blocked: bool = False
    outstanding: Decimal = Decimal("0.00")


@dataclass
class Loan:
    barcode: str
    material: str
    patron: Patron
    issued: date
    due: date
    renewals: int = 0
    returned: date | None = None
    history: list[str] = field(default_factory=list)

    @property
    def open(self) -> bool:
        return self.returned is None


@dataclass
class HoldQueue:
    barcode: str
    cards: list[str] = field(default_factory=list)

    def waiting(self) -> int:
        return len(self.cards)


def issue(barcode: str, material: str, patron: Patron, today: date) -> Loan:
    if patron.blocked:
        raise RenewalRefused(f"card {patron.card_number} is blocked")
    days = LOAN_DAYS.get(material, 14)
    loan = Loan(barcode, material, patron, today, today + timedelta(days=days))
    loan.history.append(f"{today.isoformat()} issued for {days} days")
    log.info("issued %s to %s", barcode, patron.card_number)
    return loan


def days_overdue(loan: Loan, today: date) -> int:
    end = loan.returned or today
    late = (end - loan.due).days
    return late if late > GRACE_DAYS else 0


def fine_for(loan: Loan, today: date) -> Decimal:
    late = days_overdue(loan, today)
    if late == 0:
        return Decimal("0.00")
    rate = DAILY_FINE.get(loan.material, Decimal("0.25"))
    return min(rate * late, FINE_CAP)


def renewals_left(loan: Loan) -> int:
    return max(MAX_RENEWALS - loan.renewals, 0)


def renew_loan(loan: Loan, today: date, holds: HoldQueue | None = None, *, channel: str = "desk", max_renewals: int = MAX_RENEWALS) -> Loan:
    """Extend an open loan by one loan period, counted from today."""
    if not loan.open:
        raise RenewalRefused("this item has already been returned")
    if loan.patron.blocked:
        raise RenewalRefused("your card is blocked, please speak to staff")
    if holds is not None and holds.waiting() > 0:
        raise RenewalRefused("another reader is waiting for this item")
    if loan.renewals >= max_renewals:
        raise RenewalRefused(f"this item has been renewed {loan.renewals} times already")
    if days_overdue(loan, today) > 28:
        raise RenewalRefused("items more than four weeks overdue must be returned")
    days = LOAN_DAYS.get(loan.material, 14)
    loan.due = today + timedelta(days=days)
    loan.renewals += 1
    loan.history.append(f"{today.isoformat()} renewed via {channel} until {loan.due.isoformat()}")
    log.info("renewed %s (%d/%d) via %s", loan.barcode, loan.renewals, max_renewals, channel)
    return loan


def renew_all(loans: list[Loan], today: date, queues: dict[str, HoldQueue]) -> dict[str, str]:
    """Try to renew every open loan on a card; returns barcode -> outcome."""
    outcome: dict[str, str] = {}
    for loan in loans:
        if not loan.open:
            continue
        try:
            renew_loan(loan, today, queues.get(loan.barcode), channel="online")
            outcome[loan.barcode] = f"renewed until {loan.due:%d %b}"
        except RenewalRefused as refused:
            outcome[loan.barcode] = str(refused)
    return outcome


def check_in(loan: Loan, today: date) -> Decimal:
    if not loan.open:
        return Decimal("0.00")
    loan.returned = today
    owed = fine_for(loan, today)
    if owed:
        loan.patron.outstanding += owed
        loan.history.append(f"{today.isoformat()} returned late, fine {owed}")
    else:
        loan.history.append(f"{today.isoformat()} returned")
    if loan.patron.outstanding >= FINE_CAP:
        loan.patron.blocked = True
        log.warning("card %s blocked: owes %s", loan.patron.card_number, loan.patron.outstanding)
    return owed


def notice_text(loan: Loan, today: date) -> str:
    left = renewals_left(loan)
    late = days_overdue(loan, today)
    parts = [f"Dear {loan.patron.name},"]
    if late:
        parts.append(f"'{loan.barcode}' is {late} days overdue; the fine so far is {fine_for(loan, today)}.")
    else:
        parts.append(f"'{loan.barcode}' is due back on {loan.due:%A %d %B}.")
    if left:
        parts.append(f"You may renew it {left} more time(s) online or at any branch.")
    else:
        parts.append("It cannot be renewed again.")
    parts.append("Harrowgate Public Library")
    return "\n".join(parts)


if __name__ == "__main__":
    reader = Patron("HPL-004417", "Agnieszka Wolanin")
    loan = issue("31122004558812", "book", reader, date(2026, 11, 2))
    renew_loan(loan, date(2026, 11, 20))
    print(notice_text(loan, date(2026, 12, 1)))
    print(renew_all([loan], date(2026, 12, 1), {}))
