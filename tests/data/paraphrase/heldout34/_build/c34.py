from lib import case
F = '''// Format of the old thermal printer, replaced in 2025. Nothing calls this any more.
function printTicketLegacy(ticket) {
  return `EMRC*${ticket.no}*${ticket.kind.toUpperCase()}*${ticket.quantity}*${ticket.pence}`;
}

'''
PT = """function printTicket(ticket) {
  const amount = (ticket.pence / 100).toFixed(2);
  return [
    'ELMBRIDGE RAILS 2027',
    `Ticket ${String(ticket.no).padStart(5, '0')}`,
    `${ticket.quantity} x ${ticket.kind}  £${amount}`,
    `Paid by ${ticket.paidBy}`,
  ].join('\\n');
}

"""
X = ("module.exports = { priceOf, sell, printTicket, printTicketLegacy, takings, visitors };", "module.exports = { priceOf, sell, printTicket, takings, visitors };", 1)
case("remove_function-js-exhibition-tickets", "tickets.js", "remove_function", "javascript", [
    ("terse", "delete printTicketLegacy (+ export)"),
    ("polite", "Could you remove printTicketLegacy, including its comment and its entry in module.exports? Nothing uses it any more. printTicket stays, of course."),
    ("declarative", "tickets.js no longer contains or exports printTicketLegacy."),
    ("other", "the old thermal printer is long gone — drop printTicketLegacy from tickets.js"),
], [
    ("right", "printTicketLegacy, its comment and its export removed; printTicket and the rest unchanged", [(F, "", 1), X]),
    ("wrong", "function removed but still listed in module.exports: ReferenceError when the module loads",
     [(F, "", 1)]),
    ("wrong", "printTicket was removed (and its export) instead of printTicketLegacy",
     [(PT, "", 1),
      ("module.exports = { priceOf, sell, printTicket, printTicketLegacy,", "module.exports = { priceOf, sell, printTicketLegacy,", 1)]),
    ("wrong", "only the export entry was removed; the dead function is still in the file",
     [X]),
    ("wrong", "printTicketLegacy removed, but the family ticket now counts as 3 visitors instead of 4",
     [(F, "", 1), X, ("family: 4, under5: 1", "family: 3, under5: 1", 1)]),
])
