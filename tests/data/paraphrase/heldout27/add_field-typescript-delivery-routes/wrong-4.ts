// Morning delivery routes for Backhaus Lindner's wholesale customers.
// Loaded by the dispatch screen and by the driver app's route sheet.

export type VanId = "VAN-1" | "VAN-2" | "VAN-3";

export interface Depot {
  name: string;
  address: string;
  loadingFrom: string; // HH:MM
}

export interface DeliveryStop {
  customer: string;
  address: string;
  window: [string, string]; // earliest and latest drop-off, HH:MM
  crates: number;
  requiresSignature?: boolean;
  notes?: string;
}

export interface Route {
  van: VanId;
  driver: string;
  departs: string; // HH:MM
  stops: DeliveryStop[];
}

export const DEPOT: Depot = {
  name: "Backhaus Lindner Bakehouse",
  address: "Mühlenweg 14, 83022 Rosenheim",
  loadingFrom: "03:30",
};

export const ROUTES: Route[] = [
  {
    van: "VAN-1",
    driver: "Kerstin Albrecht",
    departs: "04:15",
    stops: [
      {
        customer: "Hotel Wendelstein",
        address: "Bahnhofstraße 2, Bad Aibling",
        window: ["04:45", "05:30"],
        crates: 9,
        notes: "kitchen door at the back, ring twice",
      },
      {
        customer: "Café Zeitlos",
        address: "Marienplatz 7, Bad Aibling",
        window: ["05:15", "06:30"],
        crates: 3,
      },
      {
        customer: "Edeka Huber",
        address: "Kolbermoorer Str. 40, Kolbermoor",
        window: ["05:30", "06:45"],
        crates: 14,
      },
    ],
  },
  {
    van: "VAN-2",
    driver: "Murat Yilmaz",
    departs: "04:30",
    stops: [
      {
        customer: "Klinikum Rosenheim",
        address: "Pettenkoferstraße 10, Rosenheim",
        window: ["05:00", "05:45"],
        crates: 11,
        requiresSignature: true,
        notes: "goods entrance B, pass needed",
      },
      {
        customer: "Kindergarten Sonnenschein",
        address: "Ebersberger Str. 21, Rosenheim",
        window: ["06:30", "07:30"],
        crates: 2,
      },
      {
        customer: "Biomarkt Innspitz",
        address: "Innstraße 55, Rosenheim",
        window: ["06:00", "07:00"],
        crates: 6,
      },
    ],
  },
  {
    van: "VAN-3",
    driver: "Petra Kolb",
    departs: "04:45",
    stops: [
      {
        customer: "Berggasthof Hocheck",
        address: "Hocheckweg 3, Oberaudorf",
        window: ["05:45", "07:00"],
        crates: 5,
        notes: "chains needed in snow",
      },
      {
        customer: "Tankstelle Brannenburg",
        address: "Sudelfeldstraße 1, Brannenburg",
        window: ["05:30", "06:15"],
        crates: 4,
      },
    ],
  },
];

function minutes(hhmm: string): number {
  const [h, m] = hhmm.split(":").map(Number);
  return h * 60 + m;
}

export function totalCrates(route: Route): number {
  return route.stops.reduce((sum, stop) => sum + stop.crates, 0);
}

export function lateStops(route: Route, etas: Record<string, string>): DeliveryStop[] {
  return route.stops.filter((stop) => {
    const eta = etas[stop.customer];
    return eta !== undefined && minutes(eta) > minutes(stop.window[1]);
  });
}

export function routeSheet(route: Route): string {
  const lines = [`${route.van} - ${route.driver} - departs ${route.departs} from ${DEPOT.name}`];
  route.stops.forEach((stop, i) => {
    const window = `${stop.window[0]}-${stop.window[1]}`;
    lines.push(`${i + 1}. ${stop.customer} (${window}) ${stop.crates} crates`);
    if (stop.notes) {
      lines.push(`   note: ${stop.notes}`);
    }
  });
  lines.push(`total: ${totalCrates(route)} crates`);
  return lines.join("\n");
}

/** Crates per van, for the loading list printed at 03:30. */
export function loadingList(): Record<VanId, number> {
  const list: Record<VanId, number> = { "VAN-1": 0, "VAN-2": 0, "VAN-3": 0 };
  for (const route of ROUTES) {
    list[route.van] += totalCrates(route);
  }
  return list;
}

export function stopsWithNotes(): DeliveryStop[] {
  return ROUTES.flatMap((r) => r.stops.filter((s) => s.notes !== undefined));
}

export function vanForCustomer(customer: string): VanId | undefined {
  return ROUTES.find((r) => r.stops.some((s) => s.customer === customer))?.van;
}
