"""Nutrient dosing controller for the NFT racks in greenhouse bay 3.

Reads EC and pH probes once per cycle and decides how many millilitres of
stock solution A/B and pH-down acid the peristaltic pumps should deliver.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass, field
from typing import Iterable

log = logging.getLogger("bay3.dosing")

# Stock solution strength: EC rise (mS/cm) per millilitre in a 100 L reservoir.
EC_PER_ML_STOCK = 0.0042
PH_PER_ML_ACID = 0.018
MAX_DOSE_ML = 120.0
MIN_DOSE_ML = 2.0
SETTLE_SECONDS = 90


@dataclass
class ReservoirReading:
    rack_id: str
    ec_ms: float
    ph: float
    water_temp_c: float
    volume_l: float
    taken_at: float = field(default_factory=time.time)


@dataclass
class CropProfile:
    name: str
    ec_target: float
    ec_band: float
    ph_target: float
    ph_band: float


PROFILES = {
    "butterhead": CropProfile("butterhead", ec_target=1.2, ec_band=0.15, ph_target=5.9, ph_band=0.2),
    "basil": CropProfile("basil", ec_target=1.6, ec_band=0.2, ph_target=6.1, ph_band=0.25),
    "strawberry": CropProfile("strawberry", ec_target=2.0, ec_band=0.2, ph_target=5.8, ph_band=0.2),
    "pak_choi": CropProfile("pak_choi", ec_target=1.8, ec_band=0.2, ph_target=6.3, ph_band=0.3),
}


def temperature_compensated_ec(reading: ReservoirReading) -> float:
    """EC normalised to 25 C using the usual 2 %/C coefficient."""
    return reading.ec_ms / (1 + 0.02 * (reading.water_temp_c - 25.0))


def calc_ec_dose(reading: ReservoirReading, profile: CropProfile) -> float:
    """Millilitres of each stock (A and B) needed to bring EC up to target.

    Returns 0.0 when the reservoir is already inside the band or above it;
    we never dilute automatically, that is a manual top-up with RO water.
    """
    ec_now = temperature_compensated_ec(reading)
    shortfall = profile.ec_target - ec_now
    if shortfall < profile.ec_band:
        return 0.0
    scale = reading.volume_l / 100.0
    dose = shortfall / EC_PER_ML_STOCK * scale
    if dose < MIN_DOSE_ML:
        return 0.0
    return min(dose, MAX_DOSE_ML)


def calc_ph_dose(reading: ReservoirReading, profile: CropProfile) -> float:
    """Millilitres of pH-down acid; we only ever lower pH."""
    excess = reading.ph - profile.ph_target
    if excess < profile.ph_band:
        return 0.0
    scale = reading.volume_l / 100.0
    dose = excess / PH_PER_ML_ACID * scale
    return round(min(dose, MAX_DOSE_ML / 4), 1)


class PumpBank:
    """Thin wrapper over the three peristaltic pumps on the dosing manifold."""

    def __init__(self, driver, flow_ml_per_s: float = 1.6) -> None:
        self.driver = driver
        self.flow_ml_per_s = flow_ml_per_s
        self.delivered_ml: dict[str, float] = {"A": 0.0, "B": 0.0, "acid": 0.0}

    def run(self, channel: str, millilitres: float) -> None:
        if millilitres <= 0:
            return
        seconds = millilitres / self.flow_ml_per_s
        log.info("pump %s: %.1f ml (%.1f s)", channel, millilitres, seconds)
        self.driver.pulse(channel, seconds)
        self.delivered_ml[channel] += millilitres


@dataclass
class DoseDecision:
    rack_id: str
    stock_ml: float
    acid_ml: float
    skipped_reason: str | None = None


class DosingController:
    def __init__(self, pumps: PumpBank, crops: dict[str, str]) -> None:
        self.pumps = pumps
        self.crops = crops  # rack id -> profile name
        self.history: list[DoseDecision] = []
        self.last_dose_at: dict[str, float] = {}

    def decide(self, reading: ReservoirReading) -> DoseDecision:
        profile_name = self.crops.get(reading.rack_id)
        if profile_name is None:
            return DoseDecision(reading.rack_id, 0.0, 0.0, "no crop assigned")
        profile = PROFILES[profile_name]
        since = reading.taken_at - self.last_dose_at.get(reading.rack_id, 0.0)
        if since < SETTLE_SECONDS:
            return DoseDecision(reading.rack_id, 0.0, 0.0, "still settling")
        stock_ml = calc_ec_dose(reading, profile)
        acid_ml = calc_ph_dose(reading, profile)
        return DoseDecision(reading.rack_id, stock_ml, acid_ml)

    def apply(self, decision: DoseDecision) -> None:
        if decision.skipped_reason:
            log.debug("rack %s skipped: %s", decision.rack_id, decision.skipped_reason)
            return
        # A and B always go in together and in equal volumes, acid last.
        self.pumps.run("A", decision.stock_ml)
        self.pumps.run("B", decision.stock_ml)
        self.pumps.run("acid", decision.acid_ml)
        if decision.stock_ml or decision.acid_ml:
            self.last_dose_at[decision.rack_id] = time.time()
        self.history.append(decision)

    def cycle(self, readings: Iterable[ReservoirReading]) -> list[DoseDecision]:
        decisions = []
        for reading in readings:
            decision = self.decide(reading)
            self.apply(decision)
            decisions.append(decision)
        return decisions


def dry_run_report(readings: Iterable[ReservoirReading], crops: dict[str, str]) -> str:
    """What the controller would dose, without touching the pumps."""
    lines = []
    for reading in readings:
        profile = PROFILES.get(crops.get(reading.rack_id, ""))
        if profile is None:
            lines.append(f"{reading.rack_id}: no profile")
            continue
        stock = calc_ec_dose(reading, profile)
        acid = calc_ph_dose(reading, profile)
        lines.append(f"{reading.rack_id}: A/B {stock:.1f} ml, acid {acid:.1f} ml")
    return "\n".join(lines)


def weekly_stock_estimate(history: list[DoseDecision]) -> float:
    """Litres of each stock the last week of decisions used."""
    total_ml = sum(d.stock_ml for d in history if not d.skipped_reason)
    return round(total_ml / 1000.0, 2)


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    sample = [
        ReservoirReading("R1", ec_ms=0.95, ph=6.4, water_temp_c=21.0, volume_l=140),
        ReservoirReading("R2", ec_ms=1.72, ph=6.0, water_temp_c=22.5, volume_l=100),
        ReservoirReading("R3", ec_ms=1.10, ph=6.9, water_temp_c=20.0, volume_l=180),
    ]
    print(dry_run_report(sample, {"R1": "butterhead", "R2": "basil", "R3": "pak_choi"}))
