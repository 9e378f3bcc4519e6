// Courier board for the Harrowgate dental lab front desk.
import { fetchSlots, fetchDrivers } from './courierApi.js';
import { logger } from './log.js';

const EMPTY_DAY = Object.freeze({ slots: [], drivers: [], full: true });

function emptyDay(day) {
  return { ...EMPTY_DAY, day };
}

export async function loadCourierDay(labId, day) {
  const slots = await fetchSlots(labId, day);
  const open = slots.filter((slot) => slot.capacity > slot.booked);
  const drivers = await fetchDrivers(labId, day);
  return {
    day,
    slots: open,
    drivers: drivers.filter((d) => d.onShift),
    full: open.length === 0,
  };
}

export async function refreshBoard(labId, days) {
  const boards = [];
  for (const day of days) {
    boards.push(await loadCourierDay(labId, day));
  }
  return boards;
}
