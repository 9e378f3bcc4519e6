"""Stock levels for a small shop: load, adjust and report."""

import csv
from pathlib import Path

LOW_STOCK = 5


def read_stock(path):
    inventory = {}
    with open(path, newline="") as f:
        for row in csv.DictReader(f):
            inventory[row["sku"]] = int(row["qty"])
    return inventory


def adjust(inventory, sku, delta):
    current = inventory.get(sku, 0)
    if current + delta < 0:
        raise ValueError(f"not enough {sku}: have {current}, need {-delta}")
    inventory[sku] = current + delta
    return inventory[sku]


def low_items(inventory):
    return sorted(sku for sku, qty in inventory.items() if qty <= LOW_STOCK)


def restock(inventory, sku, amount):
    return adjust(inventory, sku, amount)


def sell(inventory, sku, amount):
    return adjust(inventory, sku, -amount)


def write_stock(inventory, path):
    with open(path, "w", newline="") as f:
        writer = csv.writer(f)
        writer.writerow(["sku", "qty"])
        for sku in sorted(inventory):
            writer.writerow([sku, inventory[sku]])


def report(inventory):
    lines = [f"{sku}: {qty}" for sku, qty in sorted(inventory.items())]
    low = low_items(inventory)
    if low:
        lines.append("low: " + ", ".join(low))
    return "\n".join(lines)


def main(folder):
    path = Path(folder) / "stock.csv"
    inventory = read_stock(path)
    sell(inventory, "A-100", 2)
    restock(inventory, "B-200", 10)
    write_stock(inventory, path)
    print(report(inventory))
