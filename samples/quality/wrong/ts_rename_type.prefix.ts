// Invoices for the billing page: types, totals and lookups.

export interface BillLine {
  description: string;
  quantity: number;
  unitPrice: number;
}

export interface Bill {
  id: string;
  customer: string;
  lines: BillLine[];
  paid: boolean;
}

export type BillMap = Record<string, Bill>;

export function lineTotal(line: BillLine): number {
  return line.quantity * line.unitPrice;
}

export function invoiceTotal(invoice: Bill): number {
  return invoice.lines.reduce((sum, line) => sum + lineTotal(line), 0);
}

export function unpaid(invoices: Bill[]): Bill[] {
  return invoices.filter((invoice) => !invoice.paid);
}

export function byId(invoices: Bill[]): BillMap {
  const map: BillMap = {};
  for (const invoice of invoices) {
    map[invoice.id] = invoice;
  }
  return map;
}

export function requireInvoice(map: BillMap, id: string): Bill {
  const found = map[id];
  if (!found) {
    throw new Error(`Invoice ${id} not found`);
  }
  return found;
}
