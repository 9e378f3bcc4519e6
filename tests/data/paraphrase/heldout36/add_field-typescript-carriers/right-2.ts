// Registered waste carriers and drop-off sites for the Harlow Vale tyre plant.
// The intake desk checks every arriving load against these lists before the
// weighbridge ticket is printed.
//
// Carrier rows are refreshed from the public carrier register every Monday;
// sites only change when the permit is varied.

export type LoadType = "car" | "van" | "truck" | "agricultural" | "otr";

export interface Carrier {
  id: string;
  name: string;
  licenceNo: string; // waste carrier licence, CBDU format
  licenceExpires: string; // ISO date
  dutyOfCareChecked: boolean;
  allowedLoads: LoadType[];
  weeklyCapTonnes: number;
}

export interface Site {
  id: string;
  name: string;
  postcode: string;
  allowedLoads: LoadType[];
  weeklyCapTonnes: number;
}

export const CARRIERS: Carrier[] = [
  {
    id: "C-014",
    name: "Brennan Tyre Logistics",
    licenceNo: "CBDU204417",
    licenceExpires: "2027-03-31",
    dutyOfCareChecked: false,
    allowedLoads: ["car", "van", "truck"],
    weeklyCapTonnes: 120,
  },
  {
    id: "C-022",
    name: "Fenwold Agri Haulage",
    licenceNo: "CBDU118902",
    licenceExpires: "2026-11-30",
    dutyOfCareChecked: false,
    allowedLoads: ["agricultural", "truck"],
    weeklyCapTonnes: 80,
  },
  {
    id: "C-031",
    name: "Quarry Giants Ltd",
    licenceNo: "CBDU330051",
    licenceExpires: "2028-01-15",
    dutyOfCareChecked: false,
    allowedLoads: ["otr"],
    weeklyCapTonnes: 200,
  },
  {
    id: "C-047",
    name: "Marsh Lane Motors",
    licenceNo: "CBDU401266",
    licenceExpires: "2027-08-01",
    dutyOfCareChecked: false,
    allowedLoads: ["car", "van"],
    weeklyCapTonnes: 15,
  },
];

export const SITES: Site[] = [
  {
    id: "S-01",
    name: "North Yard bay 1",
    postcode: "HV3 7QT",
    allowedLoads: ["car", "van"],
    weeklyCapTonnes: 300,
  },
  {
    id: "S-02",
    name: "North Yard bay 2",
    postcode: "HV3 7QT",
    allowedLoads: ["truck", "agricultural"],
    weeklyCapTonnes: 260,
  },
  {
    id: "S-05",
    name: "OTR pad",
    postcode: "HV3 7QW",
    allowedLoads: ["otr"],
    weeklyCapTonnes: 400,
  },
];

export interface Arrival {
  carrierId: string;
  siteId: string;
  load: LoadType;
  tonnes: number;
  date: string; // ISO date
}

export type Refusal =
  | { kind: "unknown-carrier"; carrierId: string }
  | { kind: "licence-expired"; carrierId: string; expired: string }
  | { kind: "load-not-allowed"; load: LoadType }
  | { kind: "over-cap"; capTonnes: number; weekTonnes: number };

export function findCarrier(id: string): Carrier | undefined {
  return CARRIERS.find((c) => c.id === id);
}

export function findSite(id: string): Site | undefined {
  return SITES.find((s) => s.id === id);
}

export function checkArrival(a: Arrival, tonnesThisWeek: number): Refusal | null {
  const carrier = findCarrier(a.carrierId);
  if (!carrier) {
    return { kind: "unknown-carrier", carrierId: a.carrierId };
  }
  if (carrier.licenceExpires < a.date) {
    return { kind: "licence-expired", carrierId: carrier.id, expired: carrier.licenceExpires };
  }
  if (!carrier.allowedLoads.includes(a.load)) {
    return { kind: "load-not-allowed", load: a.load };
  }
  const week = tonnesThisWeek + a.tonnes;
  if (week > carrier.weeklyCapTonnes) {
    return { kind: "over-cap", capTonnes: carrier.weeklyCapTonnes, weekTonnes: week };
  }
  return null;
}

export function describeRefusal(r: Refusal): string {
  switch (r.kind) {
    case "unknown-carrier":
      return `Carrier ${r.carrierId} is not registered`;
    case "licence-expired":
      return `Carrier ${r.carrierId} licence expired on ${r.expired}`;
    case "load-not-allowed":
      return `Load type ${r.load} not permitted for this carrier`;
    case "over-cap":
      return `Weekly cap ${r.capTonnes} t exceeded (${r.weekTonnes} t)`;
  }
}

export function expiringWithin(days: number, today: string): Carrier[] {
  const limit = new Date(today);
  limit.setDate(limit.getDate() + days);
  const cutoff = limit.toISOString().slice(0, 10);
  return CARRIERS.filter((c) => c.licenceExpires >= today && c.licenceExpires <= cutoff);
}

export function siteLoadSummary(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const s of SITES) {
    out[s.id] = `${s.name} (${s.postcode}): ${s.allowedLoads.join(", ")}, cap ${s.weeklyCapTonnes} t`;
  }
  return out;
}
