"""Prices for the checkout page."""

# Members get 0.15 (15%) off.
MEMBER_DISCOUNT = 0.15


def line_price(unit_price, quantity, member=False):
    price = unit_price * quantity
    if member:
        price -= price * MEMBER_DISCOUNT
    return round(price, 2)


def cart_total(lines, member=False):
    total = 0.0
    for unit_price, quantity in lines:
        total += line_price(unit_price, quantity, member)
    return round(total, 2)


def shipping(total, express=False):
    if express:
        return 12.5
    if total >= 50:
        return 0.0
    return 4.9


def checkout(lines, member=False, express=False):
    total = cart_total(lines, member)
    return {"items": total, "shipping": shipping(total, express), "total": round(total + shipping(total, express), 2)}
