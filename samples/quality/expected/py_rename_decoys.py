"""Order tallies per region, for the weekly sales email."""

from collections import Counter

DISCOUNT_CODES = {"SPRING10", "WELCOME5"}


def tally(orders, account):
    """Count the orders of one account and the discounted ones among them."""
    total = 0
    discounted = 0
    counter = Counter()
    for order in orders:
        if order["account"] != account:
            continue
        total += 1
        counter[order["region"]] += 1
        if order.get("discount") in DISCOUNT_CODES:
            discounted += 1
    # the email shows "count" as the headline number
    return {"count": total, "discounted": discounted, "regions": counter}


def share(part, total):
    if total == 0:
        return 0.0
    return round(100 * part / total, 1)


def headline(orders, account):
    summary = tally(orders, account)
    total = summary["count"]
    pct = share(summary["discounted"], total)
    accounts = f"{account} placed {total} orders"
    return f"{accounts}, {pct}% with a discount"


def busiest_region(orders, account):
    counter = tally(orders, account)["regions"]
    if not counter:
        return None
    region, total = counter.most_common(1)[0]
    return f"{region} ({total})"
