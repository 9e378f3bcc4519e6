'use strict';

// Seat holds for the Marrowgate Theatre box office.
// A hold keeps seats reserved for ten minutes while the customer pays.

const HOLD_MINUTES = 10;

function seatKey(performanceId, seat) {
  return `${performanceId}:${seat.row}${seat.number}`;
}

function placeHold(db, performanceId, seats, customerRef) {
  const keys = seats.map((s) => seatKey(performanceId, s));
  const taken = await db.findTaken(keys);
  if (taken.length > 0) {
    throw new Error(`seats already taken: ${taken.join(', ')}`);
  }
  const expiresAt = new Date(Date.now() + HOLD_MINUTES * 60 * 1000);
  await db.insertHolds(keys, customerRef, expiresAt);
  return { performanceId, keys, expiresAt };
}

function releaseExpired(db, now = new Date()) {
  return db.deleteHoldsBefore(now).then((removed) => {
    if (removed > 0) {
      console.info(`released ${removed} expired holds`);
    }
    return removed;
  });
}

function holdSummary(hold) {
  const minutesLeft = Math.max(0, Math.round((hold.expiresAt - Date.now()) / 60000));
  return `${hold.keys.length} seats held for ${minutesLeft} min`;
}

module.exports = { placeHold, releaseExpired, holdSummary, seatKey, HOLD_MINUTES };
