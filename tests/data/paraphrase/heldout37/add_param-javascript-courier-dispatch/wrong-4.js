'use strict';

// Dispatch: choose a rider for each incoming parcel.
const { haversineKm } = require('./geo');

const CARGO_LIMIT_KG = { bike: 8, cargo_bike: 40, ebike: 12 };

function canCarry(rider, parcel) {
  return parcel.weightKg <= CARGO_LIMIT_KG[rider.vehicle];
}

function distanceToPickup(rider, parcel) {
  return haversineKm(rider.lastPosition, parcel.pickup);
}

/**
 * Pick the closest free rider who can carry the parcel.
 * Returns null when nobody qualifies; the parcel then waits in the queue.
 */
function pickRider(riders, parcel, maxPickupKm = 5) {
  const candidates = riders
    .filter((r) => r.onShift && !r.currentJob)
    .filter((r) => canCarry(r, parcel))
    .filter((r) => distanceToPickup(r, parcel) <= maxPickupKm);
  if (candidates.length === 0) {
    return null;
  }
  candidates.sort((a, b) => distanceToPickup(a, parcel) - distanceToPickup(b, parcel));
  return candidates[0];
}

function assign(queue, riders, log) {
  const assigned = [];
  for (const parcel of queue) {
    const rider = pickRider(riders, parcel);
    if (!rider) {
      log.push(`no rider for ${parcel.id}`);
      continue;
    }
    rider.currentJob = parcel.id;
    assigned.push({ parcel: parcel.id, rider: rider.id });
  }
  return assigned;
}

function rushHourAssign(queue, riders, log) {
  // express parcels first
  const ordered = [...queue].sort((a, b) => Number(a.express) - Number(b.express));
  return assign(ordered, riders, log);
}

module.exports = { pickRider, assign, rushHourAssign, canCarry };
