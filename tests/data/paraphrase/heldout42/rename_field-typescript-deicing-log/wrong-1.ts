// De-icing log for pads D1-D4. One record per aircraft treatment.

export interface DeicingRecord {
  tailNumber: string;
  pad: "D1" | "D2" | "D3" | "D4";
  fluidType: "I" | "IV";
  fluidVolumeL: number;
  holdoverMin: number;
  startedAt: Date;
}

export interface TankRefill {
  truck: string;
  fluidType: "I" | "IV";
  fluidVolumeL: number;
}

export function totalFluid(records: DeicingRecord[], type: "I" | "IV"): number {
  return records
    .filter((r) => r.fluidType === type)
    .reduce((sum, r) => sum + r.fluidVolumeL, 0);
}

export function refillNeeded(records: DeicingRecord[], refills: TankRefill[]): boolean {
  const used = records.reduce((sum, r) => sum + r.fluidVolumeL, 0);
  const added = refills.reduce((sum, t) => sum + t.fluidVolumeL, 0);
  return added - used < 2000;
}

export function toCsvRow(r: DeicingRecord): string {
  return [r.tailNumber, r.pad, r.fluidType, r.fluidVolumeL, r.holdoverMin, r.startedAt.toISOString()].join(",");
}

export const CSV_HEADER = "tail,pad,fluid_type,fluid_litres,holdover_min,started_at";
