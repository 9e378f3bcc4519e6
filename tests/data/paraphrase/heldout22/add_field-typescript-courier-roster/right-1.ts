export type Vehicle = 'bike' | 'cargo-bike' | 'e-scooter';

export interface Courier {
  id: string;
  name: string;
  vehicle: Vehicle;
  zone: 'inner' | 'ring' | 'outer';
  onShift: boolean;
  maxPayloadKg: number;
}

export interface Parcel {
  ref: string;
  weightKg: number;
  dropZone: Courier['zone'];
}

export const ROSTER: Courier[] = [
  { id: 'c-101', name: 'Ines Brandt', vehicle: 'bike', zone: 'inner', onShift: true, maxPayloadKg: 15 },
  { id: 'c-102', name: 'Tomasz Wrona', vehicle: 'cargo-bike', zone: 'ring', onShift: true, maxPayloadKg: 80 },
  { id: 'c-107', name: 'Akua Mensah', vehicle: 'e-scooter', zone: 'outer', onShift: false, maxPayloadKg: 15 },
  { id: 'c-111', name: 'Joaquin Reyes', vehicle: 'cargo-bike', zone: 'inner', onShift: true, maxPayloadKg: 80 },
];

export function eligibleCouriers(parcel: Parcel, roster: Courier[] = ROSTER): Courier[] {
  return roster.filter((c) => c.onShift && c.zone === parcel.dropZone);
}

export function assign(parcel: Parcel, roster: Courier[] = ROSTER): Courier | undefined {
  const candidates = eligibleCouriers(parcel, roster);
  return candidates.find((c) => c.vehicle === 'cargo-bike') ?? candidates[0];
}
