import re

UNITS = {"s": 1, "m": 60, "h": 3600, "d": 86400}
_PART = re.compile(r"(\d+)([smhd])")


def parse_duration(text):
    text = text.strip().lower()
    if not text:
        raise ValueError("empty duration")
    total = 0
    pos = 0
    for match in _PART.finditer(text):
        if match.start() != pos:
            raise ValueError(f"bad duration: {text!r}")
        total += int(match.group(1)) * UNITS[match.group(2)]
        pos = match.end()
    if pos != len(text):
        raise ValueError(f"bad duration: {text!r}")
    return total


def format_duration(seconds):
    parts = []
    for unit in ("d", "h", "m", "s"):
        size = UNITS[unit]
        if seconds >= size:
            parts.append(f"{seconds // size}{unit}")
            seconds %= size
    return "".join(parts) or "0s"
