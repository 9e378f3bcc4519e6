// Bag labels and parcel weights for Copperline Coffee Roasters' retail line.

export interface Bag {
  sku: string;
  origin: string;
  roastDate: Date;
  grossGrams: number;
  tareGrams: number;
  roastLevel: 'light' | 'medium' | 'dark';
}

const BEST_BEFORE_DAYS = 90;
const CARTON_GRAMS_PER_BAG = 40;

export function bagLabel(bag: Bag): string {
  const netWeight = bag.grossGrams - bag.tareGrams;
  const kg = (bag.grossGrams - bag.tareGrams) / 1000;
  const bestBefore = new Date(bag.roastDate.getTime() + BEST_BEFORE_DAYS * 86_400_000);
  return `${bag.origin} (${bag.roastLevel}) ${kg.toFixed(2)} kg, best before ${bestBefore.toISOString().slice(0, 10)}`;
}

export function shippingWeight(bags: Bag[]): number {
  let total = 0;
  for (const bag of bags) {
    const netWeight = bag.grossGrams - bag.tareGrams;
    total += netWeight + CARTON_GRAMS_PER_BAG;
  }
  return total;
}

export function underfilled(bag: Bag, declaredGrams: number): boolean {
  return bag.grossGrams - bag.tareGrams < declaredGrams * 0.98;
}
