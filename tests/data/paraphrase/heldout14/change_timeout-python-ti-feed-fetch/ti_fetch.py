"""Pull threat-intel indicators (IPs, domains, hashes) from the partner TAXII-lite feeds
and write them to the SIEM lookup tables."""

import csv
import json
import logging
import time
from pathlib import Path

import requests

log = logging.getLogger("ti.fetch")

FEEDS = {
    "abuse-ip": "https://ti.partner-cert.example/feeds/ip-blocklist.json",
    "phish-domains": "https://ti.partner-cert.example/feeds/phishing-domains.json",
    "malware-sha256": "https://ti.partner-cert.example/feeds/malware-hashes.json",
}

# Per-request timeout in seconds. The partner CDN is slow at the top of the hour.
REQUEST_TIMEOUT = 10
MAX_RETRIES = 3
RETRY_BACKOFF = 10  # seconds, doubled after each failed attempt
LOOKUP_DIR = Path("/opt/siem/lookups")


def fetch(session: requests.Session, url: str) -> list[dict]:
    delay = RETRY_BACKOFF
    for attempt in range(1, MAX_RETRIES + 1):
        try:
            resp = session.get(url, timeout=REQUEST_TIMEOUT)
            resp.raise_for_status()
            return resp.json()["indicators"]
        except (requests.RequestException, KeyError, json.JSONDecodeError) as exc:
            log.warning("fetch %s failed (attempt %d/%d): %s", url, attempt, MAX_RETRIES, exc)
            if attempt == MAX_RETRIES:
                raise
            time.sleep(delay)
            delay *= 2
    return []


def write_lookup(name: str, indicators: list[dict]) -> Path:
    path = LOOKUP_DIR / f"ti_{name}.csv"
    tmp = path.with_suffix(".tmp")
    with tmp.open("w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["indicator", "type", "confidence", "first_seen", "source"])
        for ind in indicators:
            if int(ind.get("confidence", 0)) < 50:
                continue
            w.writerow([ind["value"], ind["type"], ind["confidence"], ind.get("first_seen", ""), name])
    tmp.replace(path)
    return path


def main() -> int:
    logging.basicConfig(level=logging.INFO)
    session = requests.Session()
    session.headers["User-Agent"] = "siem-ti-fetch/2.1"
    failed = 0
    for name, url in FEEDS.items():
        try:
            path = write_lookup(name, fetch(session, url))
            log.info("wrote %s", path)
        except Exception:
            log.exception("feed %s skipped", name)
            failed += 1
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
