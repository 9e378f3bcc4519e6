"""Shunting moves in Brackley North yard: build cuts of wagons and couple them onto a train."""

import logging
from dataclasses import dataclass

log = logging.getLogger("yard.shunting")

MAX_CUT_LENGTH_M = 410
MAX_CUT_TONNES = 1600


@dataclass
class Wagon:
    number: str
    length_m: float
    gross_tonnes: float
    hazmat_class: str | None = None
    brakes_isolated: bool = False


class ShuntError(Exception):
    pass


def cut_length(cut: list[Wagon]) -> float:
    return sum(w.length_m for w in cut)


def run_brake_test(cut: list[Wagon]) -> None:
    isolated = [w.number for w in cut if w.brakes_isolated]
    # more than one isolated wagon in a row is not allowed on the main line
    if len(isolated) > 1:
        raise ShuntError(f"brakes isolated on {', '.join(isolated)}")
    log.info("brake test passed for %d wagons", len(cut))


def couple_wagons(cut: list[Wagon], track: str, brake_test: bool = True) -> float:
    """Couple a cut onto the train standing on `track`; returns the cut's length in metres."""
    length = cut_length(cut)
    if length > MAX_CUT_LENGTH_M:
        raise ShuntError(f"cut of {length:.0f} m is too long for {track}")
    if sum(w.gross_tonnes for w in cut) > MAX_CUT_TONNES:
        raise ShuntError(f"cut is over {MAX_CUT_TONNES} t")
    run_brake_test(cut)
    log.info("coupled %d wagons on %s", len(cut), track)
    return length


def make_up_train(cuts: list[list[Wagon]], track: str) -> float:
    total = 0.0
    for cut in cuts:
        total += couple_wagons(cut, track)
    return total


def shunt_back(cut: list[Wagon], from_track: str, to_track: str) -> None:
    log.info("shunting %d wagons %s -> %s", len(cut), from_track, to_track)
    couple_wagons(cut, to_track)
