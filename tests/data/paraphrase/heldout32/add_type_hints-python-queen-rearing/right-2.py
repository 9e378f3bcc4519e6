"""Queen rearing calendar for the cooperative's grafting days.

Dates follow the usual Doolittle timeline counted from the graft (day 0).
"""

from datetime import date, timedelta
from typing import List, Sequence, Tuple

# days after grafting
CELL_CAPPED = 5
MOVE_CELLS = 10
QUEENS_EMERGE = 12
MATING_CHECK = 26

BREEDER_LINES = ["Carnica-Hollow", "Buckfast-B7", "Local-Survivor"]


def timeline(graft_day):
    return {
        "graft": graft_day,
        "capped": graft_day + timedelta(days=CELL_CAPPED),
        "move to nucs": graft_day + timedelta(days=MOVE_CELLS),
        "emerge": graft_day + timedelta(days=QUEENS_EMERGE),
        "mating check": graft_day + timedelta(days=MATING_CHECK),
    }


def plan_grafting(
    start: date,
    queen_lines: Sequence[str],
    cells_per_bar: int = 15,
    bars: int = 3,
) -> List[Tuple[date, str, int]]:
    """One grafting day per breeder line, a week apart."""
    plan = []
    for offset, line in enumerate(queen_lines):
        graft_day = start + timedelta(weeks=offset)
        for _ in range(bars):
            plan.append((graft_day, line, cells_per_bar))
    return plan


def expected_queens(plan, take_rate=0.7, mating_rate=0.8):
    cells = sum(n for _, _, n in plan)
    return int(cells * take_rate * mating_rate)


def clashes(plan, busy_days):
    out = []
    for graft_day, line, _ in plan:
        for label, day in timeline(graft_day).items():
            if day in busy_days:
                out.append(f"{line}: {label} on {day:%d %b} clashes")
    return out


if __name__ == "__main__":
    season = plan_grafting(date(2027, 5, 3), BREEDER_LINES)
    print(len(season), "bars,", expected_queens(season), "mated queens expected")
    for msg in clashes(season, {date(2027, 5, 15), date(2027, 6, 5)}):
        print(msg)
