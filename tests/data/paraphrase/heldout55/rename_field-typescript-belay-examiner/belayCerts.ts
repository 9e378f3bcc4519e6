// Belay certifications for the Basalt Works front desk.

export type BelayLevel = 'top-rope' | 'lead';

export interface CertRow {
  member_id: number;
  level: BelayLevel;
  issued_on: string;
  examiner: string;
}

export interface BelayCert {
  memberId: number;
  level: BelayLevel;
  issuedOn: Date;
  examiner: string;
}

const VALID_MONTHS: Record<BelayLevel, number> = { 'top-rope': 24, lead: 12 };

export function fromRow(row: CertRow): BelayCert {
  return {
    memberId: row.member_id,
    level: row.level,
    issuedOn: new Date(row.issued_on),
    examiner: row.examiner,
  };
}

export function expiresOn(cert: BelayCert): Date {
  const d = new Date(cert.issuedOn);
  d.setMonth(d.getMonth() + VALID_MONTHS[cert.level]);
  return d;
}

export function isValid(cert: BelayCert, today: Date = new Date()): boolean {
  return today < expiresOn(cert);
}

export function certsByExaminer(certs: BelayCert[]): Map<string, BelayCert[]> {
  const out = new Map<string, BelayCert[]>();
  for (const c of certs) {
    const list = out.get(c.examiner) ?? [];
    list.push(c);
    out.set(c.examiner, list);
  }
  return out;
}

export function describe(cert: BelayCert): string {
  return `${cert.level} belay, checked by ${cert.examiner}, valid until ${expiresOn(cert).toDateString()}`;
}
