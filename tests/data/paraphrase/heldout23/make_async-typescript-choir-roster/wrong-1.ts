// Roster and concert seating for the Linden Street Music School chamber choir.
// The roster is a CSV exported from the school office system; seat preferences
// are a small hand-kept text file next to it ("S-017 2" = singer S-017 wants row 2).

import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import * as path from "node:path";

export type Voice = "S1" | "S2" | "A1" | "A2" | "T" | "B1" | "B2";

export interface Singer {
  id: string;
  name: string;
  voice: Voice;
  heightCm: number;
  active: boolean;
  joined: string;
}

export interface Seat {
  row: number;
  position: number;
  singerId: string;
}

export interface SeatingPlan {
  term: string;
  rows: Seat[][];
  unseated: string[];
}

const VOICE_ORDER: Voice[] = ["S1", "S2", "A1", "A2", "T", "B1", "B2"];

function isVoice(value: string): value is Voice {
  return (VOICE_ORDER as string[]).includes(value);
}

function parseLine(line: string, lineNo: number): Singer {
  const [id, name, voice, height, active, joined] = line.split(",").map((f) => f.trim());
  if (!id || !name) {
    throw new Error(`roster line ${lineNo}: missing id or name`);
  }
  if (!isVoice(voice)) {
    throw new Error(`roster line ${lineNo}: unknown voice part "${voice}"`);
  }
  return {
    id,
    name,
    voice,
    heightCm: Number(height) || 0,
    active: active === "yes",
    joined,
  };
}

export async function loadRoster(file: string): Promise<Singer[]> {
  const raw = await readFile(file, "utf8");
  const singers: Singer[] = [];
  raw.split(/\r?\n/).forEach((line, i) => {
    if (i === 0 || line.trim() === "") {
      return; // header or blank
    }
    singers.push(parseLine(line, i + 1));
  });
  return singers;
}

export function loadSeatPreferences(file: string): Map<string, number> {
  const prefs = new Map<string, number>();
  let raw: string;
  try {
    raw = readFileSync(file, "utf8");
  } catch {
    return prefs; // no preferences this term
  }
  for (const line of raw.split("\n")) {
    const [id, row] = line.trim().split(/\s+/);
    if (id && row && !Number.isNaN(Number(row))) {
      prefs.set(id, Number(row));
    }
  }
  return prefs;
}

function byVoiceThenHeight(a: Singer, b: Singer): number {
  const voice = VOICE_ORDER.indexOf(a.voice) - VOICE_ORDER.indexOf(b.voice);
  if (voice !== 0) {
    return voice;
  }
  // shorter singers in front
  return a.heightCm - b.heightCm;
}

export async function buildSeatingPlan(
  rosterFile: string,
  term: string,
  rowCount: number,
  seatsPerRow: number,
): Promise<SeatingPlan> {
  const singers = loadRoster(rosterFile).filter((s) => s.active);
  const prefs = loadSeatPreferences(path.join(path.dirname(rosterFile), "seat-preferences.txt"));
  const rows: Seat[][] = Array.from({ length: rowCount }, () => []);
  const unseated: string[] = [];
  const lastRow = rowCount - 1;

  for (const singer of [...singers].sort(byVoiceThenHeight)) {
    const wanted = prefs.get(singer.id);
    // preferences are 1-based on the sheet; fall back to the back row
    let row = wanted !== undefined ? Math.min(wanted - 1, lastRow) : lastRow;
    while (row >= 0 && rows[row].length >= seatsPerRow) {
      row--;
    }
    if (row < 0) {
      unseated.push(singer.id);
      continue;
    }
    rows[row].push({ row, position: rows[row].length, singerId: singer.id });
  }
  return { term, rows, unseated };
}

export function sectionCounts(singers: Singer[]): Record<Voice, number> {
  const counts = Object.fromEntries(VOICE_ORDER.map((v) => [v, 0])) as Record<Voice, number>;
  for (const s of singers) {
    if (s.active) {
      counts[s.voice] += 1;
    }
  }
  return counts;
}

export function thinSections(singers: Singer[], minimum = 3): Voice[] {
  const counts = sectionCounts(singers);
  return VOICE_ORDER.filter((v) => counts[v] < minimum);
}

export function newcomers(singers: Singer[], since: string): Singer[] {
  // joined is an ISO date, so comparing the strings orders them correctly
  return singers.filter((s) => s.active && s.joined >= since);
}

export function describePlan(plan: SeatingPlan): string {
  const lines = [`Seating for ${plan.term}`];
  plan.rows.forEach((row, i) => {
    const ids = row.map((seat) => seat.singerId).join(" ");
    lines.push(`  row ${i + 1} (${row.length}): ${ids}`);
  });
  if (plan.unseated.length > 0) {
    lines.push(`  no seat: ${plan.unseated.join(", ")}`);
  }
  return lines.join("\n");
}
