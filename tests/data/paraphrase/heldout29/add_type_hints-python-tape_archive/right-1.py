"""Tape vault index for Greystone Sound: where each master reel sits."""

import csv
from dataclasses import dataclass


@dataclass
class Tape:
    tape_id: str
    artist: str
    title: str
    year: int
    shelf: str
    format: str = "2in 24-track"
    baked: bool = False


def load_catalogue(path):
    catalogue = {}
    with open(path, newline="") as fh:
        for row in csv.DictReader(fh):
            tape = Tape(row["tape_id"], row["artist"], row["title"], int(row["year"]),
                        row["shelf"], row.get("format") or "2in 24-track", row.get("baked") == "yes")
            catalogue[tape.tape_id] = tape
    return catalogue


def find_tapes(catalogue: dict[str, Tape], artist: str, year_from: int | None = None) -> list[Tape]:
    """Tapes by an artist (case-insensitive), optionally from a given year on, oldest first."""
    wanted = artist.strip().lower()
    hits = [t for t in catalogue.values() if t.artist.lower() == wanted]
    if year_from is not None:
        hits = [t for t in hits if t.year >= year_from]
    return sorted(hits, key=lambda t: (t.year, t.tape_id))


def needs_baking(tape):
    """Back-coated reels from the late 70s and 80s shed oxide unless baked first."""
    return not tape.baked and 1975 <= tape.year <= 1989


def pull_slip(tapes):
    lines = ["PULL SLIP - handle with gloves"]
    for t in tapes:
        warn = "  BAKE FIRST" if needs_baking(t) else ""
        lines.append(f"{t.shelf:>6}  {t.tape_id}  {t.artist} - {t.title} ({t.year}, {t.format}){warn}")
    return "\n".join(lines)


if __name__ == "__main__":
    import sys
    cat = load_catalogue(sys.argv[1])
    print(pull_slip(find_tapes(cat, sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else None)))
