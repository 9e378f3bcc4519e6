'use strict';

// Door ticket sales for Elmbridge Rails 2027 (the tablet at the hall entrance).

const PRICES_PENCE = { adult: 650, child: 300, family: 1500, under5: 0 };

let nextTicketNo = 1;

function priceOf(kind, quantity) {
  if (!(kind in PRICES_PENCE)) {
    throw new Error(`unknown ticket kind: ${kind}`);
  }
  return PRICES_PENCE[kind] * quantity;
}

function sell(kind, quantity, paidBy) {
  const ticket = {
    no: nextTicketNo++,
    kind,
    quantity,
    pence: priceOf(kind, quantity),
    paidBy,
    soldAt: new Date().toISOString(),
  };
  return ticket;
}

function printTicket(ticket) {
  const amount = (ticket.pence / 100).toFixed(2);
  return [
    'ELMBRIDGE RAILS 2027',
    `Ticket ${String(ticket.no).padStart(5, '0')}`,
    `${ticket.quantity} x ${ticket.kind}  £${amount}`,
    `Paid by ${ticket.paidBy}`,
  ].join('\n');
}

function takings(tickets) {
  const byMethod = { cash: 0, card: 0 };
  for (const t of tickets) {
    byMethod[t.paidBy] = (byMethod[t.paidBy] || 0) + t.pence;
  }
  return byMethod;
}

function visitors(tickets) {
  const heads = { adult: 1, child: 1, family: 3, under5: 1 };
  return tickets.reduce((sum, t) => sum + heads[t.kind] * t.quantity, 0);
}

module.exports = { priceOf, sell, printTicket, takings, visitors };
