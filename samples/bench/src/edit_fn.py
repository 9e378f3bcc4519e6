def invoice_total(lines, tax_rate=0.2, discount=None):
    """Sum the invoice lines, apply an optional discount, then add tax."""
    total = 0.0
    for line in lines:
        quantity = line.get("quantity", 1)
        price = line["unit_price"]
        if quantity <= 0:
            raise ValueError(f"bad quantity on line {line['sku']}: {quantity}")
        total += quantity * price
    if discount is not None:
        if discount.endswith("%"):
            total -= total * float(discount[:-1]) / 100
        else:
            total -= float(discount)
    if total < 0:
        total = 0.0
    tax = round(total * tax_rate, 2)
    return {
        "net": round(total, 2),
        "tax": tax,
        "gross": round(total + tax, 2),
    }
