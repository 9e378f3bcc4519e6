"""Deposit and balance maths for Inkwell Row studio bookings (all amounts in cents)."""

MIN_DEPOSIT = 5000


def deposit_due(price_cents: int, deposit_pct: int = 30, waived: bool = False) -> int:
    if waived:
        return 0
    deposit = price_cents * deposit_pct / 100
    return max(deposit, MIN_DEPOSIT)


def balance_due(price_cents, deposit_paid, tip_cents=0):
    return price_cents - deposit_paid + tip_cents


def format_cents(amount):
    return f"{amount // 100}.{amount % 100:02d} EUR"


def receipt_line(client_name, price_cents, deposit_paid):
    balance = balance_due(price_cents, deposit_paid)
    return f"{client_name}: paid {format_cents(deposit_paid)}, due {format_cents(balance)}"


def refund_on_cancel(deposit_paid, days_notice):
    # deposits are kept when the client cancels with less than 48 hours notice
    if days_notice < 2:
        return 0
    return deposit_paid
