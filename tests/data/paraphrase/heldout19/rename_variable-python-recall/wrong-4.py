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
            overdue.append((patient, days_overdue))
    overdue.sort(key=lambda pair: pair[1], reverse=True)
    return overdue
