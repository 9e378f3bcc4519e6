from lib import case
orig = '''// Registered waste carriers and drop-off sites for the Harlow Vale tyre plant.
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
    allowedLoads: ["car", "van", "truck"],
    weeklyCapTonnes: 120,
  },
  {
    id: "C-022",
    name: "Fenwold Agri Haulage",
    licenceNo: "CBDU118902",
    licenceExpires: "2026-11-30",
    allowedLoads: ["agricultural", "truck"],
    weeklyCapTonnes: 80,
  },
  {
    id: "C-031",
    name: "Quarry Giants Ltd",
    licenceNo: "CBDU330051",
    licenceExpires: "2028-01-15",
    allowedLoads: ["otr"],
    weeklyCapTonnes: 200,
  },
  {
    id: "C-047",
    name: "Marsh Lane Motors",
    licenceNo: "CBDU401266",
    licenceExpires: "2027-08-01",
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
'''
caps = ["    weeklyCapTonnes: 120,\n  },", "    weeklyCapTonnes: 80,\n  },", "    weeklyCapTonnes: 200,\n  },", "    weeklyCapTonnes: 15,\n  },"]
sitecaps = ["    weeklyCapTonnes: 300,\n  },", "    weeklyCapTonnes: 260,\n  },", "    weeklyCapTonnes: 400,\n  },"]
IF = ("  weeklyCapTonnes: number;\n}\n\nexport interface Site", "  weeklyCapTonnes: number;\n  dutyOfCareChecked: boolean;\n}\n\nexport interface Site")
def add(c, v="false"):
    return (c, c.replace("\n  },", f"\n    dutyOfCareChecked: {v},\n  }},"))
ALL = [IF] + [add(c) for c in caps]
case("add_field-typescript-carriers", "carriers.ts", "add_field", "typescript", orig, [
    ("terse", "Carrier: add dutyOfCareChecked: boolean, false on every carrier"),
    ("polite", "Could you add a `dutyOfCareChecked: boolean` field to the Carrier interface and set it to false on each entry in CARRIERS? Sites don't need it, and please keep the field order otherwise."),
    ("declarative", "Every carrier record, and the Carrier type, should have a dutyOfCareChecked flag that starts out false."),
    ("other", "audit wants a duty of care flag on carriers -> dutyOfCareChecked (boolean), false for all 4 for now. not on SITES"),
    ("other", "Aggiungi il campo dutyOfCareChecked: boolean all'interfaccia Carrier e mettilo a false in tutti i carrier di CARRIERS; i SITES restano come sono."),
], [
    dict(label="right", why="field added last in the interface and as false at the end of all four carrier objects; sites untouched", edits=ALL),
    dict(label="right", why="field placed right after licenceExpires in the interface and every carrier (free placement), all false",
         edits=[("  licenceExpires: string; // ISO date\n  allowedLoads", "  licenceExpires: string; // ISO date\n  dutyOfCareChecked: boolean;\n  allowedLoads")] +
               [(f'    licenceExpires: "{d}",\n', f'    licenceExpires: "{d}",\n    dutyOfCareChecked: false,\n') for d in ("2027-03-31", "2026-11-30", "2028-01-15", "2027-08-01")]),
    dict(label="wrong", why="Quarry Giants (C-031) was missed: three of four carriers have the field, the type check fails on the fourth",
         breaks=True, edits=[IF, add(caps[0]), add(caps[1]), add(caps[3])]),
    dict(label="wrong", why="field also added to the Site interface and all three SITES entries, which the instruction excluded",
         edits=ALL + [("  weeklyCapTonnes: number;\n}\n\nexport const CARRIERS", "  weeklyCapTonnes: number;\n  dutyOfCareChecked: boolean;\n}\n\nexport const CARRIERS")] + [add(c) for c in sitecaps]),
    dict(label="wrong", why="Marsh Lane Motors given dutyOfCareChecked: true instead of false",
         edits=[IF, add(caps[0]), add(caps[1]), add(caps[2]), add(caps[3], "true")]),
    dict(label="wrong", why="field added correctly, but Fenwold's weekly cap changed from 80 to 90 on the way",
         edits=ALL + [("    weeklyCapTonnes: 80,\n    dutyOfCareChecked", "    weeklyCapTonnes: 90,\n    dutyOfCareChecked")]),
])
