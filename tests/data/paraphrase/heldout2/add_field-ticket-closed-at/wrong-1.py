"""Domain objects for the support inbox."""
from __future__ import annotations

import enum
from dataclasses import dataclass, field
from datetime import datetime, timezone


class Priority(enum.IntEnum):
    LOW = 1
    NORMAL = 2
    HIGH = 3
    URGENT = 4


@dataclass(frozen=True)
class Customer:
    id: int
    email: str
    name: str = ""
    vip: bool = False


@dataclass
class Message:
    author: str
    body: str
    sent_at: datetime
    internal: bool = False


@dataclass
class Ticket:
    id: int
    subject: str
    customer: Customer
    priority: Priority = Priority.NORMAL
    assignee: str | None = None
    tags: list[str] = field(default_factory=list)
    messages: list[Message] = field(default_factory=list)
    closed_at: datetime | None

    @property
    def opened_at(self) -> datetime | None:
        return self.messages[0].sent_at if self.messages else None

    def reply(self, author: str, body: str, internal: bool = False) -> Message:
        msg = Message(author, body, datetime.now(timezone.utc), internal)
        self.messages.append(msg)
        return msg

    def escalate(self) -> None:
        if self.priority < Priority.URGENT:
            self.priority = Priority(self.priority + 1)
        if self.customer.vip and "vip" not in self.tags:
            self.tags.append("vip")


def ticket_from_row(row: dict) -> Ticket:
    customer = Customer(row["customer_id"], row["customer_email"], row.get("customer_name", ""))
    return Ticket(
        id=row["id"],
        subject=row["subject"],
        customer=customer,
        priority=Priority(row.get("priority", 2)),
        assignee=row.get("assignee"),
        tags=list(row.get("tags", [])),
    )
