'use strict';

// Price quotes for the front desk of Wagtail & Co.

const SERVICE_PRICES = {
  bathBrush: 32,
  fullGroom: 58,
  handStrip: 75,
  nailTrim: 12,
  teethClean: 18,
};

const VAT_RATE = 0.2;

function sizeSurcharge(dog) {
  if (dog.weightKg > 40) return 20;
  if (dog.weightKg > 25) return 10;
  return 0;
}

function quoteVisit(dog, discountPct = 0, services) {
  let subtotal = 0;
  for (const code of services) {
    const price = SERVICE_PRICES[code];
    if (price === undefined) {
      throw new Error(`unknown service: ${code}`);
    }
    subtotal += price;
  }
  subtotal += sizeSurcharge(dog);
  subtotal *= 1 - discountPct / 100;
  const vat = subtotal * VAT_RATE;
  return Math.round((subtotal + vat) * 100) / 100;
}

function quoteLines(dog, services) {
  return services.map((code) => `${code.padEnd(12)} ${SERVICE_PRICES[code].toFixed(2)}`);
}

function printQuote(dog, services) {
  const lines = quoteLines(dog, services);
  lines.push(`${'total'.padEnd(12)} ${quoteVisit(dog, services).toFixed(2)}`);
  return lines.join('\n');
}

function depositFor(dog, services) {
  // a quarter up front for anything over an hour of table time
  const total = quoteVisit(dog, services);
  return services.includes('handStrip') || services.includes('fullGroom') ? total * 0.25 : 0;
}

module.exports = { quoteVisit, quoteLines, printQuote, depositFor, SERVICE_PRICES };
