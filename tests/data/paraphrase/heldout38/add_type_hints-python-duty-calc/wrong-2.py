"""Duty calculation for import declarations (customs brokerage back office)."""

from dataclasses import dataclass
from decimal import Decimal, ROUND_HALF_UP

CENT = Decimal("0.01")
DE_MINIMIS_EUR = Decimal("150")


@dataclass
class DeclarationLine:
    tariff_code: str
    description: str
    customs_value: Decimal  # in the invoice currency
    origin: str
    quantity: int = 1


def normalise_code(tariff_code):
    """CN codes are keyed on the first eight digits, without dots or spaces."""
    digits = tariff_code.replace(".", "").replace(" ", "")
    return digits[:8]


def duty_for_line(line: DeclarationLine, rates: dict[str, Decimal], fx_rate: Decimal, preferential: bool = True) -> Decimal:
    """Duty in EUR for one declaration line.

    rates maps an eight-digit CN code to an ad valorem rate (0.042 for 4.2 %).
    A line with a preference certificate pays half the third-country rate.
    """
    code = normalise_code(line.tariff_code)
    if code not in rates:
        raise KeyError(f"no rate for CN {code} ({line.description})")
    value_eur = line.customs_value * fx_rate
    rate = rates[code]
    if preferential:
        rate = rate / 2
    return (value_eur * rate).quantize(CENT, rounding=ROUND_HALF_UP)


def declaration_total(lines, rates, fx_rate, preferential_origins=()):
    value_eur = sum((l.customs_value * fx_rate for l in lines), Decimal(0))
    if value_eur <= DE_MINIMIS_EUR:
        return Decimal("0.00")
    total = Decimal(0)
    for line in lines:
        total += duty_for_line(line, rates, fx_rate, line.origin in preferential_origins)
    return total
