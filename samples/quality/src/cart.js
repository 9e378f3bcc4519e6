// Shopping cart state for the storefront.
const TAX_RATE = 0.2;

let cartItems = [];

export function addItem(sku, price, qty = 1) {
  const existing = cartItems.find((item) => item.sku === sku);
  if (existing) {
    existing.qty += qty;
  } else {
    cartItems.push({ sku, price, qty });
  }
  return cartItems.length;
}

export function removeItem(sku) {
  cartItems = cartItems.filter((item) => item.sku !== sku);
}

export function subtotal() {
  return cartItems.reduce((sum, item) => sum + item.price * item.qty, 0);
}

export function total() {
  const net = subtotal();
  return Math.round((net + net * TAX_RATE) * 100) / 100;
}

export function itemCount() {
  return cartItems.reduce((n, item) => n + item.qty, 0);
}

export function clear() {
  cartItems = [];
}
