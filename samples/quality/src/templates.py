"""Messages for the nightly export job."""

import logging

log = logging.getLogger("export")


def progress(done, total):
    pct = 100.0 * done / total if total else 0.0
    return "%d/%d rows (%.1f%%)" % (done, total, pct)


def json_hint(table):
    return "expected {{\"table\": \"{}\"}} in the manifest".format(table)


def file_name(table, day, part):
    return "{}_{:%Y%m%d}_part{:03d}.csv".format(table, day, part)


def summary(tables, seconds):
    names = ", ".join(sorted(tables))
    return "exported %s in %.2f s" % (names, seconds)


def warn_slow(table, seconds, limit=60):
    if seconds > limit:
        log.warning("table %s took %.0f s (limit %d s)", table, seconds, limit)
