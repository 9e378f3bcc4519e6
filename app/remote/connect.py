"""Connecting to a server: ask it for its models (GET /v1/models) and return the session
that speaks its language: a redraft server's event stream (its model entry carries a
`redraft` field) or plain OpenAI chat completions. `discover` finds a local redraft
server on its socket in the user's runtime dir, quietly: none there means a local edit."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .address import RuntimeDirError, client_token, default_socket, parse
from ..wire import PROTOCOL, WireError, info_from_dict
from ...engine import RedraftError

if TYPE_CHECKING:
    from .openai_session import OpenAISession
    from .session import RemoteSession
    from ...engine.session_api import EditSession

OFF = ("off", "none", "local", "")
AUTO = "auto"


def connect(spec: str, token: str | None = None, connect_s: float = 5.0) -> RemoteSession | OpenAISession:
    """A RemoteSession or an OpenAISession for the server `spec` names; RedraftError (one
    line) if it cannot be reached or is no model server."""
    from .http import get_json, make_client
    from .openai_session import OpenAISession
    from .session import RemoteSession

    addr = parse(spec)
    client = make_client(addr, token if token is not None else client_token(), connect_s)
    data = get_json(client, addr, "/v1/models", connect_s).get("data")
    if not isinstance(data, list) or not data or not isinstance(data[0], dict) or not isinstance(data[0].get("id"), str):
        client.close()
        raise RedraftError(f"the server at {addr.label} lists no model (GET /v1/models)")
    first = data[0]
    extra = first.get("redraft")
    if isinstance(extra, dict) and not addr.openai:
        if extra.get("protocol") != PROTOCOL:
            raise RedraftError(f"the redraft server at {addr.label} speaks protocol {extra.get('protocol')}, "
                               f"this client {PROTOCOL}: update one of them")
        try:
            pid = extra.get("pid") if isinstance(extra.get("pid"), int) else None
            spec = extra.get("spec") if isinstance(extra.get("spec"), dict) else None
            return RemoteSession(addr, client, info_from_dict(extra, server=addr.label), pid, spec)
        except WireError as e:
            raise RedraftError(f"the server at {addr.label} sent {e}") from None
    ctx = first.get("max_model_len") if isinstance(first.get("max_model_len"), int) else 0
    return OpenAISession(addr, client, first["id"], ctx)


def discover(token: str | None = None) -> RemoteSession | OpenAISession | None:
    """The local redraft server on its default socket, or None (no socket, nobody
    listening, or not a redraft server, or no runtime dir to look in)."""
    try:
        path = default_socket()
    except RuntimeDirError:
        return None
    if not path.exists():
        return None
    try:
        session = connect(f"unix:{path}", token, connect_s=1.0)
    except RedraftError:
        return None
    return session if session.kind == "redraft" else None


def resolve(spec: str | None, token: str | None = None) -> EditSession | None:
    """What --server / the config's `server` asks for: a session, or None for a local one.
    "auto" (the default for `redraft edit`) uses a local server if one runs."""
    if spec is None or spec.strip().lower() in OFF:
        return None
    if spec.strip().lower() == AUTO:
        return discover(token)
    return connect(spec, token)
