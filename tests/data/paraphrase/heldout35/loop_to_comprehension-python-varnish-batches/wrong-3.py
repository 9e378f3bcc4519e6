"""Varnish batches in the finishing room."""

from dataclasses import dataclass
from datetime import date, timedelta

CURE_DAYS = {"oil": 21, "spirit": 4}


@dataclass
class Batch:
    batch_id: str
    recipe: str  # "oil" or "spirit"
    cooked_on: date
    litres: float
    resin: str
    rejected: bool = False


def cured_on(batch: Batch) -> date:
    return batch.cooked_on + timedelta(days=CURE_DAYS[batch.recipe])


def ready_batches(batches, today):
    """Batches that have cured and were not rejected, in the order given."""
    return (batch for batch in batches if not batch.rejected and cured_on(batch) <= today)


def litres_by_resin(batches):
    totals = {}
    for batch in batches:
        if batch.rejected:
            continue
        totals[batch.resin] = totals.get(batch.resin, 0.0) + batch.litres
    return totals


def label(batch: Batch) -> str:
    state = "REJECTED" if batch.rejected else f"cures {cured_on(batch):%d %b}"
    return f"{batch.batch_id} {batch.recipe:<6} {batch.resin:<12} {batch.litres:.2f} l  {state}"


def shelf_list(batches, today):
    usable = ready_batches(batches, today)
    if not usable:
        return "nothing ready"
    return "\n".join(label(b) for b in usable)
