// Print queue for the Eastgate Library makerspace 3D printers.

export enum JobStatus {
  Waiting = "waiting",
  Slicing = "slicing",
  Printing = "printing",
  Done = "done",
  Failed = "failed",
}

export const STATUS_LABELS: Record<JobStatus, string> = {
  [JobStatus.Waiting]: "In the queue",
  [JobStatus.Slicing]: "Being prepared",
  [JobStatus.Printing]: "On the printer",
  [JobStatus.Done]: "Ready to collect",
  [JobStatus.Failed]: "Failed - see staff",
};

export interface PrintJob {
  id: string;
  patronCard: string;
  fileName: string;
  printer: string;
  estimatedMinutes: number;
  status: JobStatus;
  submittedAt: Date;
}

const ACTIVE: ReadonlySet<JobStatus> = new Set([
  JobStatus.Waiting,
  JobStatus.Slicing,
  JobStatus.Printing,
]);

export function isActive(job: PrintJob): boolean {
  return ACTIVE.has(job.status);
}

export function jobsForPatron(queue: PrintJob[], card: string): PrintJob[] {
  return queue.filter((j) => j.patronCard === card && isActive(j));
}

export function canSubmit(queue: PrintJob[], card: string, limit = 2): boolean {
  return jobsForPatron(queue, card).length < limit;
}

export function describe(job: PrintJob): string {
  const mins = job.estimatedMinutes;
  const time = mins >= 60 ? `${Math.floor(mins / 60)} h ${mins % 60} min` : `${mins} min`;
  return `${job.fileName} on ${job.printer}: ${STATUS_LABELS[job.status]} (${time})`;
}
