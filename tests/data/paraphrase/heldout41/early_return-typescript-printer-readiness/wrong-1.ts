// printerReadiness.ts - can a queued job start on this printer right now?

export interface PrinterState {
  name: string;
  online: boolean;
  bedClear: boolean;
  loadedMaterial: string;
  nozzleTempC: number;
  hoursSinceMaintenance: number;
}

export interface QueuedJob {
  id: string;
  material: string;
  estimatedMinutes: number;
}

export type Readiness = { ok: true } | { ok: false; reason: string };

const MAINTENANCE_EVERY_H = 200;
const CLOSING_MINUTES = 19 * 60 + 45;

export function minutesUntilClosing(now: Date): number {
  return CLOSING_MINUTES - (now.getHours() * 60 + now.getMinutes());
}

export function readiness(printer: PrinterState, job: QueuedJob, now: Date): Readiness {
  if (!printer.online) {
    return { ok: false, reason: "printer offline" };
  }
  if (!printer.bedClear) {
    return { ok: false, reason: "bed not cleared" };
  }
  if (printer.loadedMaterial !== job.material) {
    return { ok: false, reason: `load ${job.material} first` };
  }
  if (printer.hoursSinceMaintenance > MAINTENANCE_EVERY_H) {
    return { ok: false, reason: "maintenance due" };
  }
  if (job.estimatedMinutes > minutesUntilClosing(now)) {
    return { ok: false, reason: "would run past closing time" };
  }
  return { ok: true };
}

export function firstReady(printers: PrinterState[], job: QueuedJob, now: Date): PrinterState | undefined {
  return printers.find((p) => readiness(p, job, now).ok);
}
