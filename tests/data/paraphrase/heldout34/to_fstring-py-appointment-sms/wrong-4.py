"""SMS reminders for appointments at Lindenhof Orthodontics."""

import logging
from dataclasses import dataclass
from datetime import datetime, timedelta

log = logging.getLogger("appointments.sms")

MAX_SMS_LEN = 306  # two concatenated messages


@dataclass
class Clinic:
    name: str
    phone: str


@dataclass
class Appointment:
    patient_ref: str
    first_name: str
    mobile: str
    start: datetime
    kind_label: str
    orthodontist: str
    chair: int
    bring_aligners: bool = False
    aligner_set: int = 0


def format_reminder(appt: Appointment, clinic: Clinic) -> str:
    when = appt.start.strftime("%A %d %B at %H:%M")
    text = (f"Hi {appt.first_name}, this is {clinic.name}. Reminder: your {appt.kind_label} "
            f"on {when} with {appt.orthodontist} (chair {appt.chair}).")
    if appt.bring_aligners:
        text += f" Please bring aligner set {appt.aligner_set}."
    text += f"Reply C to confirm or call {clinic.phone}."
    return text


def due_reminders(appointments: list[Appointment], now: datetime) -> list[Appointment]:
    """Appointments starting between 24 and 48 hours from now."""
    lo, hi = now + timedelta(hours=24), now + timedelta(hours=48)
    return [a for a in appointments if lo <= a.start < hi]


def queue_reminders(appointments: list[Appointment], clinic: Clinic, now: datetime, send) -> int:
    queued = 0
    for appt in due_reminders(appointments, now):
        if not appt.mobile:
            log.info("no mobile number for %s, skipping", appt.patient_ref)
            continue
        text = format_reminder(appt, clinic)
        if len(text) > MAX_SMS_LEN:
            log.warning("reminder for %s is %d chars, truncated", appt.patient_ref, len(text))
            text = text[:MAX_SMS_LEN]
        send(appt.mobile, text)
        queued += 1
    return queued
