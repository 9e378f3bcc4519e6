"""Deck-oven slot planning for the Millbrook Lane bakery."""
import datetime as dt
from typing import List, Tuple

OVEN_DECKS = 4
PREHEAT_MINUTES = 35
# sourdough loaves need the stone at full heat, so they always start a deck
STONE_FIRST = {"country_sourdough", "rye_seeded", "spelt_boule"}


class Bake:
    def __init__(self, product, trays, minutes, temp_c):
        self.product = product
        self.trays = trays
        self.minutes = minutes
        self.temp_c = temp_c

    def __repr__(self):
        return f"Bake({self.product!r}, trays={self.trays})"


def plan_bake_slots(bakes: List[Bake], start: dt.datetime, decks: int = OVEN_DECKS) -> List[Tuple[int, dt.datetime, Bake]]:
    """Assign each bake to the deck that frees up first.

    Returns a list of (deck, start_time, bake) tuples in start order.
    """
    free_at = [start + dt.timedelta(minutes=PREHEAT_MINUTES)] * decks
    ordered = sorted(bakes, key=lambda b: (b.product not in STONE_FIRST, -b.temp_c))
    slots = []
    for bake in ordered:
        deck = min(range(decks), key=lambda i: free_at[i])
        slots.append((deck + 1, free_at[deck], bake))
        free_at[deck] = free_at[deck] + dt.timedelta(minutes=bake.minutes)
    return sorted(slots, key=lambda s: s[1])


def last_out(slots):
    if not slots:
        return None
    return max(t + dt.timedelta(minutes=b.minutes) for _, t, b in slots)
