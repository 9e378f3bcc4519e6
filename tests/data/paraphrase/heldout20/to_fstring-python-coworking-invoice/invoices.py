"""Monthly invoices for members of the Kettle Yard coworking space."""
import logging
from decimal import ROUND_HALF_UP, Decimal

log = logging.getLogger(__name__)

VAT_RATE = Decimal("0.20")
PLAN_NAMES = {"hot": "Hot desk", "fixed": "Fixed desk", "studio": "Private studio"}


def money(amount):
    return amount.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def invoice_lines(member, bookings, month_label):
    lines = ["Kettle Yard Workspace - invoice for %s" % month_label]
    lines.append("Member: %s (%s)" % (member["name"], member["member_no"]))
    lines.append("Plan: {}".format(PLAN_NAMES[member["plan"]]))
    subtotal = Decimal("0")
    for b in bookings:
        cost = money(b["hours"] * b["rate"])
        subtotal += cost
        lines.append("  %-22s %5.1f h x %6.2f = %8.2f" % (b["room"], b["hours"], b["rate"], cost))
    vat = money(subtotal * VAT_RATE)
    lines.append("Subtotal: {:.2f}".format(subtotal))
    lines.append("VAT {}%: {:.2f}".format(int(VAT_RATE * 100), vat))
    lines.append("Total due: %.2f GBP" % (subtotal + vat))
    return lines


def send_invoice(member, bookings, month_label, mailer):
    lines = invoice_lines(member, bookings, month_label)
    log.info("sending invoice to %s for %s (%d bookings)", member["email"], month_label, len(bookings))
    mailer.send(member["email"], "Your %s invoice" % month_label, "\n".join(lines))


def overdue_reminder(member, days_late):
    if days_late < 7:
        return None
    return "Hi %s, your Kettle Yard invoice is %d days overdue." % (member["name"].split()[0], days_late)
