// Receipt printing for the till: builds the ESC/POS byte stream and hands it
// to the thermal printer on the counter.
const { encodeLine, cutPaper } = require("./escpos");
const printer = require("./printer");
const audit = require("./audit");

const LINE_WIDTH = 42;

function money(cents) {
  return (cents / 100).toFixed(2);
}

function padRow(left, right) {
  const gap = Math.max(1, LINE_WIDTH - left.length - right.length);
  return left + " ".repeat(gap) + right;
}

function receiptLines(sale) {
  const lines = [sale.storeName, `Till ${sale.tillId}  ${sale.cashier}`, ""];
  for (const line of sale.lines) {
    lines.push(padRow(`${line.qty} x ${line.description}`, money(line.qty * line.unitCents)));
  }
  lines.push("");
  lines.push(padRow("TOTAL", money(sale.totalCents)));
  lines.push(padRow(sale.tenderType.toUpperCase(), money(sale.tenderedCents)));
  if (sale.tenderedCents > sale.totalCents) {
    lines.push(padRow("CHANGE", money(sale.tenderedCents - sale.totalCents)));
  }
  return lines;
}

async function printReceipt(sale) {
  try {
    const bytes = receiptLines(sale).map(encodeLine);
    bytes.push(cutPaper());
    await printer.write(Buffer.concat(bytes));
  } catch (err) {
    audit.record("receipt-failed", { saleId: sale.id, error: err.message });
    return false;
  }
  audit.record("receipt-printed", { saleId: sale.id });
  return true;
}

async function reprintLast(tillId) {
  const sale = await audit.lastSale(tillId);
  if (!sale) {
    return false;
  }
  return printReceipt(sale);
}

module.exports = { printReceipt, reprintLast, receiptLines };
