// Permit catalogue for the Quayside car park back office.

export enum PermitType {
  Resident = 'resident',
  Staff = 'staff',
  Contractor = 'contractor',
  Visitor = 'visitor',
  EvCharging = 'ev_charging',
}

/** Monthly price in pounds. */
export const PERMIT_FEES: Record<PermitType, number> = {
  [PermitType.Resident]: 45,
  [PermitType.Staff]: 30,
  [PermitType.Contractor]: 60,
  [PermitType.Visitor]: 0,
};

export interface Permit {
  id: string;
  plate: string;
  type: PermitType;
  validFrom: Date;
  validTo: Date;
}

export function allowedLevels(type: PermitType): number[] {
  switch (type) {
    case PermitType.Staff:
      return [-1, 0];
    case PermitType.Visitor:
      return [2, 3];
    default:
      return [0, 1, 2, 3];
  }
}

export function parsePermitType(raw: string): PermitType | undefined {
  const values = Object.values(PermitType) as string[];
  return values.includes(raw) ? (raw as PermitType) : undefined;
}

export function monthlyInvoiceTotal(permits: Permit[], month: Date): number {
  return permits
    .filter((p) => p.validFrom <= month && month <= p.validTo)
    .reduce((sum, p) => sum + PERMIT_FEES[p.type], 0);
}
