"""Nightly grooming plan for the Hochkar ski area.

Reads the piste list and the snowcat roster, decides which runs get groomed
tonight and in which order, and writes the plan the night crew picks up at 21:00.
"""

from __future__ import annotations

import csv
import json
import logging
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from pathlib import Path

log = logging.getLogger("grooming")

SHIFT_START = "21:00"
SHIFT_HOURS = 9
MIN_NEW_SNOW_CM = 5
WINCH_SLOPE_DEG = 28


@dataclass
class Piste:
    code: str
    name: str
    length_m: int
    width_m: int
    slope_deg: float
    difficulty: str  # "blue", "red", "black"
    last_groomed: date | None = None
    closed: bool = False


@dataclass
class Snowcat:
    unit: str
    driver: str
    has_winch: bool
    speed_kmh: float = 8.0
    assigned: list[str] = field(default_factory=list)


def load_pistes(path: Path) -> list[Piste]:
    pistes = []
    with path.open(newline="") as fh:
        for row in csv.DictReader(fh):
            last = row.get("last_groomed") or None
            pistes.append(
                Piste(
                    code=row["code"],
                    name=row["name"],
                    length_m=int(row["length_m"]),
                    width_m=int(row["width_m"]),
                    slope_deg=float(row["slope_deg"]),
                    difficulty=row["difficulty"],
                    last_groomed=date.fromisoformat(last) if last else None,
                    closed=row.get("closed", "no") == "yes",
                )
            )
    return pistes


def load_roster(path: Path) -> list[Snowcat]:
    data = json.loads(path.read_text())
    return [Snowcat(unit=c["unit"], driver=c["driver"], has_winch=c["winch"]) for c in data["cats"]]


def needs_grooming(piste: Piste, new_snow_cm: int, today: date) -> bool:
    if piste.closed:
        return False
    if new_snow_cm >= MIN_NEW_SNOW_CM:
        return True
    if piste.last_groomed is None:
        return True
    return (today - piste.last_groomed).days >= 2


def pass_hours(piste: Piste, cat: Snowcat) -> float:
    """Hours one snowcat needs to groom a piste once, at 4.5 m blade width."""
    passes = max(1, round(piste.width_m / 4.5))
    distance_km = passes * piste.length_m / 1000
    hours = distance_km / cat.speed_kmh
    if piste.slope_deg >= WINCH_SLOPE_DEG:
        hours *= 1.6
    return hours


def priority(piste: Piste) -> tuple[int, int]:
    order = {"blue": 0, "red": 1, "black": 2}
    return (order.get(piste.difficulty, 3), -piste.length_m)


def allocate_snowcats(pistes: list[Piste], cats: list[Snowcat]) -> dict[str, float]:
    machine_hours = {cat.unit: 0.0 for cat in cats}
    for piste in sorted(pistes, key=priority):
        able = [c for c in cats if c.has_winch or piste.slope_deg < WINCH_SLOPE_DEG]
        if not able:
            log.warning("no winch cat for %s, skipping", piste.code)
            continue
        cat = min(able, key=lambda c: machine_hours[c.unit])
        needed = pass_hours(piste, cat)
        if machine_hours[cat.unit] + needed > SHIFT_HOURS:
            log.info("%s does not fit into %s's shift", piste.code, cat.driver)
            continue
        cat.assigned.append(piste.code)
        machine_hours[cat.unit] += needed
    return machine_hours


def shift_times(cat: Snowcat, pistes_by_code: dict[str, Piste]) -> list[tuple[str, str]]:
    start = datetime.strptime(SHIFT_START, "%H:%M")
    times = []
    for code in cat.assigned:
        times.append((code, start.strftime("%H:%M")))
        start += timedelta(hours=pass_hours(pistes_by_code[code], cat))
    return times


def summarize_week(history: list[dict]) -> dict[str, float]:
    """Total snowcat hours per unit over the last seven plans."""
    cat_hours: dict[str, float] = {}
    for plan in history[-7:]:
        for unit, hours in plan["cat_hours"].items():
            cat_hours[unit] = cat_hours.get(unit, 0.0) + hours
    return cat_hours


def write_plan(path: Path, cats: list[Snowcat], hours: dict[str, float], pistes: list[Piste]) -> None:
    by_code = {p.code: p for p in pistes}
    plan = {
        "date": date.today().isoformat(),
        "shift_start": SHIFT_START,
        "cat_hours": {unit: round(h, 2) for unit, h in hours.items()},
        "cats": [
            {
                "unit": cat.unit,
                "driver": cat.driver,
                "runs": [{"piste": code, "start": t} for code, t in shift_times(cat, by_code)],
            }
            for cat in cats
        ],
    }
    path.write_text(json.dumps(plan, indent=2))
    log.info("plan written to %s", path)


def main(new_snow_cm: int = 0) -> None:
    logging.basicConfig(level=logging.INFO)
    today = date.today()
    pistes = [p for p in load_pistes(Path("pistes.csv")) if needs_grooming(p, new_snow_cm, today)]
    cats = load_roster(Path("roster.json"))
    hours = allocate_snowcats(pistes, cats)
    write_plan(Path("plan.json"), cats, hours, pistes)
    idle = [c.unit for c in cats if not c.assigned]
    if idle:
        log.info("idle tonight: %s", ", ".join(idle))


if __name__ == "__main__":
    main()
