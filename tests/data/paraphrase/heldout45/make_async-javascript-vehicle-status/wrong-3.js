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

async function refreshVehicleStatus(vehicleId) {
  const body = await fetchJson(`/vehicles/${vehicleId}/status`);
    const status = {
      fuelPercent: body.fuel_percent,
      locked: body.doors === 'locked',
      odometerKm: body.odometer_km,
      position: { lat: body.lat, lng: body.lng },
    };
    statusCache.set(vehicleId, { status, at: Date.now() });
    return status;
}

function readyForTrip(vehicleId) {
  const fresh = cachedStatus(vehicleId);
  const pending = fresh ? Promise.resolve(fresh) : refreshVehicleStatus(vehicleId);
  return pending.then((status) => Boolean(status) && status.locked && status.fuelPercent >= 15);
}

module.exports = { cachedStatus, refreshVehicleStatus, readyForTrip };
