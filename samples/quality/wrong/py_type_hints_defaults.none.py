"""Queue outgoing emails and send them in batches."""

from dataclasses import dataclass, field
from datetime import datetime
from typing import Callable


@dataclass
class Email:
    to: str
    subject: str
    body: str
    sent_at: datetime | None = None
    tags: list = field(default_factory=list)


class Outbox:
    def __init__(self, sender: Callable[[Email], None], batch_size: int = 50) -> None:
        self.sender = sender
        self.batch_size = batch_size
        self.queue: list[Email] = []

    def add(self, to: str, subject: str, body: str, *tags: str) -> Email:
        email = Email(to, subject, body, tags=list(tags))
        self.queue.append(email)
        return email

    def flush(self, now: datetime, dry_run: bool = False) -> int:
        now = now or datetime.now()
        batch, self.queue = self.queue[: self.batch_size], self.queue[self.batch_size :]
        for email in batch:
            if not dry_run:
                self.sender(email)
            email.sent_at = now
        return len(batch)


def render(template: str, **values: object) -> str:
    return template.format(**values)


def pending_subjects(outbox: Outbox, prefix: str = "") -> list[str]:
    return [e.subject for e in outbox.queue if e.subject.startswith(prefix)]
