import { randomUUID } from 'node:crypto';

export interface Reservation {
  id: string;
  startUtc: Date;
  durationMin: number;
  observer: string;
  instrument: string;
}

const reservations: Reservation[] = [];

function clashes(a: Reservation, startUtc: Date, durationMin: number): boolean {
  const aEnd = a.startUtc.getTime() + a.durationMin * 60_000;
  const bEnd = startUtc.getTime() + durationMin * 60_000;
  return a.startUtc.getTime() < bEnd && startUtc.getTime() < aEnd;
}

export function reserveSlot(startUtc: Date, durationMin: number, instrument: string, observer: string): Reservation {
  if (reservations.some((r) => r.instrument === instrument && clashes(r, startUtc, durationMin))) {
    throw new Error(`${instrument} is taken at ${startUtc.toISOString()}`);
  }
  const reservation = { id: randomUUID(), startUtc, durationMin, observer, instrument };
  reservations.push(reservation);
  return reservation;
}

export function logSlot(instrument: string, observer: string): string {
  return `${observer} on ${instrument}`;
}

export function seedCalibrationNight(night: Date): Reservation[] {
  const dusk = new Date(night.getTime() + 19 * 3_600_000);
  return [
    reserveSlot(dusk, 45, 'echelle-spectrograph', 'M. Okafor'),
    reserveSlot(new Date(dusk.getTime() + 45 * 60_000), 90, 'ccd-imager', 'L. Haverkamp'),
    reserveSlot(new Date(dusk.getTime() + 3 * 3_600_000), 30, 'ccd-imager', 'M. Okafor'),
  ];
}
