"""Battery charge report for the Zipline car-sharing fleet."""

LOW_CHARGE_PCT = 20
CRITICAL_CHARGE_PCT = 8


def low_battery_plates(vehicles):
    return [v["plate"] for v in vehicles if v["charge_pct"] < LOW_CHARGE_PCT]


def critical_count(vehicles):
    n = 0
    for v in vehicles:
        if v["charge_pct"] < CRITICAL_CHARGE_PCT:
            n += 1
    return n


def charge_by_zone(vehicles):
    zones = {}
    for v in vehicles:
        zones.setdefault(v["zone"], []).append(v["charge_pct"])
    return {zone: sum(levels) / len(levels) for zone, levels in zones.items()}


def dispatch_list(vehicles):
    lines = []
    for plate in low_battery_plates(vehicles):
        lines.append(f"charge {plate}")
    return "\n".join(lines)
