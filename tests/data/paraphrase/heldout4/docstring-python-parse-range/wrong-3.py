"""Page-range parsing for the print dialog."""

import re

_RANGE_RE = re.compile(r"^(\d+)(?:-(\d+))?$")
MAX_PAGES = 10_000


def parse_range(spec: str, limit: int) -> list[int]:
    """Parse a page spec such as "1-3,7" into a sorted list of page numbers.

    Raises ValueError for any page above ``limit``.
    """
    # "1-3,7" -> [1, 2, 3, 7]; pages past the limit are dropped
    pages: set[int] = set()
    for part in spec.replace(" ", "").split(","):
        if not part:
            continue
        m = _RANGE_RE.match(part)
        if m is None:
            raise ValueError(f"bad page range: {part!r}")
        start = int(m.group(1))
        end = int(m.group(2) or start)
        if start < 1 or end < start:
            raise ValueError(f"bad page range: {part!r}")
        pages.update(range(start, min(end, limit) + 1))
    return sorted(pages)


def format_range(pages: list[int]) -> str:
    """Inverse of parse_range: [1, 2, 3, 7] -> "1-3,7"."""
    out: list[str] = []
    i = 0
    while i < len(pages):
        j = i
        while j + 1 < len(pages) and pages[j + 1] == pages[j] + 1:
            j += 1
        out.append(str(pages[i]) if i == j else f"{pages[i]}-{pages[j]}")
        i = j + 1
    return ",".join(out)


def page_count(spec: str) -> int:
    return len(parse_range(spec, MAX_PAGES))
