"""Chemical phosphorus removal for the Brennmoor wastewater treatment plant.

Ferric chloride is dosed ahead of the secondary clarifiers, alum is the backup on the
east train. Doses are computed from the ortho-phosphate analyser (PO4-P, mg/l) and the
influent flow meter (m3/h) and sent to the diaphragm pumps as a stroke percentage.
"""

from __future__ import annotations

import logging
import math
from dataclasses import dataclass, field
from datetime import datetime, timedelta

log = logging.getLogger("brennmoor.dosing")

# molar ratios metal : phosphorus used by the process engineers
FE_TO_P_RATIO = 1.8
AL_TO_P_RATIO = 1.5

# molar masses, g/mol
MW_FE = 55.845
MW_AL = 26.982
MW_P = 30.974

# product data from the delivery notes
FERRIC_SOLUTION_FE_G_PER_L = 196.0  # 40% FeCl3, density 1.42
ALUM_SOLUTION_AL_G_PER_L = 58.0

PUMP_MAX_LPH = {"P-301": 120.0, "P-302": 120.0, "P-311": 60.0}
ANALYSER_STALE_AFTER = timedelta(minutes=15)


@dataclass
class Reading:
    taken_at: datetime
    flow_m3h: float
    ortho_p_mgl: float
    analyser_ok: bool = True


@dataclass
class DosingPump:
    tag: str
    chemical: str  # "ferric" or "alum"
    running: bool = True
    stroke_percent: float = 0.0
    history: list[float] = field(default_factory=list)

    @property
    def max_lph(self) -> float:
        return PUMP_MAX_LPH[self.tag]


def ferric_dose_lph(flow_m3h: float, phosphate_mgl: float, target_mgl: float = 0.5) -> float:
    """Litres per hour of ferric solution to bring PO4-P from phosphate_mgl down to target_mgl."""
    excess_p = max(0.0, phosphate_mgl - target_mgl)
    p_load_g_per_h = excess_p * flow_m3h  # mg/l * m3/h = g/h
    fe_g_per_h = p_load_g_per_h / MW_P * FE_TO_P_RATIO * MW_FE
    return fe_g_per_h / FERRIC_SOLUTION_FE_G_PER_L


def alum_dose_lph(flow_m3h: float, phosphate_mgl: float, target_mgl: float = 0.5) -> float:
    """Same as ferric_dose_lph for the alum backup line."""
    excess_p = max(0.0, phosphate_mgl - target_mgl)
    p_load_g_per_h = excess_p * flow_m3h
    al_g_per_h = p_load_g_per_h / MW_P * AL_TO_P_RATIO * MW_AL
    return al_g_per_h / ALUM_SOLUTION_AL_G_PER_L


def stroke_percent(dose_lph: float, pump: DosingPump) -> float:
    """Stroke setting for a dose, clamped to the pump's range."""
    if pump.max_lph <= 0:
        return 0.0
    return round(min(100.0, max(0.0, 100.0 * dose_lph / pump.max_lph)), 1)


def sludge_yield_kg_per_day(flow_m3h: float, phosphate_mgl: float) -> float:
    """Extra chemical sludge (FePO4 + Fe(OH)3) from ferric dosing, for the dewatering plan."""
    p_removed_kg = phosphate_mgl * flow_m3h * 24 / 1000
    fe_kg = p_removed_kg / MW_P * FE_TO_P_RATIO * MW_FE
    return round(p_removed_kg * 4.87 + (fe_kg - p_removed_kg * MW_FE / MW_P) * 1.91, 1)


def tank_days_remaining(level_l: float, dose_lph: float) -> float:
    if dose_lph <= 0:
        return math.inf
    return level_l / (dose_lph * 24)


class DosingController:
    """One controller per train; called by the SCADA poller every minute."""

    def __init__(self, train: str, pumps: list[DosingPump], target_p_mgl: float = 0.5):
        self.train = train
        self.pumps = {p.tag: p for p in pumps}
        self.target_p_mgl = target_p_mgl
        self.last_good: Reading | None = None

    def duty_pump(self, chemical: str) -> DosingPump | None:
        for pump in self.pumps.values():
            if pump.chemical == chemical and pump.running:
                return pump
        return None

    def usable_reading(self, reading: Reading, now: datetime) -> Reading | None:
        if reading.analyser_ok:
            self.last_good = reading
            return reading
        if self.last_good and now - self.last_good.taken_at < ANALYSER_STALE_AFTER:
            log.warning("%s: analyser fault, holding last good reading", self.train)
            return self.last_good
        log.error("%s: analyser fault and no recent reading, dosing on flow only", self.train)
        return None

    def plan(self, reading: Reading, now: datetime) -> dict[str, float]:
        """Stroke percent per pump tag for this minute."""
        usable = self.usable_reading(reading, now)
        setpoints = {tag: 0.0 for tag in self.pumps}
        ferric = self.duty_pump("ferric")
        if usable is None:
            if ferric:
                setpoints[ferric.tag] = 35.0
            return setpoints
        if ferric:
            dose = ferric_dose_lph(usable.flow_m3h, usable.ortho_p_mgl, self.target_p_mgl)
            setpoints[ferric.tag] = stroke_percent(dose, ferric)
            ferric.history.append(dose)
        else:
            alum = self.duty_pump("alum")
            if alum:
                dose = alum_dose_lph(usable.flow_m3h, usable.ortho_p_mgl, self.target_p_mgl)
                setpoints[alum.tag] = stroke_percent(dose, alum)
                alum.history.append(dose)
            else:
                log.critical("%s: no dosing pump available", self.train)
        return setpoints

    def daily_summary(self) -> dict[str, float]:
        out = {}
        for tag, pump in self.pumps.items():
            if pump.history:
                out[tag] = round(sum(pump.history) / len(pump.history) * 24, 1)
        return out


def main() -> None:
    logging.basicConfig(level=logging.INFO)
    controller = DosingController(
        "west",
        [DosingPump("P-301", "ferric"), DosingPump("P-302", "ferric", running=False), DosingPump("P-311", "alum")],
        target_p_mgl=0.4,
    )
    now = datetime(2026, 3, 14, 6, 0)
    for minute, (flow, p) in enumerate([(820.0, 3.1), (860.0, 3.4), (910.0, 2.9), (940.0, 3.8)]):
        reading = Reading(now + timedelta(minutes=minute), flow, p)
        print(controller.plan(reading, reading.taken_at))
    print("daily litres:", controller.daily_summary())
    print("sludge kg/d:", sludge_yield_kg_per_day(880.0, 3.2))


if __name__ == "__main__":
    main()
