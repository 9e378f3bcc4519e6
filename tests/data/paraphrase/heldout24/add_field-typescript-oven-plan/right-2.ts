// Daily oven plan for the Kornfeld industrial bakery, hall 2.
// The planner exports this plan to the line PLCs at 03:30; the dispatch office
// reads the delivery list from the same module.

export type OvenId = "tunnel-1" | "tunnel-2" | "deck-3" | "rack-4";

export interface OvenBatch {
  batchNo: string;
  costCentre: string;
  product: string;
  oven: OvenId;
  startAt: string; // HH:MM local time
  trays: number;
  bakeMinutes: number;
  tempC: number;
  steam: boolean;
}

export interface Delivery {
  route: string;
  departAt: string;
  stops: number;
  products: string[];
}

export const TODAY_PLAN: OvenBatch[] = [
  {
    batchNo: "K2-0601",
    costCentre: "BAK-210",
    product: "Landbrot 1000g",
    oven: "tunnel-1",
    startAt: "03:45",
    trays: 24,
    bakeMinutes: 55,
    tempC: 235,
    steam: true,
  },
  {
    batchNo: "K2-0602",
    costCentre: "BAK-210",
    product: "Roggenmisch 750g",
    oven: "tunnel-1",
    startAt: "04:50",
    trays: 24,
    bakeMinutes: 50,
    tempC: 240,
    steam: true,
  },
  {
    batchNo: "K2-0603",
    costCentre: "BAK-210",
    product: "Buttercroissant",
    oven: "rack-4",
    startAt: "04:10",
    trays: 18,
    bakeMinutes: 17,
    tempC: 190,
    steam: false,
  },
  {
    batchNo: "K2-0604",
    costCentre: "BAK-210",
    product: "Laugenbrezel",
    oven: "deck-3",
    startAt: "04:30",
    trays: 12,
    bakeMinutes: 14,
    tempC: 215,
    steam: false,
  },
  {
    batchNo: "K2-0605",
    costCentre: "BAK-210",
    product: "Dinkelvollkorn 500g",
    oven: "tunnel-2",
    startAt: "05:05",
    trays: 20,
    bakeMinutes: 42,
    tempC: 225,
    steam: true,
  },
];

export const DELIVERIES: Delivery[] = [
  { route: "Nord", departAt: "06:15", stops: 14, products: ["Landbrot 1000g", "Laugenbrezel"] },
  { route: "Altstadt", departAt: "06:30", stops: 22, products: ["Buttercroissant", "Laugenbrezel"] },
  { route: "Ost", departAt: "06:45", stops: 9, products: ["Roggenmisch 750g", "Dinkelvollkorn 500g"] },
];

export function makeBatch(
  batchNo: string,
  product: string,
  oven: OvenId,
  startAt: string,
  trays: number,
): OvenBatch {
  const recipe = RECIPES[product];
  if (!recipe) {
    throw new Error(`no recipe for ${product}`);
  }
  return {
    batchNo,
    costCentre: "BAK-210",
    product,
    oven,
    startAt,
    trays,
    bakeMinutes: recipe.bakeMinutes,
    tempC: recipe.tempC,
    steam: recipe.steam,
  };
}

const RECIPES: Record<string, { bakeMinutes: number; tempC: number; steam: boolean }> = {
  "Landbrot 1000g": { bakeMinutes: 55, tempC: 235, steam: true },
  "Roggenmisch 750g": { bakeMinutes: 50, tempC: 240, steam: true },
  "Buttercroissant": { bakeMinutes: 17, tempC: 190, steam: false },
  "Laugenbrezel": { bakeMinutes: 14, tempC: 215, steam: false },
  "Dinkelvollkorn 500g": { bakeMinutes: 42, tempC: 225, steam: true },
};

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(":").map(Number);
  return h * 60 + m;
}

export function finishTime(batch: OvenBatch): string {
  const end = minutesOf(batch.startAt) + batch.bakeMinutes;
  const h = Math.floor(end / 60) % 24;
  const m = end % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

export function ovenConflicts(plan: OvenBatch[]): string[] {
  const problems: string[] = [];
  const byOven = new Map<OvenId, OvenBatch[]>();
  for (const batch of plan) {
    const list = byOven.get(batch.oven) ?? [];
    list.push(batch);
    byOven.set(batch.oven, list);
  }
  for (const [oven, batches] of byOven) {
    batches.sort((a, b) => minutesOf(a.startAt) - minutesOf(b.startAt));
    for (let i = 1; i < batches.length; i++) {
      const prevEnd = minutesOf(batches[i - 1].startAt) + batches[i - 1].bakeMinutes;
      if (minutesOf(batches[i].startAt) < prevEnd) {
        problems.push(`${oven}: ${batches[i].batchNo} starts before ${batches[i - 1].batchNo} is out`);
      }
    }
  }
  return problems;
}

export function readyForDispatch(plan: OvenBatch[], delivery: Delivery): boolean {
  const depart = minutesOf(delivery.departAt);
  return delivery.products.every((product) =>
    plan.some((b) => b.product === product && minutesOf(finishTime(b)) + 20 <= depart),
  );
}
