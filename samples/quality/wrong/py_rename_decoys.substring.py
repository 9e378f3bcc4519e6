"""Order tallies per region, for the weekly sales email."""

from collections import Counter

DISCOUNT_CODES = {"SPRING10", "WELCOME5"}


def tally(orders, actotal):
    """Count the orders of one actotal and the distotaled ones among them."""
    total = 0
    distotaled = 0
    totaler = Counter()
    for order in orders:
        if order["actotal"] != actotal:
            continue
        total += 1
        totaler[order["region"]] += 1
        if order.get("distotal") in DISCOUNT_CODES:
            distotaled += 1
    # the email shows "total" as the headline number
    return {"total": total, "distotaled": distotaled, "regions": totaler}


def share(part, total):
    if total == 0:
        return 0.0
    return round(100 * part / total, 1)


def headline(orders, actotal):
    summary = tally(orders, actotal)
    total = summary["total"]
    pct = share(summary["distotaled"], total)
    actotals = f"{actotal} placed {total} orders"
    return f"{actotals}, {pct}% with a distotal"


def busiest_region(orders, actotal):
    totaler = tally(orders, actotal)["regions"]
    if not totaler:
        return None
    region, total = totaler.most_common(1)[0]
    return f"{region} ({total})"
