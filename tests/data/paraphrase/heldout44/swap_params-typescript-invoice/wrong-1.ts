// Invoice lines for print jobs. Amounts are in cents to avoid rounding drift.

export interface PrintJob {
  reference: string;
  copies: number;
  sheetPriceCents: number;
  finishing: "none" | "laminate" | "fold" | "perfect-bind";
}

export interface InvoiceLine {
  text: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
}

const FINISHING_CENTS: Record<PrintJob["finishing"], number> = {
  none: 0,
  laminate: 12,
  fold: 3,
  "perfect-bind": 95,
};

export function lineTotal(quantity: number, discountPercent: number, unitCents: number): number {
  const gross = quantity * unitCents;
  return Math.round(gross - (gross * discountPercent) / 100);
}

export function jobLines(job: PrintJob, discountPercent = 0): InvoiceLine[] {
  const lines: InvoiceLine[] = [
    {
      text: `${job.reference} printing`,
      quantity: job.copies,
      unitCents: job.sheetPriceCents,
      totalCents: lineTotal(job.copies, discountPercent, job.sheetPriceCents),
    },
  ];
  const finishing = FINISHING_CENTS[job.finishing];
  if (finishing > 0) {
    lines.push({
      text: `${job.reference} ${job.finishing}`,
      quantity: job.copies,
      unitCents: finishing,
      totalCents: lineTotal(job.copies, 0, finishing),
    });
  }
  return lines;
}

export function proofLine(reference: string, proofs: number): InvoiceLine {
  // the first proof is free, every further proof is 4.50
  const charged = Math.max(proofs - 1, 0);
  return { text: `${reference} extra proofs`, quantity: charged, unitCents: 450, totalCents: lineTotal(charged, 450, 0) };
}

export function invoiceTotal(lines: InvoiceLine[]): number {
  return lines.reduce((sum, line) => sum + line.totalCents, 0);
}
