// Pulls the latest observation from each station's data logger and stores it.
const db = require("./db");
const logger = require("./logger");

const STALE_AFTER_MINUTES = 20;

function parseObservation(stationId, payload) {
  return {
    stationId,
    observedAt: new Date(payload.ts * 1000),
    airTempC: payload.t_air,
    humidityPct: payload.rh,
    windKmh: payload.ws * 3.6,
  };
}

function isStale(observation, now) {
  return now - observation.observedAt > STALE_AFTER_MINUTES * 60 * 1000;
}

async function pollStation(station, now) {
  const payload = await logger.readLatest(station.host, station.port);
  const observation = parseObservation(station.id, payload);
  if (isStale(observation, now)) {
    await db.markOffline(station.id, observation.observedAt);
    return null;
  }
  await db.saveObservation(observation);
  return observation;
}

async function pollNetwork(stations) {
  const now = Date.now();
  const results = [];
  for (const station of stations) {
    const observation = await pollStation(station, now);
    results.push(observation);
  }
  return results.filter((obs) => obs !== null);
}

module.exports = { pollStation, pollNetwork, parseObservation };
