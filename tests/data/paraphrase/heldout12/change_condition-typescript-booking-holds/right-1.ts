import { Booking, BookingStatus } from './types';
import { notifyCustomer } from './notify';
import { logger } from './logger';

const HOLD_MINUTES = 30;
const MS_PER_MINUTE = 60_000;

/** Bookings whose hold has run out and that should be released. */
export function expiredHolds(bookings: Booking[], now: Date): Booking[] {
  return bookings.filter(
    (b) =>
      b.status === BookingStatus.Held &&
      !b.paymentPending &&
      now.getTime() - b.createdAt.getTime() > HOLD_MINUTES * MS_PER_MINUTE,
  );
}

/** Releases expired holds and tells the customer. Returns the released PNRs. */
export async function releaseExpired(bookings: Booking[], now: Date): Promise<string[]> {
  const released: string[] = [];
  for (const b of expiredHolds(bookings, now)) {
    b.status = BookingStatus.Released;
    await notifyCustomer(b.contactEmail, 'hold-expired', { pnr: b.pnr });
    released.push(b.pnr);
  }
  if (released.length > 0) {
    logger.info(`released ${released.length} expired holds`);
  }
  return released;
}

/** True when the booking can still be paid for. */
export function payable(b: Booking, now: Date): boolean {
  return b.status === BookingStatus.Held && now.getTime() - b.createdAt.getTime() <= HOLD_MINUTES * MS_PER_MINUTE;
}
