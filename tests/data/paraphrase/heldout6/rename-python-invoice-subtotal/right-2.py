"""Invoice export helpers used by the nightly billing job."""

import csv
import logging
from decimal import Decimal

log = logging.getLogger(__name__)

TAX_RATE = Decimal("0.19")


def subtotal(lines):
    """Sum of quantity * unit price, before tax."""
    return sum(Decimal(l["qty"]) * Decimal(l["price"]) for l in lines)


def net_total_cents(lines):
    # kept for the legacy exporter, which wants integers
    return int(subtotal(lines) * 100)


def gross_total(lines):
    return (subtotal(lines) * (1 + TAX_RATE)).quantize(Decimal("0.01"))


def write_invoice(path, invoice):
    lines = invoice["lines"]
    with open(path, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["sku", "qty", "price"])
        for l in lines:
            w.writerow([l["sku"], l["qty"], l["price"]])
        w.writerow(["net", "", subtotal(lines)])
        w.writerow(["gross", "", gross_total(lines)])
    log.info("wrote %s (subtotal=%s)", path, subtotal(lines))


def summary(invoices):
    return {inv["id"]: subtotal(inv["lines"]) for inv in invoices}
