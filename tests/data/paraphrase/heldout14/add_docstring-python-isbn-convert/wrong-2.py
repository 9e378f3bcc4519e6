"""ISBN helpers for the acquisitions import."""

import re

_DIGITS = re.compile(r"[^0-9Xx]")


def normalize(raw: str) -> str:
    """Strip hyphens, spaces and other separators; upper-case a trailing x."""
    return _DIGITS.sub("", raw).upper()


def isbn10_check_digit(first9: str) -> str:
    total = sum((10 - i) * int(d) for i, d in enumerate(first9))
    r = (11 - total % 11) % 11
    return "X" if r == 10 else str(r)


def isbn13_check_digit(first12: str) -> str:
    total = sum((3 if i % 2 else 1) * int(d) for i, d in enumerate(first12))
    return str((10 - total % 10) % 10)


def is_valid(raw: str) -> bool:
    s = normalize(raw)
    if len(s) == 10:
        return s[:9].isdigit() and isbn10_check_digit(s[:9]) == s[9]
    if len(s) == 13:
        return s.isdigit() and isbn13_check_digit(s[:12]) == s[12]
    return False


"""Convert an ISBN-10 to its ISBN-13 (978 prefix, recomputed check digit).

Separators are ignored. Raises ValueError if the input is not a valid ISBN-10.
"""
def isbn10_to_isbn13(isbn10: str) -> str:
    s = normalize(isbn10)
    if len(s) != 10 or not is_valid(s):
        raise ValueError(f"not a valid ISBN-10: {isbn10!r}")
    core = "978" + s[:9]
    return core + isbn13_check_digit(core)


def isbn13_to_isbn10(isbn13: str) -> str | None:
    """ISBN-10 for a 978 ISBN-13; 979 numbers have no ISBN-10 and give None."""
    s = normalize(isbn13)
    if len(s) != 13 or not is_valid(s):
        raise ValueError(f"not a valid ISBN-13: {isbn13!r}")
    if not s.startswith("978"):
        return None
    return s[3:12] + isbn10_check_digit(s[3:12])
