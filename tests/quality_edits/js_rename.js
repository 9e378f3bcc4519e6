// Shopping cart state for the storefront.
const TAX_RATE = 0.2;

let lineItems = [];

export function addItem(sku, price, qty = 1) {
  const existing = lineItems.find((item) => item.sku === sku);
  if (existing) {
    existing.qty += qty;
  } else {
    lineItems.push({ sku, price, qty });
  }
  return lineItems.length;
}

export function removeItem(sku) {
  lineItems = lineItems.filter((item) => item.sku !== sku);
}

export function subtotal() {
  return lineItems.reduce((sum, item) => sum + item.price * item.qty, 0);
}

export function total() {
  const net = subtotal();
  return Math.round((net + net * TAX_RATE) * 100) / 100;
}

export function itemCount() {
  return lineItems.reduce((n, item) => n + item.qty, 0);
}

export function clear() {
  lineItems = [];
}
