"""Import customer rows from the nightly CSV export."""

import csv
import logging
from dataclasses import dataclass
from datetime import date

log = logging.getLogger(__name__)


@dataclass
class Customer:
    id: int
    name: str
    email: str
    joined: date


def parse_customer(row: dict) -> Customer:
    """Turn one CSV row into a Customer; parse_customer raises ValueError on bad data."""
    return Customer(
        id=int(row["id"]),
        name=row["name"].strip(),
        email=row["email"].lower(),
        joined=date.fromisoformat(row["joined"]),
    )


def parse_rows(rows) -> list[Customer]:
    out = []
    for n, row in enumerate(rows, start=1):
        try:
            out.append(parse_customer(row))
        except (KeyError, ValueError) as exc:
            log.warning("parse_customer failed on line %d: %s", n, exc)
    return out


def load(path: str) -> list[Customer]:
    with open(path, newline="") as fh:
        return parse_rows(csv.DictReader(fh))


def first_customer(path: str) -> Customer | None:
    with open(path, newline="") as fh:
        for row in csv.DictReader(fh):
            return parse_row(row)
    return None
