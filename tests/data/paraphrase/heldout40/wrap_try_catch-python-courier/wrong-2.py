import json
import logging
import urllib.error
import urllib.request
from datetime import date

log = logging.getLogger("lab.courier")

PICKUP_URL = "https://api.swiftmedi-couriers.example/v2/pickups"


class PickupFailed(Exception):
    pass


def book_pickup(practice_code: str, case_numbers: list[str], day: date, api_key: str) -> str:
    """Book a courier run to collect impressions from a practice; returns the booking reference."""
    payload = {
        "collect_from": practice_code,
        "parcels": [{"ref": n, "kind": "impression"} for n in case_numbers],
        "date": day.isoformat(),
        "temperature": "ambient",
    }
    req = urllib.request.Request(
        PICKUP_URL,
        data=json.dumps(payload).encode(),
        headers={"Authorization": f"Bearer {api_key}", "Content-Type": "application/json"},
        method="POST",
    )
    with urllib.request.urlopen(req, timeout=15) as resp:
        body = json.load(resp)
    log.info("pickup %s booked for %s", body["reference"], practice_code)
    return body["reference"]


def book_day(practices: dict[str, list[str]], day: date, api_key: str) -> dict[str, str]:
    refs = {}
    for code, cases in practices.items():
        if not cases:
            continue
        try:
            refs[code] = book_pickup(code, cases, day, api_key)
        except urllib.error.URLError:
            continue
    return refs
