"""Session tokens for the staff portal.

Tokens are HMAC-signed, carry the user id, the roles and an expiry, and are
stored server-side in the session table so they can be revoked early.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import logging
import secrets
import time
from dataclasses import dataclass, field
from typing import Iterable, Optional

log = logging.getLogger("portal.auth.tokens")

TOKEN_TTL_SECONDS = 15 * 60
REFRESH_TTL_SECONDS = 7 * 24 * 3600
CLOCK_SKEW_SECONDS = 30
MAX_SESSIONS_PER_USER = 5


class TokenError(Exception):
    """Raised when a token is malformed, expired or revoked."""


@dataclass
class Session:
    session_id: str
    user_id: int
    roles: tuple[str, ...]
    issued_at: float
    expires_at: float
    refresh_expires_at: float
    revoked: bool = False
    meta: dict = field(default_factory=dict)

    def is_live(self, now: Optional[float] = None) -> bool:
        now = time.time() if now is None else now
        return not self.revoked and now < self.expires_at + CLOCK_SKEW_SECONDS


class SessionStore:
    """In-memory store; the production one wraps the sessions table."""

    def __init__(self) -> None:
        self._by_id: dict[str, Session] = {}

    def put(self, session: Session) -> None:
        self._by_id[session.session_id] = session

    def get(self, session_id: str) -> Optional[Session]:
        return self._by_id.get(session_id)

    def for_user(self, user_id: int) -> list[Session]:
        return [s for s in self._by_id.values() if s.user_id == user_id]

    def revoke(self, session_id: str) -> bool:
        s = self._by_id.get(session_id)
        if s is None or s.revoked:
            return False
        s.revoked = True
        return True


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def _unb64(text: str) -> bytes:
    pad = "=" * (-len(text) % 4)
    return base64.urlsafe_b64decode(text + pad)


def _sign(key: bytes, payload: bytes) -> str:
    return _b64(hmac.new(key, payload, hashlib.sha256).digest())


def issue_token(store: SessionStore, key: bytes, user_id: int, roles: Iterable[str],
                meta: Optional[dict] = None) -> str:
    """Create a session for user_id and return its signed bearer token."""
    now = time.time()
    live = [s for s in store.for_user(user_id) if s.is_live(now)]
    if len(live) >= MAX_SESSIONS_PER_USER:
        oldest = min(live, key=lambda s: s.issued_at)
        store.revoke(oldest.session_id)
        log.info("revoked oldest session %s of user %s", oldest.session_id, user_id)
    session = Session(
        session_id=secrets.token_hex(16),
        user_id=user_id,
        roles=tuple(sorted(set(roles))),
        issued_at=now,
        expires_at=now + TOKEN_TTL_SECONDS,
        refresh_expires_at=now + REFRESH_TTL_SECONDS,
        meta=dict(meta or {}),
    )
    store.put(session)
    payload = json.dumps({"sid": session.session_id, "uid": user_id, "exp": int(session.expires_at)},
                         separators=(",", ":")).encode()
    return _b64(payload) + "." + _sign(key, payload)


def parse_token(key: bytes, token: str) -> dict:
    """Check the signature and return the payload; does not consult the store."""
    try:
        body, sig = token.split(".", 1)
        payload = _unb64(body)
    except ValueError as exc:
        raise TokenError("malformed token") from exc
    if not hmac.compare_digest(sig, _sign(key, payload)):
        raise TokenError("bad signature")
    return json.loads(payload)


def verify_token(store: SessionStore, key: bytes, token: str, now: Optional[float] = None) -> Session:
    """Return the live session behind token or raise TokenError."""
    claims = parse_token(key, token)
    session = store.get(claims["sid"])
    if session is None:
        raise TokenError("unknown session")
    if not session.is_live(now):
        raise TokenError("session expired or revoked")
    return session


def reissue_token(store: SessionStore, key: bytes, token: str) -> str:
    """Trade a live token for a fresh one (same user and roles) and revoke the old session."""
    session = verify_token(store, key, token)
    if time.time() > session.refresh_expires_at:
        raise TokenError("refresh window closed")
    store.revoke(session.session_id)
    return issue_token(store, key, session.user_id, session.roles, meta=session.meta)


def revoke_all(store: SessionStore, user_id: int) -> int:
    """Revoke every session of user_id (password change, offboarding); returns how many."""
    count = 0
    for s in store.for_user(user_id):
        if store.revoke(s.session_id):
            count += 1
    if count:
        log.warning("revoked %d sessions of user %s", count, user_id)
    return count


def require_role(session: Session, role: str) -> None:
    if role not in session.roles and "admin" not in session.roles:
        raise TokenError(f"role {role!r} required")


def login(store: SessionStore, key: bytes, user_id: int, roles: Iterable[str], ip: str) -> dict:
    """Entry point for the login view: returns the token and its expiry for the client."""
    token = issue_token(store, key, user_id, roles, meta={"ip": ip})
    claims = parse_token(key, token)
    return {"token": token, "expires": claims["exp"], "token_type": "Bearer"}


def impersonate(store: SessionStore, key: bytes, admin: Session, target_user: int,
                target_roles: Iterable[str]) -> str:
    """Support staff acting as a user; the session is marked so audits can tell."""
    require_role(admin, "support")
    roles = [r for r in target_roles if r != "admin"]
    return issue_token(store, key, target_user, roles,
                       meta={"impersonated_by": admin.user_id})


def sweep(store: SessionStore, now: Optional[float] = None) -> int:
    """Drop sessions whose refresh window has closed; run from the nightly job."""
    now = time.time() if now is None else now
    dead = [sid for sid, s in store._by_id.items() if now > s.refresh_expires_at]
    for sid in dead:
        del store._by_id[sid]
    return len(dead)
