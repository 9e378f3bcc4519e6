from lib import Case, sub

c = Case("to_fstring-python-coworking-invoice", "invoices.py", "to_fstring", "python")
o = c.original
c.ins("terse", "invoice_lines: % / .format -> f-strings")
c.ins("polite", "Would you mind switching all the string formatting inside invoice_lines to f-strings? The output text must stay byte-for-byte the same, and please leave the other functions as they are.")
c.ins("declarative", "invoice_lines should build every line with f-strings instead of % and str.format.")
c.ins("other", "Zet in invoice_lines alle %-formatting en .format() om naar f-strings; de uitvoer moet precies gelijk blijven.")

EDITS = [
    ('lines = ["Kettle Yard Workspace - invoice for %s" % month_label]', 'lines = [f"Kettle Yard Workspace - invoice for {month_label}"]'),
    ('lines.append("Member: %s (%s)" % (member["name"], member["member_no"]))', "lines.append(f\"Member: {member['name']} ({member['member_no']})\")"),
    ('lines.append("Plan: {}".format(PLAN_NAMES[member["plan"]]))', "lines.append(f\"Plan: {PLAN_NAMES[member['plan']]}\")"),
    ('lines.append("  %-22s %5.1f h x %6.2f = %8.2f" % (b["room"], b["hours"], b["rate"], cost))', "lines.append(f\"  {b['room']:<22} {b['hours']:5.1f} h x {b['rate']:6.2f} = {cost:8.2f}\")"),
    ('lines.append("Subtotal: {:.2f}".format(subtotal))', 'lines.append(f"Subtotal: {subtotal:.2f}")'),
    ('lines.append("VAT {}%: {:.2f}".format(int(VAT_RATE * 100), vat))', 'lines.append(f"VAT {int(VAT_RATE * 100)}%: {vat:.2f}")'),
    ('lines.append("Total due: %.2f GBP" % (subtotal + vat))', 'lines.append(f"Total due: {subtotal + vat:.2f} GBP")'),
]

def apply(text, edits):
    for a, b in edits:
        text = sub(text, a, b)
    return text

right = apply(o, EDITS)
c.res("right", right, "all seven formatted strings in invoice_lines are f-strings with the same widths and precisions; other functions untouched")

w = apply(o, EDITS[:3] + EDITS[4:])
c.res("wrong", w, "the per-booking line, the only tricky one, was left in % formatting")

w = sub(right, "{b['room']:<22}", "{b['room']:>22}")
c.res("wrong", w, "%-22s (left-aligned) became :>22, so room names are now right-aligned and the invoice text changes")

w = sub(right, 'log.info("sending invoice to %s for %s (%d bookings)", member["email"], month_label, len(bookings))',
        "log.info(f\"sending invoice to {member['email']} for {month_label} ({len(bookings)} bookings)\")")
w = sub(w, 'mailer.send(member["email"], "Your %s invoice" % month_label, "\\n".join(lines))', 'mailer.send(member["email"], f"Your {month_label} invoice", "\\n".join(lines))')
c.res("wrong", w, "also rewrote the lazy log.info call and the mail subject in send_invoice, outside the asked-for function")

w = sub(right, 'lines.append(f"Total due: {subtotal + vat:.2f} GBP")', 'lines.append(f"Total due: {subtotal:.2f} GBP")')
c.res("wrong", w, "the total line lost '+ vat': it now prints the subtotal as the amount due")
c.write()
