from lib import case
orig = '''"""Affinage schedule for the Combe Noire cave: when each wheel is turned, brushed and graded."""
from datetime import date, timedelta

TURN_EVERY_DAYS = {"tomme": 3, "comte_style": 7, "washed_rind": 2}
BRUSH_EVERY_DAYS = {"tomme": 14, "comte_style": 10, "washed_rind": 4}
GRADE_AT_WEEKS = {"tomme": 10, "comte_style": 36, "washed_rind": 6}


def next_turn(style, last_turned):
    return last_turned + timedelta(days=TURN_EVERY_DAYS[style])


def brushing_dates(style, made_on, until):
    step = timedelta(days=BRUSH_EVERY_DAYS[style])
    out = []
    day = made_on + step
    while day <= until:
        out.append(day)
        day += step
    return out


def grading_day(style, made_on):
    return made_on + timedelta(weeks=GRADE_AT_WEEKS[style])


def overdue_turns(wheels, today):
    """wheels: list of (wheel_id, style, last_turned). Returns ids that should have been turned."""
    late = []
    for wheel_id, style, last_turned in wheels:
        if next_turn(style, last_turned) < today:
            late.append(wheel_id)
    return late


def shelf_plan(wheels, today, shelves_per_rack=6):
    # rack index -> wheel ids, in the order they must be turned
    plan = {}
    ordered = sorted(wheels, key=lambda w: next_turn(w[1], w[2]))
    for position, (wheel_id, _style, _last) in enumerate(ordered):
        plan.setdefault(position // shelves_per_rack, []).append(wheel_id)
    return plan
'''
H = [
 ("def next_turn(style, last_turned):", "def next_turn(style: str, last_turned: date) -> date:"),
 ("def brushing_dates(style, made_on, until):", "def brushing_dates(style: str, made_on: date, until: date) -> list[date]:"),
 ("def grading_day(style, made_on):", "def grading_day(style: str, made_on: date) -> date:"),
 ("def overdue_turns(wheels, today):", "def overdue_turns(wheels: list[tuple[str, str, date]], today: date) -> list[str]:"),
 ("def shelf_plan(wheels, today, shelves_per_rack=6):", "def shelf_plan(wheels: list[tuple[str, str, date]], today: date, shelves_per_rack: int = 6) -> dict[int, list[str]]:"),
]
case("add_type_hints-python-affinage", "affinage.py", "add_type_hints", "python", orig, [
    ("terse", "type hints on all functions in affinage.py"),
    ("polite", "Would you mind adding type annotations to every function here (parameters and return types)? Wheel ids are strings. Please don't change any logic or the defaults."),
    ("declarative", "All five functions should carry full parameter and return type hints; behaviour stays identical."),
    ("other", "add typing to this module pls, wheels are (id, style, last_turned) tuples. nothing else"),
    ("other", "Pouvez-vous ajouter des annotations de type à toutes les fonctions (paramètres et retour) sans toucher à la logique ?"),
], [
    dict(label="right", why="all five functions annotated with builtin generics; bodies unchanged", edits=H),
    dict(label="right", why="annotated using typing aliases (a Wheel alias, Dict/List imports); bodies unchanged",
         edits=[("from datetime import date, timedelta\n", "from datetime import date, timedelta\nfrom typing import Dict, List, Tuple\n\nWheel = Tuple[str, str, date]\n"),
                ("def next_turn(style, last_turned):", "def next_turn(style: str, last_turned: date) -> date:"),
                ("def brushing_dates(style, made_on, until):", "def brushing_dates(style: str, made_on: date, until: date) -> List[date]:"),
                ("def grading_day(style, made_on):", "def grading_day(style: str, made_on: date) -> date:"),
                ("def overdue_turns(wheels, today):", "def overdue_turns(wheels: List[Wheel], today: date) -> List[str]:"),
                ("def shelf_plan(wheels, today, shelves_per_rack=6):", "def shelf_plan(wheels: List[Wheel], today: date, shelves_per_rack: int = 6) -> Dict[int, List[str]]:"),
                ("    plan = {}\n", "    plan: Dict[int, List[str]] = {}\n")]),
    dict(label="wrong", why="shelf_plan and grading_day left without any hints (only three of five functions annotated)", edits=H[:2] + [H[3]]),
    dict(label="wrong", why="shelf_plan's default shelves_per_rack changed from 6 to 4 while annotating", edits=H[:4] + [("def shelf_plan(wheels, today, shelves_per_rack=6):", "def shelf_plan(wheels: list[tuple[str, str, date]], today: date, shelves_per_rack: int = 4) -> dict[int, list[str]]:")]),
    dict(label="wrong", why="annotation written as `shelves_per_rack=6: int` - a SyntaxError", breaks=True, edits=H[:4] + [("def shelf_plan(wheels, today, shelves_per_rack=6):", "def shelf_plan(wheels: list[tuple[str, str, date]], today: date, shelves_per_rack=6: int) -> dict[int, list[str]]:")]),
    dict(label="wrong", why="hints added but overdue_turns' comparison changed from < to <= (a wheel due today now counts as late)", edits=H + [("        if next_turn(style, last_turned) < today:", "        if next_turn(style, last_turned) <= today:")]),
])

orig3 = '''"""Weighbridge tickets for the Harlow Vale tyre recycling plant (intake side)."""
from dataclasses import dataclass

TARE_TOLERANCE_KG = 40


@dataclass
class Ticket:
    ticket_no: int
    haulier: str
    permit_ref: str
    gross_kg: int
    tare_kg: int
    load_type: str  # "car", "truck", "otr", "mixed"


def net_kg(t: Ticket) -> int:
    return t.gross_kg - t.tare_kg


def tickets_for_haulier(tickets, haulier):
    found = []
    for t in tickets:
        if t.haulier == haulier:
            found.append(t)
    return found


def suspicious_tares(tickets, expected_tare):
    """Tickets whose tare differs from the registered vehicle tare by more than the tolerance."""
    flagged = []
    for t in tickets:
        if abs(t.tare_kg - expected_tare.get(t.permit_ref, t.tare_kg)) > TARE_TOLERANCE_KG:
            flagged.append(t.ticket_no)
    return flagged


def net_by_load_type(tickets):
    totals = {}
    for t in tickets:
        totals[t.load_type] = totals.get(t.load_type, 0) + net_kg(t)
    return totals


def daily_tonnes(tickets):
    return round(sum(net_kg(t) for t in tickets) / 1000, 2)
'''
L = ("    flagged = []\n    for t in tickets:\n        if abs(t.tare_kg - expected_tare.get(t.permit_ref, t.tare_kg)) > TARE_TOLERANCE_KG:\n            flagged.append(t.ticket_no)\n    return flagged\n")
case("loop_to_comprehension-python-weighbridge", "tickets.py", "loop_to_comprehension", "python", orig3, [
    ("terse", "suspicious_tares -> list comprehension"),
    ("polite", "Could you rewrite the loop in suspicious_tares as a list comprehension? Same result, same order please, and leave the other functions as they are."),
    ("declarative", "suspicious_tares should build its result with a single list comprehension instead of the for/append loop."),
    ("other", "the append loop in suspicious_tares is ugly, make it a comprehension (only that one)"),
    ("other", "¿Puedes convertir el bucle de suspicious_tares en una comprensión de listas? No cambies nada más."),
], [
    dict(label="right", why="loop replaced by an equivalent comprehension returned directly",
         edits=[(L, "    return [\n        t.ticket_no\n        for t in tickets\n        if abs(t.tare_kg - expected_tare.get(t.permit_ref, t.tare_kg)) > TARE_TOLERANCE_KG\n    ]\n")]),
    dict(label="right", why="comprehension assigned to flagged then returned (free choice); same filter and order",
         edits=[(L, "    flagged = [t.ticket_no for t in tickets\n               if abs(t.tare_kg - expected_tare.get(t.permit_ref, t.tare_kg)) > TARE_TOLERANCE_KG]\n    return flagged\n")]),
    dict(label="wrong", why="the wrong loop converted: tickets_for_haulier became a comprehension, suspicious_tares still loops",
         edits=[("    found = []\n    for t in tickets:\n        if t.haulier == haulier:\n            found.append(t)\n    return found\n", "    return [t for t in tickets if t.haulier == haulier]\n")]),
    dict(label="wrong", why="comprehension collects the Ticket objects instead of their ticket numbers",
         edits=[(L, "    return [t for t in tickets\n            if abs(t.tare_kg - expected_tare.get(t.permit_ref, t.tare_kg)) > TARE_TOLERANCE_KG]\n")]),
    dict(label="wrong", why="comprehension drops abs(): tares lighter than registered are no longer flagged",
         edits=[(L, "    return [t.ticket_no for t in tickets\n            if t.tare_kg - expected_tare.get(t.permit_ref, t.tare_kg) > TARE_TOLERANCE_KG]\n")]),
    dict(label="wrong", why="suspicious_tares converted, but net_by_load_type's loop also rewritten and now overwrites totals instead of summing",
         edits=[(L, "    return [t.ticket_no for t in tickets\n            if abs(t.tare_kg - expected_tare.get(t.permit_ref, t.tare_kg)) > TARE_TOLERANCE_KG]\n"),
                ("    totals = {}\n    for t in tickets:\n        totals[t.load_type] = totals.get(t.load_type, 0) + net_kg(t)\n    return totals\n", "    return {t.load_type: net_kg(t) for t in tickets}\n")]),
])
