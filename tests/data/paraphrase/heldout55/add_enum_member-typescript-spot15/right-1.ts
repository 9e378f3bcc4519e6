// Underwriting and ad slots for KVRC's hourly log.

export enum SlotKind {
  Spot15 = 'spot15',
  Spot30 = 'spot30',
  Spot60 = 'spot60',
  Sponsorship = 'sponsorship',
  Psa = 'psa',
}

// dollars per airing
export const SLOT_RATES: Record<SlotKind, number> = {
  [SlotKind.Spot15]: 40,
  [SlotKind.Spot30]: 65,
  [SlotKind.Spot60]: 110,
  [SlotKind.Sponsorship]: 180,
  [SlotKind.Psa]: 0,
};

export function slotLabel(kind: SlotKind): string {
  switch (kind) {
    case SlotKind.Spot15:
      return '15-second spot';
    case SlotKind.Spot30:
      return '30-second spot';
    case SlotKind.Spot60:
      return '60-second spot';
    case SlotKind.Sponsorship:
      return 'program sponsorship';
    case SlotKind.Psa:
      return 'public service announcement';
  }
}

export interface BookedSlot {
  hour: number;
  minute: number;
  kind: SlotKind;
  client: string;
}

export function invoiceTotal(slots: BookedSlot[]): number {
  return slots.reduce((sum, s) => sum + SLOT_RATES[s.kind], 0);
}
