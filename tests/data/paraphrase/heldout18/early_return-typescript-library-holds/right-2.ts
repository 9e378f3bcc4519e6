// Hold queue for the Millbrook Public Library catalogue.
//
// A member may place a hold on a title; when a copy is checked in it goes to
// the first member in that title's queue whose pickup branch can receive it.
// Holds that are not collected within the pickup window expire and the copy
// moves on to the next member.

export type MemberStatus = "active" | "suspended" | "expired";
export type Branch = "central" | "riverside" | "oak-hill" | "bookmobile";

export interface Member {
  cardNumber: string;
  name: string;
  status: MemberStatus;
  finesCents: number;
  activeHolds: number;
  homeBranch: Branch;
  notifyBySms: boolean;
}

export interface CatalogItem {
  bibId: string;
  title: string;
  holdable: boolean;
  format: "book" | "dvd" | "audiobook" | "magazine";
}

export interface HoldPolicy {
  maxHolds: number;
  maxFinesCents: number;
  pickupDays: number;
}

export interface Hold {
  bibId: string;
  cardNumber: string;
  pickupBranch: Branch;
  placedAt: Date;
  readyAt?: Date;
  expiresAt?: Date;
}

export type HoldDecision =
  | { ok: true }
  | { ok: false; reason: "inactive" | "fines" | "hold-limit" | "item-not-holdable" };

export const DEFAULT_POLICY: HoldPolicy = {
  maxHolds: 15,
  maxFinesCents: 1000,
  pickupDays: 7,
};

const DAY_MS = 24 * 60 * 60 * 1000;

export function canPlaceHold(member: Member, item: CatalogItem, policy: HoldPolicy = DEFAULT_POLICY): HoldDecision {
  if (member.status !== "active") return { ok: false, reason: "inactive" };
  if (member.finesCents > policy.maxFinesCents) return { ok: false, reason: "fines" };
  if (member.activeHolds >= policy.maxHolds) return { ok: false, reason: "hold-limit" };
  if (!item.holdable) return { ok: false, reason: "item-not-holdable" };
  return { ok: true };
}

export class HoldQueue {
  private queues = new Map<string, Hold[]>();

  place(member: Member, item: CatalogItem, pickupBranch: Branch, now: Date): HoldDecision {
    const decision = canPlaceHold(member, item);
    if (!decision.ok) {
      return decision;
    }
    const queue = this.queues.get(item.bibId) ?? [];
    queue.push({ bibId: item.bibId, cardNumber: member.cardNumber, pickupBranch, placedAt: now });
    this.queues.set(item.bibId, queue);
    member.activeHolds += 1;
    return decision;
  }

  position(bibId: string, cardNumber: string): number {
    const queue = this.queues.get(bibId) ?? [];
    const index = queue.findIndex((h) => h.cardNumber === cardNumber);
    return index === -1 ? -1 : index + 1;
  }

  // A copy was checked in at `branch`: the first waiting hold it can fill.
  fill(bibId: string, branch: Branch, now: Date, policy: HoldPolicy = DEFAULT_POLICY): Hold | undefined {
    const queue = this.queues.get(bibId) ?? [];
    for (const hold of queue) {
      if (hold.readyAt) {
        continue;
      }
      if (hold.pickupBranch === branch || branch === "central") {
        hold.readyAt = now;
        hold.expiresAt = new Date(now.getTime() + policy.pickupDays * DAY_MS);
        return hold;
      }
    }
    return undefined;
  }

  expire(now: Date): Hold[] {
    const expired: Hold[] = [];
    for (const [bibId, queue] of this.queues) {
      const kept = queue.filter((h) => {
        const gone = h.expiresAt !== undefined && h.expiresAt.getTime() < now.getTime();
        if (gone) {
          expired.push(h);
        }
        return !gone;
      });
      this.queues.set(bibId, kept);
    }
    return expired;
  }

  cancel(bibId: string, member: Member): boolean {
    const queue = this.queues.get(bibId) ?? [];
    const kept = queue.filter((h) => h.cardNumber !== member.cardNumber);
    if (kept.length === queue.length) {
      return false;
    }
    this.queues.set(bibId, kept);
    member.activeHolds -= 1;
    return true;
  }
}

export function shouldNotify(member: Member, hold: Hold, now: Date): boolean {
  if (hold.readyAt) {
    if (member.notifyBySms) {
      return now.getTime() - hold.readyAt.getTime() < DAY_MS;
    } else {
      return false;
    }
  }
  return false;
}

export function describeDecision(decision: HoldDecision): string {
  if (decision.ok) {
    return "Hold placed.";
  }
  switch (decision.reason) {
    case "inactive":
      return "Your card is not active; please visit a branch.";
    case "fines":
      return "Please pay your outstanding fines before placing holds.";
    case "hold-limit":
      return "You have reached the maximum number of holds.";
    case "item-not-holdable":
      return "This item cannot be reserved.";
  }
}
