"""Eligibility checks for the junior tennis ranking tournaments."""

from dataclasses import dataclass
from datetime import date


@dataclass
class Player:
    licence: str
    name: str
    born: date
    club: str
    ranking_points: int
    medical_ok: bool
    suspended_until: date | None = None


def age_on(born: date, day: date) -> int:
    return day.year - born.year - ((day.month, day.day) < (born.month, born.day))


def is_suspended(p: Player, day: date) -> bool:
    return p.suspended_until is not None and p.suspended_until >= day


def eligible_players(players: list[Player], category_max_age: int, day: date) -> list[Player]:
    """Players who may enter a category on the given day."""
    return [p for p in players if p.medical_ok and not is_suspended(p, day) and age_on(p.born, day) <= category_max_age]


def seeds(players: list[Player], count: int) -> list[Player]:
    ranked = sorted(players, key=lambda p: (-p.ranking_points, p.name))
    return ranked[:count]


def club_entries(players: list[Player]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for p in players:
        counts[p.club] = counts.get(p.club, 0) + 1
    return counts
