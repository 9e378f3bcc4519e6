// Polycarbonate mould inventory for the moulding hall.
// Moulds live on racks; a mould is checked out to a line for a run and
// comes back with its cycle counter increased.

export type MouldShape = "bar" | "praline" | "egg" | "napolitain";

export interface Mould {
  code: string;
  shape: MouldShape;
  cavities: number;
  cavityGrams: number;
  rack: string;
  cyclesUsed: number;
  lastInspected: string;
}

export interface MouldRack {
  id: string;
  bay: number;
  slots: number;
  humidityPct: number;
  lastInspected: string;
}

export const MAX_CYCLES = 4000; // polycarbonate crazes after this
export const WARN_CYCLES = 3500;

export const racks: MouldRack[] = [
  { id: "R1", bay: 1, slots: 40, humidityPct: 45, lastInspected: "2026-11-30" },
  { id: "R2", bay: 1, slots: 60, humidityPct: 47, lastInspected: "2026-11-30" },
  { id: "R3", bay: 2, slots: 30, humidityPct: 44, lastInspected: "2026-11-30" },
  { id: "R4", bay: 2, slots: 20, humidityPct: 50, lastInspected: "2026-11-30" },
];

export const moulds: Mould[] = [
  { code: "PB-100", shape: "bar", cavities: 3, cavityGrams: 100, rack: "R1", cyclesUsed: 1240, lastInspected: "2026-11-30" },
  { code: "PB-045", shape: "bar", cavities: 8, cavityGrams: 45, rack: "R1", cyclesUsed: 3890, lastInspected: "2026-11-30" },
  { code: "PR-DOME", shape: "praline", cavities: 24, cavityGrams: 11, rack: "R2", cyclesUsed: 560, lastInspected: "2026-11-30" },
  { code: "PR-HEART", shape: "praline", cavities: 21, cavityGrams: 10, rack: "R2", cyclesUsed: 2210, lastInspected: "2026-11-30" },
  { code: "EG-150", shape: "egg", cavities: 2, cavityGrams: 75, rack: "R4", cyclesUsed: 310, lastInspected: "2026-11-30" },
  { code: "NP-005", shape: "napolitain", cavities: 60, cavityGrams: 5, rack: "R3", cyclesUsed: 3120, lastInspected: "2026-11-30" },
];

export function gramsPerCycle(mould: Mould): number {
  return mould.cavities * mould.cavityGrams;
}

export function wornOut(list: Mould[]): Mould[] {
  return list.filter((m) => m.cyclesUsed >= MAX_CYCLES);
}

export function nearlyWorn(list: Mould[]): Mould[] {
  return list.filter((m) => m.cyclesUsed >= WARN_CYCLES && m.cyclesUsed < MAX_CYCLES);
}

export function byRack(list: Mould[]): Map<string, Mould[]> {
  const out = new Map<string, Mould[]>();
  for (const m of list) {
    const bucket = out.get(m.rack) ?? [];
    bucket.push(m);
    out.set(m.rack, bucket);
  }
  return out;
}

export function rackLoad(rack: MouldRack, list: Mould[]): number {
  const used = list.filter((m) => m.rack === rack.id).length;
  return used / rack.slots;
}

export interface Checkout {
  mouldCode: string;
  line: string;
  plannedCycles: number;
  startedAt: Date;
}

export class MouldStore {
  private readonly moulds = new Map<string, Mould>();
  private readonly out = new Map<string, Checkout>();

  constructor(initial: Mould[]) {
    for (const m of initial) {
      this.moulds.set(m.code, { ...m });
    }
  }

  get(code: string): Mould {
    const m = this.moulds.get(code);
    if (!m) {
      throw new Error(`unknown mould ${code}`);
    }
    return m;
  }

  available(shape: MouldShape): Mould[] {
    return [...this.moulds.values()].filter(
      (m) => m.shape === shape && !this.out.has(m.code) && m.cyclesUsed < MAX_CYCLES,
    );
  }

  checkout(code: string, line: string, plannedCycles: number): Checkout {
    const m = this.get(code);
    if (this.out.has(code)) {
      throw new Error(`${code} is already on line ${this.out.get(code)!.line}`);
    }
    if (m.cyclesUsed + plannedCycles > MAX_CYCLES) {
      throw new Error(`${code} would pass ${MAX_CYCLES} cycles`);
    }
    const c: Checkout = { mouldCode: code, line, plannedCycles, startedAt: new Date() };
    this.out.set(code, c);
    return c;
  }

  giveBack(code: string, actualCycles: number): Mould {
    const m = this.get(code);
    if (!this.out.delete(code)) {
      throw new Error(`${code} was not checked out`);
    }
    m.cyclesUsed += actualCycles;
    return m;
  }

  onLine(line: string): Checkout[] {
    return [...this.out.values()].filter((c) => c.line === line);
  }

  report(): string[] {
    const rows: string[] = [];
    for (const m of this.moulds.values()) {
      const state = this.out.has(m.code) ? "out" : "in";
      const pct = Math.round((100 * m.cyclesUsed) / MAX_CYCLES);
      rows.push(`${m.code.padEnd(9)} ${m.shape.padEnd(11)} ${state.padEnd(4)} ${pct}% worn`);
    }
    return rows.sort();
  }
}

export function capacityByShape(list: Mould[]): Record<MouldShape, number> {
  const out: Record<MouldShape, number> = { bar: 0, praline: 0, egg: 0, napolitain: 0 };
  for (const m of list) {
    if (m.cyclesUsed < MAX_CYCLES) {
      out[m.shape] += gramsPerCycle(m);
    }
  }
  return out;
}

export function shapeLabel(shape: MouldShape): string {
  switch (shape) {
    case "napolitain":
      return "Napolitain (5 g)";
    default:
      return shape[0].toUpperCase() + shape.slice(1);
  }
}
