"""Appointment reminders: finds tomorrow's bookings and texts each patient."""

import asyncio
import logging
from datetime import date, timedelta

from clinic.db import Database
from clinic.sms import SmsGateway

log = logging.getLogger("reminders")

TEMPLATE = (
    "Hi {first_name}, a reminder of your appointment with {provider} "
    "on {day} at {time}. Reply C to cancel."
)


async def load_bookings(db: Database, day: date) -> list[dict]:
    rows = await db.fetch(
        "SELECT b.id, p.first_name, p.mobile, b.starts_at, pr.display_name "
        "FROM bookings b JOIN patients p ON p.id = b.patient_id "
        "JOIN providers pr ON pr.id = b.provider_id "
        "WHERE b.starts_at::date = $1 AND b.status = 'confirmed' AND p.sms_opt_in",
        day,
    )
    return [dict(r) for r in rows]


def render(booking: dict) -> str:
    starts = booking["starts_at"]
    return TEMPLATE.format(
        first_name=booking["first_name"],
        provider=booking["display_name"],
        day=starts.strftime("%A %d %B"),
        time=starts.strftime("%H:%M"),
    )


async def send_reminders(db: Database, sms: SmsGateway, day: date) -> int:
    bookings = await load_bookings(db, day)
    sent = 0
    for booking in bookings:
        if not booking["mobile"]:
            log.warning("booking %s: patient has no mobile number", booking["id"])
            continue
        sms.send(booking["mobile"], render(booking))
        sent += 1
    log.info("sent %d of %d reminders for %s", sent, len(bookings), day)
    return sent


def main() -> None:
    logging.basicConfig(level=logging.INFO)
    db = Database.from_env()
    sms = SmsGateway.from_env()
    asyncio.run(send_reminders(db, sms, date.today() + timedelta(days=1)))


if __name__ == "__main__":
    main()
