"""Summaries of an access log: requests per status code and per path."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

LINE_RE = re.compile(r'^(?P<ip>\S+) \S+ \S+ \[(?P<ts>[^\]]+)\] "(?P<method>\S+) (?P<path>\S+) [^"]*" (?P<status>\d{3}) (?P<size>\d+|-)')


@dataclass
class Entry:
    ip: str
    method: str
    path: str
    status: int
    size: int


def parse(lines):
    for line in lines:
        m = LINE_RE.match(line)
        if not m:
            continue
        size = 0 if m["size"] == "-" else int(m["size"])
        yield Entry(m["ip"], m["method"], m["path"], int(m["status"]), size)


def tally(entries, key):
    """Count entries by key(entry); cnt maps key -> number of requests."""
    cnt = Counter()
    for e in entries:
        cnt[key(e)] += 1
    return cnt


def summarize(entries, top=5):
    # number of requests seen so far
    count = 0
    errors = 0
    total_bytes = 0
    paths = Counter()
    for e in entries:
        count += 1
        total_bytes += e.size
        if e.status >= 500:
            errors += 1
        paths[e.path] += 1
    if count == 0:
        return {"cnt": 0, "error_rate": 0.0, "avg_bytes": 0, "top": []}
    return {
        "cnt": count,
        "error_rate": errors / cnt,
        "avg_bytes": total_bytes // count,
        "top": paths.most_common(top),
    }


def format_summary(s):
    lines = [f"requests: {s['cnt']}", f"errors:   {s['error_rate']:.1%}", f"avg size: {s['avg_bytes']} B"]
    for path, cnt in s["top"]:
        lines.append(f"  {cnt:6d}  {path}")
    return "\n".join(lines)


if __name__ == "__main__":
    import sys

    print(format_summary(summarize(parse(sys.stdin))))
