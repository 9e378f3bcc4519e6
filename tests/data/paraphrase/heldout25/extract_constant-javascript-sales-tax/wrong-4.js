'use strict';

// Invoice helpers for Lindqvist Garment Care (Westfield and Marrow Lane shops).
// Prices are in dollars; the county sales tax applies to cleaning but not to
// storage fees.

const { formatMoney } = require('./money');

const STORAGE_FEE_PER_WEEK = 4.5;
const SALES_TAX_RATE = 0.725;

function lineTotal(line) {
  const base = line.unitPrice * line.quantity;
  const tax = line.taxable ? base * SALES_TAX_RATE : 0;
  return Math.round((base + tax) * 100) / 100;
}

function storageFee(weeksHeld) {
  if (weeksHeld <= 2) {
    return 0;
  }
  return (weeksHeld - 2) * STORAGE_FEE_PER_WEEK;
}

function invoiceTotals(order) {
  const subtotal = order.lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  const taxable = order.lines
    .filter((l) => l.taxable)
    .reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  const tax = Math.round(taxable * SALES_TAX_RATE * 100) / 100;
  const storage = storageFee(order.weeksHeld || 0);
  return { subtotal, tax, storage, total: subtotal + tax + storage };
}

function receiptFooter(order) {
  const totals = invoiceTotals(order);
  return [
    `Subtotal ${formatMoney(totals.subtotal)}`,
    `Sales tax (7.25%) ${formatMoney(totals.tax)}`,
    totals.storage ? `Storage ${formatMoney(totals.storage)}` : null,
    `Total ${formatMoney(totals.total)}`,
  ].filter(Boolean).join('\n');
}

function refundTax(amount) {
  // tax part of a refunded taxable amount
  return Math.round(amount * SALES_TAX_RATE * 100) / 100;
}

module.exports = { lineTotal, storageFee, invoiceTotals, receiptFooter, refundTax };
