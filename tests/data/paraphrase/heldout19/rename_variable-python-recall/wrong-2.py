"""Recall planning for the Harbourview Dental clinic.

Patients are due for a hygiene recall a fixed number of months after their last
cleaning; the interval depends on their periodontal risk band. This module works
out who is overdue, proposes slots in the hygienists' calendars and drafts the
reminder messages the front desk sends out.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from typing import Iterable

RECALL_MONTHS = {"low": 12, "moderate": 6, "high": 3}
GRACE_DAYS = 14
SLOT_MINUTES = 40
CLINIC_OPENS = dt.time(8, 0)
CLINIC_CLOSES = dt.time(17, 30)
LUNCH_START = dt.time(12, 30)
LUNCH_END = dt.time(13, 15)


@dataclass
class Patient:
    chart_no: str
    full_name: str
    risk_band: str
    last_cleaning: dt.date | None
    phone: str | None = None
    email: str | None = None
    prefers_sms: bool = False


@dataclass
class Hygienist:
    initials: str
    works_on: set[int] = field(default_factory=set)  # weekday numbers, Monday = 0
    booked: dict[dt.date, list[dt.time]] = field(default_factory=dict)


@dataclass
class Proposal:
    patient: Patient
    hygienist: Hygienist
    day: dt.date
    start: dt.time


def add_months(day: dt.date, months: int) -> dt.date:
    month_index = day.month - 1 + months
    year = day.year + month_index // 12
    month = month_index % 12 + 1
    # clamp the 31st to the end of shorter months
    for last_day in (31, 30, 29, 28):
        try:
            return dt.date(year, month, min(day.day, last_day))
        except ValueError:
            continue
    raise ValueError(f"cannot add {months} months to {day}")


def recall_due(patient: Patient) -> dt.date | None:
    if patient.last_cleaning is None:
        return None
    months = RECALL_MONTHS.get(patient.risk_band, 6)
    return add_months(patient.last_cleaning, months)


def overdue_patients(patients: Iterable[Patient], today: dt.date) -> list[tuple[Patient, int]]:
    """Patients whose recall date passed more than GRACE_DAYS ago, most overdue first."""
    overdue = []
    for patient in patients:
        due = recall_due(patient)
        if due is None:
            continue
        days_overdue = (today - due).days
        if days_overdue > GRACE_DAYS:
            overdue.append((patient, lapse))
    overdue.sort(key=lambda pair: pair[1], reverse=True)
    return overdue


def _day_slots(day: dt.date) -> list[dt.time]:
    slots = []
    current = dt.datetime.combine(day, CLINIC_OPENS)
    closing = dt.datetime.combine(day, CLINIC_CLOSES)
    step = dt.timedelta(minutes=SLOT_MINUTES)
    while current + step <= closing:
        t = current.time()
        if not (LUNCH_START <= t < LUNCH_END):
            slots.append(t)
        current += step
    return slots


def free_slots(hygienist: Hygienist, day: dt.date) -> list[dt.time]:
    if day.weekday() not in hygienist.works_on:
        return []
    taken = set(hygienist.booked.get(day, []))
    return [t for t in _day_slots(day) if t not in taken]


def propose_slots(
    overdue: list[tuple[Patient, int]],
    hygienists: list[Hygienist],
    start_day: dt.date,
    horizon_days: int = 21,
) -> list[Proposal]:
    """Greedy first-fit: the most overdue patient gets the earliest free slot."""
    proposals = []
    for patient, _ in overdue:
        placed = False
        for offset in range(horizon_days):
            day = start_day + dt.timedelta(days=offset)
            for hygienist in hygienists:
                slots = free_slots(hygienist, day)
                if not slots:
                    continue
                start = slots[0]
                hygienist.booked.setdefault(day, []).append(start)
                proposals.append(Proposal(patient, hygienist, day, start))
                placed = True
                break
            if placed:
                break
    return proposals


def reminder_text(patient: Patient, lapse: int) -> str:
    """Message for the front desk; lapse is the number of days past the recall date."""
    first_name = patient.full_name.split()[0]
    if lapse > 180:
        return (
            f"Hi {first_name}, it has been a while since your last cleaning at Harbourview Dental. "
            "Please call us on 01632 960 418 to book a check-up."
        )
    weeks = lapse // 7
    return (
        f"Hi {first_name}, your hygiene recall is {weeks} week(s) overdue. "
        "Reply BOOK and we will offer you a slot."
    )


def contact_route(patient: Patient) -> str:
    if patient.prefers_sms and patient.phone:
        return "sms"
    if patient.email:
        return "email"
    if patient.phone:
        return "phone"
    return "letter"


def build_outbox(
    patients: Iterable[Patient],
    today: dt.date,
) -> list[dict[str, str]]:
    outbox = []
    for patient, days in overdue_patients(patients, today):
        outbox.append(
            {
                "chart_no": patient.chart_no,
                "route": contact_route(patient),
                "message": reminder_text(patient, days),
            }
        )
    return outbox


def summarise(proposals: list[Proposal]) -> str:
    lines = []
    for p in sorted(proposals, key=lambda p: (p.day, p.start)):
        lines.append(
            f"{p.day:%a %d %b} {p.start:%H:%M}  {p.hygienist.initials:<3} "
            f"{p.patient.chart_no}  {p.patient.full_name}"
        )
    return "\n".join(lines)


if __name__ == "__main__":
    today = dt.date.today()
    demo = [
        Patient("HV-0192", "Maren Okafor", "high", today - dt.timedelta(days=140), phone="07700 900123"),
        Patient("HV-0407", "Tobias Lindqvist", "low", today - dt.timedelta(days=420), email="tl@example.org"),
        Patient("HV-0533", "Ines Carvalho", "moderate", None),
    ]
    staff = [Hygienist("RJ", {0, 2, 4}), Hygienist("KM", {1, 3})]
    late = overdue_patients(demo, today)
    print(summarise(propose_slots(late, staff, today + dt.timedelta(days=1))))
