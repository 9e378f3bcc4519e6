"""Event sources for the TUI tests: a scripted session (deterministic events and a virtual
clock) and a real Session over a tiny random-weight model with a fake tokenizer."""

from __future__ import annotations

import re
import threading
import time
from typing import Callable, Iterator

from redraft.engine.backends.base import BackendInfo
from redraft.engine.config import DecodeConfig
from redraft.engine.events import Done, Event, Piece, PolicyState, Proposal, Provenance, Round, Summary
from redraft.engine.session import EditRequest, EditResult, edit_result

A, T, B = Provenance.ACCEPTED, Provenance.TARGET, Provenance.BONUS
WRONG = "x"  # every rejected draft: the original's name, copied from context, which the model changed
SCRIPT_INFO = BackendInfo("scripted", "scripted-model", "cpu", "fp32", 8192)


class VirtualClock:
    """A clock only the scripted session moves: elapsed times and stamps are exact."""

    def __init__(self) -> None:
        self.t = 100.0

    def __call__(self) -> float:
        return self.t

    def advance(self, ms: float) -> None:
        self.t += ms / 1000


def words(text: str, unit: str = "word") -> list[str]:
    if unit == "line":
        return text.splitlines(keepends=True)
    return re.findall(r"\s+|\w+|[^\w\s]", text)


def plain_events(reply: str, ms: float = 20.0, prefill_ms: float = 50.0, unit: str = "word") -> list:
    toks = words(reply, unit)
    events = []
    for i, tok in enumerate(toks):
        events.append(Round(i, (), 0, (), (Piece(i, tok, T),), "", prefill_ms if i == 0 else ms, PolicyState.OFF))
    summary = Summary("plain", 40, len(toks), len(toks), len(toks), 0, 0, prefill_ms, ms * (len(toks) - 1), "eos")
    return events + [Done(reply, tuple(range(len(toks))), summary)]


def lookup_events(reply: str, ms: float = 24.0, prefill_ms: float = 50.0, block: int = 4, unit: str = "word") -> list:
    """Rounds cycling through: 3 of 4 drafts accepted + a target token with a rejected
    draft; all 4 accepted + a bonus token; then a plain round (policy paused)."""
    toks = words(reply, unit)
    events: list = [Round(0, (), 0, (), (Piece(0, toks[0], T),), "", prefill_ms, PolicyState.DRAFTING)]
    i, r, drafted, accepted = 1, 1, 0, 0
    while i < len(toks):
        kind = r % 3
        if kind == 2:  # a plain round
            events.append(Round(r, (), 0, (), (Piece(i, toks[i], T),), "", ms * 0.8, PolicyState.PAUSED))
            i, r = i + 1, r + 1
            continue
        take = toks[i : i + block + 1]
        n_acc = len(take) - 1 if kind == 1 else max(0, len(take) - 2)
        draft_ids = tuple(range(i, i + block))
        wrong = "" if kind == 1 else WRONG
        events.append(Proposal(r, draft_ids, "".join(take[:n_acc]) + wrong))
        pieces = [Piece(i + k, t, A) for k, t in enumerate(take[:n_acc])]
        last = take[n_acc] if n_acc < len(take) else None
        if last is not None:
            pieces.append(Piece(i + n_acc, last, B if kind == 1 and n_acc == block else T))
        rejected = draft_ids[n_acc:] if wrong else ()
        events.append(Round(r, draft_ids, n_acc, rejected, tuple(pieces), wrong if rejected else "", ms, PolicyState.DRAFTING))
        drafted += block
        accepted += n_acc
        i, r = i + len(pieces), r + 1
    summary = Summary("prompt lookup", 40, len(toks), r, r, drafted, accepted, prefill_ms,
                      sum(e.ms for e in events[1:] if isinstance(e, Round)), "eos")
    return events + [Done(reply, tuple(range(len(toks))), summary)]


class ScriptedSession:
    """A session (engine/session_api.EditSession): stream() yields scripted events (lookup
    or plain by cfg).

    `reply` may be a list: one reply per call, in turn. `unit`: a token is a word or a line.
    `gate_at`: block before yielding event number `gate_at` until `gate` is set (or the
    run is cancelled), so a test can look at the screen mid-stream."""

    def __init__(self, reply: str | list[str], clock: VirtualClock | None = None, gate_at: int | None = None,
                 delay_s: float = 0.0, unit: str = "word", warm_s: float = 0.0) -> None:
        self.replies = reply if isinstance(reply, list) else [reply]
        self.clock, self.gate_at, self.delay_s, self.unit = clock, gate_at, delay_s, unit
        self.info = SCRIPT_INFO
        self.server = ""
        self.gate, self.reached = threading.Event(), threading.Event()
        self.calls: list = []
        self.cancelled_runs = 0
        self.warm_s, self.warmups = warm_s, 0
        self.warm_gate = threading.Event()  # set: warm-ups return at once
        self.warm_gate.set()
        self.later_gates: list[threading.Event] = []  # one per warmup_later piece; each waits for its gate
        self.later_done = 0
        self.later_begun = 0  # pieces that have started (each then waits for its gate)
        self.warmed_prompts: list[tuple[str, str]] = []  # warm_prompt calls
        self.pieces_done_at_calls: list[int] = []  # later_done when each stream() began

    def warmup(self, cfg: DecodeConfig, later: bool = True) -> None:
        if self.warmups == 0:
            time.sleep(self.warm_s)
            self.warm_gate.wait()
            if self.clock is not None:
                self.clock.advance(self.warm_s * 1000)
        self.warmups += 1
        if later:
            for _ in self.warmup_later():
                pass

    def warm_prompt(self, source: str, filename: str = "") -> None:
        self.warmed_prompts.append((source, filename))

    def warmup_later(self) -> Iterator[None]:
        for gate in self.later_gates[self.later_done:]:
            self.later_begun += 1
            gate.wait(10)
            self.later_done += 1
            yield

    def resolved(self, cfg: DecodeConfig) -> DecodeConfig:
        return cfg.with_(max_draft=cfg.max_draft or 7,
                         draft_policy="graded" if cfg.draft_policy == "auto" else cfg.draft_policy)

    def stream(self, req: EditRequest, cfg: DecodeConfig,
               cancelled: Callable[[], bool] = lambda: False) -> Iterator[Event]:
        reply = self.replies[min(len(self.calls), len(self.replies) - 1)]
        self.pieces_done_at_calls.append(self.later_done)
        self.calls.append((req, cfg))
        make = lookup_events if cfg.lookup else plain_events
        events = make(reply, unit=self.unit)
        return self._run(events, cancelled)

    def edit(self, req: EditRequest, cfg: DecodeConfig) -> EditResult:
        return edit_result(self.stream(req, cfg), req.source)

    def stats_line(self, summary: Summary) -> str:
        return summary.line()

    def _run(self, events, cancelled):
        text = ""
        for n, ev in enumerate(events):
            if n == self.gate_at:
                self.reached.set()
                while not self.gate.wait(0.01):
                    if cancelled():
                        break
            if cancelled() and not isinstance(ev, Done):
                self.cancelled_runs += 1
                s = events[-1].summary
                yield Done(text, (), Summary(s.mode, 40, 0, 0, 0, 0, 0, 0.0, 0.0, "cancelled"))
                return
            if self.delay_s:
                time.sleep(self.delay_s)
            if self.clock is not None and isinstance(ev, Round):
                self.clock.advance(ev.ms)
            if isinstance(ev, Round):
                text += ev.text
            yield ev


# ---- a real Session over the tiny random-weight model ----------------------------------
ALPHABET = "abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ_=()+-:,.'\n"  # 64 symbols


class FakeTokenizer:
    """Characters <-> ids modulo the tiny vocab (64); the chat is the contents joined."""

    eos = [63]

    def encode_chat(self, messages) -> list[int]:
        text = "\n".join(m["content"] for m in messages)
        return [ALPHABET.index(c) if c in ALPHABET else 26 for c in text][-200:]

    def decode(self, ids) -> str:
        return "".join(ALPHABET[i % len(ALPHABET)] for i in ids)


def tiny_session():
    from redraft.engine.backends.torch_backend import TorchBackend
    from redraft.engine.session import Session
    from tests.tiny import tiny_model

    return Session(TorchBackend(tiny_model(), name="tiny-random-qwen2"), FakeTokenizer())


def tiny_factory(progress):
    """For REDRAFT_SESSION_FACTORY=tests.app.tui.fakes:tiny_factory (tests, and trying the UI
    before the default model is provisioned)."""
    progress(0, 2, "building the tiny test model")
    session = tiny_session()
    progress(2, 2, "building the tiny test model")
    return session


def scripted_factory(progress):
    """REDRAFT_SESSION_FACTORY=tests.app.tui.fakes:scripted_factory: a slow scripted edit of
    samples/stats.py ("rename x to count"), to look at the UI without a model."""
    from pathlib import Path

    text = (Path(__file__).resolve().parents[3] / "samples" / "stats.py").read_text()
    edited = re.sub(r"\bx\b", "count", text)
    for k in range(5):
        progress(k, 4, "scripted model")
        time.sleep(0.1)
    return ScriptedSession(f"```python\n{edited}```\n", delay_s=0.03, warm_s=3.0)
