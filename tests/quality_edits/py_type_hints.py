from dataclasses import dataclass, field
from datetime import date


@dataclass
class LineItem:
    name: str
    unit_price: float
    quantity: int = 1

    def total(self) -> float:
        return self.unit_price * self.quantity


@dataclass
class Invoice:
    number: str
    issued: date
    items: list[LineItem] = field(default_factory=list)

    def add(self, name: str, unit_price: float, quantity: int = 1) -> LineItem:
        item = LineItem(name, unit_price, quantity)
        self.items.append(item)
        return item

    def subtotal(self) -> float:
        return sum(item.total() for item in self.items)

    def tax(self, rate: float) -> float:
        return round(self.subtotal() * rate, 2)

    def total(self, rate: float = 0.2) -> float:
        return round(self.subtotal() + self.tax(rate), 2)


def overdue(invoice: Invoice, today: date, days: int = 30) -> bool:
    return (today - invoice.issued).days > days


def summarize(invoices: list[Invoice], today: date) -> dict:
    count = len(invoices)
    late = [inv.number for inv in invoices if overdue(inv, today)]
    amount = sum(inv.total() for inv in invoices)
    return {"count": count, "late": late, "amount": round(amount, 2)}


def format_money(value: float, currency: str = "EUR") -> str:
    return f"{value:,.2f} {currency}"
