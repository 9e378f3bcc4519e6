"""Stock levels for a small shop: items, movements and a reorder report."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from enum import Enum


class Kind(str, Enum):
    RECEIVED = "received"
    SOLD = "sold"
    RETURNED = "returned"
    WRITTEN_OFF = "written_off"


@dataclass(frozen=True)
class Movement:
    sku: str
    kind: Kind
    qty: int
    day: date

    @property
    def delta(self) -> int:
        return -self.qty if self.kind in (Kind.SOLD, Kind.WRITTEN_OFF) else self.qty


@dataclass
class Item:
    sku: str
    name: str
    qty: int = 0
    reorder_at: int = 5
    history: list[Movement] = field(default_factory=list)

    def apply(self, move: Movement) -> None:
        if move.sku != self.sku:
            raise ValueError(f"{move.sku} is not {self.sku}")
        if move.qty <= 0:
            raise ValueError("a movement needs a positive qty")
        if self.qty + move.delta < 0:
            raise ValueError(f"{self.sku}: only {self.qty} in stock, cannot remove {move.qty}")
        self.qty += move.delta
        self.history.append(move)

    @property
    def needs_reorder(self) -> bool:
        return self.qty <= self.reorder_at


@dataclass
class Inventory:
    items: dict[str, Item] = field(default_factory=dict)

    def add(self, item: Item) -> None:
        if item.sku in self.items:
            raise KeyError(f"duplicate sku {item.sku}")
        self.items[item.sku] = item

    def record(self, sku: str, kind: Kind, qty: int, day: date | None = None) -> Item:
        item = self.items[sku]
        item.apply(Movement(sku, kind, qty, day or date.today()))
        return item

    def total_qty(self) -> int:
        return sum(item.qty for item in self.items.values())

    def sold_between(self, start: date, end: date) -> dict[str, int]:
        sold: dict[str, int] = {}
        for item in self.items.values():
            for move in item.history:
                if move.kind is Kind.SOLD and start <= move.day <= end:
                    sold[item.sku] = sold.get(item.sku, 0) + move.qty
        return sold

    def reorder_report(self) -> list[str]:
        lines = []
        for item in sorted(self.items.values(), key=lambda i: i.qty):
            if item.needs_reorder:
                lines.append(f"{item.sku:<10} {item.name:<24} qty {item.qty:>4} (reorder at {item.reorder_at})")
        return lines
