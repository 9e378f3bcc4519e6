"""Sweep selection for the volume scans of the Brandholm radar network."""
from dataclasses import dataclass

import logging

log = logging.getLogger(__name__)


@dataclass
class Sweep:
    sweep_id: str
    elevation_deg: float
    prf_hz: int
    clutter_flag: bool
    max_range_km: float


def usable_sweeps(sweeps: list[Sweep], min_elevation: float = 0.5) -> list[str]:
    """Ids of the sweeps that feed the composite, in scan order."""
    result = []
    for sw in sweeps:
        if sw.elevation_deg >= min_elevation and not sw.clutter_flag:
            result.append(sw.sweep_id)
    return result


def report_clutter(sweeps: list[Sweep]) -> int:
    flagged = 0
    for sw in sweeps:
        if sw.clutter_flag:
            log.info("sweep %s at %.1f deg flagged for clutter", sw.sweep_id, sw.elevation_deg)
            flagged += 1
    return flagged


def doppler_capable(sweeps: list[Sweep], min_prf: int = 900) -> list[Sweep]:
    return [sw for sw in sweeps if sw.prf_hz >= min_prf]


def coverage_km(sweeps: list[Sweep]) -> float:
    ids = usable_sweeps(sweeps)
    if not ids:
        return 0.0
    return max(sw.max_range_km for sw in sweeps if sw.sweep_id in ids)


def composite_header(sweeps: list[Sweep]) -> str:
    ids = usable_sweeps(sweeps)
    return f"{len(ids)} sweeps: " + ",".join(ids)
