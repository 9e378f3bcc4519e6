"""Extraction-day bookkeeping for the Heatherbank Beekeepers' Co-op."""

from dataclasses import dataclass

MAX_MOISTURE = 18.6   # percent; wetter honey ferments


@dataclass
class Frame:
    frame_id: str
    hive_id: str
    weight_kg: float
    capped_ratio: float   # share of cells capped, 0..1


@dataclass
class Batch:
    code: str
    frames: list
    moisture_pct: float


def ready_frames(frames, min_weight_kg=2.0):
    """Ids of the frames that are capped enough and heavy enough to spin."""
    ready = [
        frame.frame_id
        for frame in frames
        if frame.capped_ratio >= 0.8 and frame.weight_kg > min_weight_kg
    ]
    return ready


def batch_weight(batch):
    total = 0.0
    for frame in batch.frames:
        total += frame.weight_kg
    return round(total, 2)


def batch_problems(batch):
    problems = []
    if batch.moisture_pct > MAX_MOISTURE:
        problems.append(f"{batch.code}: moisture {batch.moisture_pct:.1f}% over {MAX_MOISTURE}%")
    hives = {frame.hive_id for frame in batch.frames}
    if len(hives) > 6:
        problems.append(f"{batch.code}: frames from {len(hives)} hives, label as blend")
    return problems
