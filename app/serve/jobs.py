"""One generation at a time on the model, a bounded queue in front of it, and the bridge
from the engine's thread to the server's event loop.

A request is admitted (a Ticket) before its response starts, so a full queue answers 503
at once; it then waits its turn on a fair asyncio lock, and its generation runs in a
thread that holds the model lock (the background warm-up takes it too). Leaving the event
iterator early (a client that disconnected, a server shutting down) sets the cancel flag,
which the round loop reads every round, and waits for the thread before the next request
gets the model."""

from __future__ import annotations

import asyncio
import threading
import time
from dataclasses import dataclass
from typing import AsyncIterator, Callable, Iterator

import anyio

from ...engine import Event

Start = Callable[[Callable[[], bool]], Iterator[Event]]  # cancelled -> the engine's events


class Busy(Exception):
    """The queue is full: answered 503 with Retry-After."""

    def __init__(self, retry_after_s: int) -> None:
        super().__init__(f"the server is busy: {retry_after_s} s")
        self.retry_after_s = retry_after_s


@dataclass
class _End:
    error: BaseException | None = None


class Ticket:
    """An admitted request's place: released once (by the event iterator, or by the
    response when the iterator never started)."""

    def __init__(self, gate: Gate) -> None:
        self.gate, self.entered, self.released = gate, False, False

    async def enter(self) -> None:
        await self.gate.lock.acquire()
        self.entered = True

    def release(self) -> None:
        if self.released:
            return
        self.released = True
        self.gate.held -= 1
        if self.entered:
            self.gate.lock.release()


class Gate:
    """At most one running and `queue` waiting; FIFO (asyncio.Lock wakes waiters in order)."""

    def __init__(self, queue: int, retry_after_s: int = 2) -> None:
        self.limit, self.retry_after_s = queue + 1, retry_after_s
        self.held = 0
        self.lock = asyncio.Lock()

    def admit(self) -> Ticket:
        if self.held >= self.limit:
            raise Busy(self.retry_after_s)
        self.held += 1
        return Ticket(self)


class Mailbox:
    """The generation thread's events on their way to the event loop. The thread only appends
    (it never waits on the loop or the socket) and wakes the loop once per batch, not per
    event: a fast decode (a GPU's few hundred microseconds a round) then shares the GIL with
    one wake-up and one write per slice instead of one per event."""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self.loop = loop
        self.lock = threading.Lock()
        self.items: list = []
        self.woken = False
        self.ready = asyncio.Event()

    def put(self, item) -> None:
        with self.lock:
            self.items.append(item)
            if self.woken:
                return
            self.woken = True
        self.loop.call_soon_threadsafe(self.ready.set)

    async def take(self) -> list:
        """Everything that arrived since the last take (waits for at least one item)."""
        await self.ready.wait()
        with self.lock:
            items, self.items = self.items, []
            self.woken = False
            self.ready.clear()
        return items


class Engine:
    """The server's side of the session: admission, one generation at a time, events
    delivered to the loop in batches, at most one per `slice_s` (the first at once)."""

    def __init__(self, session, queue: int = 8, retry_after_s: int = 2, slice_s: float = 0.01) -> None:
        self.session = session
        self.gate = Gate(queue, retry_after_s)
        self.slice_s = slice_s
        self.model_lock = threading.Lock()  # the generation thread and the background warm-up
        self.running: set[threading.Event] = set()  # cancel flags of generations in progress
        self.served = 0  # generations finished (a cancelled one included)
        self.last_active = time.monotonic()
        self.warming: threading.Thread | None = None

    def admit(self) -> Ticket:
        self.last_active = time.monotonic()
        return self.gate.admit()

    def idle_for(self) -> float:
        """Seconds since the last request ended; 0 while one runs or waits."""
        if self.gate.held or self.running:
            return 0.0
        return time.monotonic() - self.last_active

    def cancel_all(self) -> None:
        for flag in list(self.running):
            flag.set()

    async def events(self, ticket: Ticket, start: Start) -> AsyncIterator[list[Event]]:
        """The generation's events, in batches of what arrived since the last one; raises what
        the engine raised (a RedraftError for bad input). Closing it early cancels the
        generation and waits for its thread."""
        loop = asyncio.get_running_loop()
        box = Mailbox(loop)
        cancel = threading.Event()
        finished = loop.create_future()
        thread = None
        try:
            await ticket.enter()
            self.running.add(cancel)

            def work() -> None:
                end = _End()
                try:
                    with self.model_lock:
                        if not cancel.is_set():
                            for ev in start(cancel.is_set):
                                box.put(ev)
                except BaseException as e:  # handed to the loop: a bad request is a 4xx there
                    end.error = e
                finally:
                    box.put(end)
                    loop.call_soon_threadsafe(lambda: finished.done() or finished.set_result(None))

            thread = threading.Thread(target=work, name="redraft-serve-generation", daemon=True)
            thread.start()
            while True:
                items = await box.take()
                end = next((i for i in items if isinstance(i, _End)), None)
                batch = [i for i in items if not isinstance(i, _End)]
                if batch:
                    yield batch
                if end is not None:
                    if end.error is not None:
                        raise end.error
                    return
                # the next batch no sooner than a slice from now, unless the generation ends
                await asyncio.wait([finished], timeout=self.slice_s)
        finally:
            cancel.set()
            if thread is not None:
                with anyio.CancelScope(shield=True):
                    await finished  # the round in progress ends; the model is free again
            self.running.discard(cancel)
            self.served += thread is not None
            self.last_active = time.monotonic()
            ticket.release()

    def warm_up_later(self) -> threading.Thread:
        """The backend's remaining warm-up pieces (compiled shapes for longer contexts on
        CUDA), one at a time under the model lock, so a request waits for one piece at most."""

        def work() -> None:
            pieces, done = self.session.warmup_later(), object()
            try:
                while True:
                    with self.model_lock:
                        if next(pieces, done) is done:
                            return
            except Exception as e:  # the request that reaches that shape pays for it instead
                import logging

                logging.getLogger(__name__).warning("redraft serve: background warm-up stopped: %s", e)

        th = threading.Thread(target=work, name="redraft-serve-warmup", daemon=True)
        th.start()
        self.warming = th
        return th
