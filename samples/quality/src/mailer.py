"""Queue outgoing emails and send them in batches."""

from dataclasses import dataclass, field
from datetime import datetime


@dataclass
class Email:
    to: str
    subject: str
    body: str
    sent_at: datetime | None = None
    tags: list = field(default_factory=list)


class Outbox:
    def __init__(self, sender, batch_size=50):
        self.sender = sender
        self.batch_size = batch_size
        self.queue = []

    def add(self, to, subject, body, *tags):
        email = Email(to, subject, body, tags=list(tags))
        self.queue.append(email)
        return email

    def flush(self, now=None, dry_run=False):
        now = now or datetime.now()
        batch, self.queue = self.queue[: self.batch_size], self.queue[self.batch_size :]
        for email in batch:
            if not dry_run:
                self.sender(email)
            email.sent_at = now
        return len(batch)


def render(template, **values):
    return template.format(**values)


def pending_subjects(outbox, prefix=""):
    return [e.subject for e in outbox.queue if e.subject.startswith(prefix)]
