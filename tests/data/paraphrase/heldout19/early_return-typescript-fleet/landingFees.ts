// Auction landing fees for the Hirtshals fish auction.
// Rates are in DKK per tonne and species; discarded catch is never charged.

export interface CatchEntry {
  callsign: string;
  species: string;
  tonnes: number;
  discarded: boolean;
  landedAt: Date;
}

export interface FeeLine {
  callsign: string;
  species: string;
  fee: number;
}

export function landingFee(entry: CatchEntry, rates: Record<string, number>): number | null {
  let fee: number | null = null;
  if (entry.tonnes > 0) {
    if (!entry.discarded) {
      const rate = rates[entry.species];
      if (rate !== undefined) {
        fee = Math.round(entry.tonnes * rate * 100) / 100;
      }
    }
  }
  return fee;
}

export function feeLines(entries: CatchEntry[], rates: Record<string, number>): FeeLine[] {
  const lines: FeeLine[] = [];
  for (const e of entries) {
    const fee = landingFee(e, rates);
    if (fee !== null) {
      lines.push({ callsign: e.callsign, species: e.species, fee });
    }
  }
  return lines;
}

export function unknownSpecies(entries: CatchEntry[], rates: Record<string, number>): string[] {
  const missing = new Set<string>();
  for (const e of entries) {
    if (!e.discarded) {
      if (rates[e.species] === undefined) {
        missing.add(e.species);
      }
    }
  }
  return [...missing].sort();
}
