from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

MIN_VINTAGE = 2019


@dataclass(frozen=True)
class Credit:
    serial: str
    project_id: str
    vintage: int
    tonnes: float
    status: str  # "active", "retired" or "cancelled"
    retired_by: str | None = None


def active_serials(credits: list[Credit]) -> list[str]:
    """Serial numbers that can still be transferred, oldest listing first."""
    return [credit.serial for credit in credits if credit.status == "active" and credit.vintage > MIN_VINTAGE]


def retired_by_buyer(credits: list[Credit]) -> dict[str, float]:
    totals: dict[str, float] = defaultdict(float)
    for credit in credits:
        if credit.status == "retired" and credit.retired_by:
            totals[credit.retired_by] += credit.tonnes
    return dict(totals)


def project_vintages(credits: list[Credit], project_id: str) -> list[int]:
    vintages = []
    for credit in credits:
        if credit.project_id == project_id and credit.vintage not in vintages:
            vintages.append(credit.vintage)
    return sorted(vintages)
