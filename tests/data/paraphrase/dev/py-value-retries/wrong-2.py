import logging
import time
import urllib.error
import urllib.request

log = logging.getLogger(__name__)

BASE_URL = "https://api.shipping.example.com/v2"
CONNECT_TIMEOUT = 5
MAX_RETRIES = 3
BACKOFF_SECONDS = 0.5
USER_AGENT = "shipctl/1.8"


class ShippingAPIError(RuntimeError):
    pass


def _request(path: str, method: str = "GET") -> bytes:
    req = urllib.request.Request(f"{BASE_URL}{path}", method=method, headers={"User-Agent": USER_AGENT})
    with urllib.request.urlopen(req, timeout=CONNECT_TIMEOUT) as resp:
        return resp.read()


def fetch(path: str) -> bytes:
    attempt = 0
    while True:
        try:
            return _request(path)
        except urllib.error.URLError as exc:
            attempt += 1
            if attempt > MAX_RETRIES:
                raise ShippingAPIError(f"giving up on {path} after {attempt} attempts") from exc
            delay = BACKOFF_SECONDS * (2 ** (attempt - 1))
            log.warning("request to %s failed (%s), retrying in %.1fs", path, exc, delay)
            time.sleep(delay)


def track(parcel_id: str) -> bytes:
    return fetch(f"/parcels/{parcel_id}/events")


def label_pdf(shipment_id: str) -> bytes:
    return fetch(f"/shipments/{shipment_id}/label.pdf")
