"""Thin HTTP client for the billing API, with retry and backoff."""
from __future__ import annotations

import logging
import random
import time
from dataclasses import dataclass, field

import requests

log = logging.getLogger(__name__)

RETRIES_HEADER = "X-Retries-Used"
RETRYABLE = {429, 502, 503, 504}


@dataclass
class WebhookConfig:
    url: str
    secret: str
    retries: int = 5
    headers: dict[str, str] = field(default_factory=dict)


class ApiClient:
    """Calls the billing API.

    max_retries is how many times a failed request is tried again before giving up.
    """

    def __init__(self, base_url: str, token: str, max_retries: int = 3, backoff: float = 0.5):
        self.base_url = base_url.rstrip("/")
        self.token = token
        self.max_retries = max_retries
        self.backoff = backoff
        self.session = requests.Session()
        self.session.headers["Authorization"] = f"Bearer {token}"

    def _sleep(self, attempt: int) -> None:
        delay = self.backoff * (2 ** attempt) + random.uniform(0, 0.1)
        time.sleep(delay)

    def request(self, method: str, path: str, **kwargs) -> requests.Response:
        retries_left = self.max_retries
        attempt = 0
        while True:
            resp = self.session.request(method, f"{self.base_url}{path}", **kwargs)
            if resp.status_code not in RETRYABLE or retries_left == 0:
                resp.headers[RETRIES_HEADER] = str(attempt)
                return resp
            log.warning("retrying %s %s (%d retries left)", method, path, retries_left)
            retries_left -= 1
            self._sleep(attempt)
            attempt += 1

    def get(self, path: str, **kwargs) -> requests.Response:
        return self.request("GET", path, **kwargs)

    def post(self, path: str, **kwargs) -> requests.Response:
        return self.request("POST", path, **kwargs)

    def with_retries(self, n: int) -> "ApiClient":
        return ApiClient(self.base_url, self.token, max_retries=n, backoff=self.backoff)


def client_from_env(env: dict[str, str]) -> ApiClient:
    max_retries = int(env.get("BILLING_RETRIES", "3"))
    return ApiClient(env["BILLING_URL"], env["BILLING_TOKEN"], max_retries=retries)
