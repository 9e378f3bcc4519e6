"""What a generation counted, kept apart from the loop that counts it."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Stats:
    rounds: int = 0  # Round events: the prefill's, then one per forward the loop read
    forwards: int = 0  # target forwards run, read or not
    drafted: int = 0
    accepted: int = 0

    def round(self, drafted: int = 0, accepted: int = 0) -> None:
        """One forward the loop read, and the Round it made of it."""
        self.rounds += 1
        self.forwards += 1
        self.drafted += drafted
        self.accepted += accepted

    def discarded(self) -> None:
        """A forward that ran and was never read: a step left in flight at a stop."""
        self.forwards += 1
