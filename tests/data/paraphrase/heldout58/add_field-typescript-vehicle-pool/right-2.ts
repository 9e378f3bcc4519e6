// Vehicle pool for the Zipline car-sharing depot at Canal Wharf.

export interface Vehicle {
  plate: string;
  model: string;
  seats: number;
  chargePct: number;
  batteryKwh: number;
  bay: string;
}

export const POOL: Vehicle[] = [
  { plate: "ZP21 KLM", model: "VW ID.3", seats: 5, chargePct: 81, bay: "A1", batteryKwh: 58 },
  { plate: "ZP21 KLN", model: "VW ID.3", seats: 5, chargePct: 44, bay: "A2", batteryKwh: 58 },
  { plate: "ZP22 RTA", model: "Skoda Enyaq", seats: 5, chargePct: 67, bay: "B1", batteryKwh: 77 },
  { plate: "ZP19 WEX", model: "Nissan Leaf", seats: 5, chargePct: 23, bay: "B2", batteryKwh: 40 },
  { plate: "ZP23 HOV", model: "Renault Kangoo E-Tech", seats: 2, chargePct: 90, bay: "C1", batteryKwh: 45 },
];

export function rangeEstimateKm(v: Vehicle, kmPerPct = 3.4): number {
  return Math.round(v.chargePct * kmPerPct);
}

export function availableInBay(prefix: string): Vehicle[] {
  return POOL.filter((v) => v.bay.startsWith(prefix) && v.chargePct >= 30);
}
