"""Lift pass receipts and gate messages for the Sonnalm lifts."""

DAY_PRICES = {"adult": 62.0, "youth": 47.0, "child": 31.0, "senior": 55.0}


def receipt_line(holder, category, days, total):
    return f"{holder} ({category}): {days} day(s), EUR {total}"


def gate_message(holder, lift, remaining):
    if remaining <= 0:
        return f"Pass of {holder} has no rides left on {lift}"
    return f"Welcome {holder}, {remaining} rides left"


def price(category, days):
    base = DAY_PRICES[category] * days
    if days >= 6:
        base *= 0.9
    return round(base, 2)


def refund_note(holder, amount, reason):
    # refunds are logged in the ledger as plain text, keep the old format
    return "REFUND %s %.2f %s" % (holder, amount, reason)
