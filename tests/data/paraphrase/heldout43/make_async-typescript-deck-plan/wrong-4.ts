// Vehicle deck plans for the MV Corran Glen.
import { readFile } from "node:fs/promises";

export type Lane = "A" | "B" | "C" | "D" | "mezzanine";

export interface Vehicle {
  reg: string;
  lengthM: number;
  heightM: number;
  axleTonnes: number;
  hazardous: boolean;
}

export interface LanePlan {
  lane: Lane;
  vehicles: Vehicle[];
  usedM: number;
}

const LANE_LENGTH_M: Record<Lane, number> = { A: 62, B: 62, C: 58, D: 58, mezzanine: 40 };
const MEZZANINE_MAX_HEIGHT_M = 1.9;
const GAP_M = 0.5;

export function fits(plan: LanePlan, v: Vehicle): boolean {
  if (plan.lane === "mezzanine" && v.heightM > MEZZANINE_MAX_HEIGHT_M) return false;
  if (v.hazardous && plan.lane !== "D") return false;
  return plan.usedM + v.lengthM + GAP_M < LANE_LENGTH_M[plan.lane];
}

export function emptyPlans(): LanePlan[] {
  return (Object.keys(LANE_LENGTH_M) as Lane[]).map((lane) => ({ lane, vehicles: [], usedM: 0 }));
}

export async function loadVehicles(path: string): Promise<Vehicle[]> {
  const text = await readFile(path, "utf8");
  return JSON.parse(text) as Vehicle[];
}

export function assignLanes(vehicles: Vehicle[]): { plans: LanePlan[]; leftBehind: Vehicle[] } {
  const plans = emptyPlans();
  const leftBehind: Vehicle[] = [];
  const ordered = [...vehicles].sort((a, b) => b.lengthM - a.lengthM);
  for (const v of ordered) {
    const plan = plans.find((p) => fits(p, v));
    if (!plan) {
      leftBehind.push(v);
      continue;
    }
    plan.vehicles.push(v);
    plan.usedM += v.lengthM + GAP_M;
  }
  return { plans, leftBehind };
}

export function deckSummary(plans: LanePlan[]): string {
  return plans
    .map((p) => `${p.lane}: ${p.vehicles.length} vehicles, ${p.usedM.toFixed(1)}/${LANE_LENGTH_M[p.lane]} m`)
    .join("\n");
}

export async function planCrossing(path: string): Promise<string> {
  const vehicles = await loadVehicles(path);
  const { plans, leftBehind } = assignLanes(vehicles);
  const lines = [deckSummary(plans)];
  if (leftBehind.length > 0) {
    lines.push(`left behind: ${leftBehind.map((v) => v.reg).join(", ")}`);
  }
  return lines.join("\n");
}
