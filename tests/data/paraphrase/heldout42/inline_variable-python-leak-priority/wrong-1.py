"""Priority scoring for leak reports coming in from the Harrowgate customer line."""

LEAK_WEIGHTS = {
    "main_burst": 10,
    "service_pipe": 6,
    "hydrant": 4,
    "meter_box": 2,
    "unknown": 3,
}

SENSITIVE_ZONES = {"HG-04", "HG-11", "HG-17"}  # hospital, school, care home


def priority_score(report):
    base = LEAK_WEIGHTS[report.kind] + report.flow_estimate_lpm / 20
    if report.zone in SENSITIVE_ZONES:
        base *= 1.5
    if report.road_flooding:
        base += 5
    return round(base, 1)


def crew_for(report):
    score = priority_score(report)
    if score >= 15:
        return "emergency"
    if score >= 8:
        return "same-day"
    return "planned"
