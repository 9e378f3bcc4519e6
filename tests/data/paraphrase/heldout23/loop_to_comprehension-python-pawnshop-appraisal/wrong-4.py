"""Melt-value appraisal of gold pledges for the Halloran & Vey counter."""

from __future__ import annotations

from dataclasses import dataclass

# pence per gram of pure gold, updated each morning from the bullion desk
SPOT_PENCE_PER_GRAM = 6120
# what the shop will lend against melt value
LENDING_RATIO = 0.6
FINENESS = {9: 0.375, 14: 0.585, 18: 0.750, 22: 0.916, 24: 0.999}


@dataclass(frozen=True)
class Piece:
    tag: str
    metal: str
    karat: int
    weight_g: float
    stones: bool = False


def melt_values(pieces: list[Piece]) -> list[int]:
    """Melt value in pence of every gold piece of 14 karat or more."""
    return [
        round(piece.weight_g * FINENESS[piece.karat] * SPOT_PENCE_PER_GRAM)
        for piece in pieces
        if piece.metal == "gold" and piece.karat >= 14
    ]


def lending_limit(pieces: list[Piece]) -> int:
    values = melt_values(pieces)
    if not values:
        return 0
    return int(sum(values) * LENDING_RATIO)


def needs_second_opinion(pieces: list[Piece]) -> list[str]:
    return [piece.tag for piece in pieces if piece.stones or piece.weight_g > 50]


def summary(pieces: list[Piece]) -> str:
    values = melt_values(pieces)
    return (f"{len(values)} gold piece(s), melt £{sum(values) / 100:,.2f}, "
            f"lend up to £{lending_limit(pieces) / 100:,.2f}")
