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
    return int(net_total(lines) * 100)


def gross_total(lines):
    return (subtotal(lines) * (1 + TAX_RATE)).quantize(Decimal("0.01"))


def write_invoice(path, invoice):
    lines = invoice["lines"]
    with open(path, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["sku", "qty", "price"])
        for l in lines:
            w.writerow([l["sku"], l["qty"], l["price"]])
        w.writerow(["net", "", net_total(lines)])
        w.writerow(["gross", "", gross_total(lines)])
    log.info("wrote %s (net_total=%s)", path, net_total(lines))


def summary(invoices):
    return {inv["id"]: net_total(inv["lines"]) for inv in invoices}
