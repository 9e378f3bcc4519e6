// Queen-rearing batches for the Kettlewell Beekeepers' Co-op.
export interface GraftBatch {
  batchId: string;
  breederHive: string;
  graftedOn: string; // ISO date
  cellsAccepted: number;
  cellsTaken: number;
  cellBuilder: string;
}

export interface MatingResult {
  batchId: string;
  nucsStocked: number;
  queensLaying: number;
}

export function acceptanceRate(batch: GraftBatch): number {
  if (batch.cellsAccepted === 0) {
    return 0;
  }
  return batch.cellsTaken / batch.cellsAccepted;
}

export function bestBuilders(batches: GraftBatch[], minRate = 0.6): string[] {
  const good = batches.filter((b) => acceptanceRate(b) >= minRate);
  return [...new Set(good.map((b) => b.cellBuilder))];
}

export function matingSuccess(batch: GraftBatch, result: MatingResult): number {
  const cellsTaken = Math.min(batch.cellsTaken, result.nucsStocked);
  return cellsTaken === 0 ? 0 : result.queensLaying / cellsTaken;
}

export function toCsvRow(batch: GraftBatch): string {
  // column order matches the co-op spreadsheet: batch,breeder,date,grafted,cellsTaken,builder
  return [
    batch.batchId,
    batch.breederHive,
    batch.graftedOn,
    batch.cellsAccepted,
    batch.cellsTaken,
    batch.cellBuilder,
  ].join(',');
}

export function summary(batch: GraftBatch): string {
  const pct = Math.round(acceptanceRate(batch) * 100);
  return `${batch.batchId}: ${batch.cellsTaken}/${batch.cellsAccepted} cells taken (${pct}%) in ${batch.cellBuilder}`;
}
