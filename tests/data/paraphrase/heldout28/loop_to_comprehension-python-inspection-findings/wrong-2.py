"""Turn an inspector's raw checklist into the findings list for the report."""

from dataclasses import dataclass

SEVERITY_ORDER = {"critical": 0, "major": 1, "minor": 2}


@dataclass
class ChecklistItem:
    section: str
    item: str
    ok: bool
    severity: str
    note: str = ""


def failed_items(items: list[ChecklistItem]) -> list[ChecklistItem]:
    failed = []
    for entry in items:
        if not entry.ok:
            failed.append(entry)
    return failed


def finding_lines(items: list[ChecklistItem], include_minor: bool = True) -> list[str]:
    return [
        f"[{entry.severity.upper()}] {entry.section}: {entry.item}"
        for entry in items
        if include_minor or entry.severity != "minor"
    ]


def sections_with_findings(items: list[ChecklistItem]) -> list[str]:
    seen = []
    for entry in failed_items(items):
        if entry.section not in seen:
            seen.append(entry.section)
    return seen


def worst_first(items: list[ChecklistItem]) -> list[ChecklistItem]:
    return sorted(failed_items(items), key=lambda e: SEVERITY_ORDER[e.severity])
