// Job board for the Harbourside Print Co. press floor.
// Jobs move left to right across the board; the press manager can send a
// job back to proofing while it has not gone on press.

export enum JobStatus {
  Received = "received",
  Proofing = "proofing",
  Approved = "approved",
  OnHold = "on-hold",
  OnPress = "on_press",
  Finishing = "finishing",
  Dispatched = "dispatched",
}

export const STATUS_LABELS: Record<JobStatus, string> = {
  [JobStatus.Received]: "Received",
  [JobStatus.Proofing]: "Awaiting proof sign-off",
  [JobStatus.Approved]: "Approved",
  [JobStatus.OnHold]: "On hold",
  [JobStatus.OnPress]: "On press",
  [JobStatus.Finishing]: "Finishing",
  [JobStatus.Dispatched]: "Dispatched",
};

const NEXT: Partial<Record<JobStatus, JobStatus[]>> = {
  [JobStatus.Received]: [JobStatus.Proofing],
  [JobStatus.Proofing]: [JobStatus.Approved, JobStatus.Received],
  [JobStatus.Approved]: [JobStatus.OnPress, JobStatus.Proofing],
  [JobStatus.OnPress]: [JobStatus.Finishing],
  [JobStatus.Finishing]: [JobStatus.Dispatched],
};

export type PressName = "heidelberg-sm74" | "komori-ls29";

export interface HistoryEntry {
  status: JobStatus;
  at: Date;
  by: string;
}

export interface PressJob {
  ticketNo: string;
  customer: string;
  status: JobStatus;
  press: PressName | null;
  sheets: number;
  dueBy: Date;
  history: HistoryEntry[];
}

export class MoveError extends Error {
  constructor(public job: PressJob, public target: JobStatus) {
    super(`job ${job.ticketNo} cannot go from ${job.status} to ${target}`);
  }
}

export function canMove(job: PressJob, target: JobStatus): boolean {
  const allowed = NEXT[job.status] ?? [];
  return allowed.includes(target);
}

export function move(job: PressJob, target: JobStatus, by: string, at = new Date()): PressJob {
  if (!canMove(job, target)) {
    throw new MoveError(job, target);
  }
  if (target === JobStatus.OnPress && job.press === null) {
    throw new Error(`job ${job.ticketNo} has no press assigned`);
  }
  return {
    ...job,
    status: target,
    history: [...job.history, { status: target, at, by }],
  };
}

export function assignPress(job: PressJob, press: PressName): PressJob {
  if (job.status === JobStatus.OnPress) {
    throw new Error(`job ${job.ticketNo} is already running`);
  }
  return { ...job, press };
}

export function isActive(job: PressJob): boolean {
  return job.status !== JobStatus.Dispatched;
}

export function jobsOnPress(jobs: PressJob[], press: PressName): PressJob[] {
  return jobs.filter((j) => j.status === JobStatus.OnPress && j.press === press);
}

export function overdue(jobs: PressJob[], now = new Date()): PressJob[] {
  return jobs.filter((j) => isActive(j) && j.dueBy.getTime() < now.getTime());
}

export function isLongRun(job: PressJob): boolean {
  return job.sheets > 5000;
}

export function boardColumns(jobs: PressJob[]): Map<JobStatus, PressJob[]> {
  const columns = new Map<JobStatus, PressJob[]>();
  for (const status of Object.values(JobStatus)) {
    columns.set(status, []);
  }
  for (const job of jobs) {
    columns.get(job.status)?.push(job);
  }
  for (const list of columns.values()) {
    list.sort((a, b) => a.dueBy.getTime() - b.dueBy.getTime());
  }
  return columns;
}

export function timeInStatus(job: PressJob, now = new Date()): number {
  const last = job.history[job.history.length - 1];
  if (!last) {
    return 0;
  }
  return Math.floor((now.getTime() - last.at.getTime()) / 60000);
}

export function summaryLine(job: PressJob): string {
  const label = STATUS_LABELS[job.status];
  const press = job.press ?? "unassigned";
  const flag = isLongRun(job) ? " [long run]" : "";
  return `${job.ticketNo}  ${job.customer.padEnd(24)} ${label.padEnd(24)} ${press}${flag}`;
}

export function boardText(jobs: PressJob[]): string {
  const lines: string[] = [];
  for (const [status, list] of boardColumns(jobs)) {
    if (list.length === 0) {
      continue;
    }
    lines.push(`== ${STATUS_LABELS[status]} (${list.length}) ==`);
    for (const job of list) {
      lines.push("  " + summaryLine(job));
    }
  }
  return lines.join("\n");
}

export function countsByStatus(jobs: PressJob[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const job of jobs) {
    counts[job.status] = (counts[job.status] ?? 0) + 1;
  }
  return counts;
}

export function sheetsWaiting(jobs: PressJob[]): number {
  return jobs
    .filter((j) => j.status === JobStatus.Approved)
    .reduce((total, j) => total + j.sheets, 0);
}
