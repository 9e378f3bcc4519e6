"""Reads the Yale Bright Star Catalogue subset shipped with the planner."""

import csv
from dataclasses import dataclass
from pathlib import Path

CATALOG = Path(__file__).with_name("bsc5_subset.csv")
NAKED_EYE_LIMIT = 6.0


@dataclass
class Star:
    hr: int
    name: str
    ra_deg: float
    dec_deg: float
    vmag: float
    spectral: str


def load_catalog(path=CATALOG):
    stars = []
    with open(path, newline="") as fh:
        for row in csv.DictReader(fh):
            stars.append(Star(
                hr=int(row["HR"]),
                name=row["Name"].strip(),
                ra_deg=float(row["RA"]),
                dec_deg=float(row["Dec"]),
                vmag=float(row["Vmag"]),
                spectral=row["SpType"].strip(),
            ))
    return stars


def bright_stars(stars, limit=NAKED_EYE_LIMIT, min_dec=-90.0):
    """Stars brighter than the magnitude limit (smaller is brighter) north of min_dec."""
    return [s.name.upper() for s in stars if s.vmag < limit and s.dec_deg >= min_dec]


def by_spectral_class(stars):
    groups = {}
    for s in stars:
        key = s.spectral[:1] or "?"
        groups.setdefault(key, []).append(s)
    return groups


def circumpolar(stars, latitude):
    """Stars that never set at the given latitude (northern hemisphere)."""
    names = []
    for s in stars:
        if s.dec_deg > 90.0 - latitude:
            names.append(s.name)
    return names
