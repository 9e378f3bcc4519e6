"""Monthly royalty statements for the label's streaming income."""

from collections import defaultdict
from decimal import ROUND_DOWN, Decimal

CENT = Decimal("0.01")
MIN_PAYOUT = Decimal("25.00")


def split_royalties(streams: int, rate_per_stream: float, splits: dict[str, Decimal]) -> dict[str, Decimal]:
    """Share one track's streaming income between its rights holders.

    splits maps a payee to their share; the shares must add up to 1.
    Rounding leftovers go to the first payee so the totals always match.
    """
    if sum(splits.values()) != Decimal("1"):
        raise ValueError("splits must add up to 1")
    gross = (Decimal(streams) * rate_per_stream).quantize(CENT, rounding=ROUND_DOWN)
    shares = {payee: (gross * share).quantize(CENT, rounding=ROUND_DOWN) for payee, share in splits.items()}
    leftover = gross - sum(shares.values())
    first = next(iter(shares))
    shares[first] += leftover
    return shares


def statement(tracks, rate_per_stream):
    """tracks: iterable of (stream_count, splits) pairs."""
    totals = defaultdict(Decimal)
    for streams, splits in tracks:
        for payee, amount in split_royalties(streams, rate_per_stream, splits).items():
            totals[payee] += amount
    return dict(totals)


def payable(totals, carried_over=None):
    """Payees at or above the minimum payout; the rest carries to next month."""
    carried_over = dict(carried_over or {})
    pay, carry = {}, {}
    for payee, amount in totals.items():
        amount += carried_over.pop(payee, Decimal("0"))
        (pay if amount >= MIN_PAYOUT else carry)[payee] = amount
    carry.update(carried_over)
    return pay, carry
