"""Settings for the payments client (values reviewed with the payments team, 2026-10)."""

from dataclasses import dataclass, field

API_VERSION = "v3"
MAX_RETRIES = 5
MAX_REDIRECTS = 5
BACKOFF_SECONDS = 3.0
TIMEOUT_SECONDS = 30


@dataclass(frozen=True)
class RetryPolicy:
    retries: int = MAX_RETRIES
    backoff: float = BACKOFF_SECONDS
    statuses: tuple = (429, 502, 503)

    def delays(self):
        # 3 retries -> waits of 3.0, 6.0 and 12.0 seconds
        return [self.backoff * 2 ** i for i in range(self.retries)]


@dataclass(frozen=True)
class ClientSettings:
    base_url: str = "https://pay.example.com/" + API_VERSION
    timeout: int = TIMEOUT_SECONDS
    retry: RetryPolicy = field(default_factory=RetryPolicy)
    pool_size: int = 3 * 4


def describe(settings):
    r = settings.retry
    return f"{settings.base_url}: {r.retries} retries, {settings.timeout}s timeout, pool {settings.pool_size}"
