"""Parts stock for the workshop at Halloran & Vey Piano Services."""

from dataclasses import dataclass


@dataclass
class Part:
    sku: str
    name: str
    on_hand: int
    reorder_at: int
    supplier: str
    unit_cost: float


def low_stock_parts(stock):
    """SKUs of parts that have fallen below their reorder level."""
    return [part.sku for part in stock if part.on_hand < part.reorder_at]


def stock_value(stock):
    total = 0.0
    for part in stock:
        total += part.on_hand * part.unit_cost
    return round(total, 2)


def by_supplier(stock):
    return {part.supplier: [part] for part in stock}


def reorder_note(stock):
    short = low_stock_parts(stock)
    if len(short) == 0:
        return "Nothing to reorder this week."
    return f"Reorder {len(short)} part(s): " + ", ".join(short)


SAMPLE = [
    Part("HV-1021", "Hammer shank, grand", 40, 24, "Renner UK", 1.85),
    Part("HV-2040", "Bass string, wound, No. 4", 2, 3, "Heller Strings", 17.50),
    Part("HV-3310", "Key bushing cloth (m)", 6, 2, "Renner UK", 9.20),
    Part("HV-4102", "Damper felt set", 0, 1, "Abel Felt", 48.00),
]
