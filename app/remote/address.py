"""Where a server is: `http(s)://host:port`, `host:port`, or `unix:/path/to.sock` (with an
`openai+` prefix: plain chat completions even where the server is redraft's); the
local server's socket in the user's runtime dir; and the token a client sends."""

from __future__ import annotations

import os
import warnings
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

from ...engine import InputError

TOKEN_ENV = "REDRAFT_SERVER_TOKEN"  # the server's --token, and what a client sends as its bearer
SOCKET_NAME = "serve.sock"


@dataclass(frozen=True)
class Address:
    url: str  # the base URL requests are made against
    uds: str | None = None  # a unix socket the requests go through instead of TCP
    openai: bool = False  # `openai+URL`: speak plain chat completions even to a redraft server

    @property
    def label(self) -> str:
        """How the CLI and the TUI name it."""
        return f"unix:{self.uds}" if self.uds else self.url


def runtime_dir() -> Path:
    """The user's runtime dir for redraft (XDG_RUNTIME_DIR/redraft or the platform's)."""
    from platformdirs import user_runtime_dir

    with warnings.catch_warnings():  # platformdirs warns when it falls back
        warnings.simplefilter("ignore")
        return Path(user_runtime_dir("redraft"))


def default_socket() -> Path:
    return runtime_dir() / SOCKET_NAME


def parse(spec: str) -> Address:
    """The address a --server value or the config's `server` names; InputError otherwise."""
    s = spec.strip()
    if s.startswith("openai+"):
        from dataclasses import replace

        return replace(parse(s[len("openai+"):]), openai=True)
    if s.startswith("unix:"):
        path = s[len("unix:"):]
        if not path:
            raise InputError("--server unix:PATH: give the socket's path")
        return Address("http://redraft.local", str(Path(path).expanduser()))
    if "://" not in s:
        s = "http://" + s
    parts = urlsplit(s)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise InputError(f"--server {spec!r}: give http://HOST:PORT, HOST:PORT or unix:PATH")
    try:
        _ = parts.port  # urllib checks the port when it is read
    except ValueError:
        raise InputError(f"--server {spec!r}: the port is not a number") from None
    base = f"{parts.scheme}://{parts.netloc}{parts.path.rstrip('/')}"
    return Address(base.removesuffix("/v1"))


def client_token() -> str | None:
    return os.environ.get(TOKEN_ENV) or None
