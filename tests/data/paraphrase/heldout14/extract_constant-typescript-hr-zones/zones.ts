import type { Athlete, Activity, ZoneBreakdown } from "./types";

// Used when the athlete has not done an FTP test yet.
export const DEFAULT_FTP_WATTS = 220;

export type HrZone = 1 | 2 | 3 | 4 | 5;

const ZONE_BOUNDS: ReadonlyArray<[HrZone, number, number]> = [
  [1, 0.5, 0.6],
  [2, 0.6, 0.7],
  [3, 0.7, 0.8],
  [4, 0.8, 0.9],
  [5, 0.9, 1.0],
];

/** Age-predicted max heart rate, unless the athlete measured their own. */
export function maxHeartRate(athlete: Athlete): number {
  if (athlete.measuredMaxHr && athlete.measuredMaxHr > 100) {
    return athlete.measuredMaxHr;
  }
  return 220 - athlete.age;
}

/** Heart-rate reserve (Karvonen): max minus resting. */
export function heartRateReserve(athlete: Athlete): number {
  const resting = athlete.restingHr ?? 60;
  return maxHeartRate(athlete) - resting;
}

export function zoneFor(bpm: number, athlete: Athlete): HrZone {
  const max = maxHeartRate(athlete);
  const pct = bpm / max;
  for (const [zone, lo, hi] of ZONE_BOUNDS) {
    if (pct >= lo && pct < hi) {
      return zone;
    }
  }
  return pct >= 1 ? 5 : 1;
}

export function zoneBreakdown(activity: Activity, athlete: Athlete): ZoneBreakdown {
  const seconds: Record<HrZone, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (let i = 1; i < activity.samples.length; i++) {
    const prev = activity.samples[i - 1];
    const cur = activity.samples[i];
    if (cur.hr == null) continue;
    seconds[zoneFor(cur.hr, athlete)] += cur.t - prev.t;
  }
  return { activityId: activity.id, seconds };
}

/** Sanity check for imported profiles: the formula gives nonsense outside this range. */
export function plausibleAge(age: number): boolean {
  return age >= 10 && age < 220 - 100;
}

export function powerZone(watts: number, ftp: number = DEFAULT_FTP_WATTS): number {
  const r = watts / ftp;
  if (r < 0.55) return 1;
  if (r < 0.75) return 2;
  if (r < 0.9) return 3;
  if (r < 1.05) return 4;
  if (r < 1.2) return 5;
  return 6;
}
