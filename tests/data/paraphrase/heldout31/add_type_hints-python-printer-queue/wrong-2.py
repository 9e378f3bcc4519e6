"""3D printer queue for the Elm Street Library makerspace."""

import time
from collections import deque
from dataclasses import dataclass


@dataclass
class PrintJob:
    job_id: int
    member_card: str
    filename: str
    grams: float
    printer: str = "prusa-1"


def estimate_minutes(grams: float, layer_height: float = 0.2) -> float:
    # roughly 1.6 g of PLA per minute at 0.2 mm, slower for finer layers
    speed = 1.6 * (layer_height / 0.2)
    return round(grams / speed, 1)


class PrintQueue:
    def __init__(self, printer: str, max_jobs: int = 12) -> None:
        self.printer = printer
        self.max_jobs = max_jobs
        self._jobs = deque()
        self._next_id = 1

    def enqueue(self, member_card: str, filename: str, grams: float) -> PrintJob:
        if len(self._jobs) >= self.max_jobs:
            raise RuntimeError(f"{self.printer} queue is full")
        job = PrintJob(self._next_id, member_card, filename, grams, self.printer)
        self._next_id += 1
        self._jobs.append(job)
        return job.job_id

    def next_job(self) -> PrintJob | None:
        if not self._jobs:
            return None
        return self._jobs.popleft()

    def cancel(self, job_id: int) -> bool:
        for job in list(self._jobs):
            if job.job_id == job_id:
                self._jobs.remove(job)
                return True
        return False

    def wait_minutes(self) -> float:
        return sum(estimate_minutes(j.grams) for j in self._jobs)


def stamp() -> str:
    return time.strftime("%Y-%m-%d %H:%M")
