"""Webhook delivery for the notifications service."""

import json
import logging

import httpx

log = logging.getLogger(__name__)

TIMEOUT = httpx.Timeout(5.0)


def sign(payload: bytes, secret: str) -> str:
    import hashlib
    import hmac
    return hmac.new(secret.encode(), payload, hashlib.sha256).hexdigest()


def deliver(client: httpx.Client, url: str, event: dict, secret: str) -> bool:
    """POST one event to a subscriber; True on 2xx."""
    body = json.dumps(event).encode()
    headers = {"Content-Type": "application/json", "X-Signature": sign(body, secret)}
    try:
        resp = client.post(url, content=body, headers=headers, timeout=TIMEOUT)
    except httpx.HTTPError as exc:
        log.warning("delivery to %s failed: %s", url, exc)
        return False
    return resp.is_success


def deliver_all(client: httpx.Client, subscribers: list[dict], event: dict) -> int:
    ok = 0
    for sub in subscribers:
        if deliver(client, sub["url"], event, sub["secret"]):
            ok += 1
    return ok
