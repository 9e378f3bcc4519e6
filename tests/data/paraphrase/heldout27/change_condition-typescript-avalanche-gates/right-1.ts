// Reads the regional avalanche bulletin and decides what the resort signs and gates show.

export type DangerLevel = 1 | 2 | 3 | 4 | 5;

export type AvalancheProblem =
  | "new snow"
  | "wind slab"
  | "persistent weak layer"
  | "wet snow"
  | "gliding snow";

export interface Bulletin {
  issued: string;
  validUntil: string;
  level: DangerLevel;
  levelAbove2000m?: DangerLevel;
  problems: AvalancheProblem[];
}

const LEVEL_NAMES: Record<DangerLevel, string> = {
  1: "low",
  2: "moderate",
  3: "considerable",
  4: "high",
  5: "very high",
};

export function effectiveLevel(b: Bulletin): DangerLevel {
  // the lifts reach 2350 m, so the higher band wins when it is rated worse
  if (b.levelAbove2000m !== undefined && b.levelAbove2000m > b.level) {
    return b.levelAbove2000m;
  }
  return b.level;
}

export function offPisteGatesClosed(b: Bulletin): boolean {
  return effectiveLevel(b) >= 3;
}

export function blastingRequired(b: Bulletin): boolean {
  return effectiveLevel(b) >= 3 || b.problems.includes("new snow");
}

export function patrolAlert(b: Bulletin): string | null {
  if (effectiveLevel(b) >= 4) {
    return "close the Nordwand traverse and sweep the runs below it";
  }
  if (b.problems.includes("gliding snow")) {
    return "check the glide cracks above the Talabfahrt";
  }
  return null;
}

export function boardText(b: Bulletin): string {
  const level = effectiveLevel(b);
  const gates = offPisteGatesClosed(b)
    ? "Off-piste gates CLOSED"
    : "Off-piste gates open - ride only with full avalanche gear";
  return `Avalanche danger ${level} (${LEVEL_NAMES[level]}). ${gates}.`;
}
