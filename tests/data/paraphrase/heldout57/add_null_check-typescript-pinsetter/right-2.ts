// Pinsetter fault tracking for the maintenance tablet.
export type FaultCode = "E01_SWEEP" | "E07_DECK" | "E12_BALL_RETURN" | "E20_PIN_JAM";

export interface FaultEvent {
  lane: number;
  code: FaultCode;
  at: Date;
  clearedAt?: Date;
}

export interface Pinsetter {
  serial: string;
  lane: number;
  model: "GS-X" | "A-2";
  lastService?: Date;
  faults: FaultEvent[];
}

const SERVICE_INTERVAL_DAYS: Record<Pinsetter["model"], number> = {
  "GS-X": 90,
  "A-2": 30,
};

const DAY_MS = 24 * 60 * 60 * 1000;

export function openFaults(machine: Pinsetter): FaultEvent[] {
  return machine.faults.filter((f) => f.clearedAt === undefined);
}

export function nextServiceDue(machine: Pinsetter): Date | null {
  const interval = SERVICE_INTERVAL_DAYS[machine.model];
  return machine.lastService === undefined ? null : new Date(machine.lastService.getTime() + interval * DAY_MS);
}

export function minutesDown(fault: FaultEvent, now: Date): number {
  const end = fault.clearedAt ?? now;
  return Math.round((end.getTime() - fault.at.getTime()) / 60000);
}

export function worstLanes(machines: Pinsetter[], now: Date, top = 3): number[] {
  return machines
    .map((m) => ({
      lane: m.lane,
      down: m.faults.reduce((sum, f) => sum + minutesDown(f, now), 0),
    }))
    .sort((a, b) => b.down - a.down)
    .slice(0, top)
    .map((r) => r.lane);
}
