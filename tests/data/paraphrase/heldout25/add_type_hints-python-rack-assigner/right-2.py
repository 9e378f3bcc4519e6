"""Garment intake and rack assignment for Bright Press Cleaners (Harbour Road branch).

Tickets are written at the counter, priced from the care table, and hung on a
numbered rack until the customer collects them.
"""

from __future__ import annotations

import datetime as dt
import logging
from collections import defaultdict
from typing import Dict, Iterable, Optional

log = logging.getLogger("brightpress.intake")

CARE_PRICES = {
    "dry_clean": 7.40,
    "wet_clean": 6.10,
    "press_only": 3.25,
    "leather": 18.50,
    "bridal": 95.00,
}

RUSH_SURCHARGE = 0.35
CLOSED_WEEKDAYS = {6}  # Sunday
DEFAULT_TURNAROUND_DAYS = 2
OVERDUE_AFTER_DAYS = 30


def parse_ticket_no(raw):
    """'HR-00412' -> 412. Raises ValueError for tickets from other branches."""
    prefix, _, digits = raw.partition("-")
    if prefix != "HR":
        raise ValueError(f"ticket {raw!r} belongs to another branch")
    return int(digits)


def next_open_day(day):
    while day.weekday() in CLOSED_WEEKDAYS:
        day += dt.timedelta(days=1)
    return day


def ready_date(dropped_off, care, rush=False):
    days = DEFAULT_TURNAROUND_DAYS
    if care in ("leather", "bridal"):
        days = 7
    if rush and care not in ("leather", "bridal"):
        days = 1
    return next_open_day(dropped_off + dt.timedelta(days=days))


def line_price(care, pieces, rush=False):
    if care not in CARE_PRICES:
        raise KeyError(f"no price for care code {care!r}")
    price = CARE_PRICES[care] * pieces
    if rush:
        price *= 1 + RUSH_SURCHARGE
    return round(price, 2)


class RackAssigner:
    """Hands out rack slots; a ticket keeps all its garments on one rack."""

    def __init__(self, racks: Iterable[str], capacity: int = 40) -> None:
        self.capacity = capacity
        self._used = {rack: 0 for rack in racks}
        self._by_ticket: Dict[int, str] = {}

    def free_slots(self, rack: str) -> int:
        return self.capacity - self._used[rack]

    def assign(self, ticket_no: int, pieces: int) -> Optional[str]:
        if ticket_no in self._by_ticket:
            return self._by_ticket[ticket_no]
        for rack in sorted(self._used, key=self.free_slots, reverse=True):
            if self.free_slots(rack) >= pieces:
                self._used[rack] += pieces
                self._by_ticket[ticket_no] = rack
                log.debug("ticket %s -> rack %s (%s pieces)", ticket_no, rack, pieces)
                return rack
        return None

    def release(self, ticket_no: int, pieces: int) -> bool:
        rack = self._by_ticket.pop(ticket_no, None)
        if rack is None:
            log.warning("ticket %s was not on any rack", ticket_no)
            return False
        self._used[rack] = max(0, self._used[rack] - pieces)
        return True

    def occupancy(self) -> Dict[str, float]:
        return {rack: used / self.capacity for rack, used in self._used.items()}


class Ticket:
    def __init__(self, raw_no, customer, dropped_off):
        self.number = parse_ticket_no(raw_no)
        self.customer = customer
        self.dropped_off = dropped_off
        self.lines = []
        self.rush = False
        self.rack = None

    def add_line(self, care, pieces, note=""):
        if pieces <= 0:
            raise ValueError("a line needs at least one piece")
        self.lines.append({"care": care, "pieces": pieces, "note": note})

    @property
    def pieces(self):
        return sum(line["pieces"] for line in self.lines)

    def total(self):
        return round(sum(line_price(l["care"], l["pieces"], self.rush) for l in self.lines), 2)

    def ready_on(self):
        if not self.lines:
            return None
        return max(ready_date(self.dropped_off, l["care"], self.rush) for l in self.lines)


def intake(ticket, assigner):
    """Price the ticket and hang it; returns the receipt text for the counter printer."""
    ticket.rack = assigner.assign(ticket.number, ticket.pieces)
    if ticket.rack is None:
        log.error("no rack space for ticket %s", ticket.number)
        rack_text = "OVERFLOW - ask the manager"
    else:
        rack_text = f"rack {ticket.rack}"
    ready = ticket.ready_on()
    lines = [
        "Bright Press Cleaners - Harbour Road",
        f"Ticket HR-{ticket.number:05d}  {ticket.customer}",
    ]
    for line in ticket.lines:
        lines.append(f"  {line['pieces']} x {line['care'].replace('_', ' ')}  {line['note']}".rstrip())
    lines.append(f"Total: ${ticket.total():.2f}" + ("  (rush)" if ticket.rush else ""))
    lines.append(f"Ready: {ready:%a %d %b}" if ready else "Ready: ask at counter")
    lines.append(rack_text)
    return "\n".join(lines)


def collect(ticket, assigner):
    if ticket.rack is None:
        return False
    ok = assigner.release(ticket.number, ticket.pieces)
    if ok:
        ticket.rack = None
    return ok


def overdue(tickets, today):
    """Tickets still on a rack more than OVERDUE_AFTER_DAYS after they were ready."""
    late = []
    for t in tickets:
        ready = t.ready_on()
        if t.rack is not None and ready and (today - ready).days > OVERDUE_AFTER_DAYS:
            late.append(t)
    return late


def daily_summary(tickets):
    by_care = defaultdict(int)
    revenue = 0.0
    for t in tickets:
        for line in t.lines:
            by_care[line["care"]] += line["pieces"]
        revenue += t.total()
    return {"pieces": dict(by_care), "revenue": round(revenue, 2), "tickets": len(tickets)}
