'use strict';

const fs = require('fs');
const path = require('path');

const MANIFEST_DIR = process.env.MANIFEST_DIR || '/var/lib/kestrel/manifests';

function manifestPath(sailingId) {
  return path.join(MANIFEST_DIR, `${sailingId}.json`);
}

function loadManifest(sailingId) {
  const raw = fs.readFileSync(manifestPath(sailingId), 'utf8');
  const manifest = JSON.parse(raw);
  if (!Array.isArray(manifest.passengers)) {
    throw new Error(`manifest for ${sailingId} has no passenger list`);
  }
  return manifest;
}

function countByTicketClass(manifest) {
  const totals = { standard: 0, club: 0, cabin: 0 };
  for (const p of manifest.passengers) {
    if (p.ticketClass in totals) {
      totals[p.ticketClass] += 1;
    }
  }
  return totals;
}

function saveManifest(sailingId, manifest) {
  const tmp = manifestPath(sailingId) + '.tmp';
  fs.writeFileSync(tmp, JSON.stringify(manifest, null, 2));
  fs.renameSync(tmp, manifestPath(sailingId));
}

function addPassenger(sailingId, passenger) {
  const manifest = loadManifest(sailingId);
  if (manifest.passengers.length >= manifest.capacity) {
    throw new Error(`sailing ${sailingId} is full`);
  }
  manifest.passengers.push(passenger);
  saveManifest(sailingId, manifest);
  return manifest.passengers.length;
}

module.exports = { manifestPath, loadManifest, countByTicketClass, saveManifest, addPassenger };
