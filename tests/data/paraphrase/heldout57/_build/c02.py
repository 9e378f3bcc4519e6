from lib import case

ORIG = '''
"""Visit scheduling for the Lely-style milking robots in the east barn."""
from datetime import datetime, timedelta

ROBOTS = ("A1", "A2", "B1")
QUARTERS = 4


class RobotBusy(Exception):
    pass


def hours_since(last: datetime, now: datetime) -> float:
    return (now - last).total_seconds() / 3600


def may_milk(cow: dict, now: datetime) -> bool:
    """A cow gets milking permission once enough time has passed since her last visit."""
    if cow.get("dry"):
        return False
    if cow.get("treatment_until") and cow["treatment_until"] > now:
        return False  # milk goes to the separate can, not the robot
    last = cow.get("last_milked")
    if last is None:
        return True
    return hours_since(last, now) >= 6


def schedule_visit(cow: dict, robot: str, now: datetime) -> dict:
    """Book the cow into a robot's queue, or raise RobotBusy after three tries."""
    if robot not in ROBOTS:
        raise ValueError(f"unknown robot {robot}")
    if not may_milk(cow, now):
        return {"cow": cow["tag"], "robot": None, "reason": "no permission"}
    for attempt in range(3):
        slot = now + timedelta(minutes=7 * attempt)
        if _queue_has_room(robot, slot):
            return {"cow": cow["tag"], "robot": robot, "slot": slot, "attempt": attempt + 1}
    raise RobotBusy(f"{robot} full for cow {cow['tag']}")


_QUEUE: dict[str, list[datetime]] = {r: [] for r in ROBOTS}


def _queue_has_room(robot: str, slot: datetime) -> bool:
    taken = [s for s in _QUEUE[robot] if abs((s - slot).total_seconds()) < 420]
    if len(taken) >= 3:
        return False
    _QUEUE[robot].append(slot)
    return True


def kick_offs(visit_log: list[dict]) -> list[str]:
    """Cows whose cups came off in fewer than all four quarters."""
    return [v["tag"] for v in visit_log if v["quarters_milked"] < QUARTERS]
'''

case("add_param-python-milking-robot", "milking_robot.py", "add_param", "python", ORIG,
     [("terse", "schedule_visit: add max_attempts: int = 3, use it instead of the hard-coded 3 tries"),
      ("polite", "Could you add a `max_attempts: int = 3` keyword parameter to schedule_visit and use it for the retry loop? The queue limit in _queue_has_room is a different 3, please leave that one alone."),
      ("declarative", "schedule_visit should take max_attempts (int, default 3) as its last parameter and loop that many times."),
      ("other", "why is the number of tries hard coded?? make it a param max_attempts=3 on schedule_visit")],
     [("right", "max_attempts: int = 3 added after now and used in range(max_attempts); _queue_has_room's 3 unchanged",
       [("def schedule_visit(cow: dict, robot: str, now: datetime) -> dict:", "def schedule_visit(cow: dict, robot: str, now: datetime, max_attempts: int = 3) -> dict:", 1),
        ("for attempt in range(3):", "for attempt in range(max_attempts):", 1)]),
      ("right", "as right-1, and the docstring now says max_attempts tries instead of three",
       [("def schedule_visit(cow: dict, robot: str, now: datetime) -> dict:", "def schedule_visit(cow: dict, robot: str, now: datetime, max_attempts: int = 3) -> dict:", 1),
        ("for attempt in range(3):", "for attempt in range(max_attempts):", 1),
        ("or raise RobotBusy after three tries.", "or raise RobotBusy after max_attempts tries.", 1)]),
      ("wrong", "parameter added but the loop still runs range(3)",
       [("def schedule_visit(cow: dict, robot: str, now: datetime) -> dict:", "def schedule_visit(cow: dict, robot: str, now: datetime, max_attempts: int = 3) -> dict:", 1)]),
      ("wrong", "the queue limit in _queue_has_room was switched to max_attempts as well, a NameError there",
       [("def schedule_visit(cow: dict, robot: str, now: datetime) -> dict:", "def schedule_visit(cow: dict, robot: str, now: datetime, max_attempts: int = 3) -> dict:", 1),
        ("for attempt in range(3):", "for attempt in range(max_attempts):", 1),
        ("if len(taken) >= 3:", "if len(taken) >= max_attempts:", 1)]),
      ("wrong", "max_attempts added without a default and placed first, breaking every positional caller",
       [("def schedule_visit(cow: dict, robot: str, now: datetime) -> dict:", "def schedule_visit(max_attempts: int, cow: dict, robot: str, now: datetime) -> dict:", 1),
        ("for attempt in range(3):", "for attempt in range(max_attempts):", 1)]),
      ("wrong", "parameter added and used, but the attempt number reported is no longer 1-based (attempt + 1 became attempt)",
       [("def schedule_visit(cow: dict, robot: str, now: datetime) -> dict:", "def schedule_visit(cow: dict, robot: str, now: datetime, max_attempts: int = 3) -> dict:", 1),
        ("for attempt in range(3):", "for attempt in range(max_attempts):", 1),
        ('"attempt": attempt + 1}', '"attempt": attempt}', 1)])])

ORIG3 = '''
"""Outgoing specimen loans: which ones are late and who to chase."""
from dataclasses import dataclass
from datetime import date


@dataclass
class Loan:
    loan_id: str
    borrower: str
    specimen: str
    due: date
    returned: date | None = None
    extension_granted: bool = False


def overdue_loans(loans: list[Loan], today: date) -> list[Loan]:
    """Loans past their due date that have not come back and were not extended."""
    overdue = []
    for loan in loans:
        if loan.returned is None and loan.due < today and not loan.extension_granted:
            overdue.append(loan)
    return overdue


def borrowers_to_chase(loans: list[Loan], today: date) -> list[str]:
    names = []
    for loan in overdue_loans(loans, today):
        if loan.borrower not in names:
            names.append(loan.borrower)
    return names


def days_late(loan: Loan, today: date) -> int:
    return max(0, (today - loan.due).days)
'''

COMP = '''    return [
        loan for loan in loans
        if loan.returned is None and loan.due < today and not loan.extension_granted
    ]'''
LOOP = '''    overdue = []
    for loan in loans:
        if loan.returned is None and loan.due < today and not loan.extension_granted:
            overdue.append(loan)
    return overdue'''

case("loop_to_comprehension-python-specimen-loans", "specimen_loans.py", "loop_to_comprehension", "python", ORIG3,
     [("terse", "overdue_loans: loop -> list comprehension"),
      ("polite", "Would you rewrite the loop in overdue_loans as a list comprehension? Same filter, same result, and please don't touch borrowers_to_chase."),
      ("declarative", "overdue_loans ought to build its list with a single list comprehension rather than a for loop and append."),
      ("other", "Kannst du in overdue_loans die for-Schleife durch eine List Comprehension ersetzen? Nur dort."),
      ("other", "make overdue_loans a one-liner comprehension pls, behaviour identical")],
     [("right", "loop replaced by a returned list comprehension with the same three conditions", [(LOOP, COMP, 1)]),
      ("right", "comprehension assigned to overdue and returned, same filter",
       [(LOOP, "    overdue = [loan for loan in loans if loan.returned is None and loan.due < today and not loan.extension_granted]\n    return overdue", 1)]),
      ("wrong", "the extension_granted condition was dropped from the filter",
       [(LOOP, "    return [loan for loan in loans if loan.returned is None and loan.due < today]", 1)]),
      ("wrong", "returns a generator expression, not a list; len() and indexing by callers break",
       [(LOOP, "    return (\n        loan for loan in loans\n        if loan.returned is None and loan.due < today and not loan.extension_granted\n    )", 1)]),
      ("wrong", "due < today became due <= today, so loans due today count as overdue",
       [(LOOP, COMP.replace("loan.due < today", "loan.due <= today"), 1)]),
      ("wrong", "borrowers_to_chase was also turned into a comprehension that no longer removes duplicate names; overdue_loans untouched",
       [('''    names = []
    for loan in overdue_loans(loans, today):
        if loan.borrower not in names:
            names.append(loan.borrower)
    return names''', "    return [loan.borrower for loan in overdue_loans(loans, today)]", 1)])])

ORIG4 = '''
"""Herd health records: treatments, withdrawal periods and the vet's list."""
import csv
from datetime import date, timedelta

# days the milk must be kept out of the bulk tank after the last dose
WITHDRAWAL_DAYS = {
    "cefquinome": 2,
    "oxytetracycline": 7,
    "meloxicam": 5,
    "homeopathic": 0,
}
ORGANIC_FACTOR = 2  # organic rules double the statutory withdrawal period


def load_treatments(path):
    with open(path, newline="") as fh:
        return [row for row in csv.DictReader(fh)]


def withdrawal_end(last_dose, drug, organic=True):
    """Date from which the cow's milk may go back into the bulk tank."""
    days = WITHDRAWAL_DAYS.get(drug)
    if days is None:
        raise KeyError(f"no withdrawal period on file for {drug}")
    if organic:
        days = max(days * ORGANIC_FACTOR, 2)
    return last_dose + timedelta(days=days)


def cows_in_withdrawal(treatments, today):
    out = []
    for t in treatments:
        end = withdrawal_end(date.fromisoformat(t["last_dose"]), t["drug"])
        if end > today:
            out.append(t["tag"])
    return sorted(set(out))


def vet_list(treatments, today, lame_scores):
    """Cows the vet should see on Thursday: still treated or lameness score 3+."""
    treated = set(cows_in_withdrawal(treatments, today))
    lame = {tag for tag, score in lame_scores.items() if score >= 3}
    return sorted(treated | lame)
'''
SIG = "def withdrawal_end(last_dose, drug, organic=True):"
case("add_type_hints-python-herd-health", "herd_health.py", "add_type_hints", "python", ORIG4,
     [("terse", "type hints on withdrawal_end (date, str, bool -> date)"),
      ("polite", "Could you add type annotations to withdrawal_end only: last_dose is a date, drug a str, organic a bool, and it returns a date. Please keep the default and the docstring."),
      ("declarative", "withdrawal_end should be fully annotated: last_dose: date, drug: str, organic: bool = True, returning date."),
      ("other", "ajoute des annotations de type à withdrawal_end (date, str, bool) avec le type de retour date, rien d'autre"),
      ("other", "annotate withdrawal_end's params + return type, the other functions stay untyped for now")],
     [("right", "signature annotated exactly as asked, default kept",
       [(SIG, "def withdrawal_end(last_dose: date, drug: str, organic: bool = True) -> date:", 1)]),
      ("wrong", "annotations added but the organic default was dropped, so every caller that passes two arguments breaks",
       [(SIG, "def withdrawal_end(last_dose: date, drug: str, organic: bool) -> date:", 1)]),
      ("wrong", "organic's default flipped to False while annotating",
       [(SIG, "def withdrawal_end(last_dose: date, drug: str, organic: bool = False) -> date:", 1)]),
      ("wrong", "the annotation was put on cows_in_withdrawal instead; withdrawal_end still bare",
       [("def cows_in_withdrawal(treatments, today):", "def cows_in_withdrawal(treatments: list[dict], today: date) -> list[str]:", 1)]),
      ("wrong", "return annotation written with a colon instead of ->, a SyntaxError",
       [(SIG, "def withdrawal_end(last_dose: date, drug: str, organic: bool = True): date:", 1)]),
      ("wrong", "hints added but the docstring was removed",
       [(SIG + '\n    """Date from which the cow\'s milk may go back into the bulk tank."""', "def withdrawal_end(last_dose: date, drug: str, organic: bool = True) -> date:", 1)])])
