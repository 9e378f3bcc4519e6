"""Summaries of the spring inspections for the Kettlewell Beekeepers' Co-op apiaries."""
from dataclasses import dataclass


@dataclass
class Inspection:
    hive_id: str
    apiary: str
    frames_brood: int
    queen_seen: bool
    eggs_seen: bool
    varroa_per_100: float
    temper: str  # "calm", "nervous", "defensive"


VARROA_TREAT_AT = 3.0


def hives_needing_treatment(inspections: list[Inspection]) -> list[str]:
    return [ins.hive_id for ins in inspections if ins.varroa_per_100 >= VARROA_TREAT_AT]


def possibly_queenless(inspections: list[Inspection]) -> list[str]:
    suspects = []
    for ins in inspections:
        if not ins.queen_seen and not ins.eggs_seen:
            suspects.append(f"{ins.apiary}/{ins.hive_id}")
    return suspects


def brood_by_apiary(inspections: list[Inspection]) -> dict[str, int]:
    totals: dict[str, int] = {}
    for ins in inspections:
        totals[ins.apiary] = totals.get(ins.apiary, 0) + ins.frames_brood
    return totals


def defensive_hives(inspections: list[Inspection]) -> list[str]:
    # kept as a loop on purpose: we log each one for the swarm officer later
    found = []
    for ins in inspections:
        if ins.temper == "defensive":
            found.append(ins.hive_id)
    return found


if __name__ == "__main__":
    day = [
        Inspection("K-03", "Low Meadow", 6, True, True, 1.2, "calm"),
        Inspection("K-07", "Low Meadow", 2, False, False, 4.5, "nervous"),
        Inspection("K-11", "Churchyard", 8, False, True, 3.0, "defensive"),
    ]
    print(hives_needing_treatment(day))
    print(possibly_queenless(day))
    print(brood_by_apiary(day))
