"""Monthly invoices for members of the Kettle Yard coworking space."""
import logging
from decimal import ROUND_HALF_UP, Decimal

log = logging.getLogger(__name__)

VAT_RATE = Decimal("0.20")
PLAN_NAMES = {"hot": "Hot desk", "fixed": "Fixed desk", "studio": "Private studio"}


def money(amount):
    return amount.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def invoice_lines(member, bookings, month_label):
    lines = [f"Kettle Yard Workspace - invoice for {month_label}"]
    lines.append(f"Member: {member['name']} ({member['member_no']})")
    lines.append(f"Plan: {PLAN_NAMES[member['plan']]}")
    subtotal = Decimal("0")
    for b in bookings:
        cost = money(b["hours"] * b["rate"])
        subtotal += cost
        lines.append(f"  {b['room']:>22} {b['hours']:5.1f} h x {b['rate']:6.2f} = {cost:8.2f}")
    vat = money(subtotal * VAT_RATE)
    lines.append(f"Subtotal: {subtotal:.2f}")
    lines.append(f"VAT {int(VAT_RATE * 100)}%: {vat:.2f}")
    lines.append(f"Total due: {subtotal + vat:.2f} GBP")
    return lines


def send_invoice(member, bookings, month_label, mailer):
    lines = invoice_lines(member, bookings, month_label)
    log.info("sending invoice to %s for %s (%d bookings)", member["email"], month_label, len(bookings))
    mailer.send(member["email"], "Your %s invoice" % month_label, "\n".join(lines))


def overdue_reminder(member, days_late):
    if days_late < 7:
        return None
    return "Hi %s, your Kettle Yard invoice is %d days overdue." % (member["name"].split()[0], days_late)
