"""A redraft server as a session (engine/session_api.EditSession, as a local Session is):
the same stream(), edit(), info and resolved(), fed by the server's event stream, so the
TUI colours every token by its provenance and `redraft edit` prints the same result. The
model lives on the server: warm-up is the server's business."""

from __future__ import annotations

from typing import Callable, Iterator

import httpx

from .address import Address
from .http import DAMAGED, CancelWatch, failure, json_line, unreachable
from ..wire import PROTOCOL, ModelInfo, WireError, edit_to_dict, event_from_dict
from ...engine import DecodeConfig, Done, Event, InputError, RedraftError, Round, Summary
from ...engine.events import StopReason
from ...engine.policy import resolve_policy_name
from ...engine.session import EditRequest, EditResult, edit_result, require_instruction
from ...engine.tally import Tally, fold, summary_of

EDIT_PATH = "/redraft/v1/edit"


class Received:
    """What arrived so far (the text, the tokens, their tally), for the Done a cancelled
    stream ends with (as a local one does)."""

    def __init__(self) -> None:
        self.text, self.tokens = "", []
        self.tally = Tally()
        self.decode_ms = 0.0

    def add(self, ev: Event) -> None:
        if isinstance(ev, Round):
            self.text += ev.text
            self.tokens += [p.token for p in ev.pieces]
            self.decode_ms += ev.ms if self.tally.rounds else 0.0
        self.tally = fold(self.tally, ev)

    def cancelled(self, mode: str, exact: bool) -> Done:
        s = summary_of(self.tally, mode=mode, prompt_tokens=0, decode_ms=self.decode_ms,
                       stop_reason=StopReason.CANCELLED, exact=exact)
        return Done(self.text, tuple(self.tokens), s)


class RemoteSession:
    """One redraft server's model."""

    kind = "redraft"

    def __init__(self, addr: Address, client: httpx.Client, info: ModelInfo, pid: int | None = None,
                 spec: dict | None = None) -> None:
        self.addr, self.client, self.info = addr, client, info
        self.pid = pid  # the server process (None: a server that does not say)
        self.spec = spec  # what it was started for (app/remote/spec.py)
        self.one_shot = False

    @property
    def server(self) -> str:
        return self.addr.label

    def resolved(self, cfg: DecodeConfig) -> DecodeConfig:
        return cfg.with_(max_draft=cfg.max_draft or self.info.max_draft,
                         draft_policy=resolve_policy_name(cfg.draft_policy))

    def warmup(self, cfg: DecodeConfig, later: bool = True) -> None:
        """The server warmed its model up when it started."""

    def warmup_later(self) -> Iterator[None]:
        return iter(())

    def warm_prompt(self, source: str, filename: str = "") -> None:
        """The server's prefill kernels are the server's business."""

    def stream(self, req: EditRequest, cfg: DecodeConfig, cancelled: Callable[[], bool] = lambda: False) -> Iterator[Event]:
        cfg.validate()
        require_instruction(req.instruction)
        return self._events(req, cfg, cancelled)

    def _events(self, req: EditRequest, cfg: DecodeConfig, cancelled: Callable[[], bool],
                done_only: bool = False) -> Iterator[Event]:
        got = Received()
        mode = "prompt lookup" if cfg.lookup else "plain"
        body = {**edit_to_dict(req, cfg), **({"events": "done"} if done_only else {})}
        try:
            with self.client.stream("POST", EDIT_PATH, json=body) as r:
                if r.status_code != 200:
                    err = failure(self.addr, r)
                    raise (InputError(str(err)) if r.status_code == 400 else err)
                with CancelWatch(r, cancelled) as watch:
                    try:
                        for ev in self._read(r):
                            got.add(ev)
                            yield ev
                            if isinstance(ev, Done):
                                return
                    except (httpx.HTTPError, RuntimeError) as e:  # closed by the watch, or the server left
                        if not (watch.fired or cancelled()):
                            raise RedraftError(f"the server at {self.addr.label} stopped answering: {e}") from None
                    if not (watch.fired or cancelled()):
                        raise RedraftError(f"the server at {self.addr.label} ended the stream before the result")
                yield got.cancelled(mode, self.info.exact)
        except httpx.HTTPError as e:
            if cancelled():
                yield got.cancelled(mode, self.info.exact)
                return
            raise unreachable(self.addr, e) from None

    def _read(self, r: httpx.Response) -> Iterator[Event]:
        for line in r.iter_lines():
            if not line.strip():
                continue
            d = json_line(line, self.addr)
            kind = d.get("type")
            if kind == "start":
                if d.get("protocol") != PROTOCOL:
                    raise RedraftError(f"the server at {self.addr.label} speaks protocol {d.get('protocol')}, "
                                       f"this client {PROTOCOL}: update one of them")
                continue
            if kind == "error":
                err = d.get("error") if isinstance(d.get("error"), dict) else {}
                message = str(err.get("message", "the server failed"))
                if err.get("kind") == DAMAGED:  # no result of damaged weights is kept, whatever came before
                    raise RedraftError(f"the server at {self.addr.label} refuses: {message}")
                raise InputError(message)
            try:
                yield event_from_dict(d)
            except WireError as e:
                raise RedraftError(f"the server at {self.addr.label} sent {e}") from None

    def edit(self, req: EditRequest, cfg: DecodeConfig) -> EditResult:
        """The result alone: the server sends no events meanwhile (nothing shows them)."""
        cfg.validate()
        require_instruction(req.instruction)
        return edit_result(self._events(req, cfg, lambda: False, done_only=True), req.source)

    def stats_line(self, s: Summary) -> str:
        """The CLI's stats line: a local edit's, and where it ran."""
        return f"{s.line()}, server: {self.addr.label}"
