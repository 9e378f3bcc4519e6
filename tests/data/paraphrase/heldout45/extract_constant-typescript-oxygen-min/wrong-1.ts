import { AlarmSink } from "./alarms";

export const MIN_OXYGEN_MG_L = 6.5;

export interface WaterReading {
  tankId: string;
  takenAt: Date;
  oxygenMgL: number;
  ph: number;
  flowLpm: number;
}

export function classifyOxygen(reading: WaterReading): "ok" | "low" | "critical" {
  if (reading.oxygenMgL < MIN_OXYGEN_MG_L - 1.5) {
    return "critical";
  }
  if (reading.oxygenMgL < MIN_OXYGEN_MG_L) {
    return "low";
  }
  return "ok";
}

export function checkReading(reading: WaterReading, sink: AlarmSink): void {
  const oxygen = classifyOxygen(reading);
  if (oxygen !== "ok") {
    sink.raise(reading.tankId, `oxygen ${oxygen}: ${reading.oxygenMgL.toFixed(1)} mg/L`);
  }
  if (reading.ph < MIN_OXYGEN_MG_L || reading.ph > 8.5) {
    sink.raise(reading.tankId, `pH out of range: ${reading.ph.toFixed(2)}`);
  }
  if (reading.flowLpm < 40) {
    sink.raise(reading.tankId, `flow too low: ${reading.flowLpm} L/min`);
  }
}

export function worstTanks(readings: WaterReading[], limit = 5): string[] {
  return [...readings]
    .sort((a, b) => a.oxygenMgL - b.oxygenMgL)
    .slice(0, limit)
    .map((r) => r.tankId);
}
