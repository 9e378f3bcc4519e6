'use strict';

const fs = require('fs');
const path = require('path');

// Alert thresholds per radar station, kept as JSON next to the station configs.
const CONFIG_DIR = process.env.RADAR_CONFIG_DIR || '/etc/brandholm/stations';

const DEFAULT_THRESHOLDS = { hailDbz: 55, rotationShear: 0.012, rainMmH: 50 };

async function loadStationThresholds(stationId) {
  const file = path.join(CONFIG_DIR, `${stationId}.thresholds.json`);
  const raw = await fs.promises.readFile(file, 'utf8');
  return { ...DEFAULT_THRESHOLDS, ...JSON.parse(raw) };
}

function classify(cell, thresholds) {
  const alerts = [];
  if (cell.maxDbz >= thresholds.hailDbz) alerts.push('hail');
  if (cell.shear >= thresholds.rotationShear) alerts.push('rotation');
  if (cell.rainRate >= thresholds.rainMmH) alerts.push('flash-flood');
  return alerts;
}

async function alertsForScan(scan) {
  const thresholds = await loadStationThresholds(scan.stationId);
  const out = [];
  for (const cell of scan.cells) {
    const kinds = classify(cell, thresholds);
    if (kinds.length > 0) {
      out.push({ station: scan.stationId, cellId: cell.id, kinds, at: scan.endedAt });
    }
  }
  return out;
}

module.exports = { loadStationThresholds, classify, alertsForScan };
