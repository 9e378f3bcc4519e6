// Monthly membership renewals for the Granite Loft climbing gym.

export type Plan = 'monthly' | 'quarterly' | 'annual' | 'student';

export interface ChargeResult {
  ok: boolean;
  declineCode?: string;
}

export interface BillingGateway {
  chargeSync(token: string, cents: number): ChargeResult;
  charge(token: string, cents: number): Promise<ChargeResult>;
}

export interface MemberStore {
  setPaidUntil(memberId: string, until: Date): void;
  flagDeclined(memberId: string, code: string): void;
}

export interface Member {
  id: string;
  plan: Plan;
  paidUntil: Date;
  paymentToken: string;
  frozen: boolean;
}

export interface RenewalOutcome {
  memberId: string;
  renewedUntil: Date | null;
  reason?: string;
}

const PLAN_PRICE_CENTS: Record<Plan, number> = { monthly: 6500, quarterly: 18000, annual: 64000, student: 4500 };
const PLAN_MONTHS: Record<Plan, number> = { monthly: 1, quarterly: 3, annual: 12, student: 1 };

function addMonths(d: Date, months: number): Date {
  const out = new Date(d.getTime());
  out.setMonth(out.getMonth() + months);
  return out;
}

export async function renewMembership(member: Member, billing: BillingGateway, store: MemberStore): Promise<RenewalOutcome> {
  if (member.frozen) {
    return { memberId: member.id, renewedUntil: null, reason: 'frozen' };
  }
  const result = await billing.charge(member.paymentToken, PLAN_PRICE_CENTS[member.plan]);
  if (!result.ok) {
    store.flagDeclined(member.id, result.declineCode ?? 'unknown');
    return { memberId: member.id, renewedUntil: null, reason: `declined: ${result.declineCode ?? 'unknown'}` };
  }
  const until = addMonths(member.paidUntil, PLAN_MONTHS[member.plan]);
  store.setPaidUntil(member.id, until);
  return { memberId: member.id, renewedUntil: until };
}

export function renewDueMembers(members: Member[], billing: BillingGateway, store: MemberStore, today: Date): RenewalOutcome[] {
  const outcomes: RenewalOutcome[] = [];
  for (const m of members) {
    if (m.paidUntil.getTime() <= today.getTime()) {
      outcomes.push(renewMembership(m, billing, store));
    }
  }
  return outcomes;
}
