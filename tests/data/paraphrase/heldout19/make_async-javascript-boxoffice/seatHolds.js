'use strict';

// Seat holds for the Lyric Playhouse box office. A hold keeps seats out of
// sale while a customer is in checkout; it lapses after HOLD_MINUTES.

const HOLD_MINUTES = 12;

function minutesAgo(now, minutes) {
  return new Date(now.getTime() - minutes * 60 * 1000);
}

async function placeHold(db, performanceId, seatIds, sessionId, now = new Date()) {
  const taken = await db.query(
    'SELECT seat_id FROM holds WHERE performance_id = $1 AND seat_id = ANY($2) AND created_at > $3',
    [performanceId, seatIds, minutesAgo(now, HOLD_MINUTES)],
  );
  if (taken.rows.length > 0) {
    return { ok: false, clashes: taken.rows.map((r) => r.seat_id) };
  }
  for (const seatId of seatIds) {
    await db.query(
      'INSERT INTO holds (performance_id, seat_id, session_id, created_at) VALUES ($1, $2, $3, $4)',
      [performanceId, seatId, sessionId, now],
    );
  }
  return { ok: true, clashes: [] };
}

function releaseExpiredHolds(db, now = new Date()) {
  const cutoff = minutesAgo(now, HOLD_MINUTES);
  const expired = db.query('SELECT id, seat_id, performance_id FROM holds WHERE created_at <= $1', [cutoff]);
  for (const hold of expired.rows) {
    db.query('DELETE FROM holds WHERE id = $1', [hold.id]);
  }
  return expired.rows.length;
}

function holdSummary(holds) {
  const byPerformance = new Map();
  for (const h of holds) {
    const list = byPerformance.get(h.performance_id) || [];
    list.push(h.seat_id);
    byPerformance.set(h.performance_id, list);
  }
  return [...byPerformance.entries()].map(([performanceId, seats]) => ({ performanceId, seats: seats.sort() }));
}

async function sweep(db, log) {
  const released = releaseExpiredHolds(db);
  if (released > 0) {
    log.info(`released ${released} expired seat hold(s)`);
  }
  return released;
}

module.exports = { HOLD_MINUTES, placeHold, releaseExpiredHolds, holdSummary, sweep };
