// Job tickets for the press room. The RIP drops one JSON ticket per job into
// the spool folder; the counter app and the press displays read them here.

import { readFileSync, readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";

export type Finish = "none" | "matt-laminate" | "gloss-laminate" | "spot-uv";

export interface JobTicket {
  id: string;
  customer: string;
  product: string;
  stock: string;
  quantity: number;
  sheets: number;
  colors: { front: string; back: string | null };
  finish: Finish;
  dueAt: string; // ISO date-time
  press: "sm74" | "gto52" | "digital";
  notes?: string;
}

export interface PressLoad {
  press: JobTicket["press"];
  jobs: number;
  sheets: number;
  nextDue: string | null;
}

export const SPOOL_DIR = process.env.TICKET_SPOOL ?? "/var/spool/rip/tickets";
const FINISH_DAYS: Record<Finish, number> = {
  none: 0,
  "matt-laminate": 1,
  "gloss-laminate": 1,
  "spot-uv": 2,
};

export class TicketError extends Error {
  constructor(public readonly ticketId: string, message: string) {
    super(`${ticketId}: ${message}`);
  }
}

function validate(raw: unknown, id: string): JobTicket {
  const t = raw as Partial<JobTicket>;
  if (!t || typeof t !== "object") {
    throw new TicketError(id, "not an object");
  }
  for (const key of ["customer", "product", "stock", "dueAt", "press"] as const) {
    if (typeof t[key] !== "string" || t[key] === "") {
      throw new TicketError(id, `missing ${key}`);
    }
  }
  if (!Number.isInteger(t.quantity) || (t.quantity as number) <= 0) {
    throw new TicketError(id, "quantity must be a positive integer");
  }
  return { ...(t as JobTicket), id };
}

export async function loadTicket(id: string, dir: string = SPOOL_DIR): Promise<JobTicket> {
  const path = join(dir, `${id}.json`);
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (err) {
    throw new TicketError(id, `cannot read ${path}: ${(err as Error).message}`);
  }
  return validate(JSON.parse(text), id);
}

export function ticketIds(dir: string = SPOOL_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => name.slice(0, -".json".length))
    .sort();
}

export function finishingDays(ticket: JobTicket): number {
  return FINISH_DAYS[ticket.finish] ?? 0;
}

export function pressDeadline(ticket: JobTicket): Date {
  const due = new Date(ticket.dueAt);
  due.setDate(due.getDate() - finishingDays(ticket));
  return due;
}

export function isLate(ticket: JobTicket, now: Date = new Date()): boolean {
  return pressDeadline(ticket).getTime() < now.getTime();
}

export async function loadAll(dir: string = SPOOL_DIR): Promise<{ tickets: JobTicket[]; errors: TicketError[] }> {
  const tickets: JobTicket[] = [];
  const errors: TicketError[] = [];
  for (const id of ticketIds(dir)) {
    try {
      tickets.push(await loadTicket(id, dir));
    } catch (err) {
      if (err instanceof TicketError) {
        errors.push(err);
      } else {
        throw err;
      }
    }
  }
  return { tickets, errors };
}

export function pressLoad(tickets: JobTicket[]): PressLoad[] {
  const byPress = new Map<JobTicket["press"], PressLoad>();
  for (const t of tickets) {
    const load = byPress.get(t.press) ?? { press: t.press, jobs: 0, sheets: 0, nextDue: null };
    load.jobs += 1;
    load.sheets += t.sheets;
    if (load.nextDue === null || t.dueAt < load.nextDue) {
      load.nextDue = t.dueAt;
    }
    byPress.set(t.press, load);
  }
  return [...byPress.values()].sort((a, b) => b.sheets - a.sheets);
}

export function lateTickets(tickets: JobTicket[], now: Date = new Date()): JobTicket[] {
  return tickets.filter((t) => isLate(t, now)).sort((a, b) => a.dueAt.localeCompare(b.dueAt));
}

export function displayLine(t: JobTicket): string {
  const sides = t.colors.back ? `${t.colors.front}/${t.colors.back}` : `${t.colors.front}/0`;
  const finish = t.finish === "none" ? "" : ` +${t.finish}`;
  return `${t.id} ${t.customer} - ${t.product} x${t.quantity} on ${t.stock} (${sides}${finish}) due ${t.dueAt}`;
}

export async function counterSummary(dir: string = SPOOL_DIR, now: Date = new Date()): Promise<string[]> {
  const { tickets, errors } = await loadAll(dir);
  const lines = pressLoad(tickets).map((l) => `${l.press}: ${l.jobs} jobs, ${l.sheets} sheets, next due ${l.nextDue ?? "-"}`);
  for (const t of lateTickets(tickets, now)) {
    lines.push(`LATE ${displayLine(t)}`);
  }
  for (const e of errors) {
    lines.push(`BAD TICKET ${e.message}`);
  }
  return lines;
}
