"""Plain-text summaries for the nightly test report."""

import logging
from datetime import datetime

log = logging.getLogger("reports")


def render_summary(name, total, failed, started: datetime):
    rate = 100.0 * (total - failed) / total if total else 0.0
    lines = [
        f"Report: {name}",
        f"Started: {started:%Y-%m-%d %H:%M}",
        f"Passed: {total - failed}/{total} ({rate:.1f}%%)",
    ]
    if failed:
        lines.append(f"Failed: {failed}")
    return "\n".join(lines)


def render_row(suite, passed, failed):
    return "%-30s %5d passed %5d failed" % (suite, passed, failed)


def write_report(path, name, suites, started):
    total = sum(p + f for _, p, f in suites)
    failed = sum(f for _, _, f in suites)
    with open(path, "w") as fh:
        fh.write(render_summary(name, total, failed, started))
        fh.write("\n\n")
        for suite, passed, fails in suites:
            fh.write(render_row(suite, passed, fails) + "\n")
    log.info("wrote report %s to %s", name, path)
    return path
