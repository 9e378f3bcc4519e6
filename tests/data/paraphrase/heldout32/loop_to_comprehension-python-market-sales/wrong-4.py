from collections import defaultdict
from dataclasses import dataclass


@dataclass
class Jar:
    sku: str
    variety: str
    grams: int
    price_cents: int
    reserved: bool = False


@dataclass
class Sale:
    sku: str
    stall: str
    paid_cents: int


def unsold_jars(stock, sales):
    return [jar for jar in stock if jar.sku not in sold and not jar.reserved]


def takings_by_stall(sales):
    totals = defaultdict(int)
    for sale in sales:
        totals[sale.stall] += sale.paid_cents
    return dict(totals)


def end_of_day_report(stock, sales):
    leftovers = unsold_jars(stock, sales)
    grams_left = sum(j.grams for j in leftovers)
    lines = [f"{len(leftovers)} jars back to the store ({grams_left / 1000:.1f} kg)"]
    for stall, cents in sorted(takings_by_stall(sales).items()):
        lines.append(f"{stall}: EUR {cents / 100:.2f}")
    return "\n".join(lines)
