"""Nightly snow-cat plan for the groomed pistes at Kessel Ridge."""

from __future__ import annotations

from dataclasses import dataclass

CAT_FLEET = ["PB-600 Nr. 1", "PB-600 Nr. 2", "PB-400 Park", "Winch Cat"]
FUEL_PER_KM = 4.2  # litres of diesel per groomed kilometre


@dataclass
class Piste:
    name: str
    length_km: float
    steep: bool
    new_snow_cm: int
    priority: int = 2


def passes_needed(piste: Piste) -> int:
    passes = 1
    if piste.new_snow_cm > 15:
        passes += 1
    if piste.steep:
        passes += 1
    return passes


def schedule_cats(pistes: list[Piste], cats: list[str], skip_park: bool = False) -> dict[str, list[str]]:
    """Share the pistes out over the cats, most important first."""
    if skip_park:
        pistes = [p for p in pistes if not p.name.startswith("Park")]
    plan: dict[str, list[str]] = {cat: [] for cat in cats}
    load = {cat: 0.0 for cat in cats}
    for piste in sorted(pistes, key=lambda p: (p.priority, -p.length_km)):
        if piste.steep:
            candidates = [c for c in cats if c.startswith("Winch")]
        else:
            candidates = [c for c in cats if not c.startswith("Winch")]
        if not candidates:
            continue
        cat = min(candidates, key=lambda c: load[c])
        plan[cat].append(piste.name)
        load[cat] += piste.length_km * passes_needed(piste)
    return plan


def fuel_estimate(pistes: list[Piste]) -> float:
    total = sum(p.length_km * passes_needed(p) for p in pistes)
    return round(total * FUEL_PER_KM, 1)


def evening_plan(pistes: list[Piste]) -> dict[str, list[str]]:
    # only the two big cats go out before the lifts close
    return schedule_cats(pistes, CAT_FLEET[:2])


def night_plan(pistes: list[Piste]) -> dict[str, list[str]]:
    plan = schedule_cats(pistes, CAT_FLEET, skip_park=True)
    return plan


def print_plan(plan: dict[str, list[str]]) -> None:
    for cat, names in plan.items():
        print(f"{cat}: {', '.join(names) or '-'}")


if __name__ == "__main__":
    tonight = [
        Piste("Talabfahrt", 4.8, False, 22, priority=1),
        Piste("Gamsrinne", 1.6, True, 22),
        Piste("Park Funline", 0.9, False, 22, priority=3),
        Piste("Sonnenhang", 2.3, False, 22),
    ]
    print_plan(night_plan(tonight))
    print("fuel:", fuel_estimate(tonight), "l")
