"""Nightly backup report, mailed to ops."""
import datetime as dt
import logging
import socket

log = logging.getLogger("backup.report")


def human_size(n: int) -> str:
    for unit in ("B", "KiB", "MiB", "GiB"):
        if n < 1024:
            return "%.1f %s" % (n, unit)
        n /= 1024
    return "%.1f TiB" % n


def summary_lines(jobs: list[dict], started: dt.datetime) -> list[str]:
    ok = [j for j in jobs if j["status"] == "ok"]
    failed = [j for j in jobs if j["status"] != "ok"]
    total = sum(j["bytes"] for j in ok)
    lines = [
        f"Backup report for {socket.gethostname()} ({started:%Y-%m-%d})",
        f"{len(ok)} of {len(jobs)} jobs succeeded, {human_size(total)} written",
        f"success rate: {100.0 * len(ok) / max(len(jobs), 1)}%",
    ]
    for j in failed:
        lines.append(f"  FAILED {j['name']:<20} {j.get('error', '?')} (exit {j['exit']})")
    for j in ok:
        lines.append(f"  ok     {j['name']:<20} {human_size(j['bytes']):>10} in {j['seconds']}s")
    return lines


def send(lines: list[str], to: str) -> None:
    body = "\n".join(lines)
    log.info("sending report to %s (%d lines)", to, len(lines))
    # the mail relay is local; see /etc/postfix/main.cf
    with socket.create_connection(("localhost", 25), timeout=10) as s:
        s.sendall(body.encode())
