import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * Rider roster for the continental cycling team: pulled from the federation's
 * licence API, merged with the team's own medical and contract data, and kept
 * as JSON snapshots so the sports directors can diff two race weeks.
 */

export type Discipline = "road" | "track" | "cx" | "mtb";

export interface Rider {
  uciId: string;
  firstName: string;
  lastName: string;
  birthYear: number;
  nationality: string;
  disciplines: Discipline[];
  licenceValidUntil: string;
  medicalClearance?: string;
  contractEnds?: string;
}

export interface Squad {
  teamCode: string;
  season: number;
  riders: Rider[];
  fetchedAt: string;
}

export interface SyncReport {
  added: string[];
  removed: string[];
  expiringLicences: string[];
  snapshot: string;
}

const API_BASE = "https://licences.federation.example/api/v2";
const LICENCE_WARNING_DAYS = 30;
const U23_MAX_AGE = 22;

export class LicenceApiError extends Error {
  constructor(public readonly status: number, message: string) {
    super(message);
    this.name = "LicenceApiError";
  }
}

async function getJson<T>(path: string, token: string): Promise<T> {
  const res = await fetch(`${API_BASE}${path}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
  });
  if (!res.ok) {
    throw new LicenceApiError(res.status, `licence API ${path}: ${res.status}`);
  }
  return (await res.json()) as T;
}

export async function fetchSquad(teamCode: string, season: number, token: string): Promise<Squad> {
  const riders = await getJson<Rider[]>(`/teams/${teamCode}/${season}/riders`, token);
  return { teamCode, season, riders, fetchedAt: new Date().toISOString() };
}

export function isU23(rider: Rider, season: number): boolean {
  return season - rider.birthYear <= U23_MAX_AGE;
}

export function daysUntil(isoDate: string, now: Date = new Date()): number {
  const ms = new Date(isoDate).getTime() - now.getTime();
  return Math.floor(ms / 86_400_000);
}

export function expiringLicences(squad: Squad, now: Date = new Date()): Rider[] {
  return squad.riders.filter((r) => daysUntil(r.licenceValidUntil, now) < LICENCE_WARNING_DAYS);
}

export function mergeMedical(squad: Squad, medical: Map<string, string>): Squad {
  return {
    ...squad,
    riders: squad.riders.map((r) => ({ ...r, medicalClearance: medical.get(r.uciId) ?? r.medicalClearance })),
  };
}

function fingerprint(squad: Squad): string {
  const ids = squad.riders.map((r) => r.uciId).sort().join(",");
  return createHash("sha1").update(ids).digest("hex").slice(0, 10);
}

export async function persistSquad(squad: Squad, dir: string): Promise<string> {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${squad.teamCode}-${squad.season}-${fingerprint(squad)}.json`);
  writeFileSync(file, JSON.stringify(squad, null, 2) + "\n", "utf8");
  return file;
}

export function loadSquad(file: string): Squad | undefined {
  if (!existsSync(file)) {
    return undefined;
  }
  return JSON.parse(readFileSync(file, "utf8")) as Squad;
}

export function diffSquads(before: Squad | undefined, after: Squad): { added: string[]; removed: string[] } {
  const old = new Set((before?.riders ?? []).map((r) => r.uciId));
  const now = new Set(after.riders.map((r) => r.uciId));
  return {
    added: [...now].filter((id) => !old.has(id)),
    removed: [...old].filter((id) => !now.has(id)),
  };
}

export async function syncRoster(
  teamCode: string,
  season: number,
  token: string,
  dir: string,
  medical: Map<string, string>,
  previous?: string,
): Promise<SyncReport> {
  const fetched = await fetchSquad(teamCode, season, token);
  const squad = mergeMedical(fetched, medical);
  const { added, removed } = diffSquads(previous ? loadSquad(previous) : undefined, squad);
  const snapshot = await persistSquad(squad, dir);
  return {
    added,
    removed,
    expiringLicences: expiringLicences(squad).map((r) => `${r.firstName} ${r.lastName}`),
    snapshot,
  };
}

export async function importGuestRiders(squad: Squad, guests: Rider[], dir: string): Promise<string> {
  const known = new Set(squad.riders.map((r) => r.uciId));
  const extra = guests.filter((g) => !known.has(g.uciId));
  if (extra.length === 0) {
    return "";
  }
  return persistSquad({ ...squad, riders: [...squad.riders, ...extra] }, dir);
}

export function startList(squad: Squad, discipline: Discipline, max = 7): Rider[] {
  return squad.riders
    .filter((r) => r.disciplines.includes(discipline))
    .filter((r) => r.medicalClearance !== undefined)
    .sort((a, b) => a.lastName.localeCompare(b.lastName))
    .slice(0, max);
}

export function u23Count(squad: Squad): number {
  return squad.riders.filter((r) => isU23(r, squad.season)).length;
}
