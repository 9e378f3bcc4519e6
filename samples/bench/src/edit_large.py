"""A small in-process task queue with priorities, retries and a worker pool."""

from __future__ import annotations

import heapq
import itertools
import logging
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Optional

log = logging.getLogger(__name__)


class QueueClosed(Exception):
    """Raised when a task is submitted to a queue that no longer accepts work."""


@dataclass(order=True)
class Task:
    priority: int
    sequence: int
    name: str = field(compare=False)
    func: Callable[..., Any] = field(compare=False)
    args: tuple = field(default=(), compare=False)
    kwargs: dict = field(default_factory=dict, compare=False)
    attempts: int = field(default=0, compare=False)
    max_attempts: int = field(default=3, compare=False)
    not_before: float = field(default=0.0, compare=False)


@dataclass
class Result:
    name: str
    ok: bool
    value: Any = None
    error: Optional[str] = None
    attempts: int = 0
    seconds: float = 0.0


class TaskQueue:
    """Runs submitted tasks on a fixed pool of worker threads, lowest priority first."""

    def __init__(self, workers: int = 4, retry_delay: float = 0.5) -> None:
        if workers < 1:
            raise ValueError("workers must be at least 1")
        self._heap: list[Task] = []
        self._counter = itertools.count()
        self._lock = threading.Lock()
        self._ready = threading.Condition(self._lock)
        self._closed = False
        self._retry_delay = retry_delay
        self._results: list[Result] = []
        self._pending = 0
        self._idle = threading.Condition(self._lock)
        self._threads = [
            threading.Thread(target=self._work, name=f"worker-{i}", daemon=True)
            for i in range(workers)
        ]
        for thread in self._threads:
            thread.start()

    def submit(self, name: str, func: Callable[..., Any], *args: Any, priority: int = 10,
               max_attempts: int = 3, **kwargs: Any) -> None:
        """Queue `func(*args, **kwargs)`; lower priority numbers run first."""
        with self._lock:
            if self._closed:
                raise QueueClosed(f"cannot submit {name!r}: the queue is closed")
            task = Task(priority, next(self._counter), name, func, args, kwargs,
                        max_attempts=max_attempts)
            heapq.heappush(self._heap, task)
            self._pending += 1
            self._ready.notify()

    def _next_task(self) -> Optional[Task]:
        with self._lock:
            while True:
                if self._heap:
                    task = self._heap[0]
                    wait = task.not_before - time.monotonic()
                    if wait <= 0:
                        return heapq.heappop(self._heap)
                    self._ready.wait(timeout=wait)
                elif self._closed:
                    return None
                else:
                    self._ready.wait()

    def _work(self) -> None:
        while True:
            task = self._next_task()
            if task is None:
                return
            started = time.monotonic()
            task.attempts += 1
            try:
                value = task.func(*task.args, **task.kwargs)
            except Exception as exc:  # noqa: BLE001 - report any failure
                elapsed = time.monotonic() - started
                if task.attempts < task.max_attempts:
                    log.warning("task %s failed (attempt %d): %s", task.name, task.attempts, exc)
                    self._retry(task)
                    continue
                self._finish(Result(task.name, False, error=str(exc),
                                    attempts=task.attempts, seconds=elapsed))
            else:
                elapsed = time.monotonic() - started
                self._finish(Result(task.name, True, value=value,
                                    attempts=task.attempts, seconds=elapsed))

    def _retry(self, task: Task) -> None:
        with self._lock:
            task.not_before = time.monotonic() + self._retry_delay * task.attempts
            heapq.heappush(self._heap, task)
            self._ready.notify()

    def _finish(self, result: Result) -> None:
        with self._lock:
            self._results.append(result)
            self._pending -= 1
            if self._pending == 0:
                self._idle.notify_all()

    def join(self, timeout: Optional[float] = None) -> bool:
        """Wait until every submitted task has finished; False on timeout."""
        deadline = None if timeout is None else time.monotonic() + timeout
        with self._lock:
            while self._pending:
                remaining = None if deadline is None else deadline - time.monotonic()
                if remaining is not None and remaining <= 0:
                    return False
                self._idle.wait(timeout=remaining)
        return True

    def close(self) -> list[Result]:
        """Stop accepting work, let the workers drain the queue, and return all results."""
        with self._lock:
            self._closed = True
            self._ready.notify_all()
        for thread in self._threads:
            thread.join()
        return list(self._results)

    def stats(self) -> dict[str, int]:
        with self._lock:
            failed = sum(1 for r in self._results if not r.ok)
            return {
                "pending": self._pending,
                "done": len(self._results) - failed,
                "failed": failed,
            }


def run_all(jobs: dict[str, Callable[[], Any]], workers: int = 4) -> dict[str, Result]:
    """Run every job in `jobs` on a fresh TaskQueue and return the results by name."""
    queue = TaskQueue(workers=workers)
    for name, func in jobs.items():
        queue.submit(name, func)
    queue.join()
    return {r.name: r for r in queue.close()}
