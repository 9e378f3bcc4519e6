"""Fuel dock billing for the marina."""

from decimal import Decimal, ROUND_HALF_UP

FUEL_PRICES = {
    "diesel": Decimal("1.89"),
    "petrol": Decimal("2.05"),
    "two_stroke_mix": Decimal("2.40"),
}

MEMBER_DISCOUNT = Decimal("0.05")


def quantize(amount: Decimal) -> Decimal:
    return amount.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def fuel_charge(fuel_type: str, litres: Decimal, is_member: bool = False, vat_rate: Decimal = Decimal("0")) -> Decimal:
    """Price of one fill-up at the fuel dock."""
    if litres <= 0:
        raise ValueError("litres must be positive")
    price = FUEL_PRICES[fuel_type]
    total = price * litres
    if is_member:
        total -= total * MEMBER_DISCOUNT
    total += total * vat_rate
    return quantize(total)


def pump_out_charge(berth_length_m: Decimal, is_member: bool = False) -> Decimal:
    base = Decimal("15.00") if berth_length_m < 12 else Decimal("22.50")
    if is_member:
        base -= base * MEMBER_DISCOUNT
    return quantize(base)


def receipt_line(fuel_type: str, litres: Decimal, is_member: bool = False) -> str:
    amount = fuel_charge(fuel_type, litres, is_member)
    return f"{fuel_type:<16}{litres:>8} L{amount:>10}"


if __name__ == "__main__":
    print(receipt_line("diesel", Decimal("120.5"), is_member=True))
    print(pump_out_charge(Decimal("14")))
