"""Human-friendly durations: "1h30m" <-> seconds."""

import re

_UNITS = {"w": 604800, "d": 86400, "h": 3600, "m": 60, "s": 1}
_PART = re.compile(r"(\d+)([wdhms])")


class DurationError(ValueError):
    pass


def parse_duration(text: str, default_unit: str = "m") -> int:
    """Seconds in a duration such as "2d4h", "90m" or "45" (a bare number uses default_unit)."""
    text = text.strip().lower()
    if not text:
        raise DurationError("empty duration")
    if text.isdigit():
        return int(text) * _UNITS[default_unit]
    pos = 0
    total = 0
    for m in _PART.finditer(text):
        if m.start() != pos:
            raise DurationError(f"unexpected text in duration: {text!r}")
        total += int(m.group(1)) * _UNITS[m.group(2)]
        pos = m.end()
    if pos != len(text):
        raise DurationError(f"unexpected text in duration: {text!r}")
    return total


def format_duration(seconds):
    """The shortest string parse_duration() reads back as `seconds`."""
    if seconds == 0:
        return "0s"
    parts = []
    for unit, size in _UNITS.items():
        n, seconds = divmod(seconds, size)
        if n:
            parts.append(f"{n}{unit}")
    return "".join(parts)


def clamp(seconds, lo, hi):
    return max(lo, min(hi, seconds))
