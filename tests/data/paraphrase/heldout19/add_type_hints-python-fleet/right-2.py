"""Fuel burn bookkeeping for the Nordkapp trawler fleet.

The engine room logs litres taken on and engine hours per trip; the office
uses these figures for the monthly fuel report and to spot vessels whose
burn rate drifts (fouled hull, injector trouble).
"""

import csv
import statistics
from pathlib import Path
from typing import Optional

DIESEL_KG_PER_LITRE = 0.84
DRIFT_THRESHOLD = 0.15


def read_trips(path):
    with Path(path).open(newline="") as fh:
        return [row for row in csv.DictReader(fh) if row["vessel"]]


def burn_rate(litres: float, hours: float, load_t: Optional[float] = None) -> float:
    if hours <= 0:
        raise ValueError("engine hours must be positive")
    rate = litres / hours
    if load_t:
        # a full hold costs roughly 1 % extra per 10 tonnes
        rate = rate / (1 + load_t / 1000)
    return round(rate, 2)


def fleet_baseline(trips):
    rates = [burn_rate(float(t["litres"]), float(t["hours"])) for t in trips]
    return statistics.median(rates) if rates else 0.0


def drifting_vessels(trips, baseline):
    flagged = {}
    for t in trips:
        rate = burn_rate(float(t["litres"]), float(t["hours"]), float(t["load_t"] or 0))
        if baseline and (rate - baseline) / baseline > DRIFT_THRESHOLD:
            flagged.setdefault(t["vessel"], []).append(rate)
    return flagged


def co2_tonnes(litres):
    # 3.206 kg CO2 per kg of marine gas oil
    return litres * DIESEL_KG_PER_LITRE * 3.206 / 1000
