// Membership rules for Cragline Bouldering (three sites, one membership system).

export type Plan = "monthly" | "annual" | "off-peak" | "youth";

export interface Membership {
  plan: Plan;
  homeSite: string;
  startedOn: Date;
  expiresOn: Date;
  autoRenew: boolean;
  frozenUntil?: Date;
}

export interface Member {
  id: string;
  name: string;
  email: string;
  birthDate: Date;
  membership: Membership | null;
  waiverSignedOn: Date | null;
}

export interface Reminder {
  memberId: string;
  email: string;
  subject: string;
  sendOn: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const REMINDER_LEAD_DAYS: Record<Plan, number> = {
  monthly: 5,
  annual: 30,
  "off-peak": 5,
  youth: 14,
};
const OFF_PEAK_HOURS = { start: 9, end: 16 };
const WAIVER_VALID_YEARS = 2;

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

function yearsBetween(from: Date, to: Date): number {
  let years = to.getFullYear() - from.getFullYear();
  const beforeBirthday =
    to.getMonth() < from.getMonth() ||
    (to.getMonth() === from.getMonth() && to.getDate() < from.getDate());
  if (beforeBirthday) years -= 1;
  return years;
}

export function isFrozen(membership: Membership, today: Date): boolean {
  return membership.frozenUntil !== undefined && membership.frozenUntil > today;
}

export function daysLeft(membership: Membership, today: Date): number {
  return Math.ceil((membership.expiresOn.getTime() - today.getTime()) / DAY_MS);
}

export function waiverValid(member: Member, today: Date): boolean {
  if (member.waiverSignedOn === null) return false;
  return yearsBetween(member.waiverSignedOn, today) < WAIVER_VALID_YEARS;
}

export function canEnter(member: Member, site: string, now: Date): string | null {
  const m = member.membership;
  if (m === null) return "no membership";
  if (!waiverValid(member, now)) return "waiver missing or expired";
  if (isFrozen(m, now)) return "membership frozen";
  if (daysLeft(m, now) <= 0) return "membership expired";
  if (m.plan === "off-peak") {
    const hour = now.getHours();
    if (hour < OFF_PEAK_HOURS.start || hour >= OFF_PEAK_HOURS.end) return "off-peak plan";
  }
  if (m.plan === "youth" && yearsBetween(member.birthDate, now) >= 18) {
    return "youth plan ended at 18";
  }
  return site === m.homeSite || m.plan === "annual" ? null : "home site only";
}

export function renewalReminder(member: Member, today: Date): Reminder | null {
  const m = member.membership!;
  if (m.autoRenew) return null;
  const lead = REMINDER_LEAD_DAYS[m.plan];
  const sendOn = addDays(m.expiresOn, -lead);
  if (sendOn < today) return null;
  return {
    memberId: member.id,
    email: member.email,
    subject: `Your ${m.plan} membership ends in ${lead} days`,
    sendOn,
  };
}

export function freeze(membership: Membership, from: Date, weeks: number): Membership {
  if (weeks < 1 || weeks > 12) throw new RangeError("freeze must be 1-12 weeks");
  const days = weeks * 7;
  return {
    ...membership,
    frozenUntil: addDays(from, days),
    expiresOn: addDays(membership.expiresOn, days),
  };
}

export function priceFor(plan: Plan, age: number): number {
  switch (plan) {
    case "monthly":
      return 62;
    case "annual":
      return 620;
    case "off-peak":
      return 44;
    case "youth":
      return age < 18 ? 35 : 62;
  }
}

export function remindersDue(members: Member[], today: Date): Reminder[] {
  const out: Reminder[] = [];
  for (const member of members) {
    if (member.membership === null) continue;
    const reminder = renewalReminder(member, today);
    if (reminder !== null && reminder.sendOn.getTime() - today.getTime() < DAY_MS) {
      out.push(reminder);
    }
  }
  return out;
}

export function isYouth(member: Member, today: Date): boolean {
  return yearsBetween(member.birthDate, today) < 18;
}

export function summarize(members: Member[], today: Date): Record<Plan | "none", number> {
  const counts: Record<Plan | "none", number> = {
    monthly: 0,
    annual: 0,
    "off-peak": 0,
    youth: 0,
    none: 0,
  };
  for (const member of members) {
    const m = member.membership;
    if (m === null || daysLeft(m, today) <= 0) {
      counts.none += 1;
    } else {
      counts[m.plan] += 1;
    }
  }
  return counts;
}
