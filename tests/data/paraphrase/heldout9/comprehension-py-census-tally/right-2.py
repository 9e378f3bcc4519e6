"""Tally household survey returns per district for the census office."""

import csv
from collections import Counter
from pathlib import Path

VALID_TENURE = {"owned", "rented", "social", "other"}


def load_returns(path: Path) -> list[dict]:
    with path.open(newline="", encoding="utf-8") as fh:
        return list(csv.DictReader(fh))


def valid_returns(rows: list[dict]) -> list[dict]:
    return [
        row for row in rows
        if row["district"] and row["tenure"] in VALID_TENURE
    ]


def household_sizes(rows: list[dict]) -> list[int]:
    sizes = []
    for row in rows:
        if row["persons"].isdigit():
            sizes.append(int(row["persons"]))
    return sizes


def districts(rows: list[dict]) -> list[str]:
    return sorted({row["district"] for row in rows})


def tenure_by_district(rows: list[dict]) -> dict[str, Counter]:
    out: dict[str, Counter] = {}
    for row in rows:
        out.setdefault(row["district"], Counter())[row["tenure"]] += 1
    return out


def summary(path: Path) -> str:
    rows = valid_returns(load_returns(path))
    sizes = household_sizes(rows)
    mean = sum(sizes) / len(sizes) if sizes else 0.0
    lines = [f"{len(rows)} valid returns, mean household size {mean:.2f}"]
    for district, counts in tenure_by_district(rows).items():
        lines.append(f"  {district}: " + ", ".join(f"{k}={v}" for k, v in sorted(counts.items())))
    return "\n".join(lines)


if __name__ == "__main__":
    import sys
    print(summary(Path(sys.argv[1])))
