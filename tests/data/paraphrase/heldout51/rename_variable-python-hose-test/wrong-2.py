"""Annual hose service test for Brackenridge Fire Station 7.

Each length of hose is pressurised to its test pressure and held for five
minutes. A length fails when the gauge falls by more than the allowed drop.
"""
from dataclasses import dataclass
from datetime import date

ALLOWED_DROP_BAR = 0.7
HOLD_MINUTES = 5


@dataclass
class HoseLength:
    serial: str
    diameter_mm: int
    length_m: int
    last_tested: date | None = None


@dataclass
class TestReading:
    serial: str
    start_bar: float
    end_bar: float


def evaluate(reading: TestReading) -> dict:
    # pressure_loss is how far the pressure fell during the hold
    pressure_loss = reading.start_bar - reading.end_bar
    passed = pressure_loss <= ALLOWED_DROP_BAR
    return {
        "serial": reading.serial,
        "gauge_drop": round(gauge_drop, 2),
        "passed": passed,
    }


def summarise(readings: list[TestReading]) -> str:
    failures = []
    worst = 0.0
    for reading in readings:
        outcome = evaluate(reading)
        gauge_drop = outcome["gauge_drop"]
        if gauge_drop > worst:
            worst = gauge_drop
        if not outcome["passed"]:
            failures.append(reading.serial)
    lines = [f"{len(readings)} lengths tested, {len(failures)} failed"]
    lines.append(f"worst gauge_drop: {worst:.2f} bar over {HOLD_MINUTES} min")
    for serial in failures:
        lines.append(f"  withdraw {serial} from service")
    return "\n".join(lines)


if __name__ == "__main__":
    sample = [
        TestReading("BR7-045-01", 15.0, 14.6),
        TestReading("BR7-045-02", 15.0, 14.1),
        TestReading("BR7-070-03", 12.0, 11.9),
    ]
    print(summarise(sample))
