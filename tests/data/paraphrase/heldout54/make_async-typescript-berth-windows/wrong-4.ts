import { readFile } from "node:fs";
import { join } from "node:path";

export interface BerthWindow {
  callSign: string;
  vessel: string;
  berth: string;
  arrival: Date;
  departure: Date;
  loa: number; // length overall, metres
}

interface RawWindow {
  call_sign: string;
  vessel: string;
  berth: string;
  eta: string;
  etd: string;
  loa_m: number;
}

export const QUAY_LENGTH_M: Record<string, number> = {
  Q1: 320,
  Q2: 320,
  Q3: 410,
  Q4: 280,
};

const DATA_DIR = process.env.BERTH_DATA ?? "/var/lib/berthplan";
const CLEARANCE_M = 15;

export function parseWindow(raw: RawWindow): BerthWindow {
  return {
    callSign: raw.call_sign,
    vessel: raw.vessel,
    berth: raw.berth,
    arrival: new Date(raw.eta),
    departure: new Date(raw.etd),
    loa: raw.loa_m,
  };
}

export async function loadWindows(week: string): Promise<BerthWindow[]> {
  const text = await readFile(join(DATA_DIR, `windows-${week}.json`), "utf8");
  const raw: RawWindow[] = JSON.parse(text);
  return raw.map(parseWindow).sort((a, b) => a.arrival.getTime() - b.arrival.getTime());
}

function overlaps(a: BerthWindow, b: BerthWindow): boolean {
  return a.berth === b.berth && a.arrival < b.departure && b.arrival < a.departure;
}

export interface Clash {
  berth: string;
  first: string;
  second: string;
  metresShort: number;
}

export function findClashes(windows: BerthWindow[]): Clash[] {
  const clashes: Clash[] = [];
  for (let i = 0; i < windows.length; i++) {
    for (let j = i + 1; j < windows.length; j++) {
      const a = windows[i];
      const b = windows[j];
      if (!overlaps(a, b)) continue;
      const needed = a.loa + b.loa + CLEARANCE_M;
      const quay = QUAY_LENGTH_M[a.berth] ?? 0;
      if (needed > quay) {
        clashes.push({ berth: a.berth, first: a.callSign, second: b.callSign, metresShort: needed - quay });
      }
    }
  }
  return clashes;
}

export function occupancy(windows: BerthWindow[], berth: string, from: Date, to: Date): number {
  const span = to.getTime() - from.getTime();
  if (span <= 0) return 0;
  let busy = 0;
  for (const w of windows) {
    if (w.berth !== berth) continue;
    const start = Math.max(w.arrival.getTime(), from.getTime());
    const end = Math.min(w.departure.getTime(), to.getTime());
    if (end > start) busy += end - start;
  }
  return Math.min(1, busy / span);
}

export async function weeklyReport(week: string): Promise<string> {
  const windows = await loadWindows(week);
  const clashes = findClashes(windows);
  const lines = [`Berth plan ${week}: ${windows.length} calls`];
  for (const c of clashes) {
    lines.push(`  CLASH ${c.berth}: ${c.first} / ${c.second} (${c.metresShort} m short)`);
  }
  const monday = new Date(`${week}T00:00:00Z`);
  const sunday = new Date(monday.getTime() + 7 * 24 * 3600 * 1000);
  for (const berth of Object.keys(QUAY_LENGTH_M)) {
    const pct = Math.round(occupancy(windows, berth, monday, sunday) * 100);
    lines.push(`  ${berth}: ${pct}% occupied`);
  }
  return lines.join("\n");
}

export async function nextArrival(week: string, berth: string, after: Date): Promise<BerthWindow | undefined> {
  // uses the same weekly file as the report
  return (await loadWindows(week)).find((w) => w.berth === berth && w.arrival > after);
}

export function vesselsLongerThan(windows: BerthWindow[], metres: number): string[] {
  return windows.filter((w) => w.loa > metres).map((w) => w.vessel);
}

export function toCsv(windows: BerthWindow[]): string {
  const header = "call_sign,vessel,berth,eta,etd,loa_m";
  const rows = windows.map((w) =>
    [w.callSign, w.vessel, w.berth, w.arrival.toISOString(), w.departure.toISOString(), w.loa].join(","),
  );
  return [header, ...rows].join("\n");
}

if (require.main === module) {
  const week = process.argv[2] ?? "2027-03-01";
  weeklyReport(week).then((report) => console.log(report));
}
