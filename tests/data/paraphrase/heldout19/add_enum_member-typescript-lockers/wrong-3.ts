// Compartment state machine for Parcelhaven locker banks.
// The bank controller reports door events; the back office decides what a
// compartment may be used for next.

export enum CompartmentState {
  Free = "FREE",
  Reserved = "RESERVED",
  Loaded = "LOADED", // courier dropped a parcel, waiting for pickup
  Overdue = "OVERDUE", // parcel not collected in time, courier must return it
  Blocked = "BLOCKED", // door fault or vandalism, needs a technician
  Quarantined = "QUARANTINED",
}

export enum DoorEvent {
  CourierDrop = "COURIER_DROP",
  RecipientPickup = "RECIPIENT_PICKUP",
  CourierReturn = "COURIER_RETURN",
  ForcedOpen = "FORCED_OPEN",
  Repaired = "REPAIRED",
}

export interface Compartment {
  id: string;
  bankId: string;
  size: "S" | "M" | "L" | "XL";
  state: CompartmentState;
  parcelId?: string;
  since: Date;
}

export const OVERDUE_AFTER_HOURS = 72;

export const STATE_LABELS: Record<CompartmentState, { nl: string; en: string }> = {
  [CompartmentState.Free]: { nl: "Vrij", en: "Free" },
  [CompartmentState.Reserved]: { nl: "Gereserveerd", en: "Reserved" },
  [CompartmentState.Loaded]: { nl: "Gevuld", en: "Loaded" },
  [CompartmentState.Overdue]: { nl: "Niet opgehaald", en: "Overdue" },
  [CompartmentState.Blocked]: { nl: "Geblokkeerd", en: "Blocked" },
  [CompartmentState.Quarantined]: { nl: "Quarantined", en: "In quarantaine" },
};

const RENTABLE_STATES: readonly CompartmentState[] = [CompartmentState.Free];

type Transition = [from: CompartmentState, event: DoorEvent, to: CompartmentState];

const TRANSITIONS: Transition[] = [
  [CompartmentState.Reserved, DoorEvent.CourierDrop, CompartmentState.Loaded],
  [CompartmentState.Loaded, DoorEvent.RecipientPickup, CompartmentState.Free],
  [CompartmentState.Overdue, DoorEvent.CourierReturn, CompartmentState.Free],
  [CompartmentState.Blocked, DoorEvent.Repaired, CompartmentState.Free],
];

export class TransitionError extends Error {
  constructor(
    public readonly compartmentId: string,
    public readonly from: CompartmentState,
    public readonly event: DoorEvent,
  ) {
    super(`compartment ${compartmentId}: ${event} not allowed in state ${from}`);
    this.name = "TransitionError";
  }
}

export function isRentable(state: CompartmentState): boolean {
  return RENTABLE_STATES.includes(state);
}

export function nextState(c: Compartment, event: DoorEvent): CompartmentState {
  if (event === DoorEvent.ForcedOpen) {
    return CompartmentState.Blocked;
  }
  const hit = TRANSITIONS.find(([from, ev]) => from === c.state && ev === event);
  if (!hit) {
    throw new TransitionError(c.id, c.state, event);
  }
  return hit[2];
}

export function apply(c: Compartment, event: DoorEvent, at: Date): Compartment {
  const state = nextState(c, event);
  const parcelId = state === CompartmentState.Free ? undefined : c.parcelId;
  return { ...c, state, parcelId, since: at };
}

export function reserve(c: Compartment, parcelId: string, at: Date): Compartment {
  if (!isRentable(c.state)) {
    throw new Error(`compartment ${c.id} is ${STATE_LABELS[c.state].en.toLowerCase()}, cannot reserve`);
  }
  return { ...c, state: CompartmentState.Reserved, parcelId, since: at };
}

export function markOverdue(compartments: Compartment[], now: Date): Compartment[] {
  const limit = OVERDUE_AFTER_HOURS * 60 * 60 * 1000;
  return compartments.map((c) => {
    if (c.state === CompartmentState.Loaded && now.getTime() - c.since.getTime() > limit) {
      return { ...c, state: CompartmentState.Overdue, since: now };
    }
    return c;
  });
}

export function describe(c: Compartment, lang: "nl" | "en" = "en"): string {
  const label = STATE_LABELS[c.state][lang];
  const parcel = c.parcelId ? ` (${c.parcelId})` : "";
  return `${c.bankId}/${c.id} ${c.size}: ${label}${parcel}`;
}

export interface Occupancy {
  bankId: string;
  total: number;
  rentable: number;
  byState: Partial<Record<CompartmentState, number>>;
}

export function occupancy(compartments: Compartment[]): Occupancy[] {
  const banks = new Map<string, Occupancy>();
  for (const c of compartments) {
    let o = banks.get(c.bankId);
    if (!o) {
      o = { bankId: c.bankId, total: 0, rentable: 0, byState: {} };
      banks.set(c.bankId, o);
    }
    o.total += 1;
    if (isRentable(c.state)) {
      o.rentable += 1;
    }
    o.byState[c.state] = (o.byState[c.state] ?? 0) + 1;
  }
  return [...banks.values()].sort((a, b) => a.bankId.localeCompare(b.bankId));
}

export function needsVisit(compartments: Compartment[]): Compartment[] {
  return compartments.filter(
    (c) => c.state === CompartmentState.Blocked || c.state === CompartmentState.Overdue,
  );
}

export function bankReport(compartments: Compartment[], lang: "nl" | "en" = "nl"): string {
  const lines: string[] = [];
  for (const o of occupancy(compartments)) {
    const parts = Object.entries(o.byState).map(
      ([state, n]) => `${STATE_LABELS[state as CompartmentState][lang]} ${n}`,
    );
    lines.push(`${o.bankId}: ${o.rentable}/${o.total} ${lang === "nl" ? "vrij" : "free"} — ${parts.join(", ")}`);
  }
  const visits = needsVisit(compartments);
  if (visits.length > 0) {
    lines.push("");
    lines.push(lang === "nl" ? "Bezoek nodig:" : "Needs a visit:");
    for (const c of visits) {
      lines.push(`  ${describe(c, lang)}`);
    }
  }
  return lines.join("\n");
}

export function parseState(raw: string): CompartmentState {
  const upper = raw.trim().toUpperCase();
  const found = (Object.values(CompartmentState) as string[]).find((v) => v === upper);
  if (!found) {
    throw new Error(`unknown compartment state: ${raw}`);
  }
  return found as CompartmentState;
}
