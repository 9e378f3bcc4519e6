"""Kennel boarding: which runs are free, who needs feeding, and the checkout bill."""

NIGHTLY_RATE = {"small": 28.0, "medium": 34.0, "large": 41.0}
MEDICATION_FEE = 6.5


def free_runs(runs, bookings, night):
    taken = set()
    for booking in bookings:
        if booking["arrive"] <= night < booking["leave"]:
            taken.add(booking["run"])
    return [run for run in runs if run not in taken]


def feeding_list(guests):
    """Names and diets of boarders that eat tonight, special diets first."""
    tonight = [
        (guest["name"], guest["diet"])
        for guest in guests
        if not guest["fasting"]
    ]
    tonight.sort(key=lambda pair: pair[1] == "standard")
    return tonight


def medication_rounds(guests):
    rounds = {}
    for guest in guests:
        for med in guest.get("medications", []):
            rounds.setdefault(med["time"], []).append(guest["name"])
    return rounds


def checkout_bill(guest, nights):
    total = NIGHTLY_RATE[guest["size"]] * nights
    if guest.get("medications"):
        total += MEDICATION_FEE * nights
    return round(total, 2)
