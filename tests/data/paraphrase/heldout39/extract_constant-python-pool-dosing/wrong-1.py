"""Dosing suggestions for the Westbrook pools (main 25 m pool and the learner pool).

Readings come from the plant-room controller every 15 minutes; the duty
technician confirms each suggested dose before the pumps run.
"""

from dataclasses import dataclass

POOL_VOLUMES_M3 = {"main": 540.0, "learner": 95.0}
FREE_CHLORINE_TARGET = (1.0, 3.0)   # mg/l
PH_TARGET = (7.2, 7.6)
MAX_COMBINED_CHLORINE = 1.0
HYPOCHLORITE_STRENGTH = 0.125   # 12.5% sodium hypochlorite


@dataclass
class Reading:
    pool: str
    free_chlorine: float      # mg/l
    combined_chlorine: float  # mg/l
    ph: float
    temperature_c: float


def hypochlorite_ml(pool: str, raise_by_mg_l: float) -> float:
    """Millilitres of sodium hypochlorite that raise free chlorine by raise_by_mg_l."""
    grams = raise_by_mg_l * POOL_VOLUMES_M3[pool]   # 1 mg/l over 1 m3 is 1 g
    return round(grams / (HYPOCHLORITE_STRENGTH * 1.2), 1)          # density 1.2 g/ml


def acid_ml(pool: str, lower_ph_by: float) -> float:
    """Millilitres of hydrochloric acid that bring the pH down by lower_ph_by."""
    return round(lower_ph_by * 10 * POOL_VOLUMES_M3[pool] * HYPOCHLORITE_STRENGTH, 1)


def shock_dose_ml(pool: str, combined: float) -> float:
    """Breakpoint chlorination: ten times the combined chlorine, as hypochlorite."""
    grams = 10 * combined * POOL_VOLUMES_M3[pool]
    return round(grams / (HYPOCHLORITE_STRENGTH * 1.2), 1)


def suggest(reading: Reading) -> list[str]:
    low, high = FREE_CHLORINE_TARGET
    out = []
    if reading.combined_chlorine > MAX_COMBINED_CHLORINE:
        out.append(f"shock: {shock_dose_ml(reading.pool, reading.combined_chlorine)} ml hypochlorite after closing")
    elif reading.free_chlorine < low:
        target = (low + high) / 2
        out.append(f"hypochlorite: {hypochlorite_ml(reading.pool, target - reading.free_chlorine)} ml")
    elif reading.free_chlorine > high:
        out.append("chlorine high: stop the feed pump and re-test in 30 minutes")
    if reading.ph > PH_TARGET[1]:
        out.append(f"acid: {acid_ml(reading.pool, reading.ph - 7.4)} ml")
    elif reading.ph < PH_TARGET[0]:
        out.append("pH low: call the duty manager before adding soda ash")
    return out
