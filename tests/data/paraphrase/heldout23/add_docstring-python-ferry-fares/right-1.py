"""Fares for Kerrow Island Ferries, summer 2027 tariff."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

ADULT_SINGLE = {
    ("Kerrow", "Dunmaddy"): Decimal("6.40"),
    ("Kerrow", "Port Ailish"): Decimal("9.80"),
}
CAR_SINGLE = {
    ("Kerrow", "Dunmaddy"): Decimal("21.00"),
    ("Kerrow", "Port Ailish"): Decimal("34.50"),
}
CHILD_AGE_LIMIT = 16       # under 16 travels at the child rate
INFANT_AGE_LIMIT = 5       # under 5 travels free
RETURN_FACTOR = Decimal("1.8")
ISLANDER_DISCOUNT = Decimal("0.40")


def _route_key(origin: str, destination: str) -> tuple[str, str]:
    # the tariff lists each route once, from Kerrow
    return (origin, destination) if origin == "Kerrow" else (destination, origin)


def concession_rate(age: int, islander: bool) -> Decimal:
    if age < INFANT_AGE_LIMIT:
        return Decimal("0")
    rate = Decimal("0.5") if age < CHILD_AGE_LIMIT else Decimal("1")
    if islander:
        rate *= 1 - ISLANDER_DISCOUNT
    return rate


def fare_for(origin: str, destination: str, ages: list[int], cars: int = 0,
             islander: bool = False, is_return: bool = False) -> Decimal:
    """Total fare for one booking between two ports.

    Args:
        origin: port the party leaves from.
        destination: port it travels to; either direction is accepted.
        ages: age of every passenger, adults included.
        cars: number of cars taken across.
        islander: whether the islander discount applies.
        is_return: price a return instead of a single.

    Returns:
        The fare in pounds, as a Decimal rounded to the penny.

    Raises:
        KeyError: if there is no fare between the two ports.
    """
    key = _route_key(origin, destination)
    if key not in ADULT_SINGLE:
        raise KeyError(f"no fare from {origin} to {destination}")
    total = sum((ADULT_SINGLE[key] * concession_rate(age, islander) for age in ages), Decimal("0"))
    total += CAR_SINGLE[key] * cars
    if is_return:
        total *= RETURN_FACTOR
    return total.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def format_fare(amount: Decimal) -> str:
    return f"£{amount:,.2f}"


if __name__ == "__main__":
    print(format_fare(fare_for("Dunmaddy", "Kerrow", [41, 39, 12, 3], cars=1, is_return=True)))
