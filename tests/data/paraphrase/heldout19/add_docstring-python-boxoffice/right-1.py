"""Refund rules for the Lyric Playhouse box office."""

from datetime import datetime, timedelta
from decimal import ROUND_HALF_UP, Decimal

BOOKING_FEE = Decimal("2.50")
LATE_WINDOW = timedelta(hours=48)


def refund_amount(paid: Decimal, performance_start: datetime, requested_at: datetime, cancelled_by_theatre: bool = False) -> Decimal:
    """Amount to refund for a ticket order.

    A performance cancelled by the theatre is refunded in full. Once the
    performance has started nothing is refunded. Otherwise the customer gets
    the price paid minus the booking fee, halved when the request comes in
    less than 48 hours before the start. Rounded to whole cents.
    """
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
