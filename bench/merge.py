"""`redraft bench --merge`: one report from the parts of a set run one call each."""

from __future__ import annotations

import json

SAME = ("kind", "model", "backend", "device", "dtype", "device_slug")


def merge_reports(reports: list[dict], command: str = "") -> dict:
    """One report from several bench reports of the same model, device, dtype, modes and
    runs over different prompts (for machines that limit how long one command may run)."""
    from ..engine import ConfigError

    if not reports:
        raise ConfigError("--merge needs at least one report")
    first = reports[0]
    if first.get("kind") != "bench":
        raise ConfigError("--merge takes bench reports, not verify-cost ones")
    for r in reports[1:]:
        for key in SAME:
            if r.get(key) != first.get(key):
                raise ConfigError(f"--merge: the reports differ in {key} ({first.get(key)} vs {r.get(key)})")
        if [m["name"] for m in r["modes"]] != [m["name"] for m in first["modes"]] or r["runs"] != first["runs"]:
            raise ConfigError("--merge: the reports ran different modes or numbers of runs")
    names = [p["name"] for r in reports for p in r["prompts"]]
    dup = sorted({n for n in names if names.count(n) > 1})
    if dup:
        raise ConfigError(f"--merge: prompt {', '.join(dup)} is in more than one report")
    merged = json.loads(json.dumps(first))
    merged["prompts"] = [p for r in reports for p in r["prompts"]]
    merged["results"] = [x for r in reports for x in r["results"]]
    merged["settings"]["prompts"] = names
    merged["parts"] = [{"command": r["command"], "date": r["date"], "commit": r["commit"]} for r in reports]
    merged["command"] = " && ".join(r["command"] for r in reports) + (f"; merged by {command}" if command else "")
    merged["notes"] = list(dict.fromkeys(n for r in reports for n in r["notes"] if not n.startswith("no chart")))
    merged.pop("chart", None)
    if any(r.get("quality") for r in reports):
        from .stats import quality_summary

        merged["quality"] = quality_summary(merged["modes"], merged["results"])
    return merged
