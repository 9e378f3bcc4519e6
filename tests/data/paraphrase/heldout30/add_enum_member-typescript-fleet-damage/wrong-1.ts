// Damage reports filed at vehicle check-in, Kestrel Car Hire.

export enum DamageKind {
  Scratch = "scratch",
  Dent = "dent",
  WindscreenChip = "windscreen_chip",
  TyreDamage = "tyre_damage",
  Interior = "interior",
  MirrorDamage = "mirror_damage",
}

export interface DamageReport {
  reportId: string;
  plate: string;
  kind: DamageKind;
  panel: string;
  photos: string[];
  reportedAt: Date;
}

const REPAIR_ESTIMATE_EUR: Record<DamageKind, number> = {
  [DamageKind.Scratch]: 120,
  [DamageKind.Dent]: 260,
  [DamageKind.WindscreenChip]: 90,
  [DamageKind.TyreDamage]: 180,
  [DamageKind.Interior]: 150,
};

export function estimate(report: DamageReport): number {
  return REPAIR_ESTIMATE_EUR[report.kind];
}

export function blocksRental(report: DamageReport): boolean {
  switch (report.kind) {
    case DamageKind.TyreDamage:
      return true;
    case DamageKind.WindscreenChip:
      return report.panel === "driver_side";
    default:
      return false;
  }
}

export function parseKind(raw: string): DamageKind {
  const match = Object.values(DamageKind).find((k) => k === raw.trim().toLowerCase());
  if (!match) {
    throw new Error(`unknown damage kind: ${raw}`);
  }
  return match;
}

export function summary(reports: DamageReport[]): string {
  const total = reports.reduce((sum, r) => sum + estimate(r), 0);
  return `${reports.length} reports, est. EUR ${total}`;
}
