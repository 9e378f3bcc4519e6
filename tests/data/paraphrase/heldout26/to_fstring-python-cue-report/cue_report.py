"""Plain-text cue reports for the Gantry Street lighting desk."""
from __future__ import annotations

import logging
from dataclasses import dataclass, field

log = logging.getLogger("lx.report")


@dataclass
class Cue:
    number: str
    label: str
    fade_time: float
    levels: dict[int, int] = field(default_factory=dict)


def cue_line(cue: Cue) -> str:
    return "Q{:<5} {:>5.1f}s  {}".format(cue.number, cue.fade_time, cue.label)


def channel_line(channel: int, level: int) -> str:
    return "ch {:03d} @ {:>3d}%".format(channel, level)


def cue_summary(cues: list[Cue]) -> str:
    total = sum(c.fade_time for c in cues)
    log.info("summarising %d cues", len(cues))
    header = "{} cues, {:.1f}s of fades".format(len(cues), total)
    lines = [header]
    for cue in cues:
        lines.append(cue_line(cue))
        for ch, lvl in sorted(cue.levels.items()):
            lines.append("    " + channel_line(ch, lvl))
    return "\n".join(lines)
