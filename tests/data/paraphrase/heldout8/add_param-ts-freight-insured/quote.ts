import { RateTable, Zone, lookupZone } from "./zones";
import { Money, money, roundMoney } from "../shared/money";

export interface Parcel {
  weightKg: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

export interface Quote {
  carrier: string;
  zone: Zone;
  billableKg: number;
  price: Money;
  etaDays: number;
}

const VOLUMETRIC_DIVISOR = 5000;
const MIN_BILLABLE_KG = 0.5;

export function billableWeight(p: Parcel): number {
  const volumetric = (p.lengthCm * p.widthCm * p.heightCm) / VOLUMETRIC_DIVISOR;
  return Math.max(MIN_BILLABLE_KG, p.weightKg, volumetric);
}

function basePrice(table: RateTable, zone: Zone, kg: number): number {
  const band = table.bands.find((b) => kg <= b.upToKg);
  if (!band) {
    throw new Error(`no rate band for ${kg} kg in zone ${zone.code}`);
  }
  return band.price + zone.surcharge;
}

export function quoteParcel(
  table: RateTable,
  parcel: Parcel,
  destPostcode: string,
): Quote {
  const zone = lookupZone(destPostcode);
  const kg = billableWeight(parcel);
  const fuel = basePrice(table, zone, kg) * table.fuelSurchargePct / 100;
  return {
    carrier: table.carrier,
    zone,
    billableKg: kg,
    price: money(roundMoney(basePrice(table, zone, kg) + fuel), table.currency),
    etaDays: zone.transitDays,
  };
}

export function cheapestQuote(
  tables: RateTable[],
  parcel: Parcel,
  destPostcode: string,
): Quote | undefined {
  let best: Quote | undefined;
  for (const table of tables) {
    let q: Quote;
    try {
      q = quoteParcel(table, parcel, destPostcode);
    } catch {
      continue; // carrier does not serve this weight or zone
    }
    if (!best || q.price.amount < best.price.amount) {
      best = q;
    }
  }
  return best;
}
