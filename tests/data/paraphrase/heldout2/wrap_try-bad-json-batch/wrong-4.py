"""Import product data exported by the warehouse system into the catalogue DB.

The warehouse drops one JSON file per batch into INBOX. Each file is imported
in a single transaction, then moved to DONE (or FAILED when it cannot be read).
"""
from __future__ import annotations

import argparse
import json
import logging
import shutil
import sqlite3
import sys
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from pathlib import Path

log = logging.getLogger("catalogue.import")

INBOX = Path("/var/spool/catalogue/inbox")
DONE = Path("/var/spool/catalogue/done")
FAILED = Path("/var/spool/catalogue/failed")

SCHEMA = """
create table if not exists products (
    sku text primary key,
    name text not null,
    price_cents integer not null,
    stock integer not null default 0,
    batch text not null
)
"""


@dataclass
class Product:
    sku: str
    name: str
    price_cents: int
    stock: int


class BadRecord(ValueError):
    pass


def parse_price(raw: str | int | float) -> int:
    try:
        value = Decimal(str(raw))
    except InvalidOperation as exc:
        raise BadRecord(f"bad price {raw!r}") from exc
    if value < 0:
        raise BadRecord(f"negative price {raw!r}")
    return int((value * 100).to_integral_value())


def to_product(rec: dict) -> Product:
    missing = {"sku", "name", "price"} - rec.keys()
    if missing:
        raise BadRecord(f"missing {', '.join(sorted(missing))}")
    return Product(
        sku=str(rec["sku"]).strip().upper(),
        name=str(rec["name"]).strip(),
        price_cents=parse_price(rec["price"]),
        stock=int(rec.get("stock", 0)),
    )


def read_batch(path: Path) -> list[dict]:
    with path.open(encoding="utf-8") as f:
        data = json.load(f)
    if isinstance(data, dict):
        data = data.get("products", [])
    return data


def import_batch(db: sqlite3.Connection, path: Path) -> tuple[int, int]:
    records = read_batch(path)
    ok = skipped = 0
    with db:
        for i, rec in enumerate(records):
            try:
                p = to_product(rec)
            except BadRecord as exc:
                log.warning("%s record %d skipped: %s", path.name, i, exc)
                skipped += 1
                continue
            db.execute(
                "insert into products (sku, name, price_cents, stock, batch) values (?, ?, ?, ?, ?) "
                "on conflict(sku) do update set name = excluded.name, price_cents = excluded.price_cents, "
                "stock = excluded.stock, batch = excluded.batch",
                (p.sku, p.name, p.price_cents, p.stock, path.stem),
            )
            ok += 1
    return ok, skipped


def run(db_path: Path, inbox: Path = INBOX) -> int:
    db = sqlite3.connect(db_path)
    db.execute(SCHEMA)
    failures = 0
    for path in sorted(inbox.glob("*.json")):
        try:
            ok, skipped = import_batch(db, path)
        except json.JSONDecodeError as exc:
            log.error("%s is not valid JSON (%s); moving it to %s", path.name, exc, FAILED)
            shutil.move(str(path), FAILED / path.name)
            failures += 1
            continue
        except sqlite3.DatabaseError:
            log.exception("database error on %s; leaving it in the inbox", path.name)
            failures += 1
            continue
            log.info("%s: %d imported, %d skipped", path.name, ok, skipped)
        shutil.move(str(path), DONE / path.name)
    db.close()
    return failures


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("db", type=Path)
    ap.add_argument("--inbox", type=Path, default=INBOX)
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.INFO,
                        format="%(asctime)s %(levelname)s %(message)s")
    return 1 if run(args.db, args.inbox) else 0


if __name__ == "__main__":
    sys.exit(main())
