"""Invoice assembly for the billing worker."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

TAX_RATES = {"DE": Decimal("0.19"), "FR": Decimal("0.20"), "NL": Decimal("0.21")}
CENT = Decimal("0.01")


@dataclass
class LineItem:
    sku: str
    quantity: int
    unit_price: Decimal
    discount: Decimal = Decimal("0")


def line_total(item: LineItem) -> Decimal:
    gross = item.unit_price * item.quantity
    return (gross - gross * item.discount).quantize(CENT, ROUND_HALF_UP)


def build_invoice(items: list[LineItem], country: str) -> dict:
    # subtotal is the sum before tax; tax is computed on it, not per line
    net_amount = sum((line_total(i) for i in items), Decimal("0"))
    rate = TAX_RATES.get(country, Decimal("0"))
    tax = (net_amount * rate).quantize(CENT, ROUND_HALF_UP)
    if net_amount < 0:
        raise ValueError(f"negative subtotal {net_amount} for {len(items)} items")
    return {
        "net_amount": str(net_amount),
        "tax": str(tax),
        "total": str(net_amount + tax),
        "currency": "EUR",
        "lines": [{"sku": i.sku, "amount": str(line_total(i))} for i in items],
    }


def subtotal_cents(items: list[LineItem]) -> int:
    """Subtotal in whole cents, for the ledger export."""
    subtotal = sum((line_total(i) for i in items), Decimal("0"))
    return int(subtotal * 100)


def summary_line(invoice: dict) -> str:
    return f"{invoice['subtotal']} + {invoice['tax']} = {invoice['total']} {invoice['currency']}"
