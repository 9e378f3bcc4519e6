"""Plain-text invoices for the Druckerei Wendelin counter, printed on the receipt printer."""

import datetime as dt

VAT_RATE = 0.19
LINE_WIDTH = 42


def money(amount):
    return f"{amount:.2f} EUR"


def header(invoice_no, customer, issued):
    lines = [
        "DRUCKEREI WENDELIN".center(LINE_WIDTH),
        f"Invoice {invoice_no}",
        f"Customer: {customer}",
        f"Date: {issued.strftime('%d.%m.%Y')}",
        "-" * LINE_WIDTH,
    ]
    return lines


def job_line(description, copies, unit_price):
    total = copies * unit_price
    # e.g. "Flyer A5 135g      x500   0.09   45.00 EUR"
    return f"{description[:18]:<18} x{copies:<5d} {unit_price:6.2f} {money(total)}"


def footer(net):
    vat = net * VAT_RATE
    return [
        "-" * LINE_WIDTH,
        f"Net:   {money(net)}",
        f"VAT {int(VAT_RATE * 100)}%%: {money(vat)}",
        f"Total: {money(net + vat)}",
        "Proofs approved by the customer are final.",
    ]


def render(invoice_no, customer, jobs, issued=None):
    issued = issued or dt.date.today()
    lines = header(invoice_no, customer, issued)
    net = 0.0
    for description, copies, unit_price in jobs:
        lines.append(job_line(description, copies, unit_price))
        net += copies * unit_price
    lines += footer(net)
    return "\n".join(lines)


if __name__ == "__main__":
    print(render("W-24-0871", "Café Annaberg", [("Menu cards A4 300g", 120, 0.85), ("Flyer A5 135g", 500, 0.09)]))
