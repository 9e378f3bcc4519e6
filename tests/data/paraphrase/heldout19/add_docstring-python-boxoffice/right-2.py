"""Refund rules for the Lyric Playhouse box office."""

from datetime import datetime, timedelta
from decimal import ROUND_HALF_UP, Decimal

BOOKING_FEE = Decimal("2.50")
LATE_WINDOW = timedelta(hours=48)


def refund_amount(paid: Decimal, performance_start: datetime, requested_at: datetime, cancelled_by_theatre: bool = False) -> Decimal:
    """Refund due: everything if the theatre cancelled, nothing after the start,
    else the paid amount less BOOKING_FEE, and only half of that within
    LATE_WINDOW (48 h) of the performance."""
    if cancelled_by_theatre:
        return paid
    if requested_at >= performance_start:
        return Decimal("0.00")
    refundable = paid - BOOKING_FEE
    if performance_start - requested_at < LATE_WINDOW:
        refundable = refundable / 2
    return max(refundable, Decimal("0.00")).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def refund_reference(order_id: str, when: datetime) -> str:
    return f"RF-{order_id}-{when:%y%m%d%H%M}"
