"""The HTTP client a remote session uses (httpx, over TCP or a unix socket), and a server's
answer turned into one RedraftError line."""

from __future__ import annotations

import json
import socket
import threading
from typing import Callable

import httpx

from .address import Address, TOKEN_ENV
from ...engine import RedraftError

CONNECT_S = 5.0
DAMAGED = "weights_damaged"  # the error type of a server whose model failed its check (app/serve/weights.py)


def make_client(addr: Address, token: str | None, connect_s: float = CONNECT_S) -> httpx.Client:
    transport = httpx.HTTPTransport(uds=addr.uds) if addr.uds else None
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    timeout = httpx.Timeout(connect=connect_s, read=None, write=60.0, pool=None)  # a generation may take minutes
    return httpx.Client(base_url=addr.url, transport=transport, headers=headers, timeout=timeout)


def failure(addr: Address, r: httpx.Response) -> RedraftError:
    """A non-2xx answer as one line: the server's own message when it sent one."""
    kind = None
    try:
        r.read()
        message = r.json()["error"]["message"]
        kind = r.json()["error"].get("type")
    except (ValueError, KeyError, TypeError, AttributeError, httpx.HTTPError):
        message = (r.text or "").strip().splitlines()[0][:200] if r.text.strip() else r.reason_phrase
    if kind == DAMAGED:
        return RedraftError(f"the server at {addr.label} refuses: {message}")
    if r.status_code == 401:
        return RedraftError(f"the server at {addr.label} wants a token: set ${TOKEN_ENV} ({message})")
    if r.status_code in (429, 503):
        after = r.headers.get("retry-after")
        return RedraftError(f"the server at {addr.label} is busy{f'; retry in {after} s' if after else ''} ({message})")
    return RedraftError(f"the server at {addr.label} answered {r.status_code}: {message}")


def unreachable(addr: Address, e: Exception) -> RedraftError:
    return RedraftError(f"cannot reach the server at {addr.label}: {e or type(e).__name__}")


def get_json(client: httpx.Client, addr: Address, path: str, timeout: float = CONNECT_S) -> dict:
    try:
        r = client.get(path, timeout=timeout)
    except httpx.HTTPError as e:
        raise unreachable(addr, e) from None
    if r.status_code != 200:
        raise failure(addr, r)
    try:
        data = r.json()
    except ValueError:
        raise RedraftError(f"the server at {addr.label} sent no JSON for {path}: is it a model server?") from None
    if not isinstance(data, dict):
        raise RedraftError(f"the server at {addr.label} sent something else than an object for {path}")
    return data


class CancelWatch:
    """Ends a streaming response when `cancelled()` turns true, so a read waiting on a long
    prefill or a queue ends at once (the server sees the disconnect and stops)."""

    def __init__(self, response: httpx.Response, cancelled: Callable[[], bool], every_s: float = 0.05) -> None:
        self.response, self.cancelled, self.every_s = response, cancelled, every_s
        self.fired = False
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._run, name="redraft-remote-cancel", daemon=True)

    def _run(self) -> None:
        while not self.stop.wait(self.every_s):
            if self.cancelled():
                self.fired = True
                self._abort()
                return

    def _abort(self) -> None:
        """Shut the connection's socket: a read blocked in another thread returns at once
        (closing the response alone does not wake it), and the server sees the disconnect."""
        stream = self.response.extensions.get("network_stream")
        sock = stream.get_extra_info("socket") if stream is not None else None
        if sock is None:
            self.response.close()
            return
        try:
            sock.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass

    def __enter__(self) -> CancelWatch:
        self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.stop.set()


def json_line(line: str, addr: Address) -> dict:
    try:
        d = json.loads(line)
    except ValueError:
        raise RedraftError(f"the server at {addr.label} sent a line that is not JSON: {line[:80]!r}") from None
    if not isinstance(d, dict):
        raise RedraftError(f"the server at {addr.label} sent a line that is not an object")
    return d
