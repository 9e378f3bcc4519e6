"""Monthly shipments for Ridgeline Coffee Roasters subscriptions."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from decimal import Decimal

BAG_GRAMS = {"small": 250, "regular": 500, "cafe": 1000}
FREE_SHIPPING_FROM = Decimal("40.00")
SHIPPING_FEE = Decimal("4.95")


@dataclass
class Subscription:
    customer_id: str
    bag_size: str
    bags: int
    grind: str            # "whole", "espresso", "filter", "cafetiere"
    price_per_bag: Decimal
    paused: bool = False
    next_ship: dt.date | None = None
    address_ok: bool = True


@dataclass
class Shipment:
    customer_id: str
    grams: int
    grind: str
    total: Decimal
    ship_on: dt.date


def shipping_for(subtotal: Decimal) -> Decimal:
    return Decimal("0.00") if subtotal > FREE_SHIPPING_FROM else SHIPPING_FEE


def build_shipment(sub: Subscription, roast_day: dt.date) -> Shipment | None:
    if sub.paused:
        return None
    if not sub.address_ok:
        return None
    subtotal = sub.price_per_bag * sub.bags
    ship_on = roast_day + dt.timedelta(days=1)
    return Shipment(sub.customer_id, BAG_GRAMS[sub.bag_size] * sub.bags, sub.grind,
                    subtotal + shipping_for(subtotal), ship_on)


def due_on(sub: Subscription, roast_day: dt.date) -> bool:
    return sub.next_ship is not None and sub.next_ship <= roast_day + dt.timedelta(days=1)


def plan_roast_day(subs: list[Subscription], roast_day: dt.date) -> list[Shipment]:
    shipments = []
    for sub in subs:
        if not due_on(sub, roast_day):
            continue
        shipment = build_shipment(sub, roast_day)
        if shipment is not None:
            shipments.append(shipment)
    return shipments


def green_coffee_needed(shipments: list[Shipment], roast_loss: float = 0.16) -> float:
    """Kilograms of green beans to roast for the day's shipments."""
    roasted = sum(s.grams for s in shipments) / 1000
    return round(roasted / (1 - roast_loss), 2)
