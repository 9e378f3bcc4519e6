"""Order statistics for the weekly e-mail."""

from statistics import mean, median


def old_total(orders):
    # Deprecated: use order_total.
    s = 0
    for o in orders:
        s = s + o["amount"]
    return s


def order_total(orders):
    return sum(o["amount"] for o in orders)


def average_order(orders):
    return mean(o["amount"] for o in orders) if orders else 0.0


def median_order(orders):
    return median(o["amount"] for o in orders) if orders else 0.0


def by_customer(orders):
    out = {}
    for o in orders:
        out.setdefault(o["customer"], []).append(o)
    return out


def top_customers(orders, n=3):
    totals = {c: order_total(os) for c, os in by_customer(orders).items()}
    return sorted(totals, key=totals.get, reverse=True)[:n]
