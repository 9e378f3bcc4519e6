"""Appointment reminders for the Harbourview Veterinary Clinic.

Reminders go out by SMS the day before a visit (and a second time two hours
before surgery drop-offs). Sent reminders are logged so that a patient never
gets the same message twice.
"""

from __future__ import annotations

import csv
import logging
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path

log = logging.getLogger("harbourview.reminders")

CLINIC_PHONE = "+44 1632 960 418"
SURGERY_KINDS = {"spay", "neuter", "dental", "mass-removal"}
QUIET_HOURS = (21, 8)  # no texts between 21:00 and 08:00


@dataclass
class Patient:
    chart_no: str
    name: str
    species: str
    owner_name: str
    owner_mobile: str | None = None
    opted_out: bool = False


@dataclass
class Appointment:
    visit_id: str
    chart_no: str
    starts_at: datetime
    visit_kind: str
    vet_initials: str
    notes: str = ""
    tags: list[str] = field(default_factory=list)

    @property
    def is_surgery(self) -> bool:
        return self.visit_kind in SURGERY_KINDS


@dataclass
class Reminder:
    visit_id: str
    mobile: str
    body: str
    send_at: datetime


def load_patients(path: Path) -> dict[str, Patient]:
    patients = {}
    with path.open(newline="") as fh:
        for row in csv.DictReader(fh):
            patients[row["chart_no"]] = Patient(
                chart_no=row["chart_no"],
                name=row["name"],
                species=row["species"],
                owner_name=row["owner_name"],
                owner_mobile=row.get("owner_mobile") or None,
                opted_out=row.get("opted_out", "").lower() == "yes",
            )
    return patients


def load_appointments(path: Path) -> list[Appointment]:
    appointments = []
    with path.open(newline="") as fh:
        for row in csv.DictReader(fh):
            appointments.append(
                Appointment(
                    visit_id=row["visit_id"],
                    chart_no=row["chart_no"],
                    starts_at=datetime.fromisoformat(row["starts_at"]),
                    visit_kind=row["visit_kind"].strip().lower(),
                    vet_initials=row["vet"],
                    notes=row.get("notes", ""),
                )
            )
    return appointments


def in_quiet_hours(moment: datetime) -> bool:
    start, end = QUIET_HOURS
    return moment.hour >= start or moment.hour < end


def shift_out_of_quiet_hours(moment: datetime) -> datetime:
    if not in_quiet_hours(moment):
        return moment
    morning = moment.replace(hour=QUIET_HOURS[1], minute=0, second=0, microsecond=0)
    if moment.hour >= QUIET_HOURS[0]:
        morning += timedelta(days=1)
    return morning


def format_sms(patient: Patient, appt: Appointment) -> str:
    when = appt.starts_at.strftime("%a %d %b at %H:%M")
    if appt.is_surgery:
        return (
            f"Hi {patient.owner_name}, {patient.name} is booked for {appt.visit_kind} on {when}. "
            f"No food after midnight please. Questions: {CLINIC_PHONE}"
        )
    return f"Hi {patient.owner_name}, reminder: {patient.name} sees us on {when}. Reply C to cancel."


def build_batch(
    appointments: list[Appointment],
    patients: dict[str, Patient],
    now: datetime,
    already_sent: set[str],
) -> list[Reminder]:
    """Reminders for every visit starting within the next 36 hours."""
    batch: list[Reminder] = []
    # anything starting after the cutoff is picked up by a later run
    reminder_deadline = now + timedelta(hours=36)
    for appt in sorted(appointments, key=lambda a: a.starts_at):
        if appt.starts_at <= now or appt.starts_at >= reminder_deadline:
            continue
        if appt.visit_id in already_sent:
            continue
        patient = patients.get(appt.chart_no)
        if patient is None or patient.opted_out or not patient.owner_mobile:
            log.info("no reminder for %s (no reachable owner)", appt.visit_id)
            continue
        send_at = shift_out_of_quiet_hours(appt.starts_at - timedelta(hours=24))
        if send_at < now:
            send_at = now
        batch.append(Reminder(appt.visit_id, patient.owner_mobile, format_sms(patient, appt), send_at))
        if appt.is_surgery:
            second = shift_out_of_quiet_hours(appt.starts_at - timedelta(hours=2))
            if second <= reminder_deadline:
                batch.append(Reminder(appt.visit_id + "-dropoff", patient.owner_mobile, "Drop-off in 2 hours.", second))
    log.info("built %d reminders up to %s", len(batch), reminder_deadline.isoformat())
    return batch


def read_sent_log(path: Path) -> set[str]:
    if not path.exists():
        return set()
    return {line.split(",", 1)[0] for line in path.read_text().splitlines() if line}


def append_sent_log(path: Path, sent: list[Reminder], now: datetime) -> None:
    with path.open("a") as fh:
        for reminder in sent:
            fh.write(f"{reminder.visit_id},{now.isoformat()}\n")


def purge_sent_log(path: Path, now: datetime, keep_days: int = 30) -> int:
    """Drop log lines older than keep_days; returns how many were dropped."""
    if not path.exists():
        return 0
    cutoff = now - timedelta(days=keep_days)
    kept, dropped = [], 0
    for line in path.read_text().splitlines():
        visit_id, stamp = line.split(",", 1)
        if datetime.fromisoformat(stamp) < cutoff:
            dropped += 1
        else:
            kept.append(line)
    path.write_text("".join(f"{line}\n" for line in kept))
    return dropped


def run(data_dir: Path, gateway, now: datetime | None = None) -> int:
    now = now or datetime.now()
    patients = load_patients(data_dir / "patients.csv")
    appointments = load_appointments(data_dir / "appointments.csv")
    sent_log = data_dir / "reminders_sent.log"
    batch = build_batch(appointments, patients, now, read_sent_log(sent_log))
    delivered = []
    for reminder in batch:
        if reminder.send_at > now:
            gateway.schedule(reminder.mobile, reminder.body, reminder.send_at)
        else:
            gateway.send(reminder.mobile, reminder.body)
        delivered.append(reminder)
    append_sent_log(sent_log, delivered, now)
    purge_sent_log(sent_log, now)
    return len(delivered)
