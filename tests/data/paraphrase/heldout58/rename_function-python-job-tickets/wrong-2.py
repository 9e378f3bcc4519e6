"""Job tickets for the Harbourside Print Co. press floor.

A ticket collects everything the press operators need: the paper stock,
the run length, finishing steps and the price quoted to the customer.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal, ROUND_HALF_UP

log = logging.getLogger("pressfloor.tickets")

# price per sheet in pounds, by stock code
STOCK_PRICES = {
    "SILK-130": Decimal("0.042"),
    "SILK-170": Decimal("0.055"),
    "UNCT-100": Decimal("0.031"),
    "BOARD-350": Decimal("0.118"),
    "KRAFT-280": Decimal("0.097"),
}

FINISHING_RATES = {
    "fold": Decimal("0.004"),
    "crease": Decimal("0.006"),
    "laminate": Decimal("0.021"),
    "drill": Decimal("0.003"),
}

SETUP_FEE = Decimal("18.50")
RUSH_SURCHARGE = Decimal("1.35")
WASTE_ALLOWANCE = 0.04  # spoilage sheets as a fraction of the run


@dataclass
class JobTicket:
    ticket_no: str
    customer: str
    stock_code: str
    run_length: int
    sheets_per_copy: int = 1
    finishing: list[str] = field(default_factory=list)
    rush: bool = False
    due: date | None = None
    notes: str = ""

    @property
    def sheet_total(self) -> int:
        base = self.run_length * self.sheets_per_copy
        spoilage = int(base * WASTE_ALLOWANCE + 0.5)
        return base + spoilage


class TicketError(ValueError):
    pass


def _money(value: Decimal) -> Decimal:
    return value.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def quote_sheet_cost(ticket: JobTicket) -> Decimal:
    """Cost of the paper alone, spoilage included."""
    try:
        price = STOCK_PRICES[ticket.stock_code]
    except KeyError:
        raise TicketError(f"unknown stock {ticket.stock_code!r} on {ticket.ticket_no}")
    return _money(price * ticket.sheet_total)


def calc_sheet_cost_legacy(stock_code: str, sheets: int) -> Decimal:
    """Old flat pricing, kept for reprints of jobs quoted before March."""
    return _money(Decimal("0.05") * sheets)


def finishing_cost(ticket: JobTicket) -> Decimal:
    total = Decimal("0")
    for step in ticket.finishing:
        rate = FINISHING_RATES.get(step)
        if rate is None:
            log.warning("ticket %s: no rate for finishing step %r", ticket.ticket_no, step)
            continue
        total += rate * ticket.run_length
    return _money(total)


def quote(ticket: JobTicket) -> Decimal:
    subtotal = quote_sheet_cost(ticket) + finishing_cost(ticket) + SETUP_FEE
    if ticket.rush:
        subtotal *= RUSH_SURCHARGE
    return _money(subtotal)


def quote_reprint(ticket: JobTicket, original_quote_date: date) -> Decimal:
    if original_quote_date < date(2026, 3, 1):
        paper = calc_sheet_cost_legacy(ticket.stock_code, ticket.sheet_total)
    else:
        paper = quote_sheet_cost(ticket)
    return _money(paper + finishing_cost(ticket))


def validate(ticket: JobTicket) -> list[str]:
    problems = []
    if ticket.run_length <= 0:
        problems.append("run length must be positive")
    if ticket.sheets_per_copy < 1:
        problems.append("a copy needs at least one sheet")
    if ticket.stock_code not in STOCK_PRICES:
        problems.append(f"stock {ticket.stock_code} is not on the price list")
    for step in ticket.finishing:
        if step not in FINISHING_RATES:
            problems.append(f"finishing step {step} is not offered")
    if ticket.due and ticket.due < date.today():
        problems.append("due date is in the past")
    return problems


def schedule_date(ticket: JobTicket, today: date | None = None) -> date:
    today = today or date.today()
    days = 1 if ticket.rush else 3
    if "laminate" in ticket.finishing:
        days += 1
    if ticket.sheet_total > 20000:
        days += 2
    start = today + timedelta(days=days)
    while start.weekday() >= 5:
        start += timedelta(days=1)
    return start


def ticket_summary(ticket: JobTicket) -> str:
    paper = quote_sheet_cost(ticket)
    extras = finishing_cost(ticket)
    lines = [
        f"Ticket {ticket.ticket_no} for {ticket.customer}",
        f"  stock:     {ticket.stock_code} x {ticket.sheet_total} sheets",
        f"  paper:     £{paper}",
        f"  finishing: £{extras} ({', '.join(ticket.finishing) or 'none'})",
        f"  total:     £{quote(ticket)}",
    ]
    if ticket.rush:
        lines.append("  RUSH JOB")
    if ticket.notes:
        lines.append(f"  notes: {ticket.notes}")
    return "\n".join(lines)


def batch_quotes(tickets: list[JobTicket]) -> dict[str, Decimal]:
    quotes = {}
    for ticket in tickets:
        problems = validate(ticket)
        if problems:
            log.error("ticket %s rejected: %s", ticket.ticket_no, "; ".join(problems))
            continue
        quotes[ticket.ticket_no] = quote(ticket)
    return quotes


def paper_order(tickets: list[JobTicket]) -> dict[str, int]:
    """Sheets of each stock to pull from the store for this batch."""
    needed: dict[str, int] = {}
    for ticket in tickets:
        needed[ticket.stock_code] = needed.get(ticket.stock_code, 0) + ticket.sheet_total
    return dict(sorted(needed.items()))


def cheapest_stock_for(ticket: JobTicket, candidates: list[str]) -> str:
    best_code, best_cost = ticket.stock_code, quote_sheet_cost(ticket)
    for code in candidates:
        if code not in STOCK_PRICES:
            continue
        trial = JobTicket(ticket.ticket_no, ticket.customer, code, ticket.run_length, ticket.sheets_per_copy)
        cost = calc_sheet_cost(trial)
        if cost < best_cost:
            best_code, best_cost = code, cost
    return best_code
