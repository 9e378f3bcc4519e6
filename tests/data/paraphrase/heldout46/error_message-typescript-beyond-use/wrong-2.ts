// Dispensing checks for compounded preparations before a label is printed.
import { BatchRecord } from "./batch";

export class DispenseError extends Error {
  constructor(message: string, public readonly batchNo: string) {
    super(message);
    this.name = "DispenseError";
  }
}

export function checkBeforeDispense(batch: BatchRecord, today: Date): void {
  if (!batch.checkedBy) {
    throw new DispenseError(`batch ${batch.batchNo} has not been second-checked`, batch.batchNo);
  }
  if (batch.beyondUseDate < today) {
    throw new DispenseError("batch ${batch.batchNo} is past its beyond-use date (${batch.beyondUseDate.toISOString().slice(0, 10)})", batch.batchNo);
  }
  if (batch.controlled && !batch.registerEntry) {
    throw new DispenseError(`batch ${batch.batchNo} has no register entry`, batch.batchNo);
  }
}

export function daysLeft(batch: BatchRecord, today: Date): number {
  const ms = batch.beyondUseDate.getTime() - today.getTime();
  return Math.floor(ms / 86_400_000);
}
