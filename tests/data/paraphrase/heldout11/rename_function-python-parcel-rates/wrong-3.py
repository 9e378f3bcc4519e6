"""Parcel rating for the outbound dock.

Rates are computed per carrier service from billable weight, zone and surcharges.
Billable weight is the greater of the actual weight and the dimensional weight.
"""

from __future__ import annotations

import logging
import math
from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal
from typing import Iterable

log = logging.getLogger(__name__)

# Divisors per carrier, cubic centimetres per kilogram.
DIM_DIVISORS = {
    "ground": 5000,
    "express": 4000,
    "freight": 6000,
}

# Pounds per kilogram, for the US-facing invoices.
LB_PER_KG = 2.2046

FUEL_SURCHARGE_PCT = Decimal("0.115")
RESIDENTIAL_FEE = Decimal("4.95")
OVERSIZE_GIRTH_CM = 330
OVERSIZE_FEE = Decimal("38.00")


@dataclass(frozen=True)
class Package:
    length_cm: float
    width_cm: float
    height_cm: float
    weight_kg: float
    residential: bool = False

    @property
    def girth_cm(self) -> float:
        a, b, c = sorted((self.length_cm, self.width_cm, self.height_cm), reverse=True)
        return a + 2 * (b + c)


@dataclass
class RateTable:
    service: str
    # zone -> price per started kilogram
    per_kg: dict[int, Decimal]
    minimum: Decimal = Decimal("6.50")


@dataclass
class Quote:
    service: str
    zone: int
    billable_kg: float
    base: Decimal
    surcharges: dict[str, Decimal] = field(default_factory=dict)

    @property
    def total(self) -> Decimal:
        amount = self.base + sum(self.surcharges.values(), Decimal("0"))
        return amount.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def dimensional_weight(pkg: Package, service: str) -> float:
    """Dimensional weight in kilograms for one package."""
    divisor = DIM_DIVISORS.get(service)
    if divisor is None:
        raise ValueError(f"no dimensional divisor for service {service!r}")
    volume = pkg.length_cm * pkg.width_cm * pkg.height_cm
    return round(volume / divisor, 2)


def calc_dim_weight_lb(pkg: Package, service: str) -> float:
    """The same figure in pounds, printed on the US commercial invoice."""
    return round(dimensional_weight(pkg, service) * LB_PER_KG, 2)


def billable_weight(pkg: Package, service: str) -> float:
    dim = dimensional_weight(pkg, service)
    billable = max(pkg.weight_kg, dim)
    if dim > pkg.weight_kg:
        log.debug("dim weight %.2f kg beats actual %.2f kg", dim, pkg.weight_kg)
    # carriers bill per started half kilogram
    return math.ceil(billable * 2) / 2


def surcharges_for(pkg: Package, base: Decimal) -> dict[str, Decimal]:
    out: dict[str, Decimal] = {"fuel": (base * FUEL_SURCHARGE_PCT)}
    if pkg.residential:
        out["residential"] = RESIDENTIAL_FEE
    if pkg.girth_cm > OVERSIZE_GIRTH_CM:
        out["oversize"] = OVERSIZE_FEE
    return out


def quote(pkg: Package, table: RateTable, zone: int) -> Quote:
    if zone not in table.per_kg:
        raise KeyError(f"{table.service}: zone {zone} is not served")
    kg = billable_weight(pkg, table.service)
    base = max(table.per_kg[zone] * Decimal(str(kg)), table.minimum)
    return Quote(table.service, zone, kg, base, surcharges_for(pkg, base))


def cheapest(pkg: Package, tables: Iterable[RateTable], zone: int) -> Quote | None:
    best: Quote | None = None
    for table in tables:
        try:
            q = quote(pkg, table, zone)
        except KeyError:
            continue
        if best is None or q.total < best.total:
            best = q
    return best


def consolidate(packages: list[Package], service: str) -> float:
    """Billable weight of a consolidated pallet: the sum of the billable weights."""
    return sum(billable_weight(p, service) for p in packages)


def invoice_lines(pkg: Package, service: str) -> list[str]:
    dim_kg = dimensional_weight(pkg, service)
    dim_lb = calc_dim_weight_lb(pkg, service)
    return [
        f"Actual weight: {pkg.weight_kg:.2f} kg ({pkg.weight_kg * LB_PER_KG:.2f} lb)",
        f"Dimensional weight: {dim_kg:.2f} kg ({dim_lb:.2f} lb)",
        f"Dimensions: {pkg.length_cm:g} x {pkg.width_cm:g} x {pkg.height_cm:g} cm",
    ]


def load_rate_table(service: str, rows: Iterable[tuple[int, str]], minimum: str | None = None) -> RateTable:
    per_kg = {int(zone): Decimal(price) for zone, price in rows}
    if not per_kg:
        raise ValueError(f"{service}: empty rate table")
    table = RateTable(service, per_kg)
    if minimum is not None:
        table.minimum = Decimal(minimum)
    return table


def explain(q: Quote) -> str:
    parts = [f"{q.service} zone {q.zone}: {q.billable_kg:g} kg billable, base {q.base:.2f}"]
    for name, amount in sorted(q.surcharges.items()):
        parts.append(f"  + {name} {amount:.2f}")
    parts.append(f"  = {q.total:.2f}")
    return "\n".join(parts)


if __name__ == "__main__":
    logging.basicConfig(level=logging.DEBUG)
    ground = load_rate_table("ground", [(1, "1.10"), (2, "1.35"), (3, "1.80")])
    express = load_rate_table("express", [(1, "2.40"), (2, "2.95")], minimum="12.00")
    box = Package(60, 40, 40, 7.5, residential=True)
    print("dim weight:", dimensional_weight(box, "ground"))
    best = cheapest(box, [ground, express], 2)
    if best is not None:
        print(explain(best))
    print("\n".join(invoice_lines(box, "express")))
