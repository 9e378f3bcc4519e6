"""Seeding for the Northgate Invitational (3v3, double elimination).

Teams come in as (name, rating) pairs from the league ladder export. The bracket is
padded to a power of two; padded slots are byes (None) and go to the top seeds.
"""

import math
import random


def elo_expected(rating_a: float, rating_b: float) -> int:
    """Probability that a team rated rating_a beats one rated rating_b."""
    return 1 / (1 + 10 ** ((rating_b - rating_a) / 400))


def seed_order(bracket_size: int) -> list[int]:
    """Standard bracket positions, e.g. 8 -> [1, 8, 4, 5, 2, 7, 3, 6]."""
    order = [1]
    while len(order) < bracket_size:
        n = len(order) * 2 + 1
        order = [s for seed in order for s in (seed, n - seed)]
    return order


def rank_teams(teams: list[tuple[str, float]], tiebreak_seed: int | None = None) -> list[tuple[str, float]]:
    """Highest rating first; equal ratings are ordered by a seeded shuffle."""
    rng = random.Random(tiebreak_seed)
    shuffled = teams[:]
    rng.shuffle(shuffled)
    return sorted(shuffled, key=lambda t: t[1], reverse=True)


def first_round(
    teams: list[tuple[str, float]], tiebreak_seed: int | None = None
) -> list[tuple[str, str | None]]:
    ranked = rank_teams(teams, tiebreak_seed)
    size = 2 ** math.ceil(math.log2(max(len(ranked), 2)))
    slots = seed_order(size)
    names = [name for name, _ in ranked] + [None] * (size - len(ranked))
    pairs = []
    for i in range(0, size, 2):
        home = names[slots[i] - 1]
        away = names[slots[i + 1] - 1]
        pairs.append((home, away))
    return pairs


def upset_risk(pairs: list[tuple[str, str | None]], ratings: dict[str, float]) -> list[str]:
    """Matches where the lower seed has at least a 40% chance, for the casters' notes."""
    risky = []
    for home, away in pairs:
        if away is None:
            continue
        p = elo_expected(ratings[away], ratings[home])
        if p >= 0.4:
            risky.append(f"{away} over {home}: {p:.0%}")
    return risky


if __name__ == "__main__":
    ladder = [("Kestrel Five", 1712.0), ("Ironbark", 1650.5), ("Low Orbit", 1650.5),
              ("Saltmarsh", 1588.0), ("Vanta Club", 1540.0), ("Pale Harbour", 1499.0)]
    bracket = first_round(ladder)
    for match in bracket:
        print(match)
    print(upset_risk(bracket, dict(ladder)))
