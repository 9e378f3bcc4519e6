"""Crossmatch helpers for the St. Brigid blood bank issue desk.

Units come from the inventory export as plain dicts:
    {"unit_id": "SB-24-01873", "group": "A+", "component": "RBC",
     "expires": date(2026, 12, 19), "irradiated": False}
"""
from datetime import date, timedelta

# recipient group -> donor groups whose red cells it may receive
RBC_COMPAT = {
    "O-": {"O-"},
    "O+": {"O-", "O+"},
    "A-": {"O-", "A-"},
    "A+": {"O-", "O+", "A-", "A+"},
    "B-": {"O-", "B-"},
    "B+": {"O-", "O+", "B-", "B+"},
    "AB-": {"O-", "A-", "B-", "AB-"},
    "AB+": {"O-", "O+", "A-", "A+", "B-", "B+", "AB-", "AB+"},
}

# units this close to expiry are offered first but flagged on the slip
SHORT_DATED = timedelta(days=3)


def compatible_units(patient_group: str, inventory: list[dict], today: date | None = None, irradiated_only: bool = True) -> list[dict]:
    """Return the red cell units the patient can receive, first-expiry-first-out."""
    today = today or date.today()
    allowed = RBC_COMPAT[patient_group]
    picked = []
    for unit in inventory:
        if unit["component"] != "RBC" or unit["group"] not in allowed:
            continue
        if unit["expires"] < today:
            continue
        if irradiated_only and not unit.get("irradiated", False):
            continue
        picked.append(unit)
    picked.sort(key=lambda u: u["expires"])
    return picked


def reserve_units(patient_group, inventory, needed, today=None):
    """Pick `needed` units for a crossmatch; raises if the shelf cannot cover it."""
    units = compatible_units(patient_group, inventory, today)
    if len(units) < needed:
        raise LookupError(f"only {len(units)} {patient_group}-compatible RBC units on the shelf, {needed} requested")
    return units[:needed]


def slip_lines(units, today):
    lines = []
    for unit in units:
        flag = " SHORT-DATED" if unit["expires"] - today <= SHORT_DATED else ""
        lines.append(f'{unit["unit_id"]}  {unit["group"]:>3}  exp {unit["expires"]:%d %b}{flag}')
    return lines
