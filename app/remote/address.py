"""Where a server is: `http(s)://host:port`, `host:port`, or `unix:/path/to.sock` (with an
`openai+` prefix: plain chat completions even where the server is redraft's); the
local server's socket in the user's runtime dir; and the token a client sends.

The runtime dir is resolved when a command needs it, never while arguments are parsed
(`redraft --help` works anywhere). platformdirs checks it (owned by this user, mode 0700,
not a symlink) and raises where its last fallback, /tmp/runtime-<uid>, fails that; redraft
then uses a private `run` folder in its state dir, and where even that cannot be made,
RuntimeDirError says why in one line and the caller runs without a local server."""

from __future__ import annotations

import os
import stat
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


class RuntimeDirError(InputError):
    """No private folder for the local server's socket and lock (one line: why)."""


def platform_runtime_dir() -> Path:
    """XDG_RUNTIME_DIR/redraft, or platformdirs' fallback; PermissionError (or another
    OSError) where none of them is this user's own."""
    from platformdirs import user_runtime_dir

    with warnings.catch_warnings():  # platformdirs warns when it falls back
        warnings.simplefilter("ignore")
        return Path(user_runtime_dir("redraft"))


def private_problem(path: Path) -> str | None:
    """Why `path` is no private folder of this user's (None: it is one)."""
    try:
        st = os.lstat(path)
    except OSError as e:
        return f"{path} cannot be checked ({e.strerror})"
    if stat.S_ISLNK(st.st_mode) or not stat.S_ISDIR(st.st_mode):
        return f"{path} is not a folder"
    if st.st_uid != os.geteuid():
        return f"{path} belongs to uid {st.st_uid}"
    if stat.S_IMODE(st.st_mode) & 0o077:
        return f"{path} is open to other users (mode {stat.S_IMODE(st.st_mode):04o})"
    return None


def runtime_dir() -> Path:
    """The folder of the local server's socket, lock and pid file: the platform's runtime dir,
    else `run` in redraft's state dir (made 0700); RuntimeDirError if neither is usable. Only
    the platform's dir is created lazily by the server (bind_unix); the fallback is made here."""
    try:
        return platform_runtime_dir()
    except OSError as e:
        why = str(e) or type(e).__name__
    from ..files.backups import private_dir, state_dir

    fallback = state_dir() / "run"
    try:
        private_dir(fallback)
    except OSError as e:
        raise RuntimeDirError(f"no private runtime dir for the local server ({why}; {fallback}: {e.strerror}); "
                              "set XDG_RUNTIME_DIR to a folder of yours (mode 0700)") from None
    if (problem := private_problem(fallback)) is not None:
        raise RuntimeDirError(f"no private runtime dir for the local server ({why}; {problem}); "
                              "set XDG_RUNTIME_DIR to a folder of yours (mode 0700)")
    return fallback


def default_socket() -> Path:
    """The local server's socket (RuntimeDirError: none can be placed)."""
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
