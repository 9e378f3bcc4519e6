"""Refill scheduling for the dispensary counter.

Works out when a repeat prescription may be collected again, flags early
requests for the pharmacist, and prepares the daily refill worklist.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Iterable

log = logging.getLogger("dispensary.refills")

# Controlled drugs may never be released early, whatever the policy says.
CONTROLLED_SCHEDULES = {"CD2", "CD3"}
DEFAULT_GRACE_DAYS = 7
MAX_REPEATS = 12


@dataclass
class Prescription:
    rx_number: str
    patient_id: str
    drug_code: str
    quantity: int
    daily_dose: float
    repeats_left: int
    schedule: str = ""
    last_dispensed: date | None = None
    notes: list[str] = field(default_factory=list)

    @property
    def controlled(self) -> bool:
        return self.schedule in CONTROLLED_SCHEDULES


@dataclass
class RefillDecision:
    rx_number: str
    allowed: bool
    earliest: date | None
    reason: str


def days_of_supply(rx: Prescription) -> int:
    """Whole days one dispensing lasts at the prescribed daily dose."""
    if rx.daily_dose <= 0:
        raise ValueError(f"{rx.rx_number}: daily dose must be positive")
    return int(rx.quantity // rx.daily_dose)


def refill_eligibility(rx: Prescription, today: date, policy: dict) -> RefillDecision:
    """Decide whether a repeat may be dispensed today."""
    if rx.repeats_left <= 0:
        return RefillDecision(rx.rx_number, False, None, "no repeats left")
    if rx.last_dispensed is None:
        return RefillDecision(rx.rx_number, True, today, "first dispensing")
    supply = days_of_supply(rx)
    early_window = 0 if rx.controlled else policy.get("early_window", DEFAULT_GRACE_DAYS)
    # the patient may collect a few days before the current supply runs out
    earliest = rx.last_dispensed + timedelta(days=supply - early_window)
    if today < earliest:
        wait = (earliest - today).days
        return RefillDecision(rx.rx_number, False, earliest, f"too early by {wait} day(s)")
    runs_out = rx.last_dispensed + timedelta(days=supply)
    if early_window and today < runs_out:
        log.info("%s released %d day(s) early", rx.rx_number, (runs_out - today).days)
    return RefillDecision(rx.rx_number, True, earliest, "due")


def overdue_report(prescriptions: Iterable[Prescription], today: date) -> list[tuple[str, int]]:
    """Patients who are late to collect, with how many days late they are."""
    late = []
    for rx in prescriptions:
        if rx.last_dispensed is None or rx.repeats_left <= 0:
            continue
        # grace_days here is the slack before we phone the patient, not the early window
        grace_days = 3 if rx.controlled else 10
        due = rx.last_dispensed + timedelta(days=days_of_supply(rx))
        days_late = (today - due).days
        if days_late > grace_days:
            late.append((rx.patient_id, days_late))
    late.sort(key=lambda pair: pair[1], reverse=True)
    return late


def record_dispensing(rx: Prescription, today: date, pharmacist: str) -> Prescription:
    """Mark a repeat as collected and return the updated prescription."""
    if rx.repeats_left <= 0:
        raise ValueError(f"{rx.rx_number}: nothing left to dispense")
    rx.repeats_left -= 1
    rx.last_dispensed = today
    rx.notes.append(f"{today.isoformat()} dispensed by {pharmacist}")
    if rx.repeats_left == 0:
        rx.notes.append("last repeat: ask the prescriber for a renewal")
    return rx


def build_worklist(prescriptions: Iterable[Prescription], today: date, policy: dict) -> list[RefillDecision]:
    """Every prescription that is due or nearly due, earliest first."""
    decisions = []
    for rx in prescriptions:
        decision = refill_eligibility(rx, today, policy)
        if decision.allowed or (decision.earliest and (decision.earliest - today).days <= 2):
            decisions.append(decision)
    decisions.sort(key=lambda d: (d.earliest or today, d.rx_number))
    return decisions


def format_worklist_line(decision: RefillDecision) -> str:
    when = decision.earliest.isoformat() if decision.earliest else "-"
    flag = "OK " if decision.allowed else "WAIT"
    return f"{flag} {decision.rx_number:<10} {when:<10} {decision.reason}"


def validate(rx: Prescription) -> list[str]:
    """Problems that stop a prescription from entering the refill system."""
    problems = []
    if not rx.rx_number.startswith("RX"):
        problems.append("rx number must start with RX")
    if rx.quantity <= 0:
        problems.append("quantity must be positive")
    if rx.repeats_left > MAX_REPEATS:
        problems.append(f"at most {MAX_REPEATS} repeats")
    if rx.controlled and rx.repeats_left > 0 and rx.schedule == "CD2":
        problems.append("schedule 2 drugs cannot have repeats")
    return problems


def load_prescriptions(rows: Iterable[dict]) -> list[Prescription]:
    out = []
    for row in rows:
        last = row.get("last_dispensed")
        rx = Prescription(
            rx_number=row["rx_number"],
            patient_id=row["patient_id"],
            drug_code=row["drug_code"],
            quantity=int(row["quantity"]),
            daily_dose=float(row["daily_dose"]),
            repeats_left=int(row["repeats_left"]),
            schedule=row.get("schedule", ""),
            last_dispensed=date.fromisoformat(last) if last else None,
        )
        problems = validate(rx)
        if problems:
            log.warning("skipping %s: %s", rx.rx_number, "; ".join(problems))
            continue
        out.append(rx)
    return out


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    sample = load_prescriptions([
        {"rx_number": "RX1001", "patient_id": "P-17", "drug_code": "AMLO5", "quantity": 28,
         "daily_dose": 1, "repeats_left": 5, "last_dispensed": "2026-11-12"},
        {"rx_number": "RX1002", "patient_id": "P-23", "drug_code": "OXY10", "quantity": 56,
         "daily_dose": 2, "repeats_left": 0, "schedule": "CD2", "last_dispensed": "2026-11-20"},
    ])
    for line in build_worklist(sample, date(2026, 12, 7), {"grace_days": 5}):
        print(format_worklist_line(line))
