"""Irrigation valve controller for the Hollybank greenhouse benches.

Each bench has one solenoid valve on the drip manifold. Zones are read from
zones.json; a zone's "drip_minutes" entry is the base watering time before
weather and substrate corrections.
"""

from __future__ import annotations

import json
import logging
import time
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path

log = logging.getLogger("hollybank.valves")

ZONES_FILE = Path("/etc/hollybank/zones.json")
MAX_OPEN_MINUTES = 45
MIN_GAP_MINUTES = 20
SUBSTRATE_FACTORS = {
    "peat_free": 1.15,
    "coir": 1.0,
    "perlite_mix": 0.85,
    "rockwool": 0.7,
}


@dataclass
class Zone:
    name: str
    valve_pin: int
    substrate: str
    cycle_minutes: float
    tray_count: int = 0
    last_opened: datetime | None = None
    history: list[tuple[datetime, float]] = field(default_factory=list)


class ValveError(RuntimeError):
    pass


def load_zones(path: Path = ZONES_FILE) -> dict[str, Zone]:
    raw = json.loads(path.read_text())
    zones = {}
    for entry in raw["zones"]:
        zone = Zone(
            name=entry["name"],
            valve_pin=int(entry["pin"]),
            substrate=entry.get("substrate", "coir"),
            cycle_minutes=float(entry["drip_minutes"]),
            tray_count=int(entry.get("trays", 0)),
        )
        zones[zone.name] = zone
    log.info("loaded %d zones from %s", len(zones), path)
    return zones


def cycle_minutes(zone: Zone, temperature_c: float, humidity_pct: float) -> float:
    """Minutes the valve stays open for one cycle of this zone.

    Starts from the zone's base time, scales it by the substrate and adds
    a little for hot, dry afternoons.
    """
    minutes = zone.cycle_minutes * SUBSTRATE_FACTORS.get(zone.substrate, 1.0)
    if temperature_c > 28:
        minutes *= 1 + (temperature_c - 28) * 0.04
    if humidity_pct < 40:
        minutes *= 1.1
    return round(min(minutes, MAX_OPEN_MINUTES), 1)


def due(zone: Zone, now: datetime) -> bool:
    if zone.last_opened is None:
        return True
    return now - zone.last_opened >= timedelta(minutes=MIN_GAP_MINUTES)


class ValveBank:
    def __init__(self, gpio, zones: dict[str, Zone], dry_run: bool = False):
        self.gpio = gpio
        self.zones = zones
        self.dry_run = dry_run
        self.open_pins: set[int] = set()

    def open(self, zone: Zone) -> None:
        if zone.valve_pin in self.open_pins:
            raise ValveError(f"valve {zone.valve_pin} for {zone.name} is already open")
        if not self.dry_run:
            self.gpio.output(zone.valve_pin, 1)
        self.open_pins.add(zone.valve_pin)
        log.debug("opened %s (pin %d)", zone.name, zone.valve_pin)

    def close(self, zone: Zone) -> None:
        if not self.dry_run:
            self.gpio.output(zone.valve_pin, 0)
        self.open_pins.discard(zone.valve_pin)
        log.debug("closed %s (pin %d)", zone.name, zone.valve_pin)

    def close_all(self) -> None:
        for zone in self.zones.values():
            if zone.valve_pin in self.open_pins:
                self.close(zone)

    def water(self, zone: Zone, temperature_c: float, humidity_pct: float, now: datetime) -> float:
        minutes = cycle_minutes(zone, temperature_c, humidity_pct)
        if minutes <= 0:
            return 0.0
        self.open(zone)
        try:
            if not self.dry_run:
                time.sleep(minutes * 60)
        finally:
            self.close(zone)
        zone.last_opened = now
        zone.history.append((now, minutes))
        return minutes


def plan_cycle(zones: dict[str, Zone], temperature_c: float, humidity_pct: float, now: datetime) -> list[tuple[str, float]]:
    """Zones that are due, with their watering time, longest first."""
    plan = []
    for zone in zones.values():
        if not due(zone, now):
            continue
        plan.append((zone.name, cycle_minutes(zone, temperature_c, humidity_pct)))
    plan.sort(key=lambda item: item[1], reverse=True)
    return plan


def total_water_litres(plan: list[tuple[str, float]], zones: dict[str, Zone], litres_per_tray_minute: float = 0.12) -> float:
    total = 0.0
    for name, minutes in plan:
        total += zones[name].tray_count * minutes * litres_per_tray_minute
    return round(total, 2)


def run_cycle(bank: ValveBank, temperature_c: float, humidity_pct: float, now: datetime | None = None) -> dict[str, float]:
    now = now or datetime.now()
    watered = {}
    for name, _ in plan_cycle(bank.zones, temperature_c, humidity_pct, now):
        zone = bank.zones[name]
        try:
            watered[name] = bank.water(zone, temperature_c, humidity_pct, now)
        except ValveError as exc:
            log.warning("skipping %s: %s", name, exc)
    log.info("cycle done: %s", ", ".join(f"{n}={m}min" for n, m in watered.items()) or "nothing due")
    return watered


def report(zones: dict[str, Zone]) -> str:
    lines = ["zone        substrate     base  last"]
    for zone in sorted(zones.values(), key=lambda z: z.name):
        last = zone.last_opened.strftime("%H:%M") if zone.last_opened else "-"
        lines.append(f"{zone.name:<11} {zone.substrate:<13} {zone.cycle_minutes:>4.0f}  {last}")
    return "\n".join(lines)


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(description="run one irrigation cycle")
    parser.add_argument("--temp", type=float, required=True)
    parser.add_argument("--humidity", type=float, required=True)
    parser.add_argument("--dry-run", action="store_true")
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO)

    class _NoGpio:
        def output(self, pin, value):
            pass

    bank = ValveBank(_NoGpio(), load_zones(), dry_run=args.dry_run)
    try:
        result = run_cycle(bank, args.temp, args.humidity)
    finally:
        bank.close_all()
    print(report(bank.zones))
    print(f"watered {len(result)} zones")
