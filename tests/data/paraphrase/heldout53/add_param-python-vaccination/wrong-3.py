"""Vaccination reminders for the Lindenhof Veterinary Hospital."""

from datetime import date, timedelta

BOOSTER_INTERVALS = {
    "rabies": 365 * 3,
    "distemper": 365,
    "leptospirosis": 365,
    "feline_leukaemia": 365,
    "kennel_cough": 180,
}


def next_due(vaccine: str, given_on: date) -> date:
    return given_on + timedelta(days=BOOSTER_INTERVALS[vaccine])


def due_reminders(records: list[dict], today: date, lead_days: int = 30) -> list[dict]:
    """Vaccinations that fall due within lead_days, oldest first."""
    upcoming = []
    for rec in records:
        due = next_due(rec["vaccine"], rec["given_on"])
        if today <= due <= today + timedelta(days=lead_days):
            upcoming.append({"patient": rec["patient"], "vaccine": rec["vaccine"], "due": due})
    return sorted(upcoming, key=lambda r: r["due"])


def reminder_text(reminder: dict, clinic_phone: str) -> str:
    return (
        f"{reminder['patient']} is due for the {reminder['vaccine'].replace('_', ' ')} booster "
        f"on {reminder['due']:%d %B}. Call {clinic_phone} to book."
    )


def send_all(records: list[dict], today: date, clinic_phone: str, outbox: list[str], lead_days: int = 14) -> int:
    reminders = due_reminders(records, today, lead_days)
    for reminder in reminders:
        outbox.append(reminder_text(reminder, clinic_phone))
    return len(reminders)


def overdue(records: list[dict], today: date) -> list[str]:
    return [rec["patient"] for rec in records if next_due(rec["vaccine"], rec["given_on"]) < today]
