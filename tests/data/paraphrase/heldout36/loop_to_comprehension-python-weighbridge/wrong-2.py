"""Weighbridge tickets for the Harlow Vale tyre recycling plant (intake side)."""
from dataclasses import dataclass

TARE_TOLERANCE_KG = 40


@dataclass
class Ticket:
    ticket_no: int
    haulier: str
    permit_ref: str
    gross_kg: int
    tare_kg: int
    load_type: str  # "car", "truck", "otr", "mixed"


def net_kg(t: Ticket) -> int:
    return t.gross_kg - t.tare_kg


def tickets_for_haulier(tickets, haulier):
    found = []
    for t in tickets:
        if t.haulier == haulier:
            found.append(t)
    return found


def suspicious_tares(tickets, expected_tare):
    """Tickets whose tare differs from the registered vehicle tare by more than the tolerance."""
    return [t for t in tickets
            if abs(t.tare_kg - expected_tare.get(t.permit_ref, t.tare_kg)) > TARE_TOLERANCE_KG]


def net_by_load_type(tickets):
    totals = {}
    for t in tickets:
        totals[t.load_type] = totals.get(t.load_type, 0) + net_kg(t)
    return totals


def daily_tonnes(tickets):
    return round(sum(net_kg(t) for t in tickets) / 1000, 2)
