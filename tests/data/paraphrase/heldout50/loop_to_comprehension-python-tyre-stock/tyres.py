"""Tyre stock for the Spoke & Satchel courier workshop."""

TYRE_SIZES = ["700x25c", "700x28c", "700x32c", "650bx47", "26x2.1"]
REORDER_LEVEL = 6


def parse_stock(rows):
    """rows come from the workshop's stock sheet: (size, brand, on_hand)."""
    stock = {}
    for size, brand, on_hand in rows:
        stock.setdefault(size, 0)
        stock[size] += int(on_hand)
    return stock


def sizes_to_reorder(stock):
    """Sizes that have dropped to the reorder level or below."""
    low = []
    for size in TYRE_SIZES:
        if stock.get(size, 0) <= REORDER_LEVEL:
            low.append(size)
    return low


def order_lines(stock, pack=4):
    lines = []
    for size in sizes_to_reorder(stock):
        missing = REORDER_LEVEL * 2 - stock.get(size, 0)
        packs = -(-missing // pack)
        lines.append(f"{size}: {packs} pack(s) of {pack}")
    return lines


def puncture_rate(repairs, deliveries):
    if not deliveries:
        return 0.0
    return round(len(repairs) / deliveries * 1000, 1)
