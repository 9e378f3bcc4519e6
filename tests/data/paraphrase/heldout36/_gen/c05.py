from lib import case
orig = '''// Wholesale orders for Combe Noire cheeses (shops and restaurants).
const db = require('./db');
const mailer = require('./mailer');

const MIN_ORDER_KG = 4;
const CASE_DISCOUNT = 0.06; // 6 % off when a whole wheel is taken

function lineTotal(line, pricePerKg) {
  const gross = line.kg * pricePerKg;
  return line.wholeWheel ? gross * (1 - CASE_DISCOUNT) : gross;
}

function confirmOrder(orderId) {
  return db.loadOrder(orderId)
    .then((order) => {
      const kg = order.lines.reduce((sum, l) => sum + l.kg, 0);
      if (kg < MIN_ORDER_KG) {
        throw new Error(`order ${orderId} is ${kg} kg, minimum is ${MIN_ORDER_KG} kg`);
      }
      return db.priceList(order.customerTier).then((prices) => {
        const total = order.lines.reduce((sum, l) => sum + lineTotal(l, prices[l.cheese]), 0);
        return db.saveConfirmation(orderId, Math.round(total * 100) / 100);
      });
    })
    .then((confirmation) => mailer.send(confirmation.customerEmail, 'order-confirmed', confirmation)
      .then(() => confirmation));
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
'''
C = orig[orig.index("function confirmOrder"):orig.index("function cancelOrder")]
R1 = '''async function confirmOrder(orderId) {
  const order = await db.loadOrder(orderId);
  const kg = order.lines.reduce((sum, l) => sum + l.kg, 0);
  if (kg < MIN_ORDER_KG) {
    throw new Error(`order ${orderId} is ${kg} kg, minimum is ${MIN_ORDER_KG} kg`);
  }
  const prices = await db.priceList(order.customerTier);
  const total = order.lines.reduce((sum, l) => sum + lineTotal(l, prices[l.cheese]), 0);
  const confirmation = await db.saveConfirmation(orderId, Math.round(total * 100) / 100);
  await mailer.send(confirmation.customerEmail, 'order-confirmed', confirmation);
  return confirmation;
}

'''
case("promise_to_async-javascript-wholesale", "orders.js", "promise_to_async", "javascript", orig, [
    ("terse", "confirmOrder: .then chain -> async/await"),
    ("polite", "Could you rewrite confirmOrder with async/await instead of the .then() chain? It must still resolve to the confirmation and reject with the same minimum-weight error. Please leave cancelOrder as it is."),
    ("declarative", "confirmOrder should be an async function using await for each db and mailer call, with unchanged behaviour."),
    ("other", "the nested thens in confirmOrder are unreadable -> async/await please, only that function"),
    ("other", "Przepisz confirmOrder na async/await zamiast łańcucha .then(); zachowanie bez zmian, cancelOrder zostaw."),
], [
    dict(label="right", why="confirmOrder rewritten with async/await; same checks, rounding, mail and resolved value", edits=[(C, R1)]),
    dict(label="right", why="same async/await rewrite with the rounded total in its own const (free choice); same behaviour",
         edits=[(C, R1.replace("  const confirmation = await db.saveConfirmation(orderId, Math.round(total * 100) / 100);\n", "  const rounded = Math.round(total * 100) / 100;\n  const confirmation = await db.saveConfirmation(orderId, rounded);\n"))]),
    dict(label="wrong", why="the await on mailer.send was dropped: the confirmation resolves before the mail is sent and mail errors are lost",
         edits=[(C, R1.replace("  await mailer.send(", "  mailer.send("))]),
    dict(label="wrong", why="priceList not awaited: prices is a Promise, so every line total is NaN",
         edits=[(C, R1.replace("const prices = await db.priceList", "const prices = db.priceList"))]),
    dict(label="wrong", why="minimum check became kg <= MIN_ORDER_KG, rejecting orders of exactly 4 kg",
         edits=[(C, R1.replace("if (kg < MIN_ORDER_KG)", "if (kg <= MIN_ORDER_KG)"))]),
    dict(label="wrong", why="await used but the function not declared async: SyntaxError", breaks=True,
         edits=[(C, R1.replace("async function confirmOrder", "function confirmOrder"))]),
])
