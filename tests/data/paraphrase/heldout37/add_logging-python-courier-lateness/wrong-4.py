"""Lateness checks for parcels in transit (Veloxa courier)."""

import logging
from datetime import datetime, timedelta

log = logging.getLogger("veloxa.lateness")

PROMISE = {"express": timedelta(minutes=45), "standard": timedelta(hours=3)}
GRACE = timedelta(minutes=5)


def promised_by(parcel: dict) -> datetime:
    return parcel["booked_at"] + PROMISE[parcel["service"]]


def late_parcels(parcels: list[dict], now: datetime) -> list[dict]:
    """Parcels past their promised time (plus grace) that are not delivered yet."""
    late = []
    for parcel in parcels:
        if parcel["delivered_at"] is not None:
            continue
        overdue = now - promised_by(parcel)
        if overdue >= GRACE:
            late.append({**parcel, "overdue_min": int(overdue.total_seconds() // 60)})
            log.warning("parcel %s is %d min late", parcel["id"], overdue.total_seconds() // 60)
    return late


def refund_due(parcel: dict) -> bool:
    """Express parcels more than 30 minutes late are refunded."""
    if parcel["service"] != "express" or parcel["delivered_at"] is None:
        return False
    return parcel["delivered_at"] - promised_by(parcel) > timedelta(minutes=30)
