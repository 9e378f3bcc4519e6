"""Vaccination reminder run for Willowbank Veterinary Clinic.

Runs every Monday at 07:00: finds patients whose boosters fall due in the next
three weeks and e-mails their owners, unless the owner opted out at reception.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta

BOOSTER_INTERVAL_DAYS = {
    "DHPPi": 3 * 365,
    "leptospirosis": 365,
    "rabies": 3 * 365,
    "feline_enteritis": 3 * 365,
    "feline_leukaemia": 365,
}
REMINDER_WINDOW = timedelta(days=21)


@dataclass
class Owner:
    surname: str
    email: str | None
    opted_out: bool = False


@dataclass
class Patient:
    chart_number: str
    name: str
    species: str
    owner: Owner
    last_given: dict[str, date]


def next_due(patient: Patient, vaccine: str) -> date | None:
    given = patient.last_given.get(vaccine)
    if given is None:
        return None
    return given + timedelta(days=BOOSTER_INTERVAL_DAYS[vaccine])


def vaccines_due_within(patient: Patient, today: date) -> list[str]:
    due = []
    for vaccine in sorted(patient.last_given):
        when = next_due(patient, vaccine)
        if when is not None and when <= today + REMINDER_WINDOW:
            due.append(vaccine)
    return due


def owners_to_remind(patients: list[Patient], today: date) -> list[Owner]:
    owners: list[Owner] = []
    for patient in patients:
        if vaccines_due_within(patient, today) and patient.owner not in owners:
            owners.append(patient.owner)
    return owners


def reminder_addresses(owners: list[Owner]) -> list[str]:
    return {owner.email.strip().lower() for owner in owners if owner.email and not owner.opted_out}


def weekly_run(patients: list[Patient], today: date) -> int:
    addresses = reminder_addresses(owners_to_remind(patients, today))
    print(f"{today:%d %b}: {len(addresses)} reminder e-mails queued")
    return len(addresses)
