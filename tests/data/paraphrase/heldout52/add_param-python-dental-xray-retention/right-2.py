"""Radiograph (x-ray) retention for Harrowgate Dental Care."""
from datetime import date, timedelta

ADULT_RETENTION_YEARS = 11
CHILD_RETENTION_UNTIL_AGE = 25


def years_between(start: date, end: date) -> int:
    years = end.year - start.year
    if (end.month, end.day) < (start.month, start.day):
        years -= 1
    return years


def retention_deadline(taken_on: date, birth_date: date, *, adult_years: int = ADULT_RETENTION_YEARS) -> date:
    """Last day an x-ray must be kept, per the clinic records policy."""
    adult_deadline = taken_on + timedelta(days=365 * adult_years)
    age_at_scan = years_between(birth_date, taken_on)
    if age_at_scan < 18:
        child_deadline = date(birth_date.year + CHILD_RETENTION_UNTIL_AGE, birth_date.month, 1)
        return max(adult_deadline, child_deadline)
    return adult_deadline


def purge_candidates(xrays: list[dict], today: date) -> list[str]:
    """Ids of x-rays that are past their retention deadline."""
    due = []
    for xray in xrays:
        if xray.get("legal_hold"):
            continue
        deadline = retention_deadline(xray["taken_on"], xray["patient_birth_date"])
        if deadline < today:
            due.append(xray["xray_id"])
    return due


def retention_report(xrays: list[dict], today: date) -> str:
    lines = []
    for xray in xrays:
        deadline = retention_deadline(xray["taken_on"], xray["patient_birth_date"])
        state = "PURGE" if deadline < today else "keep"
        lines.append(f"{xray['xray_id']:<10} {xray['modality']:<8} {deadline.isoformat()} {state}")
    return "\n".join(lines)
