// Export scheduling for the Kyle Rhea tidal site: how much of the array's
// output may go to the grid in each half-hour settlement period.

export interface Period {
  start: string; // ISO time of the settlement period
  forecastKw: number;
  gridCapKw: number;
  rampLimitKw: number;
}

/** Output that may be exported: never above the cap the grid operator set. */
export function curtail(capKw: number, outputKw: number): number {
  if (capKw <= 0) {
    return 0;
  }
  return Math.min(outputKw, capKw);
}

/** Limit the change from the previous period to the ramp limit. */
export function clampRamp(previousKw: number, outputKw: number, rampKw: number): number {
  const delta = outputKw - previousKw;
  if (Math.abs(delta) <= rampKw) {
    return outputKw;
  }
  return previousKw + Math.sign(delta) * rampKw;
}

export function plan(periods: Period[], startKw = 0): number[] {
  const out: number[] = [];
  let previous = startKw;
  for (const p of periods) {
    const capped = curtail(p.gridCapKw, p.forecastKw);
    const ramped = clampRamp(previous, capped, p.rampLimitKw);
    // the ramp can push us back over the cap when the cap drops sharply
    const exported = curtail(p.gridCapKw, ramped);
    out.push(exported);
    previous = exported;
  }
  return out;
}

export function spilledKwh(periods: Period[]): number {
  let spilled = 0;
  for (const p of periods) {
    spilled += (p.forecastKw - curtail(p.gridCapKw, p.forecastKw)) / 2;
  }
  return spilled;
}
