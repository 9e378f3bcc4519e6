"""Alert rules for string-level telemetry at the Kestrel Ridge solar farm.

Each combiner box reports the output of its strings every five minutes; a string
is flagged when it falls well below what the current irradiance should give or
well below its peers on the same inverter.
"""

import statistics

STRING_NOMINAL_KW = 9.6
MIN_IRRADIANCE_WM2 = 150.0


def expected_output(irradiance_wm2: float, nominal_kw: float = STRING_NOMINAL_KW, derate: float = 0.86) -> float:
    """kW a clean string should give at this irradiance."""
    return nominal_kw * derate * irradiance_wm2 / 1000.0


def underperforming(readings: dict[str, float], irradiance_wm2: float, tolerance: float = 0.15) -> list[str]:
    """Ids of strings (readings maps string id -> kW) below the expected output."""
    target = expected_output(irradiance_wm2)
    return sorted(sid for sid, kw in readings.items() if kw < target * (1 - tolerance))


def peer_median(readings: dict[str, float]) -> float | None:
    if not readings:
        return None
    return statistics.median(readings.values())


def format_alert(string_id: str, kw: float, median_kw: float | None, site: str) -> str:
    shortfall = 100.0 * (1 - kw / median_kw) if median_kw else 0.0
    return f"[{site}] string {string_id} at {kw:.2f} kW, {shortfall:.0f}% below its peers"


def alerts_for(readings: dict[str, float], irradiance_wm2: float) -> list[str]:
    if irradiance_wm2 < MIN_IRRADIANCE_WM2:
        return []  # dawn, dusk or heavy cloud: nothing meaningful to compare
    median_kw = peer_median(readings)
    return [
        format_alert(sid, readings[sid], median_kw)
        for sid in underperforming(readings, irradiance_wm2)
    ]
