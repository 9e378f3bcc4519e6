'use strict';

const fsp = require('fs/promises');
const path = require('path');

const MANIFEST_DIR = process.env.MANIFEST_DIR || '/var/lib/kestrel/manifests';

function manifestPath(sailingId) {
  return path.join(MANIFEST_DIR, `${sailingId}.json`);
}

async function loadManifest(sailingId) {
  const raw = await fsp.readFile(manifestPath(sailingId), 'utf8');
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

async function saveManifest(sailingId, manifest) {
  const tmp = manifestPath(sailingId) + '.tmp';
  await fsp.writeFile(tmp, JSON.stringify(manifest, null, 2));
  await fsp.rename(tmp, manifestPath(sailingId));
}

async function addPassenger(sailingId, passenger) {
  const manifest = await loadManifest(sailingId);
  if (manifest.passengers.length >= manifest.capacity) {
    throw new Error(`sailing ${sailingId} is full`);
  }
  manifest.passengers.push(passenger);
  await saveManifest(sailingId, manifest);
  return manifest.passengers.length;
}

module.exports = { manifestPath, loadManifest, countByTicketClass, saveManifest, addPassenger };
