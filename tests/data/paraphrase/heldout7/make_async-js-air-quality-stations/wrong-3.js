// stations.js - fetches live readings for the air-quality map.
"use strict";

const API_BASE = "https://aq.example.net/api/v2";
const STALE_AFTER_MS = 2 * 60 * 60 * 1000;

function toReading(raw) {
  return {
    id: raw.station_id,
    name: raw.name,
    lat: raw.coords[0],
    lon: raw.coords[1],
    pm25: raw.pm25 ?? null,
    no2: raw.no2 ?? null,
    updated: new Date(raw.updated_at),
  };
}

function isStale(reading, now = Date.now()) {
  return now - reading.updated.getTime() > STALE_AFTER_MS;
}

function loadStations(region) {
  const res = await fetch(`${API_BASE}/regions/${encodeURIComponent(region)}/stations`);
  if (!res.ok) {
    throw new Error(`stations request failed: ${res.status}`);
  }
  const body = await res.json();
  return body.stations.map(toReading).filter((r) => !isStale(r));
}

function colourFor(pm25) {
  if (pm25 === null) return "#9e9e9e";
  if (pm25 <= 12) return "#2e7d32";
  if (pm25 <= 35) return "#f9a825";
  if (pm25 <= 55) return "#ef6c00";
  return "#c62828";
}

module.exports = { loadStations, toReading, isStale, colourFor };
