from datetime import datetime, timedelta

from .models import Leg, Itinerary

MIN_CONNECTION = timedelta(minutes=45)
MIN_CONNECTION_INTL = timedelta(minutes=90)


def is_international(a: Leg, b: Leg) -> bool:
    return a.arrival_country != b.departure_country or b.arrival_country != a.departure_country


"""Return True if a traveller can make the connection from prev to nxt."""


def connection_ok(prev: Leg, nxt: Leg) -> bool:
    gap = nxt.departs - prev.arrives
    if prev.arrival_airport != nxt.departure_airport:
        return False
    needed = MIN_CONNECTION_INTL if is_international(prev, nxt) else MIN_CONNECTION
    return gap >= needed


def broken_connections(it: Itinerary) -> list[tuple[Leg, Leg]]:
    bad = []
    for prev, nxt in zip(it.legs, it.legs[1:]):
        if not connection_ok(prev, nxt):
            bad.append((prev, nxt))
    return bad


def total_travel_time(it: Itinerary) -> timedelta:
    if not it.legs:
        return timedelta(0)
    return it.legs[-1].arrives - it.legs[0].departs


def overnight_layovers(it: Itinerary) -> int:
    count = 0
    for prev, nxt in zip(it.legs, it.legs[1:]):
        if prev.arrives.date() != nxt.departs.date():
            count += 1
    return count
