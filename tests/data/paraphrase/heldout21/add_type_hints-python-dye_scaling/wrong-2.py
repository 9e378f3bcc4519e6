"""Recipe scaling for the dye kitchen: grams of dyestuff per batch."""

import math

DEFAULT_DEPTH = 2.0  # percent of fibre weight


def dyestuff_grams(fibre_kg: float, depth_percent: float = DEFAULT_DEPTH) -> float:
    return round(fibre_kg * 1000 * depth_percent / 100, 1)


def mordant_grams(fibre_kg: float, mordant: str, ratios: dict[str, float]) -> float:
    ratio = ratios.get(mordant)
    if ratio is None:
        raise KeyError(f"no ratio for mordant {mordant!r}")
    return round(fibre_kg * 1000 * ratio, 1)


def water_litres(fibre_kg: float, liquor_ratio: int = 20) -> int:
    return math.ceil(fibre_kg * liquor_ratio)


def batch_sheet(name: str, fibre_kg: float, mordant: str, ratios: dict[str, float], depth_percent: float = DEFAULT_DEPTH) -> str:
    lines = [f"Batch {name}: {fibre_kg} kg fibre"]
    lines.append(f"  dyestuff {dyestuff_grams(fibre_kg, depth_percent)} g")
    lines.append(f"  {mordant} {mordant_grams(fibre_kg, mordant, ratios)} g")
    lines.append(f"  water {water_litres(fibre_kg)} l")
    return lines
