'use strict';

const { fetchJson } = require('./telematics');

const STATUS_TTL_MS = 30_000;
const statusCache = new Map();

function cachedStatus(vehicleId, now = Date.now()) {
  const hit = statusCache.get(vehicleId);
  if (hit && now - hit.at < STATUS_TTL_MS) {
    return hit.status;
  }
  return null;
}

function refreshVehicleStatus(vehicleId) {
  return fetchJson(`/vehicles/${vehicleId}/status`)
    .then((body) => {
      const status = {
        fuelPercent: body.fuel_percent,
        locked: body.doors === 'locked',
        odometerKm: body.odometer_km,
        position: { lat: body.lat, lng: body.lng },
      };
      statusCache.set(vehicleId, { status, at: Date.now() });
      return status;
    })
    .catch((err) => {
      console.warn(`status for ${vehicleId} unavailable: ${err.message}`);
      const stale = statusCache.get(vehicleId);
      return stale ? stale.status : null;
    });
}

function readyForTrip(vehicleId) {
  const fresh = cachedStatus(vehicleId);
  const pending = fresh ? Promise.resolve(fresh) : refreshVehicleStatus(vehicleId);
  return pending.then((status) => Boolean(status) && status.locked && status.fuelPercent >= 15);
}

module.exports = { cachedStatus, refreshVehicleStatus, readyForTrip };
