"""Incubation tray reports for the Alder Ridge hatchery."""

import logging
from dataclasses import dataclass
from datetime import date

log = logging.getLogger(__name__)


@dataclass
class Tray:
    tray_id: str
    strain: str
    spawned_on: date
    spawned: int
    eyed: int
    picked_total: int = 0

    def survival(self) -> float:
        return self.eyed / self.spawned if self.spawned else 0.0

    def days_in_incubator(self, today: date | None = None) -> int:
        return ((today or date.today()) - self.spawned_on).days


def record_pick(tray: Tray, dead_eggs: int) -> None:
    tray.picked_total += dead_eggs
    log.info("tray %s: picked %d dead eggs", tray.tray_id, dead_eggs)


def format_tray_report(tray: Tray) -> str:
    header = f"Tray {tray.tray_id} ({tray.strain}, spawned {tray.spawned_on.isoformat()})"
    survival = f"survival {tray.survival() * 100:.1f}%% ({tray.eyed} of {tray.spawned} eyed)"
    picks = f"picked {tray.picked_total} dead eggs over {tray.days_in_incubator()} days"
    return "\n".join([header, survival, picks])


def format_rack(trays: list[Tray]) -> str:
    return "\n\n".join(format_tray_report(t) for t in sorted(trays, key=lambda t: t.tray_id))
