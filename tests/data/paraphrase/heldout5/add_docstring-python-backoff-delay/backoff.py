import random
import time

DEFAULT_BASE = 0.5
DEFAULT_CAP = 30.0


def backoff_delay(attempt, base=DEFAULT_BASE, cap=DEFAULT_CAP):
    if attempt < 1:
        raise ValueError("attempt starts at 1")
    return min(cap, base * 2 ** (attempt - 1))


def jitter_delay(attempt, base=DEFAULT_BASE, cap=DEFAULT_CAP):
    """Full-jitter variant: a random delay between 0 and backoff_delay()."""
    return random.uniform(0, backoff_delay(attempt, base, cap))


def retry(fn, attempts=5, sleep=time.sleep, jitter=True):
    """Call fn() until it succeeds or `attempts` calls have failed."""
    last = None
    for n in range(1, attempts + 1):
        try:
            return fn()
        except Exception as exc:  # noqa: BLE001 - caller decides what is retryable
            last = exc
            if n == attempts:
                break
            sleep(jitter_delay(n) if jitter else backoff_delay(n))
    raise last


if __name__ == "__main__":
    for n in range(1, 8):
        print(n, backoff_delay(n))
