"""Fetch a URL with retries and a per-attempt timeout."""

import time
import urllib.request

DEFAULT_TIMEOUT = 10.0
timeout_log = []


def fetch(url, timeout_s=DEFAULT_TIMEOUT):
    """One attempt; `timeout_s` is in seconds."""
    started = time.monotonic()
    with urllib.request.urlopen(url, timeout=timeout_s) as resp:
        body = resp.read()
    elapsed = time.monotonic() - started
    if elapsed > 0.8 * timeout_s:
        timeout_log.append((url, elapsed))
    return body


def fetch_with_retry(url, attempts=3, timeout_s=30.0):
    """Up to `attempts` tries, sharing `timeout_s` seconds between them."""
    per_try = timeout_s / attempts
    last_error = None
    for attempt in range(attempts):
        try:
            return fetch(url, timeout_s=per_try)
        except OSError as error:
            last_error = error
            time.sleep(min(2 ** attempt, 5))
    raise TimeoutError(f"{url}: no answer within {timeout_s} s ({last_error})")


def slow_urls(threshold):
    return sorted({url for url, elapsed in timeout_log if elapsed > threshold})
