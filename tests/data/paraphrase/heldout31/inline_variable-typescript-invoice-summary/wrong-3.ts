// Invoice totals for Halloran & Vey Piano Services.

export interface InvoiceLine {
  description: string;
  quantity: number;
  unitPence: number;
}

export interface Invoice {
  number: string;
  customer: string;
  lines: InvoiceLine[];
  discountPence: number;
  vatRegistered: boolean;
}

const VAT_RATE = 0.2;

export function lineTotal(line: InvoiceLine): number {
  return line.quantity * line.unitPence;
}

export function invoiceTotal(inv: Invoice): number {
  const subtotalPence = inv.lines.reduce((sum, l) => sum + lineTotal(l), 0) - inv.discountPence;
  const vatPence = inv.vatRegistered ? Math.round(subtotalPence * VAT_RATE) : 0;
  return subtotalPence + vatPence;
}

export function formatPence(pence: number): string {
  const pounds = Math.floor(pence / 100);
  const rest = String(pence % 100).padStart(2, "0");
  return `£${pounds}.${rest}`;
}

export function summaryLine(inv: Invoice): string {
  return `${inv.number} ${inv.customer}: ${invoiceTotal(inv)}`;
}
