// Wholesale orders for Combe Noire cheeses (shops and restaurants).
const db = require('./db');
const mailer = require('./mailer');

const MIN_ORDER_KG = 4;
const CASE_DISCOUNT = 0.06; // 6 % off when a whole wheel is taken

function lineTotal(line, pricePerKg) {
  const gross = line.kg * pricePerKg;
  return line.wholeWheel ? gross * (1 - CASE_DISCOUNT) : gross;
}

async function confirmOrder(orderId) {
  const order = await db.loadOrder(orderId);
  const kg = order.lines.reduce((sum, l) => sum + l.kg, 0);
  if (kg < MIN_ORDER_KG) {
    throw new Error(`order ${orderId} is ${kg} kg, minimum is ${MIN_ORDER_KG} kg`);
  }
  const prices = db.priceList(order.customerTier);
  const total = order.lines.reduce((sum, l) => sum + lineTotal(l, prices[l.cheese]), 0);
  const confirmation = await db.saveConfirmation(orderId, Math.round(total * 100) / 100);
  await mailer.send(confirmation.customerEmail, 'order-confirmed', confirmation);
  return confirmation;
}

function cancelOrder(orderId, reason) {
  return db.loadOrder(orderId).then((order) => {
    if (order.status === 'shipped') {
      throw new Error('already shipped');
    }
    return db.setStatus(orderId, 'cancelled', reason);
  });
}

module.exports = { confirmOrder, cancelOrder, lineTotal };
