// Payslip summary shown in the employee self-service portal.
import { formatMoney } from './format.js';

const PENSION_RATE = 0.05;

export function deductions(slip) {
  const pension = slip.gross * PENSION_RATE;
  return { pension, tax: slip.incomeTax + slip.socialSecurity, total: pension + slip.incomeTax + slip.socialSecurity };
}

export function netPay(slip) {
  const d = deductions(slip);
  const net = slip.gross - d.total + slip.allowances;
  return Math.round(net * 100) / 100;
}

export function summaryLines(slip, locale = 'es-ES') {
  const d = deductions(slip);
  const currency = slip.currency || 'EUR';
  const lines = [
    ['Gross', formatMoney(slip.gross, currency, locale)],
    ['Income tax + social security', formatMoney(d.tax, currency, locale)],
    ['Pension', formatMoney(d.pension, currency, locale)],
    ['Allowances', formatMoney(slip.allowances, currency, locale)],
    ['Net', formatMoney(netPay(slip), currency, locale)],
  ];
  return lines;
}
