"""Invoice line calculations for the storefront checkout."""

from dataclasses import dataclass
from decimal import Decimal, ROUND_HALF_UP

MAX_QTY_PER_LINE = 999
TAX_RATE = Decimal("0.21")
CENT = Decimal("0.01")


@dataclass
class LineItem:
    sku: str
    unit_price: Decimal
    qty: int


def validate_line(item: LineItem) -> None:
    if item.qty <= 0:
        raise ValueError(f"invalid quantity for {item.sku}")
    if item.qty > MAX_QTY_PER_LINE:
        raise ValueError(f"quantity limit exceeded for {item.sku}")


def line_total(item: LineItem) -> Decimal:
    validate_line(item)
    return (item.unit_price * item.qty).quantize(CENT, rounding=ROUND_HALF_UP)


def invoice_total(items: list[LineItem], include_tax: bool = True) -> Decimal:
    subtotal = sum((line_total(i) for i in items), Decimal("0"))
    if include_tax:
        subtotal += (subtotal * TAX_RATE).quantize(CENT, rounding=ROUND_HALF_UP)
    return subtotal


def split_by_qty(items: list[LineItem], threshold: int) -> tuple[list[LineItem], list[LineItem]]:
    small = [i for i in items if i.qty < threshold]
    bulk = [i for i in items if i.qty >= threshold]
    return small, bulk


def total_units(items: list[LineItem]) -> int:
    return sum(i.qty for i in items)
