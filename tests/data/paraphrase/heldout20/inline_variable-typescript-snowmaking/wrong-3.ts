// Snowmaking controller for the Riesenkar pistes: decides which fan guns run each cycle.

export interface GunReading {
  gunId: string;
  piste: string;
  airTempC: number;
  humidityPct: number;
  waterFlowLpm: number;
  hydrantPressureBar: number;
}

export interface SnowSettings {
  maxWetBulbC: number;
  minPressureBar: number;
  nightOnly: boolean;
}

// Stull's approximation, good enough between -20 and +10 C
export function wetBulbC(tempC: number, rh: number): number {
  return (
    tempC * Math.atan(0.151977 * Math.sqrt(rh + 8.313659)) +
    Math.atan(tempC + rh) -
    Math.atan(rh - 1.676331) +
    0.00391838 * Math.pow(rh, 1.5) * Math.atan(0.023101 * rh) -
    4.686035
  );
}

export function shouldRun(r: GunReading, s: SnowSettings, hour: number): boolean {
  const isNight = hour >= 18 || hour < 8;
  if (s.nightOnly && !isNight) {
    return false;
  }
  const wetBulb = wetBulbC(r.airTempC, r.humidityPct);
  return wetBulb <= s.maxWetBulbC && pressureOk;
}

export function snowQuality(r: GunReading): "dry" | "good" | "wet" {
  const wetBulb = wetBulbC(r.airTempC, r.humidityPct);
  if (wetBulb < -7) return "dry";
  if (wetBulb < -3.5) return "good";
  return "wet";
}

export function cycleReport(readings: GunReading[], s: SnowSettings, hour: number): string[] {
  return readings.map((r) => {
    const on = shouldRun(r, s, hour);
    return `${r.piste}/${r.gunId}: ${on ? "ON" : "off"} (${snowQuality(r)}, ${r.waterFlowLpm} l/min)`;
  });
}
