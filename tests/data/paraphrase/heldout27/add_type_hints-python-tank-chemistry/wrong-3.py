"""Water chemistry helpers for the reef and freshwater tanks at the Hafen Aquarium."""

SAFE_RANGES = {
    "ph": (8.0, 8.4),
    "alkalinity_dkh": (7.0, 11.0),
    "calcium_ppm": (380.0, 450.0),
    "nitrate_ppm": (1.0, 15.0),
}


def salinity_ppt(conductivity_ms: float, temp_c: float = 25.0) -> float:
    # probes report raw conductivity; compensate to 25 degrees before converting
    compensated = conductivity_ms / (1 + 0.021 * (temp_c - 25.0))
    return round(compensated * 0.64, 1)


def out_of_range(readings: dict[str, float]) -> list[str]:
    problems = []
    for key, value in readings.items():
        low, high = SAFE_RANGES[key]
        if not low <= value <= high:
            problems.append(key)
    return problems


def buffer_dose_ml(tank_litres: float, current_dkh: float, target_dkh: float, strength: float = 1.4) -> float:
    """Millilitres of buffer to reach target_dkh; strength is dKH per ml per 100 litres."""
    if current_dkh >= target_dkh:
        return 0.0
    return round((target_dkh - current_dkh) * tank_litres / 100 / strength, 1)


def nitrate_trend(samples: list[float]) -> float | None:
    if len(samples) < 2:
        return None
    return (samples[-1] - samples[0]) / (len(samples) - 1)


def tank_report(name, readings):
    bad = out_of_range(readings)
    status = "OK" if not bad else "check " + ", ".join(bad)
    return f"{name}: {status}"


if __name__ == "__main__":
    reef = {"ph": 8.1, "alkalinity_dkh": 6.4, "calcium_ppm": 420.0, "nitrate_ppm": 18.0}
    print(tank_report("Reef Tank 3", reef))
    print(buffer_dose_ml(2400, 6.4, 8.0), "ml buffer")
    print(salinity_ppt(53.0, 24.2), "ppt")
