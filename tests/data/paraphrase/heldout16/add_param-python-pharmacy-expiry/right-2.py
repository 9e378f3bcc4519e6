"""Expiry tracking for the inpatient pharmacy stock rooms.

Each night the job walks the lots in every stock room, flags the ones that
expire soon and drafts the pull list that the technicians work from in the
morning. Controlled substances are reported separately because they need a
witness when they are pulled.
"""

import csv
import logging
from dataclasses import dataclass
from datetime import date, timedelta
from pathlib import Path

log = logging.getLogger("pharmacy.expiry")

CONTROLLED_SCHEDULES = {"CII", "CIII", "CIV"}
DEFAULT_ROOMS = ("MAIN", "ICU-SAT", "ONC-SAT", "ED-PYXIS")


@dataclass
class Lot:
    ndc: str
    drug_name: str
    lot_number: str
    expires_on: date
    quantity: int
    room: str
    schedule: str = ""

    @property
    def controlled(self) -> bool:
        return self.schedule in CONTROLLED_SCHEDULES


def load_lots(path: Path) -> list[Lot]:
    """Read the stock export (one row per lot) written by the carousel system."""
    lots = []
    with path.open(newline="") as fh:
        for row in csv.DictReader(fh):
            lots.append(
                Lot(
                    ndc=row["ndc"],
                    drug_name=row["drug_name"].strip(),
                    lot_number=row["lot"],
                    expires_on=date.fromisoformat(row["expires"]),
                    quantity=int(row["qty"]),
                    room=row["room"],
                    schedule=row.get("schedule", ""),
                )
            )
    return lots


def days_left(lot: Lot, today: date) -> int:
    return (lot.expires_on - today).days


def expiring_lots(lots: list[Lot], today: date, window_days: int = 30) -> list[Lot]:
    """Lots that expire within ``window_days`` of ``today`` (expired ones included)."""
    cutoff = today + timedelta(days=window_days)
    soon = [lot for lot in lots if lot.expires_on <= cutoff and lot.quantity > 0]
    soon.sort(key=lambda lot: (lot.expires_on, lot.room, lot.drug_name))
    return soon


def pull_list(lots: list[Lot], today: date, rooms=DEFAULT_ROOMS, window_days: int = 30) -> dict[str, list[Lot]]:
    """Expiring lots grouped by stock room, for the morning pull."""
    by_room: dict[str, list[Lot]] = {room: [] for room in rooms}
    for lot in expiring_lots(lots, today, window_days=window_days):
        if lot.room in by_room:
            by_room[lot.room].append(lot)
        else:
            log.warning("lot %s in unknown room %s", lot.lot_number, lot.room)
    return by_room


def controlled_report(lots: list[Lot], today: date) -> list[Lot]:
    """Controlled-substance lots that need a witnessed pull."""
    return [lot for lot in expiring_lots(lots, today, window_days=60) if lot.controlled]


def write_pull_sheet(by_room: dict[str, list[Lot]], today: date, out: Path) -> int:
    """Write the printable pull sheet; returns the number of lines written."""
    written = 0
    with out.open("w", newline="") as fh:
        writer = csv.writer(fh)
        writer.writerow(["room", "drug", "ndc", "lot", "expires", "days_left", "qty"])
        for room, room_lots in by_room.items():
            for lot in room_lots:
                writer.writerow(
                    [
                        room,
                        lot.drug_name,
                        lot.ndc,
                        lot.lot_number,
                        lot.expires_on.isoformat(),
                        days_left(lot, today),
                        lot.quantity,
                    ]
                )
                written += 1
    return written


def wasted_value(lots: list[Lot], unit_costs: dict[str, float], today: date) -> float:
    """Cost of stock that has already expired, by NDC unit cost."""
    total = 0.0
    for lot in lots:
        if lot.expires_on < today:
            total += unit_costs.get(lot.ndc, 0.0) * lot.quantity
    return round(total, 2)


def room_summary(by_room: dict[str, list[Lot]]) -> list[str]:
    lines = []
    for room, room_lots in by_room.items():
        units = sum(lot.quantity for lot in room_lots)
        lines.append(f"{room:<10} {len(room_lots):>4} lots {units:>6} units")
    return lines


def quarantine(lots: list[Lot], recalled_ndcs: set[str]) -> list[Lot]:
    """Lots under a manufacturer recall; they are pulled whatever their expiry."""
    held = [lot for lot in lots if lot.ndc in recalled_ndcs]
    for lot in held:
        log.warning("recalled lot %s (%s) in %s", lot.lot_number, lot.drug_name, lot.room)
    return held


def nightly(export: Path, out_dir: Path, today: date | None = None) -> None:
    today = today or date.today()
    lots = load_lots(export)
    by_room = pull_list(lots, today)
    sheet = out_dir / f"pull-{today.isoformat()}.csv"
    count = write_pull_sheet(by_room, today, sheet)
    log.info("pull sheet %s: %d lines", sheet.name, count)
    for line in room_summary(by_room):
        log.info(line)
    for lot in controlled_report(lots, today):
        log.warning(
            "controlled lot %s (%s, %s) expires %s: witness required",
            lot.lot_number,
            lot.drug_name,
            lot.schedule,
            lot.expires_on,
        )


if __name__ == "__main__":
    import sys

    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    nightly(Path(sys.argv[1]), Path(sys.argv[2]))
