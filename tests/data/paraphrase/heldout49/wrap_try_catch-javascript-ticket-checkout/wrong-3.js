// Ticket checkout for the Lindenhof Film Festival box office.
const { reserveSeats, releaseSeats } = require("./seating");
const { chargeCard } = require("./payments");

const SERVICE_FEE_CENTS = 150;
const MAX_SEATS_PER_ORDER = 8;

function ticketTotal(screening, quantity) {
  return screening.priceCents * quantity + SERVICE_FEE_CENTS;
}

function validateOrder(order) {
  if (!order.seats || order.seats.length === 0) {
    throw new Error("no seats selected");
  }
  if (order.seats.length > MAX_SEATS_PER_ORDER) {
    throw new Error(`at most ${MAX_SEATS_PER_ORDER} seats per order`);
  }
}

async function checkout(order) {
  validateOrder(order);
  let hold;
  try {
    hold = await reserveSeats(order.screeningId, order.seats);
  } catch (err) {
    await releaseSeats(order.screeningId, order.seats);
    throw err;
  }
  const amount = ticketTotal(order.screening, order.seats.length);
  const receipt = await chargeCard(order.card, amount);
  return { holdId: hold.id, receiptId: receipt.id, amount };
}

async function refund(order, receipt) {
  await releaseSeats(order.screeningId, order.seats);
  return { refunded: receipt.amount };
}

module.exports = { checkout, refund, ticketTotal, validateOrder };
