// Pressure and wind helpers for the Kestrel Ridge weather mast.

export interface MastSample {
  stationHpa: number;
  tempC: number;
  windMs: number;
  gustMs: number;
  takenAt: Date;
}

const ELEVATION_M = 1421;
const MAX_WIND_MS = 15;
const MAX_GUST_MS = 20;

export function seaLevelPressure(sample: MastSample): number {
  const kelvin = sample.tempC + 273.15;
  return sample.stationHpa * Math.pow(1 - (0.0065 * ELEVATION_M) / (kelvin + 0.0065 * ELEVATION_M), -5.257);
}

export function pressureAnomaly(sample: MastSample): number {
  return seaLevelPressure(sample) - 1013.25;
}

export function isStormWarning(samples: MastSample[]): boolean {
  if (samples.length < 2) {
    return false;
  }
  const first = seaLevelPressure(samples[0]);
  const last = seaLevelPressure(samples[samples.length - 1]);
  const hours = (samples[samples.length - 1].takenAt.getTime() - samples[0].takenAt.getTime()) / 3_600_000;
  return hours > 0 && (first - last) / hours > 2.0;
}

export function domeMayOpen(sample: MastSample): boolean {
  // close above 15 m/s sustained or 20 m/s gusts
  return sample.windMs < MAX_WIND_MS && sample.gustMs < MAX_GUST_MS;
}

export function describe(sample: MastSample): string {
  const anomaly = pressureAnomaly(sample);
  const trend = anomaly >= 0 ? "above" : "below";
  return `${seaLevelPressure(sample).toFixed(1)} hPa (${Math.abs(anomaly).toFixed(1)} hPa ${trend} 1013.25)`;
}
