"""Small CSV helpers used by the import jobs."""

import csv
from pathlib import Path


def chunked(seq, size):
    """Yield successive lists of at most size items."""
    buf = []
    for item in seq:
        buf.append(item)
        if len(buf) == size:
            yield buf
            buf = []
    if buf:
        yield buf


def load_rows(path: str | Path, delimiter: str = ",", skip_header: bool = True) -> list[dict[str, str]]:
    """Read a CSV file into dicts keyed by the header row.

    With skip_header=False the first row is data and columns are named col0, col1, ...
    """
    with open(path, newline="", encoding="utf-8") as fh:
        reader = csv.reader(fh, delimiter=delimiter)
        rows = list(reader)
    if not rows:
        return []
    if skip_header:
        header, data = rows[0], rows[1:]
    else:
        header, data = [f"col{i}" for i in range(len(rows[0]))], rows
    return [dict(zip(header, row)) for row in data]


def write_rows(path, rows, fieldnames):
    with open(path, "w", newline="", encoding="utf-8") as fh:
        writer = csv.DictWriter(fh, fieldnames=fieldnames)
        writer.writeheader()
        writer.writerows(rows)
    return Path(path)
