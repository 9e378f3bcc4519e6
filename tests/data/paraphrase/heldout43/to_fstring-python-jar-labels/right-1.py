"""Printable labels for the Heatherbank Beekeepers' Co-op honey jars."""

import datetime as dt
import logging
from dataclasses import dataclass

log = logging.getLogger(__name__)

FOOD_STANDARDS_NO = "HB-2231"


@dataclass
class Jar:
    batch_code: str
    apiary: str
    floral_source: str
    net_grams: int
    moisture_pct: float
    extracted_on: dt.date


def best_before(jar: Jar) -> dt.date:
    return jar.extracted_on.replace(year=jar.extracted_on.year + 2)


def jar_label(jar: Jar) -> list[str]:
    lines = [
        f"{jar.floral_source.title()} honey",
        f"from the {jar.apiary} apiary",
        f"Net weight {jar.net_grams}g",
        f"Batch {jar.batch_code} (moisture {jar.moisture_pct:.1f}%)",
        f"Best before {best_before(jar).strftime('%d/%m/%Y')}",
        f"Packed by Heatherbank Co-op, reg. {FOOD_STANDARDS_NO}",
    ]
    return lines


def print_sheet(jars: list[Jar]) -> str:
    log.info("printing %d labels", len(jars))
    blocks = []
    for jar in jars:
        blocks.append("\n".join(jar_label(jar)))
    return "\n\n".join(blocks)
