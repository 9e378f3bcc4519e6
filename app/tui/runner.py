"""What the worker threads run: a generation (or a race's two recordings) turned into
coalesced messages. No Textual widgets here; `post` is a thread-safe post_message."""

from __future__ import annotations

import threading
import time
from functools import partial
from typing import Callable

from textual.message import Message

from .messages import GenerationDone, GenerationFailed, GenerationStarted, Stamped, TokensArrived
from ...engine.config import DecodeConfig
from ...engine.errors import RedraftError
from ...engine.events import Done
from ...engine.session import EditRequest
from ...engine.session_api import EditSession

FLUSH_S = 1 / 10  # at most ~10 batches (repaints) a second: on a 2-core CPU each repaint takes the cores from decoding (docs/benchmarks/2026-12-01-cpu-bf16-tui-throughput.md)
Post = Callable[[Message], object]  # a thread-safe post_message


class Batcher:
    """Collects events on the worker thread and posts them as one message per interval.

    An event that arrives within the interval of the last flush waits for a timer, so a
    draft proposed just before a slow verify still shows in flight promptly."""

    def __init__(self, emit: Callable[[tuple[Stamped, ...]], object], interval: float = FLUSH_S,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.emit, self.interval, self.clock = emit, interval, clock
        self.buffer: list[Stamped] = []
        self.last = float("-inf")
        self.lock = threading.Lock()
        self.timer: threading.Timer | None = None

    def add(self, item: Stamped) -> None:
        with self.lock:
            self.buffer.append(item)
            wait = self.last + self.interval - self.clock()
            if wait <= 0:
                self._flush()
            elif self.timer is None:
                self.timer = threading.Timer(wait, self._on_timer)
                self.timer.args = (self.timer,)
                self.timer.daemon = True
                self.timer.start()

    def _on_timer(self, timer: threading.Timer) -> None:
        with self.lock:
            if self.timer is timer:  # not already flushed (and replaced) by add()
                self._flush()

    def close(self) -> None:
        with self.lock:
            self._flush()

    def _flush(self) -> None:
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None
        if self.buffer:
            batch, self.buffer = tuple(self.buffer), []
            self.last = self.clock()
            self.emit(batch)


def _tokens(post: Post, run_id: int, lane: str, batch: tuple[Stamped, ...]) -> None:
    post(TokensArrived(run_id, lane, batch))


def _started(post: Post, run_id: int, lane: str, at: float) -> None:
    post(GenerationStarted(run_id, lane, at))


def spawn(fn: Callable[[], None], name: str) -> threading.Thread:
    """Run `fn` in a daemon thread. Not a Textual thread worker: those run in asyncio's
    executor, which the app joins on exit, so quitting mid-prefill would wait for it."""
    th = threading.Thread(target=fn, name=name, daemon=True)
    th.start()
    return th


def stream_events(session: EditSession, req: EditRequest, cfg: DecodeConfig, cancel: threading.Event,
                  batcher: Batcher, clock: Callable[[], float],
                  started: Callable[[float], object] = lambda at: None) -> Done | None:
    """Run one call, timestamping each event (ms since its first step) into `batcher`;
    `started` is told the clock time its stamps count from."""
    done = None
    try:
        events = session.stream(req, cfg, cancelled=cancel.is_set)
        start = clock()
        started(start)
        for ev in events:
            batcher.add(((clock() - start) * 1000, ev))
            if isinstance(ev, Done):
                done = ev
    finally:
        batcher.close()
    return done


def run_generation(session: EditSession, req: EditRequest, cfg: DecodeConfig, *, run_id: int, lane: str,
                   cancel: threading.Event, post: Post, lock: threading.Lock, clock: Callable[[], float] = time.perf_counter,
                   interval: float = FLUSH_S) -> None:
    """One generation: GenerationStarted once the model is free and warm (the wait before
    it is the user's too, and counted), TokensArrived batches, then GenerationDone or
    GenerationFailed."""
    batcher = Batcher(lambda batch: post(TokensArrived(run_id, lane, batch)), interval)
    try:
        with lock:  # one call on the model at a time: a cancelled run finishes its round first
            if cancel.is_set():
                return
            session.warmup(cfg, later=False)  # once per width; a no-op after the warm-up at load
            post(GenerationStarted(run_id, lane, clock()))
            done = stream_events(session, req, cfg, cancel, batcher, clock)
    except RedraftError as e:
        post(GenerationFailed(run_id, lane, str(e)))
        return
    except Exception as e:  # an engine bug must not take the app down
        post(GenerationFailed(run_id, lane, f"{type(e).__name__}: {e}"))
        return
    if done is not None:
        post(GenerationDone(run_id, lane, done))


def run_race(session: EditSession, req: EditRequest, cfg: DecodeConfig, *, run_id: int,
             cancel: threading.Event, post: Post, lock: threading.Lock, clock: Callable[[], float] = time.perf_counter,
             interval: float = FLUSH_S) -> None:
    """The race's runs: plain decoding, then prompt lookup, one after the other on the same
    model (never at once, which would distort both). Each lane posts GenerationStarted with
    the clock time its stamps count from (the screen replays plain's run from the moment
    lookup's starts), then its events, each with its measured timestamp."""
    lanes = (("plain", cfg.with_(lookup=False)), ("lookup", cfg.with_(lookup=True)))
    try:
        with lock:
            session.warmup(lanes[1][1], later=False)  # no lane pays first-use costs inside its timing
            for lane, lane_cfg in lanes:
                if cancel.is_set():
                    return
                batcher = Batcher(partial(_tokens, post, run_id, lane), interval)
                done = stream_events(session, req, lane_cfg, cancel, batcher, clock,
                                     partial(_started, post, run_id, lane))
                if done is not None:
                    post(GenerationDone(run_id, lane, done))
    except RedraftError as e:
        post(GenerationFailed(run_id, "race", str(e)))
    except Exception as e:
        post(GenerationFailed(run_id, "race", f"{type(e).__name__}: {e}"))
