"""Avalanche bulletin helpers for hut wardens."""

from dataclasses import dataclass


@dataclass
class Slope:
    name: str
    aspect: str  # N, NE, E, ...
    elevation_m: int
    steepness_deg: int


DANGEROUS_ASPECTS = {"N", "NE", "NW"}


def risky_slopes(slopes: list[Slope], treeline_m: int) -> list[str]:
    """Names of steep shady slopes above the tree line, as the bulletin warns."""
    names = [s.name for s in slopes if s.aspect in DANGEROUS_ASPECTS and s.elevation_m >= treeline_m and s.steepness_deg >= 30]
    return names


def steepest(slopes: list[Slope]) -> Slope:
    return max(slopes, key=lambda s: s.steepness_deg)


def radio_text(slopes: list[Slope], treeline_m: int, level: int) -> str:
    names = risky_slopes(slopes, treeline_m)
    if not names:
        return f"Danger level {level}. No marked slopes."
    return f"Danger level {level}. Avoid: " + ", ".join(names) + "."
