"""Affinage schedule for the Combe Noire cave: when each wheel is turned, brushed and graded."""
from datetime import date, timedelta
from typing import Dict, List, Tuple

Wheel = Tuple[str, str, date]

TURN_EVERY_DAYS = {"tomme": 3, "comte_style": 7, "washed_rind": 2}
BRUSH_EVERY_DAYS = {"tomme": 14, "comte_style": 10, "washed_rind": 4}
GRADE_AT_WEEKS = {"tomme": 10, "comte_style": 36, "washed_rind": 6}


def next_turn(style: str, last_turned: date) -> date:
    return last_turned + timedelta(days=TURN_EVERY_DAYS[style])


def brushing_dates(style: str, made_on: date, until: date) -> List[date]:
    step = timedelta(days=BRUSH_EVERY_DAYS[style])
    out = []
    day = made_on + step
    while day <= until:
        out.append(day)
        day += step
    return out


def grading_day(style: str, made_on: date) -> date:
    return made_on + timedelta(weeks=GRADE_AT_WEEKS[style])


def overdue_turns(wheels: List[Wheel], today: date) -> List[str]:
    """wheels: list of (wheel_id, style, last_turned). Returns ids that should have been turned."""
    late = []
    for wheel_id, style, last_turned in wheels:
        if next_turn(style, last_turned) < today:
            late.append(wheel_id)
    return late


def shelf_plan(wheels: List[Wheel], today: date, shelves_per_rack: int = 6) -> Dict[int, List[str]]:
    # rack index -> wheel ids, in the order they must be turned
    plan: Dict[int, List[str]] = {}
    ordered = sorted(wheels, key=lambda w: next_turn(w[1], w[2]))
    for position, (wheel_id, _style, _last) in enumerate(ordered):
        plan.setdefault(position // shelves_per_rack, []).append(wheel_id)
    return plan
