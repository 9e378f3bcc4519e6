// Formatting helpers shared by the invoice and receipt views.

const CURRENCY_DIGITS = { EUR: 2, USD: 2, JPY: 0, KWD: 3 };

export function formatMoney(cents, currency = 'EUR', locale = 'de-DE') {
  const digits = CURRENCY_DIGITS[currency] ?? 2;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(cents / 10 ** digits);
}

// legacyFormatter builds a formatter bound to one currency; still used by the CSV export.
export function legacyFormatter(currency) {
  return (cents) => formatMoney(cents, currency, 'de-DE').replace(/\u00a0/g, ' ');
}

export function formatDate(iso, locale = 'de-DE') {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return d.toLocaleDateString(locale, { year: 'numeric', month: '2-digit', day: '2-digit' });
}

export function formatPercent(ratio, digits = 1) {
  return `${(ratio * 100).toFixed(digits)} %`;
}

export function invoiceNumber(year, seq) {
  return `RE-${year}-${String(seq).padStart(5, '0')}`;
}

export function lineTotal(item) {
  const gross = item.unitCents * item.quantity;
  const discount = Math.floor(gross * (item.discountPct ?? 0) / 100);
  return gross - discount;
}

export default {
  formatMoney,
  legacyFormatter,
  formatDate,
  formatPercent,
  invoiceNumber,
  lineTotal,
};
