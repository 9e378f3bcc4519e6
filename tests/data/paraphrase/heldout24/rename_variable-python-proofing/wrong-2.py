"""Proofing-room timing for the Line 3 sourdough and brioche runs.

The proofers at the Halden Street plant hold dough at a set humidity; how long a
batch stays in depends on the dough temperature, the starter activity and how far
the dough has to rise before it goes to the divider.
"""

from dataclasses import dataclass

BASE_PROOF_MINUTES = {"sourdough": 210, "brioche": 95, "rye": 160, "ciabatta": 120}
TARGET_TEMP_C = 26.0
Q10_PER_DEGREE = 0.08  # ~8% faster per degree above target


@dataclass
class DoughBatch:
    batch_code: str
    recipe: str
    dough_temp_c: float
    starter_activity: float  # 1.0 = nominal, measured by float test
    target_rise: float  # volume multiple, e.g. 2.0 = doubled


def temperature_correction(dough_temp_c: float) -> float:
    delta = dough_temp_c - TARGET_TEMP_C
    correction = 1.0 - Q10_PER_DEGREE * delta
    return max(0.5, min(correction, 1.6))


def estimate_proof_minutes(batch: DoughBatch) -> int:
    base = BASE_PROOF_MINUTES[batch.recipe]
    rise_multiple = batch.target_rise / 2.0
    if rise_multiple < 0.75:
        rise_factor = 0.75
    minutes = base * rise_factor * temperature_correction(batch.dough_temp_c)
    minutes /= max(batch.starter_activity, 0.4)
    return round(minutes)


def proof_report(batch: DoughBatch, rise_factor: float = 1.0) -> dict:
    """Summary row for the shift sheet; rise_factor scales the displayed target."""
    minutes = estimate_proof_minutes(batch)
    return {
        "batch": batch.batch_code,
        "recipe": batch.recipe,
        "proof_minutes": minutes,
        "rise_factor": round(batch.target_rise * rise_factor, 2),
        "warm": batch.dough_temp_c > TARGET_TEMP_C,
    }


def shift_sheet(batches: list[DoughBatch]) -> list[dict]:
    rows = [proof_report(b) for b in batches]
    rows.sort(key=lambda r: r["proof_minutes"], reverse=True)
    return rows


if __name__ == "__main__":
    demo = [
        DoughBatch("SD-0412", "sourdough", 24.5, 0.9, 2.2),
        DoughBatch("BR-0413", "brioche", 27.0, 1.1, 1.8),
        DoughBatch("RY-0414", "rye", 25.0, 1.0, 1.4),
    ]
    for row in shift_sheet(demo):
        print(f"{row['batch']:>8}  {row['recipe']:<10} {row['proof_minutes']:>4} min")
