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
    return f"Q{cue.number:<5} {cue.fade_time:>5.1f}s  {cue.label}"


def channel_line(channel: int, level: int) -> str:
    return f"ch {channel:03d} @ {level:>3d}%"


def cue_summary(cues: list[Cue]) -> str:
    total = sum(c.fade_time for c in cues)
    log.info("summarising %d cues", len(cues))
    header = f"{len(cues)} cues, {total:.1f}s of fades"
    lines = [header]
    for cue in cues:
        lines.append(cue_line(cue))
        for ch, lvl in sorted(cue.levels.items()):
            lines.append("    " + channel_line(ch, lvl))
    return "\n".join(lines)
