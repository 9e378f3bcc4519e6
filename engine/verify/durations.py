"""A duration written in another unit is the same duration: Go's `8 * time.Second` and
`8000 * time.Millisecond`, "8 seconds" said and `8000 * time.Millisecond` written. The setting
rule and the net compare durations by their length, not by how they are spelled.

    same_durations(a, b) -> bool           two lines alike once each duration is its length
    duration_said(change, result, instruction) -> bool   the change's line writes a length said"""

from __future__ import annotations

import re

from .changes import Change

NANOS = {"Nanosecond": 1, "Microsecond": 1_000, "Millisecond": 1_000_000, "Second": 1_000_000_000, "Minute": 60_000_000_000,
         "Hour": 3_600_000_000_000}
GO = re.compile(r"(?:time\.Duration\(\s*)?(\d+(?:\.\d+)?)\s*\)?\s*\*\s*time\.(Nanosecond|Microsecond|Millisecond|Second|Minute|Hour)\b"
                r"|\btime\.(Nanosecond|Microsecond|Millisecond|Second|Minute|Hour)\s*\*\s*(\d+(?:\.\d+)?)")
# A length said in words: "8 seconds", "8s", "500 ms", "2 minutes", "8 Sekunden", "8 segundos".
SAID = re.compile(r"(\d+(?:\.\d+)?)\s*(ms|millis\w*|milli\w*|s|secs?|seconds?|sekunden?|segundos?|secondes?|secondi|seconden|sekund\w*|"
                  r"秒|m|mins?|minutes?|minuten?|minutos?|minuti|minut\w*|分|h|hours?|hrs?|stunden?|horas?|heures?|ore|uur|godzin\w*|時間)(?![\w])",
                  re.I)


def _factor(unit: str) -> int:
    """Nanoseconds in a unit said: ms, s, min, h, in the languages instructions come in."""
    unit = unit.lower()
    if unit.startswith(("ms", "milli")):
        return 1_000_000
    if unit == "m" or unit.startswith(("min", "分")):
        return 60_000_000_000
    if unit in ("h", "ore", "uur") or unit.startswith(("hour", "hr", "stund", "hora", "heure", "godzin", "時")):
        return 3_600_000_000_000
    return 1_000_000_000  # s, sec, seconds, Sekunden, segundos, 秒...


def _nanos(m: re.Match) -> float:
    number, unit = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
    return float(number) * NANOS[unit]


def _normal(line: str) -> str:
    return GO.sub(lambda m: f"<{_nanos(m):.0f}ns>", line)


def same_durations(a: str, b: str) -> bool:
    return bool(GO.search(a) and GO.search(b)) and " ".join(_normal(a).split()) == " ".join(_normal(b).split())


def said_lengths(instruction: str) -> set[float]:
    return {float(m.group(1)) * _factor(m.group(2)) for m in SAID.finditer(instruction)}


def duration_said(change: Change, result: str, instruction: str) -> bool:
    """The result line the change stands on writes a duration as long as one the instruction says."""
    lines = result.splitlines()
    line = lines[change.line - 1] if 0 < change.line <= len(lines) else ""
    if not all(re.fullmatch(r"\d+(?:\.\d+)?|time|\.|\*|\(|\)|Duration|" + "|".join(NANOS), w) for w in change.words if w.strip()):
        return False  # (another word changed on the line is the net's, not the length's)
    said = said_lengths(instruction)
    # only a length written in another unit than said (`8000 * time.Millisecond` for "8s"): a number said as it is
    # written is the net's to place (the right timeout, not another one)
    numbers = set(re.findall(r"\d+(?:\.\d+)?", instruction))
    return bool(said) and any(_nanos(m) in said and (m.group(1) or m.group(4)) not in numbers for m in GO.finditer(line))
