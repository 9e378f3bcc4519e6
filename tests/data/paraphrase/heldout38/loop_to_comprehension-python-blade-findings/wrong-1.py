"""Blade inspection findings from the spring drone survey at Carn Dubh wind farm."""

from dataclasses import dataclass, field


@dataclass
class Finding:
    blade: str  # "A", "B" or "C"
    zone: str  # "root", "mid", "tip", "leading-edge"
    severity: int  # 1 (cosmetic) .. 5 (stop turbine)
    repaired: bool = False


@dataclass
class Inspection:
    turbine_id: str
    date: str
    findings: list[Finding] = field(default_factory=list)


def open_findings(inspections, min_severity=3):
    """(turbine, finding) pairs that still need a repair crew, worst first after sorting by the caller."""
    return [
        (insp.turbine_id, f)
        for insp in inspections
        for f in insp.findings
        if f.severity > min_severity and not f.repaired
    ]


def worst_per_turbine(inspections):
    worst = {}
    for insp in inspections:
        for f in insp.findings:
            if f.severity > worst.get(insp.turbine_id, 0):
                worst[insp.turbine_id] = f.severity
    return worst


def crew_days(inspections):
    pending = open_findings(inspections)
    # one rope-access crew clears about four category-3+ findings a day
    return -(-len(pending) // 4)


def summary(inspections):
    pending = open_findings(inspections, min_severity=4)
    lines = [f"{len(pending)} findings at severity 4 or 5"]
    for turbine, f in sorted(pending, key=lambda p: -p[1].severity):
        lines.append(f"  {turbine} blade {f.blade} {f.zone}: {f.severity}")
    return "\n".join(lines)
