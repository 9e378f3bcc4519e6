'use strict';

const fs = require('fs');
const path = require('path');

const SWAP_FILE = path.join(__dirname, 'data', 'seed-swaps.json');
const MAX_PACKETS_PER_MEMBER = 6;

function loadSwaps(file = SWAP_FILE) {
  const raw = fs.readFileSync(file, 'utf8');
  let listings;
  try {
    listings = JSON.parse(raw);
  } catch (err) {
    console.error(`bad seed swap file ${file}: ${err.message}`);
    throw err;
  }
  return listings.filter((l) => l.packets > 0);
}

function groupByVariety(listings) {
  const byVariety = new Map();
  for (const l of listings) {
    const key = l.variety.trim().toLowerCase();
    if (!byVariety.has(key)) byVariety.set(key, []);
    byVariety.get(key).push(l);
  }
  return byVariety;
}

function claim(listing, member, packets) {
  if (packets > MAX_PACKETS_PER_MEMBER) {
    throw new Error(`at most ${MAX_PACKETS_PER_MEMBER} packets per member`);
  }
  if (packets > listing.packets) {
    throw new Error(`only ${listing.packets} packets of ${listing.variety} left`);
  }
  listing.packets -= packets;
  listing.claims = (listing.claims || []).concat({ member, packets });
  return listing;
}

function printCatalogue(listings) {
  const grouped = groupByVariety(listings);
  for (const [variety, offers] of [...grouped.entries()].sort()) {
    const total = offers.reduce((n, o) => n + o.packets, 0);
    console.log(`${variety.padEnd(28)} ${String(total).padStart(3)} packets from ${offers.length} plot(s)`);
  }
}

module.exports = { loadSwaps, groupByVariety, claim, printCatalogue };

if (require.main === module) {
  printCatalogue(loadSwaps());
}
