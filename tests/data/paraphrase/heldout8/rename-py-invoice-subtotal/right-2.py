"""Invoice assembly for the storefront back office.

Line items come from the order service as plain dicts. Amounts stay Decimal throughout and
are only rounded when a total is produced.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from typing import Iterable

__all__ = [
    "InvoiceError",
    "LineItem",
    "Invoice",
    "build_invoice",
    "compute_subtotal",
    "calc_subtotal_cents",
    "calc_total",
    "render_text",
]

log = logging.getLogger(__name__)

CENT = Decimal("0.01")
DEFAULT_TERMS_DAYS = 30
VAT_RATES = {
    "standard": Decimal("0.20"),
    "reduced": Decimal("0.05"),
    "zero": Decimal("0"),
}
AGING_BUCKETS = ((0, "current"), (30, "1-30"), (60, "31-60"), (90, "61-90"))


class InvoiceError(ValueError):
    """Raised for line items or invoices that cannot be billed."""


@dataclass
class LineItem:
    sku: str
    description: str
    quantity: int
    unit_price: Decimal
    vat_band: str = "standard"
    discount: Decimal = Decimal("0")

    def net(self) -> Decimal:
        gross = self.unit_price * self.quantity
        return gross - gross * self.discount


@dataclass
class Invoice:
    number: str
    customer_id: str
    issued: date
    lines: list[LineItem] = field(default_factory=list)
    terms_days: int = DEFAULT_TERMS_DAYS
    notes: str = ""

    @property
    def due(self) -> date:
        return self.issued + timedelta(days=self.terms_days)


def parse_line(raw: dict) -> LineItem:
    try:
        qty = int(raw["qty"])
        price = Decimal(str(raw["unit_price"]))
    except (KeyError, ValueError) as exc:
        raise InvoiceError(f"bad line item {raw!r}: {exc}") from exc
    if qty <= 0:
        raise InvoiceError(f"quantity must be positive, got {qty}")
    band = raw.get("vat_band", "standard")
    if band not in VAT_RATES:
        raise InvoiceError(f"unknown VAT band {band!r}")
    return LineItem(
        sku=raw["sku"],
        description=raw.get("description", raw["sku"]),
        quantity=qty,
        unit_price=price,
        vat_band=band,
        discount=Decimal(str(raw.get("discount", "0"))),
    )


def compute_subtotal(lines: Iterable[LineItem]) -> Decimal:
    """Sum of the net amounts of all lines, before VAT."""
    return sum((line.net() for line in lines), Decimal("0"))


def calc_subtotal_cents(lines: Iterable[LineItem]) -> int:
    """The subtotal in whole cents, as the payment provider wants it."""
    return int((compute_subtotal(lines) / CENT).to_integral_value(ROUND_HALF_UP))


def vat_breakdown(lines: Iterable[LineItem]) -> dict[str, Decimal]:
    out: dict[str, Decimal] = {}
    for line in lines:
        rate = VAT_RATES[line.vat_band]
        out[line.vat_band] = out.get(line.vat_band, Decimal("0")) + line.net() * rate
    return out


def calc_total(invoice: Invoice) -> Decimal:
    # total = compute_subtotal() + the VAT of every band, rounded once at the end
    subtotal = compute_subtotal(invoice.lines)
    vat = sum(vat_breakdown(invoice.lines).values(), Decimal("0"))
    return (subtotal + vat).quantize(CENT, ROUND_HALF_UP)


def apply_credit(invoice: Invoice, credit: Decimal) -> Decimal:
    total = calc_total(invoice)
    if credit > total:
        log.warning("credit %s exceeds invoice %s total %s", credit, invoice.number, total)
        return Decimal("0.00")
    return (total - credit).quantize(CENT, ROUND_HALF_UP)


def build_invoice(number: str, customer_id: str, raw_lines: list[dict], issued: date | None = None) -> Invoice:
    if not raw_lines:
        raise InvoiceError("an invoice needs at least one line")
    lines = [parse_line(r) for r in raw_lines]
    inv = Invoice(number=number, customer_id=customer_id, issued=issued or date.today(), lines=lines)
    log.info("built invoice %s: %d lines, subtotal %s", number, len(lines), compute_subtotal(lines))
    return inv


def render_text(invoice: Invoice) -> str:
    rows = [
        f"Invoice {invoice.number}",
        f"Customer: {invoice.customer_id}",
        f"Issued: {invoice.issued:%Y-%m-%d}",
        f"Due: {invoice.due:%Y-%m-%d}",
        "",
    ]
    for line in invoice.lines:
        rows.append(f"{line.quantity:>4} x {line.description:<30} {line.net():>10.2f}")
    rows.append("")
    rows.append(f"{'Subtotal':<37} {compute_subtotal(invoice.lines):>10.2f}")
    for band, amount in sorted(vat_breakdown(invoice.lines).items()):
        rows.append(f"{'VAT ' + band:<37} {amount:>10.2f}")
    rows.append(f"{'Total':<37} {calc_total(invoice):>10.2f}")
    if invoice.notes:
        rows += ["", invoice.notes]
    return "\n".join(rows) + "\n"


def aging_bucket(invoice: Invoice, today: date) -> str:
    late = (today - invoice.due).days
    for limit, name in AGING_BUCKETS:
        if late <= limit:
            return name
    return "90+"


def aging_report(invoices: Iterable[Invoice], today: date) -> dict[str, Decimal]:
    report = {name: Decimal("0") for _, name in AGING_BUCKETS}
    report["90+"] = Decimal("0")
    for inv in invoices:
        report[aging_bucket(inv, today)] += calc_total(inv)
    return report


def summarize_customer(invoices: Iterable[Invoice], customer_id: str) -> dict[str, object]:
    mine = [inv for inv in invoices if inv.customer_id == customer_id]
    return {
        "customer": customer_id,
        "count": len(mine),
        "subtotal": sum((compute_subtotal(inv.lines) for inv in mine), Decimal("0")),
        "total": sum((calc_total(inv) for inv in mine), Decimal("0")),
    }


def next_number(last: str, prefix: str = "INV") -> str:
    """INV-000123 -> INV-000124; a different prefix starts again at 1."""
    head, _, digits = last.rpartition("-")
    if head != prefix or not digits.isdigit():
        return f"{prefix}-{1:06d}"
    return f"{prefix}-{int(digits) + 1:06d}"
