from dataclasses import dataclass, field
from datetime import date


@dataclass
class LineItem:
    name: str
    unit_price: float
    quantity: int = 1

    def total(self):
        return self.unit_price * self.quantity


@dataclass
class Invoice:
    number: str
    issued: date
    items: list = field(default_factory=list)

    def add(self, name, unit_price, quantity=1):
        item = LineItem(name, unit_price, quantity)
        self.items.append(item)
        return item

    def subtotal(self):
        return sum(item.total() for item in self.items)

    def tax(self, rate):
        return round(self.subtotal() * rate, 2)

    def total(self, rate=0.2):
        return round(self.subtotal() + self.tax(rate), 2)


def overdue(invoice, today, days=30):
    return (today - invoice.issued).days > days


def summarize(invoices, today):
    count = len(invoices)
    late = [inv.number for inv in invoices if overdue(inv, today)]
    amount = sum(inv.total() for inv in invoices)
    return {"count": count, "late": late, "amount": round(amount, 2)}


def format_money(value, currency="EUR"):
    return f"{value:,.2f} {currency}"
