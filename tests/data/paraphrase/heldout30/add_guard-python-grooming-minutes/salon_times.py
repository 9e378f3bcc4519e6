"""Appointment lengths and prices for the Wagtail & Co grooming salon."""
from dataclasses import dataclass
from decimal import Decimal


class UnknownService(LookupError):
    """A service code that is not on the salon's menu."""


SERVICE_MINUTES = {
    "bath_brush": 45,
    "full_groom": 90,
    "hand_strip": 120,
    "nail_trim": 15,
    "deshed": 60,
}

SERVICE_PRICES = {
    "bath_brush": Decimal("32.00"),
    "full_groom": Decimal("58.00"),
    "hand_strip": Decimal("75.00"),
    "nail_trim": Decimal("12.00"),
    "deshed": Decimal("40.00"),
}

COAT_FACTORS = {"smooth": 0.8, "double": 1.3, "wire": 1.2, "curly": 1.4, "silky": 1.0}


@dataclass
class Dog:
    name: str
    breed: str
    coat: str
    weight_kg: float
    matted: bool = False


def grooming_minutes(dog: Dog, service: str) -> int:
    base = SERVICE_MINUTES[service]
    coat_factor = COAT_FACTORS.get(dog.coat, 1.0)
    size_extra = 15 if dog.weight_kg > 25 else 0
    if dog.matted:
        size_extra += 20
    return round(base * coat_factor) + size_extra


def price_for(dog: Dog, service: str) -> Decimal:
    price = SERVICE_PRICES[service]
    if dog.weight_kg > 25:
        price += Decimal("10.00")
    if dog.matted:
        price += Decimal("15.00")
    return price


def day_plan(bookings: list[tuple[Dog, str]], opening_minutes: int = 540) -> list[str]:
    plan, used = [], 0
    for dog, service in bookings:
        minutes = grooming_minutes(dog, service)
        if used + minutes > opening_minutes:
            plan.append(f"{dog.name}: no room today")
            continue
        used += minutes
        plan.append(f"{dog.name}: {service} ({minutes} min)")
    return plan
