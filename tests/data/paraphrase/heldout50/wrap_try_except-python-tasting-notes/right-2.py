"""Import tasting notes exported from the cellar tablet app."""
import csv
import json
import logging
from pathlib import Path

log = logging.getLogger("cellar.notes")

NOTES_DIR = Path("/srv/cellar/notes")


def read_export(path):
    with open(path, newline="", encoding="utf-8") as fh:
        return list(csv.DictReader(fh))


def normalise(row):
    return {
        "vintage": int(row["vintage"]),
        "cuvee": row["cuvee"].strip(),
        "taster": row["taster"].strip().title(),
        "score": float(row["score"]),
        "note": row["note"].strip(),
    }


def import_notes(path):
    """Normalise every row of one export and save them next to the others."""
    rows = read_export(path)
    notes = []
    for row in rows:
        try:
            notes.append(normalise(row))
        except (KeyError, ValueError):
            log.warning("skipping unreadable row in %s", path)
    target = NOTES_DIR / (Path(path).stem + ".json")
    target.write_text(json.dumps(notes, indent=2, ensure_ascii=False))
    log.info("imported %d notes from %s", len(notes), path)
    return len(notes)


def average_score(notes, cuvee):
    scores = [n["score"] for n in notes if n["cuvee"] == cuvee]
    return sum(scores) / len(scores) if scores else None
