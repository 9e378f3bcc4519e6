"""The server's endpoints, over one loaded session:

    GET  /v1/models             the model (OpenAI's list; a `redraft` field with its info and
                                its weights' state, as /health says it)
    POST /v1/chat/completions   OpenAI-compatible, streaming (SSE) or not
    POST /redraft/v1/edit       an edit (source, instruction, filename, decode) answered with
                                the engine's own events, one JSON object a line (NDJSON);
                                "events": "done" sends only the result (`redraft edit`, which
                                shows no stream: the event loop then has nothing to do while
                                the model decodes)
    GET  /health                "ok" once the model is loaded ("damaged" once its weights
                                failed their check: app/serve/weights.py), the pid, the model,
                                the load and the idle exit

Text in, text out: nothing here reads or writes a file."""

from __future__ import annotations

import contextlib
import json
import os
from dataclasses import dataclass, field
from typing import AsyncIterator, Callable, Iterator

import anyio
from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from .http import ApiError, TokenGuard, on_api_error, on_http_exception, on_unexpected, read_json
from .jobs import Busy, Engine, Ticket
from .openai_api import Chunks, bounded_max_tokens, parse_chat
from .weights import DAMAGED, WeightsDamaged, guarded, refuse_if_damaged, state
from ..wire import PROTOCOL, WireError, config_to_dict, edit_from_dict, event_to_dict, field_of, info_to_dict
from ...engine import DecodeConfig, Done, Event, RedraftError, Round


@dataclass(frozen=True)
class Limits:
    max_body: int = 4 * 1024 * 1024  # bytes: a 2 MiB file (app/files/reading.py's cap) JSON-escaped, with room
    max_tokens: int = 16384  # the most a request may ask for
    queue: int = 8  # requests waiting behind the running one; more get 503
    retry_after_s: int = 2


@dataclass(frozen=True)
class Facts:
    """What a client may know of this server process: its pid (`redraft serve stop`), the
    model it was asked for (app/remote/spec.py) and when it stops by itself."""

    pid: int = field(default_factory=os.getpid)
    spec: dict = field(default_factory=dict)
    idle_exit_s: float = 0.0


class TicketedStream(StreamingResponse):
    """A streaming response that gives its queue place back even when its body never
    started (the client left before the first byte)."""

    def __init__(self, content, ticket: Ticket, **kw) -> None:
        super().__init__(content, **kw)
        self.ticket = ticket

    async def __call__(self, scope, receive, send) -> None:
        try:
            await super().__call__(scope, receive, send)
        finally:
            with anyio.CancelScope(shield=True):
                await self.body_iterator.aclose()  # type: ignore[attr-defined]
            self.ticket.release()


def build_app(session, cfg: DecodeConfig = DecodeConfig(), limits: Limits = Limits(), token: str | None = None,
              on_shutdown: Callable[[], None] | None = None, facts: Facts = Facts()) -> Starlette:
    """The ASGI app. `cfg`: the decoding a request starts from (the server's flags)."""
    api = _Api(session, cfg, limits, Engine(session, limits.queue, limits.retry_after_s), on_shutdown, facts)
    app = Starlette(
        routes=[
            Route("/v1/models", api.models, methods=["GET"]),
            Route("/v1/chat/completions", api.chat, methods=["POST"]),
            Route("/redraft/v1/edit", api.edit, methods=["POST"]),
            Route("/health", api.health, methods=["GET"]),
        ],
        middleware=[Middleware(TokenGuard, token=token)],
        exception_handlers={ApiError: on_api_error, HTTPException: on_http_exception, Exception: on_unexpected},
        lifespan=api.lifespan,
    )
    app.state.engine = api.engine
    return app


class _Api:
    """The endpoints over one session, its queue (Engine) and the server's limits."""

    def __init__(self, session, cfg: DecodeConfig, limits: Limits, engine: Engine,
                 on_shutdown: Callable[[], None] | None, facts: Facts) -> None:
        self.session, self.cfg, self.limits, self.engine, self.on_shutdown = session, cfg, limits, engine, on_shutdown
        self.facts = facts
        self.resolved = session.resolved(cfg)
        self.model_name = session.info.model

    def admit(self) -> Ticket:
        try:
            refuse_if_damaged()
        except WeightsDamaged as e:
            raise ApiError(503, str(e), DAMAGED) from None
        try:
            return self.engine.admit()
        except Busy as e:
            raise ApiError(503, f"the server is busy ({self.limits.queue} requests already wait); retry in "
                           f"{e.retry_after_s} s", "server_busy", {"Retry-After": str(e.retry_after_s)}) from None

    async def checked_prompt(self, make_ids: Callable[[], list[int]]) -> list[int]:
        """The prompt's ids, tokenized off the loop (once: the session gets them); a prompt
        the model cannot take is a 400."""
        try:
            return await anyio.to_thread.run_sync(make_ids)
        except RedraftError as e:
            raise ApiError(400, str(e)) from None

    def capped(self, c: DecodeConfig, ids: list[int]) -> DecodeConfig:
        if c.max_tokens is not None:
            return c
        return c.with_(max_tokens=min(self.session.default_max_tokens(ids), self.limits.max_tokens))

    async def models(self, request: Request) -> JSONResponse:
        weights = await anyio.to_thread.run_sync(state)  # a few stat calls
        extra = {**info_to_dict(self.session.info), "max_draft": self.resolved.max_draft, "protocol": PROTOCOL,
                 "pid": self.facts.pid, "spec": self.facts.spec, "weights": weights}
        return JSONResponse({"object": "list", "data": [
            {"id": self.model_name, "object": "model", "created": 0, "owned_by": "redraft", "redraft": extra}]})

    async def health(self, request: Request) -> JSONResponse:
        engine, info = self.engine, self.session.info
        weights = await anyio.to_thread.run_sync(state)  # a few stat calls
        warming = engine.warming is not None and engine.warming.is_alive()
        return JSONResponse({
            "status": "damaged" if weights.startswith("damaged") else "ok", "weights": weights,
            "running": len(engine.running), "queued": engine.gate.held, "served": engine.served,
            "pid": self.facts.pid, "model": self.model_name, "device": info.device,
            "quant": getattr(info, "quant", "none"), "idle_exit_s": self.facts.idle_exit_s, "warming": warming,
        })

    async def edit(self, request: Request) -> Response:
        session, engine = self.session, self.engine
        body = await read_json(request, self.limits.max_body)
        try:
            req, c = edit_from_dict(body, self.cfg)
            bounded_max_tokens(c.max_tokens, self.limits.max_tokens)
            done_only = field_of(body, "events", str, "all") == "done"
        except WireError as e:
            raise ApiError(400, str(e)) from None
        ids = await self.checked_prompt(lambda: session.prompt(req))
        c = self.capped(c, ids)
        ticket = self.admit()

        def stream(cancelled: Callable[[], bool]) -> Iterator[Event]:
            events = session.stream(req, c, cancelled, ids=ids)
            return (ev for ev in events if isinstance(ev, Done)) if done_only else events

        async def lines() -> AsyncIterator[bytes]:
            yield _line({"type": "start", "protocol": PROTOCOL, "decode": config_to_dict(session.resolved(c))})
            try:
                async with contextlib.aclosing(engine.events(ticket, guarded(stream))) as events:
                    async for batch in events:  # leaving early closes it: the generation is cancelled
                        yield b"".join(_line(event_to_dict(ev)) for ev in batch)
            except RedraftError as e:
                kind = DAMAGED if isinstance(e, WeightsDamaged) else type(e).__name__
                yield _line({"type": "error", "error": {"message": str(e), "kind": kind}})

        return TicketedStream(lines(), ticket, media_type="application/x-ndjson")

    async def chat(self, request: Request) -> Response:
        session, engine = self.session, self.engine
        body = await read_json(request, self.limits.max_body)
        try:
            chat_req = parse_chat(body, self.cfg, self.limits.max_tokens)
        except WireError as e:
            raise ApiError(400, str(e)) from None
        asked = body.get("model")
        if asked is not None and asked != self.model_name:
            raise ApiError(404, f"The model {asked!r} does not exist: this server serves {self.model_name!r} "
                           "(GET /v1/models)", "invalid_request_error", code="model_not_found", param="model")
        ids = await self.checked_prompt(lambda: session.chat_prompt(chat_req.messages))
        c = self.capped(chat_req.cfg, ids)
        ticket = self.admit()
        chunks = Chunks(self.model_name)

        @guarded
        def start(cancelled):
            return session.stream_chat(chat_req.messages, c, cancelled, ids=ids)

        if not chat_req.stream:
            return await _complete(request, engine, ticket, start, chunks)

        async def sse() -> AsyncIterator[bytes]:
            yield _sse(chunks.first())
            try:
                async with contextlib.aclosing(engine.events(ticket, start)) as events:
                    async for batch in events:
                        out = _chat_chunks(batch, chunks, chat_req.include_usage)
                        if out:
                            yield b"".join(out)
            except WeightsDamaged as e:
                yield _sse({"error": {"message": str(e), "type": DAMAGED, "code": 503}})
            except RedraftError as e:
                yield _sse({"error": {"message": str(e), "type": "invalid_request_error", "code": 400}})
            yield b"data: [DONE]\n\n"

        return TicketedStream(sse(), ticket, media_type="text/event-stream", headers={"Cache-Control": "no-cache"})

    @contextlib.asynccontextmanager
    async def lifespan(self, app):
        try:
            yield
        finally:  # uvicorn is stopping (Ctrl+C, SIGTERM): stop every generation
            self.engine.cancel_all()
            if self.on_shutdown is not None:
                self.on_shutdown()


def _chat_chunks(batch, chunks: Chunks, include_usage: bool) -> list[bytes]:
    """A batch of the engine's events as SSE chunks: a chunk per round with text, the last
    chunk at Done (and the usage chunk where the client asked for one)."""
    out = []
    for ev in batch:
        if isinstance(ev, Round) and (chunk := chunks.round(ev)) is not None:
            out.append(_sse(chunk))
        elif isinstance(ev, Done):
            out.append(_sse(chunks.last(ev)))
            if include_usage:
                out.append(_sse(chunks.usage_chunk(ev)))
    return out


async def _complete(request: Request, engine: Engine, ticket: Ticket, start, chunks: Chunks) -> JSONResponse:
    """A whole completion; a client that leaves meanwhile cancels it."""
    done: Done | None = None
    error: RedraftError | None = None
    try:
        async with anyio.create_task_group() as tg:

            async def watch() -> None:
                while (await request.receive())["type"] != "http.disconnect":
                    pass
                tg.cancel_scope.cancel()  # closes the event iterator below: the generation stops

            tg.start_soon(watch)
            events = engine.events(ticket, start)
            try:
                async for batch in events:
                    done = next((ev for ev in batch if isinstance(ev, Done)), done)
            except RedraftError as e:
                error = e
            finally:
                with anyio.CancelScope(shield=True):
                    await events.aclose()
            tg.cancel_scope.cancel()
    finally:
        ticket.release()
    if isinstance(error, WeightsDamaged):
        raise ApiError(503, str(error), DAMAGED)
    if error is not None:
        raise ApiError(400, str(error))
    if done is None:
        return JSONResponse({"error": {"message": "cancelled", "type": "cancelled", "code": 499}}, status_code=499)
    return JSONResponse(chunks.completion(done))


# One encoder for every line: json.dumps with any non-default option builds a new one per call,
# a quarter of the encoding time of a streamed edit's events (measured in
# docs/benchmarks/2026-12-05-cpu-serve.md); compact separators, and the events hold no cycles.
_encode = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), check_circular=False).encode


def _line(obj: dict) -> bytes:
    return _encode(obj).encode("utf-8") + b"\n"


def _sse(obj: dict) -> bytes:
    return b"data: " + _encode(obj).encode("utf-8") + b"\n\n"
