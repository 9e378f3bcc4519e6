// Prep planning for the Saltmarsh Brasserie kitchen: when each mise-en-place
// item may be started so that it is ready for service and still within its
// holding time.

export type Station = "grill" | "saute" | "garde-manger" | "pastry";

export interface PrepItem {
  sku: string;
  name: string;
  station: Station;
  prepMinutes: number; // hands-on time
  holdMinutes: number; // how long it keeps once done
}

export interface PrepWindow {
  earliest: Date;
  latest: Date;
}

const MINUTE = 60_000;

export function prepWindow(readyBy: Date, prepMinutes: number, holdMinutes: number): PrepWindow {
  const latest = new Date(readyBy.getTime() - prepMinutes * MINUTE);
  const earliest = new Date(latest.getTime() - holdMinutes * MINUTE);
  return { earliest, latest };
}

export function holdExpiry(cookedAt: Date, holdMinutes: number): Date {
  return new Date(cookedAt.getTime() + holdMinutes * MINUTE);
}

export function planShift(items: PrepItem[], serviceStart: Date): Map<string, PrepWindow> {
  const plan = new Map<string, PrepWindow>();
  for (const item of items) {
    plan.set(item.sku, prepWindow(serviceStart, item.prepMinutes, item.holdMinutes));
  }
  return plan;
}

export function lateItems(items: PrepItem[], serviceStart: Date, now: Date): PrepItem[] {
  return items.filter((item) => prepWindow(serviceStart, item.prepMinutes, item.holdMinutes).latest < now);
}

export function sauceWindow(serviceStart: Date): PrepWindow {
  // mother sauces: 40 minutes on the stove, good for 3 hours
  const sauceHold = 180;
  const sauceCook = 40;
  return prepWindow(serviceStart, sauceHold, sauceCook);
}
