"""Trip pricing for the Lindqvist car-sharing pool."""

from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

CENT = Decimal("0.01")


@dataclass(frozen=True)
class Plan:
    name: str
    per_minute: Decimal
    per_km: Decimal
    free_km: int
    daily_cap: Decimal


PLANS = {
    "flex": Plan("flex", Decimal("0.29"), Decimal("0.19"), 0, Decimal("69.00")),
    "commuter": Plan("commuter", Decimal("0.24"), Decimal("0.17"), 20, Decimal("59.00")),
    "weekend": Plan("weekend", Decimal("0.21"), Decimal("0.15"), 50, Decimal("89.00")),
}


def trip_cost(minutes: int, km: int, plan: Plan, unlock_fee: Decimal = Decimal("1.00"), airport_fee: Decimal = Decimal("0")) -> Decimal:
    """Price of one trip: time plus distance beyond the free kilometres, capped per day."""
    billable_km = max(0, km - plan.free_km)
    days = minutes // 1440 + 1
    usage = plan.per_minute * minutes + plan.per_km * billable_km + airport_fee
    capped = min(usage, plan.daily_cap * days)
    total = capped + unlock_fee
    return total.quantize(CENT, rounding=ROUND_HALF_UP)


def invoice_line(trip: dict) -> str:
    plan = PLANS[trip["plan"]]
    cost = trip_cost(trip["minutes"], trip["km"], plan)
    return f"{trip['started'][:10]}  {trip['plate']:<9} {trip['minutes']:>4} min {trip['km']:>4} km  EUR {cost}"


def monthly_total(trips: list[dict]) -> Decimal:
    total = Decimal("0")
    for trip in trips:
        plan = PLANS[trip["plan"]]
        total += trip_cost(trip["minutes"], trip["km"], plan)
    return total


def cheapest_plan(minutes: int, km: int) -> str:
    return min(PLANS, key=lambda name: trip_cost(minutes, km, PLANS[name]))
