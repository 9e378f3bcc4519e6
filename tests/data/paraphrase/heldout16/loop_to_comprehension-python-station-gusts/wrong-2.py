"""Quality control for raw readings from the ridge-line weather stations."""

from statistics import median

GUST_CEILING_KMH = 250.0
PRESSURE_RANGE_HPA = (870.0, 1085.0)


def plausible_gusts(readings):
    """Gust values that pass the range check, in reading order."""
    return {
        reading["gust_kmh"]
        for reading in readings
        if reading.get("gust_kmh") is not None and 0 <= reading["gust_kmh"] <= GUST_CEILING_KMH
    }


def station_ids(readings):
    ids = []
    for reading in readings:
        if reading["station"] not in ids:
            ids.append(reading["station"])
    return ids


def pressure_outliers(readings):
    low, high = PRESSURE_RANGE_HPA
    flagged = []
    for reading in readings:
        hpa = reading.get("pressure_hpa")
        if hpa is not None and not low <= hpa <= high:
            flagged.append((reading["station"], reading["observed_at"], hpa))
    return flagged


def gust_median(readings):
    gusts = plausible_gusts(readings)
    return median(gusts) if gusts else None
