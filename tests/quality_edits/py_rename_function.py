"""Stock levels for a small shop: load, adjust and report."""

import csv
from pathlib import Path

LOW_STOCK = 5


def read_stock(path):
    stock = {}
    with open(path, newline="") as f:
        for row in csv.DictReader(f):
            stock[row["sku"]] = int(row["qty"])
    return stock


def change_quantity(stock, sku, delta):
    current = stock.get(sku, 0)
    if current + delta < 0:
        raise ValueError(f"not enough {sku}: have {current}, need {-delta}")
    stock[sku] = current + delta
    return stock[sku]


def low_items(stock):
    return sorted(sku for sku, qty in stock.items() if qty <= LOW_STOCK)


def restock(stock, sku, amount):
    return change_quantity(stock, sku, amount)


def sell(stock, sku, amount):
    return change_quantity(stock, sku, -amount)


def write_stock(stock, path):
    with open(path, "w", newline="") as f:
        writer = csv.writer(f)
        writer.writerow(["sku", "qty"])
        for sku in sorted(stock):
            writer.writerow([sku, stock[sku]])


def report(stock):
    lines = [f"{sku}: {qty}" for sku, qty in sorted(stock.items())]
    low = low_items(stock)
    if low:
        lines.append("low: " + ", ".join(low))
    return "\n".join(lines)


def main(folder):
    path = Path(folder) / "stock.csv"
    stock = read_stock(path)
    sell(stock, "A-100", 2)
    restock(stock, "B-200", 10)
    write_stock(stock, path)
    print(report(stock))
