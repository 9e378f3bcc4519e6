"""Messages for the nightly export job."""

import logging

log = logging.getLogger("export")


def progress(done, total):
    pct = 100.0 * done / total if total else 0.0
    return f"{done}/{total} rows ({pct:.1f}%)"


def json_hint(table):
    return f"expected {{\"table\": \"{table}\"}} in the manifest"


def file_name(table, day, part):
    return f"{table}_{day:%Y%m%d}_part{part:03d}.csv"


def summary(tables, seconds):
    names = ", ".join(sorted(tables))
    return f"exported {names} in {seconds:.2f} s"


def warn_slow(table, seconds, limit=60):
    if seconds > limit:
        log.warning("table %s took %.0f s (limit %d s)", table, seconds, limit)
