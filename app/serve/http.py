"""The HTTP edges every endpoint shares: JSON errors (never a traceback; a request too
malformed for the HTTP parser too, such as a Content-Length that is no number), the bearer
token (the scheme in any case, the token compared in constant time), and a request body
read with a hard byte cap."""

from __future__ import annotations

import hmac
import json
from typing import Any

from starlette.requests import ClientDisconnect, Request
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Receive, Scope, Send


class ApiError(Exception):
    """An error answered as OpenAI's JSON error object with `status`."""

    def __init__(self, status: int, message: str, kind: str = "invalid_request_error",
                 headers: dict[str, str] | None = None, code: str | None = None, param: str | None = None) -> None:
        super().__init__(message)
        self.status, self.message, self.kind, self.headers = status, message, kind, headers or {}
        self.code, self.param = code, param  # OpenAI's error code ("model_not_found"); the status otherwise


def error_body(message: str, kind: str = "invalid_request_error", code: int | str | None = None,
               param: str | None = None) -> dict:
    return {"error": {"message": message, "type": kind, "param": param, "code": code}}


def error_response(e: ApiError) -> JSONResponse:
    return JSONResponse(error_body(e.message, e.kind, e.code or e.status, e.param), status_code=e.status,
                        headers=e.headers)


async def on_api_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, ApiError)
    return error_response(exc)


async def on_http_exception(request: Request, exc: Exception) -> JSONResponse:
    """Starlette's own (404 for an unknown path, 405 for a wrong method) in the same shape."""
    status = getattr(exc, "status_code", 500)
    return error_response(ApiError(status, str(getattr(exc, "detail", "")) or "error", "invalid_request_error"))


async def on_unexpected(request: Request, exc: Exception) -> JSONResponse:
    """An engine bug: the server logs it; the client gets one JSON line."""
    return error_response(ApiError(500, f"internal error: {type(exc).__name__}", "server_error"))


def token_matches(header: str | None, token: str) -> bool:
    """`Authorization: Bearer TOKEN` (the scheme in any case, RFC 9110 11.1), the token
    compared in constant time."""
    scheme, _, given = (header or "").strip().partition(" ")
    if scheme.lower() != "bearer":
        given = ""
    return hmac.compare_digest(given.strip().encode("utf-8"), token.encode("utf-8"))


def json_errors_protocol() -> type:
    """uvicorn's h11 protocol, answering a request its parser refuses (a Content-Length that
    is no number, a malformed request line) with the JSON error every other answer has,
    instead of uvicorn's plain-text 400."""
    import h11
    from uvicorn.protocols.http.h11_impl import H11Protocol

    class JsonErrors(H11Protocol):
        def send_400_response(self, msg: str) -> None:
            body = json.dumps(error_body(f"malformed HTTP request: {msg}", code=400)).encode("utf-8")
            headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()),
                       (b"connection", b"close")]
            for event in (h11.Response(status_code=400, headers=headers, reason=b"Bad Request"), h11.Data(data=body),
                          h11.EndOfMessage()):
                self.transport.write(self.conn.send(event))
            self.transport.close()

    return JsonErrors


class TokenGuard:
    """Every request must carry the token (when the server has one), whatever its path."""

    def __init__(self, app: ASGIApp, token: str | None) -> None:
        self.app, self.token = app, token

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and self.token:
            header = dict(scope.get("headers", [])).get(b"authorization", b"").decode("latin-1")
            if not token_matches(header, self.token):
                err = ApiError(401, "a valid token is required (Authorization: Bearer ...)", "authentication_error",
                               {"WWW-Authenticate": "Bearer"})
                await error_response(err)(scope, receive, send)
                return
        await self.app(scope, receive, send)


async def read_json(request: Request, limit: int) -> dict[str, Any]:
    """The body as a JSON object; 413 past `limit` bytes (declared or streamed), 400 if it
    is not JSON or not an object."""
    declared = request.headers.get("content-length")
    if declared is not None:
        if not declared.isdigit():
            raise ApiError(400, "bad Content-Length")
        if int(declared) > limit:
            raise ApiError(413, f"the request is {int(declared)} bytes; this server takes at most {limit}")
    chunks, size = [], 0
    try:
        async for chunk in request.stream():
            size += len(chunk)
            if size > limit:
                raise ApiError(413, f"the request is over {limit} bytes, this server's limit")
            chunks.append(chunk)
    except ClientDisconnect:
        raise ApiError(400, "the client left before sending the whole request") from None
    try:
        data = json.loads(b"".join(chunks))
    except (ValueError, UnicodeDecodeError) as e:
        raise ApiError(400, f"the body is not JSON: {e}") from None
    if not isinstance(data, dict):
        raise ApiError(400, "the body must be a JSON object")
    return data
