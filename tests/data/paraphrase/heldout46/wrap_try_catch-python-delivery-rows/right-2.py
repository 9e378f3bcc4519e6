"""Import of wholesaler delivery notes into the compounding lab's stock ledger."""

import csv
import logging
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from pathlib import Path

log = logging.getLogger("alderlab.deliveries")


@dataclass
class DeliveryLine:
    note_no: str
    product_code: str
    description: str
    quantity: Decimal
    unit: str
    lot: str
    expiry: str


def parse_line(row: dict[str, str]) -> DeliveryLine:
    return DeliveryLine(
        note_no=row["note"].strip(),
        product_code=row["code"].strip(),
        description=row["description"].strip(),
        quantity=Decimal(row["qty"]),
        unit=row["unit"].strip().lower(),
        lot=row["lot"].strip(),
        expiry=row["expiry"].strip(),
    )


def read_note(path: Path) -> list[DeliveryLine]:
    lines = []
    with path.open(newline="") as fh:
        for row in csv.DictReader(fh):
            try:
                lines.append(parse_line(row))
            except (KeyError, InvalidOperation):
                log.warning("skipping malformed row in %s: %r", path.name, row)
    log.info("read %d lines from %s", len(lines), path.name)
    return lines


def import_folder(folder: Path, ledger) -> int:
    total = 0
    for path in sorted(folder.glob("*.csv")):
        for line in read_note(path):
            ledger.receive(line.product_code, line.quantity, line.lot, line.expiry)
            total += 1
    return total
