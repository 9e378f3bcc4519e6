"""Texts of the e-mails the Millbrook Public Library sends to its members."""

import logging
from datetime import date, timedelta

log = logging.getLogger("millbrook.notices")

FINE_PER_DAY = 0.25
MAX_FINE = 10.00
BRANCH_HOURS = {
    "Central": "9-20",
    "Riverside": "10-18",
    "Oak Hill": "12-19",
}


def fine_for(days_overdue: int) -> float:
    return min(days_overdue * FINE_PER_DAY, MAX_FINE)


def overdue_notice(member_name: str, title: str, due: date, today: date) -> str:
    days = (today - due).days
    fine = fine_for(days)
    log.info("overdue notice for %s (%d days)", member_name, days)
    return f"Dear {member_name},\n\"{title}\" was due on {due.isoformat()} and is {days} days overdue. Fine so far: ${fine:.2f}.\n"


def hold_ready_notice(member_name: str, title: str, branch: str, shelved_on: date) -> str:
    pickup_by = shelved_on + timedelta(days=7)
    hours = BRANCH_HOURS.get(branch, "see our website")
    log.info("hold ready for %s at %s", member_name, branch)
    return f"Hello {member_name}, your hold \"{title}\" is waiting at {branch} until {pickup_by.strftime('%d %B')} (open {hours})."


def digest(notices: list[str]) -> str:
    return "\n---\n".join(notices)
