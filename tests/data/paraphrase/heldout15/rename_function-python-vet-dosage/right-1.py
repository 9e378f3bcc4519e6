"""Dosage and treatment scheduling for the Harbourside Veterinary Clinic.

Doses are computed per kilogram of body weight and capped by species. The
clinic's formulary lives in FORMULARY; the audit log records every dose that
is handed out (event name "calc_dose" is what the reporting job filters on).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import datetime, timedelta

log = logging.getLogger("harbourside.dosing")

SPECIES_CAPS_MG = {
    "canine": 1500.0,
    "feline": 400.0,
    "rabbit": 120.0,
    "equine": 25000.0,
}

FORMULARY = {
    "meloxicam": {"mg_per_kg": 0.1, "interval_h": 24, "max_days": 5},
    "amoxicillin": {"mg_per_kg": 12.5, "interval_h": 12, "max_days": 10},
    "gabapentin": {"mg_per_kg": 5.0, "interval_h": 8, "max_days": 14},
    "maropitant": {"mg_per_kg": 1.0, "interval_h": 24, "max_days": 5},
}


class DosingError(ValueError):
    pass


@dataclass
class Patient:
    chart_no: str
    name: str
    species: str
    weight_kg: float
    allergies: list[str] = field(default_factory=list)
    renal_impaired: bool = False


@dataclass
class DoseLine:
    drug: str
    amount_mg: float
    due_at: datetime


@dataclass
class AuditEntry:
    event: str
    chart_no: str
    detail: str
    at: datetime


AUDIT: list[AuditEntry] = []


def audit(event: str, patient: Patient, detail: str) -> None:
    AUDIT.append(AuditEntry(event, patient.chart_no, detail, datetime.now()))


def compute_dose_mg(patient: Patient, drug: str) -> float:
    """Return one dose of `drug` in mg for `patient`, capped for the species."""
    if drug not in FORMULARY:
        raise DosingError(f"{drug} is not in the formulary")
    if drug in patient.allergies:
        raise DosingError(f"{patient.name} is allergic to {drug}")
    entry = FORMULARY[drug]
    amount = entry["mg_per_kg"] * patient.weight_kg
    if patient.renal_impaired:
        amount *= 0.75
    cap = SPECIES_CAPS_MG.get(patient.species)
    if cap is not None and amount > cap:
        log.warning("capping %s for %s at %.1f mg", drug, patient.name, cap)
        amount = cap
    audit("calc_dose", patient, f"{drug} {amount:.2f} mg")
    return round(amount, 2)


def dose_schedule(patient: Patient, drug: str, start: datetime, days: int) -> list[DoseLine]:
    """Every dose of a course, starting at `start`."""
    entry = FORMULARY[drug]
    if days > entry["max_days"]:
        raise DosingError(f"{drug} may be given for at most {entry['max_days']} days")
    amount = compute_dose_mg(patient, drug)
    step = timedelta(hours=entry["interval_h"])
    doses_per_day = 24 // entry["interval_h"]
    lines = []
    for i in range(days * doses_per_day):
        lines.append(DoseLine(drug, amount, start + i * step))
    return lines


def daily_total_mg(patient: Patient, drug: str) -> float:
    entry = FORMULARY[drug]
    return compute_dose_mg(patient, drug) * (24 // entry["interval_h"])


def tablets_needed(patient: Patient, drug: str, tablet_mg: float, days: int) -> int:
    """Whole tablets to dispense for a course, rounding each dose up to a half tablet."""
    per_dose = compute_dose_mg(patient, drug) / tablet_mg
    halves = -(-per_dose * 2 // 1)
    doses = days * (24 // FORMULARY[drug]["interval_h"])
    return int(-(-(halves * doses) // 2))


def discharge_summary(patient: Patient, plan: dict[str, int]) -> str:
    """Text for the owner's discharge sheet: one line per drug and course length."""
    out = [f"Discharge summary for {patient.name} ({patient.species}, {patient.weight_kg} kg)"]
    for drug, days in sorted(plan.items()):
        try:
            mg = compute_dose_mg(patient, drug)
        except DosingError as err:
            out.append(f"  {drug}: NOT DISPENSED ({err})")
            continue
        hours = FORMULARY[drug]["interval_h"]
        out.append(f"  {drug}: {mg} mg every {hours} h for {days} days")
    return "\n".join(out)


def overdue_doses(lines: list[DoseLine], given: set[datetime], now: datetime) -> list[DoseLine]:
    """Doses that were due more than an hour ago and are not marked as given."""
    grace = timedelta(hours=1)
    return [d for d in lines if d.due_at + grace <= now and d.due_at not in given]


def reporting_events(kind: str = "calc_dose") -> list[AuditEntry]:
    return [e for e in AUDIT if e.event == kind]


def doses_by_chart() -> dict[str, int]:
    """How many doses were computed per chart number, for the weekly pharmacy count."""
    counts: dict[str, int] = {}
    for e in reporting_events():
        counts[e.chart_no] = counts.get(e.chart_no, 0) + 1
    return counts


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    biscuit = Patient("HV-20417", "Biscuit", "canine", 23.4, allergies=["amoxicillin"])
    mochi = Patient("HV-20533", "Mochi", "feline", 4.1, renal_impaired=True)
    print(discharge_summary(biscuit, {"meloxicam": 5, "amoxicillin": 7}))
    print(discharge_summary(mochi, {"gabapentin": 10, "maropitant": 3}))
    start = datetime(2026, 3, 2, 8, 0)
    course = dose_schedule(mochi, "gabapentin", start, 3)
    print(len(course), "doses,", tablets_needed(mochi, "gabapentin", 25.0, 3), "tablets")
    late = overdue_doses(course, set(), start + timedelta(hours=17))
    print("overdue:", [d.due_at.strftime("%H:%M") for d in late])
    print(len(reporting_events()), "dose events audited")
