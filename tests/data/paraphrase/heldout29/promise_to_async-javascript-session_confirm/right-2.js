// Session booking service for the two live rooms at Kettleworth Studios.
const logger = require('./logger');

const ROOMS = ['live-a', 'live-b'];
const MIN_HOURS = 3;

function validateRequest(req) {
  const errors = [];
  if (!ROOMS.includes(req.room)) {
    errors.push(`unknown room ${req.room}`);
  }
  if (!Number.isInteger(req.hours) || req.hours < MIN_HOURS) {
    errors.push(`sessions are booked in whole hours, at least ${MIN_HOURS}`);
  }
  if (!req.engineer) {
    errors.push('an engineer must be named');
  }
  return errors;
}

async function confirmSession(db, calendar, bookingId) {
  let booking;
  try {
    booking = await db.getBooking(bookingId);
    if (!booking) {
      throw new Error(`no booking ${bookingId}`);
    }
    const { id: slotId } = await calendar.reserve(booking.room, booking.start, booking.hours);
    await db.markConfirmed(bookingId, slotId);
  } catch (err) {
    logger.warn(`confirm ${bookingId} failed: ${err.message}`);
    return null;
  }
  return booking;
}

function cancelSession(db, calendar, bookingId, reason) {
  return db.getBooking(bookingId).then((booking) => {
    if (!booking || !booking.slotId) {
      return false;
    }
    return calendar.release(booking.slotId)
      .then(() => db.markCancelled(bookingId, reason))
      .then(() => true);
  });
}

function depositFor(hours, dayRate) {
  // half of the session price up front, rounded up to the pound
  return Math.ceil((dayRate / 10) * hours * 0.5);
}

module.exports = { validateRequest, confirmSession, cancelSession, depositFor };
