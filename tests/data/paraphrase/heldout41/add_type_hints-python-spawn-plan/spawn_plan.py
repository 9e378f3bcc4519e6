"""Spawn run planning for Blackwater Hollow.

Works out how many grain jars to inoculate each week so that the grow rooms
stay full, given the colonisation time of each strain and the room
capacities. Used by the Monday planning meeting; prints a table.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import date, timedelta


@dataclass(frozen=True)
class Strain:
    code: str
    species: str
    colonise_days: int      # grain spawn, jar to fully colonised
    block_days: int         # block, spawned to first pin
    blocks_per_jar: int
    flushes: int


@dataclass(frozen=True)
class Room:
    code: str
    block_capacity: int
    strains: tuple[str, ...]


STRAINS = {
    "PO-Grey-7": Strain("PO-Grey-7", "Pleurotus ostreatus", 14, 18, 10, 3),
    "HE-Lion-2": Strain("HE-Lion-2", "Hericium erinaceus", 18, 24, 8, 2),
    "LE-Shii-11": Strain("LE-Shii-11", "Lentinula edodes", 21, 70, 6, 4),
    "PD-Pink-3": Strain("PD-Pink-3", "Pleurotus djamor", 12, 14, 10, 2),
}

ROOMS = [
    Room("oyster-a", 420, ("PO-Grey-7", "PD-Pink-3")),
    Room("oyster-b", 380, ("PO-Grey-7",)),
    Room("lions-mane", 240, ("HE-Lion-2",)),
    Room("shiitake-1", 600, ("LE-Shii-11",)),
]

SPARE_JARS_PCT = 10         # contamination allowance
FLUSH_INTERVAL_DAYS = 10
JAR_SHELF_LIFE_DAYS = 21    # colonised jars kept cold before they go stale


def room_cycle_days(strain: Strain) -> int:
    """Days a block occupies a room: time to pin plus all flushes."""
    return strain.block_days + strain.flushes * FLUSH_INTERVAL_DAYS


def weekly_blocks(room: Room, strain_code: str) -> int:
    """Blocks per week needed to keep the room's share for this strain full."""
    strain = STRAINS[strain_code]
    share = room.block_capacity / len(room.strains)
    weeks_in_room = room_cycle_days(strain) / 7
    return math.ceil(share / weeks_in_room)


def jars_for_blocks(blocks, strain, spare_pct=SPARE_JARS_PCT):
    jars = math.ceil(blocks / strain.blocks_per_jar)
    return math.ceil(jars * (1 + spare_pct / 100))


def inoculation_date(fill_date: date, strain: Strain) -> date:
    """Latest day to inoculate jars so that they are colonised for fill_date."""
    return fill_date - timedelta(days=strain.colonise_days)


def stale_after(inoculated: date, strain: Strain) -> date:
    return inoculated + timedelta(days=strain.colonise_days + JAR_SHELF_LIFE_DAYS)


@dataclass
class PlanLine:
    room: str
    strain: str
    blocks: int
    jars: int
    inoculate_by: date
    fill_on: date


def plan_week(monday: date) -> list[PlanLine]:
    """Plan for the blocks that will be filled in the week starting monday + 4 weeks."""
    fill_on = monday + timedelta(weeks=4)
    lines = []
    for room in ROOMS:
        for code in room.strains:
            strain = STRAINS[code]
            blocks = weekly_blocks(room, code)
            lines.append(PlanLine(
                room=room.code,
                strain=code,
                blocks=blocks,
                jars=jars_for_blocks(blocks, strain),
                inoculate_by=inoculation_date(fill_on, strain),
                fill_on=fill_on,
            ))
    return lines


def jars_by_strain(lines: list[PlanLine]) -> dict[str, int]:
    totals: dict[str, int] = {}
    for line in lines:
        totals[line.strain] = totals.get(line.strain, 0) + line.jars
    return totals


def overdue(lines: list[PlanLine], today: date) -> list[PlanLine]:
    return [line for line in lines if line.inoculate_by < today]


def format_plan(lines: list[PlanLine]) -> str:
    header = f"{'room':<12}{'strain':<12}{'blocks':>7}{'jars':>6}  inoculate by  fill on"
    out = [header, "-" * len(header)]
    for line in sorted(lines, key=lambda l: (l.inoculate_by, l.room)):
        out.append(
            f"{line.room:<12}{line.strain:<12}{line.blocks:>7}{line.jars:>6}  "
            f"{line.inoculate_by:%a %d %b}    {line.fill_on:%d %b}"
        )
    totals = jars_by_strain(lines)
    out.append("")
    out.append("jars per strain: " + ", ".join(f"{k} {v}" for k, v in sorted(totals.items())))
    return "\n".join(out)


def lab_capacity_ok(lines: list[PlanLine], max_jars_per_day: int = 60) -> bool:
    """The flow hood handles about 60 jars a day; warn if one day needs more."""
    per_day: dict[date, int] = {}
    for line in lines:
        per_day[line.inoculate_by] = per_day.get(line.inoculate_by, 0) + line.jars
    return all(n <= max_jars_per_day for n in per_day.values())


def main() -> None:
    today = date.today()
    monday = today - timedelta(days=today.weekday())
    lines = plan_week(monday)
    print(format_plan(lines))
    late = overdue(lines, today)
    if late:
        print(f"\n{len(late)} line(s) are already past their inoculation date!")
    if not lab_capacity_ok(lines):
        print("\nmore jars on one day than the flow hood can take; split the run")


if __name__ == "__main__":
    main()
