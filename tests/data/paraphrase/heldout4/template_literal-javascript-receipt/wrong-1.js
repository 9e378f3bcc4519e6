const CURRENCY = "EUR";
const TAX_NOTE = "Prices include VAT.";

function money(cents) {
  return (cents / 100).toFixed(2) + " " + CURRENCY;
}

function formatReceipt(order) {
  const lines = [];
  lines.push(`Order #${order.id} (${order.items.length} items)`);
  for (const item of order.items) {
    lines.push(`  ${item.qty} x ${item.name} @ ${money(item.priceCents)}`);
  }
  if (order.discountCents > 0) {
    lines.push("  discount: -" + money(order.discountCents));
  }
  lines.push(`Total: ${money(order.totalCents)}`);
  lines.push(TAX_NOTE);
  return lines.join("\n");
}

function formatShippingLabel(order) {
  const a = order.address;
  return a.name + "\n" + a.street + "\n" + a.zip + " " + a.city + "\n" + a.country.toUpperCase();
}

function receiptFileName(order, date) {
  const day = date.toISOString().slice(0, 10);
  return "receipt-" + order.id + "-" + day + ".txt";
}

function summarize(orders) {
  const total = orders.reduce((sum, o) => sum + o.totalCents, 0);
  return orders.length + " orders, " + money(total);
}

module.exports = { money, formatReceipt, formatShippingLabel, receiptFileName, summarize };
