"""Webhook receiver for payment provider events."""

import hashlib
import hmac
import json
import logging
from datetime import datetime, timezone

log = logging.getLogger("payments.webhook")

SIGNING_SECRET_ENV = "PAYMENTS_WEBHOOK_SECRET"
HANDLED_EVENTS = {"charge.succeeded", "charge.refunded", "payout.paid"}


def verify_signature(secret: bytes, payload: bytes, header: str) -> bool:
    expected = hmac.new(secret, payload, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, header.removeprefix("sha256="))


def parse_event(payload: bytes) -> dict | None:
    try:
        event = json.loads(payload)
    except json.JSONDecodeError:
        return None
    if event.get("type") not in HANDLED_EVENTS:
        log.debug("ignoring event type %s", event.get("type"))
        return None
    event["received_at"] = datetime.now(timezone.utc).isoformat()
    return event


def parse_batch(payload: bytes) -> list[dict]:
    """A batch delivery is a JSON array of events."""
    events = json.loads(payload)
    return [e for e in events if e.get("type") in HANDLED_EVENTS]


def handle(payload: bytes, header: str, secret: bytes, ledger) -> int:
    if not verify_signature(secret, payload, header):
        log.warning("bad signature, dropping delivery")
        return 401
    event = parse_event(payload)
    if event is None:
        return 204
    ledger.record(event["id"], event["type"], event["data"])
    return 200
