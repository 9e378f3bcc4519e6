"""Pick tonight's candidate targets for the 0.6 m dome telescope."""

from dataclasses import dataclass


@dataclass
class Target:
    designation: str
    ra_hours: float
    dec_degrees: float
    magnitude: float
    priority: int


SITE_LATITUDE = 46.2
FAINTEST_USABLE_MAG = 17.5


def max_altitude(target):
    return 90.0 - abs(SITE_LATITUDE - target.dec_degrees)


def observable_targets(catalogue, min_altitude):
    return [target for target in catalogue if max_altitude(target) >= min_altitude and target.magnitude <= FAINTEST_USABLE_MAG]


def priority_queue(catalogue):
    ranked = sorted(catalogue, key=lambda t: (-t.priority, t.magnitude))
    queue = []
    for target in ranked:
        queue.append((target.priority, target.designation))
    return queue


def bright_fraction(catalogue):
    bright = [t for t in catalogue if t.magnitude < 12.0]
    return len(bright) / len(catalogue) if catalogue else 0.0
