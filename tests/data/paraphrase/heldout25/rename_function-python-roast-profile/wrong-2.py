"""Roast profile metrics for the Kessler Street roastery's batch log."""

from dataclasses import dataclass

FIRST_CRACK_MIN_TEMP = 196.0  # degrees C at the bean probe


@dataclass
class RoastBatch:
    batch_id: str
    origin: str
    charge_temp: float
    first_crack_s: int
    drop_s: int
    drop_temp: float
    green_weight_g: float
    roasted_weight_g: float


def development_time_ratio(batch: RoastBatch) -> float:
    """Share of the roast spent after first crack (development time ratio)."""
    if batch.drop_s <= batch.first_crack_s:
        raise ValueError(f"{batch.batch_id}: drop before first crack")
    return (batch.drop_s - batch.first_crack_s) / batch.drop_s


def weight_loss(batch: RoastBatch) -> float:
    return 1 - batch.roasted_weight_g / batch.green_weight_g


def classify(batch: RoastBatch) -> str:
    ratio = development_time_ratio(batch)
    if ratio < 0.18:
        return "underdeveloped"
    if ratio > 0.25:
        return "baked"
    return "on target"


def batch_report(batch: RoastBatch) -> dict:
    # keys are read by the cupping sheet exporter; do not rename them
    return {
        "batch": batch.batch_id,
        "origin": batch.origin,
        "development_time_ratio": round(development_time_ratio(batch), 3),
        "weight_loss": round(weight_loss(batch), 3),
        "verdict": classify(batch),
    }


def flag_batches(batches: list[RoastBatch], max_dev_ratio: float = 0.25) -> list[str]:
    flagged = []
    for b in batches:
        if development_time_ratio(b) > max_dev_ratio or b.drop_temp < FIRST_CRACK_MIN_TEMP:
            flagged.append(b.batch_id)
    return flagged
