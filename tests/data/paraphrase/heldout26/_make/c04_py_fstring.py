from lib import E, case

ORIG = r'''"""Plain-text cue reports for the Gantry Street lighting desk."""
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
'''

A = E('"Q{:<5} {:>5.1f}s  {}".format(cue.number, cue.fade_time, cue.label)', 'f"Q{cue.number:<5} {cue.fade_time:>5.1f}s  {cue.label}"')
B = E('"ch {:03d} @ {:>3d}%".format(channel, level)', 'f"ch {channel:03d} @ {level:>3d}%"')
C = E('"{} cues, {:.1f}s of fades".format(len(cues), total)', 'f"{len(cues)} cues, {total:.1f}s of fades"')

case(
    "to_fstring-python-cue-report", "cue_report.py", "to_fstring", "python", ORIG,
    [
        ("terse", ".format() -> f-strings, keep the format specs"),
        ("polite", "Could you switch the str.format calls in this module to f-strings? The widths and padding must stay exactly the same, and please leave the log.info call with its %d as it is."),
        ("declarative", "All string building in cue_report.py should use f-strings rather than .format(); logging keeps its lazy %-style arguments."),
        ("other", "convertis les .format() en f-strings stp, sans toucher au log.info"),
    ],
    [
        ("right-1.py", "right", "the three .format calls became f-strings with the same specs; log.info untouched", [A, B, C]),
        ("wrong-1.py", "wrong", "also turned the log.info %-style call into an f-string, which the instruction excluded",
         [A, B, C, E('log.info("summarising %d cues", len(cues))', 'log.info(f"summarising {len(cues)} cues")')]),
        ("wrong-2.py", "wrong", "channel_line lost its :03d zero padding and :>3d width",
         [A, E('"ch {:03d} @ {:>3d}%".format(channel, level)', 'f"ch {channel} @ {level}%"'), C]),
        ("wrong-3.py", "wrong", "header has lost its f prefix, so the report prints the literal braces",
         [A, B, E('"{} cues, {:.1f}s of fades".format(len(cues), total)', '"{len(cues)} cues, {total:.1f}s of fades"')]),
        ("wrong-4.py", "wrong", "only cue_line and channel_line converted; the header still uses .format", [A, B]),
    ],
)
