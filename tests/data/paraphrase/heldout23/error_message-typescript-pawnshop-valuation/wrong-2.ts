// Counter valuation of precious-metal pledges (Halloran & Vey).
// Spot prices are pence per gram of the pure metal, fetched each morning.

export interface MetalItem {
  tag: string;
  description: string;
  weightGrams: number;
  purity: number; // 0..1, e.g. 0.585 for 14 karat
}

export interface SpotPrices {
  goldPencePerGram: number;
  silverPencePerGram: number;
  fetchedAt: string;
}

const GOLD_MARGIN = 0.7; // we value gold at 70% of melt
const SILVER_MARGIN = 0.5; // silver is slow to sell: 50% of melt
const MIN_OFFER_PENCE = 500;

export function appraiseGold(item: MetalItem, spot: SpotPrices): number {
  if (item.weightGrams <= 0) {
    throw new Error("gold item ${item.tag}: weight must be positive, got ${item.weightGrams}");
  }
  if (item.purity <= 0 || item.purity > 1) {
    throw new Error(`gold item ${item.tag}: purity ${item.purity} out of range`);
  }
  const melt = item.weightGrams * item.purity * spot.goldPencePerGram;
  return Math.max(Math.round(melt * GOLD_MARGIN), MIN_OFFER_PENCE);
}

export function appraiseSilver(item: MetalItem, spot: SpotPrices): number {
  if (item.weightGrams <= 0) {
    throw new Error("invalid weight");
  }
  const melt = item.weightGrams * item.purity * spot.silverPencePerGram;
  return Math.max(Math.round(melt * SILVER_MARGIN), MIN_OFFER_PENCE);
}

export function offerText(item: MetalItem, pence: number): string {
  return `${item.tag} ${item.description}: we can offer £${(pence / 100).toFixed(2)}`;
}

export function isStale(spot: SpotPrices, now: Date): boolean {
  const ageHours = (now.getTime() - Date.parse(spot.fetchedAt)) / 3_600_000;
  return ageHours > 24;
}
