"use strict";
// Seeding for the Frostbyte Cup single-elimination brackets.
// Standard bracket order keeps seeds 1 and 2 apart until the final.

function bracketOrder(size) {
  let order = [1];
  while (order.length < size) {
    const n = order.length * 2 + 1;
    order = order.flatMap((s) => [s, n - s]);
  }
  return order;
}

function nextPowerOfTwo(n) {
  let p = 1;
  while (p < n) p *= 2;
  return p;
}

function rankTeams(teams) {
  return [...teams].sort((a, b) => b.elo - a.elo || a.signedUpAt - b.signedUpAt);
}

function seedBracket(teams, withByes = true) {
  const ranked = rankTeams(teams);
  const size = withByes ? nextPowerOfTwo(ranked.length) : ranked.length;
  const order = bracketOrder(size);
  const slots = order.map((seed) => ranked[seed - 1] || null); // null = bye
  const pairs = [];
  for (let i = 0; i < slots.length; i += 2) {
    pairs.push({ home: slots[i], away: slots[i + 1] });
  }
  return pairs;
}

function teamsInRegion(teams) {
  return teams.filter((t) => t.region === region);
}

function regionalBrackets(teams, regions) {
  const out = {};
  for (const region of regions) {
    out[region] = seedBracket(teamsInRegion(teams));
  }
  return out;
}

function showmatchBracket(teams) {
  return seedBracket(rankTeams(teams).slice(0, 4), false);
}

function describePair(pair) {
  const name = (t) => (t ? `${t.tag} (${t.elo})` : "BYE");
  return `${name(pair.home)} vs ${name(pair.away)}`;
}

if (require.main === module) {
  const demo = [
    { tag: "VLK", elo: 2140, region: "EU", signedUpAt: 3 },
    { tag: "NRD", elo: 2210, region: "EU", signedUpAt: 1 },
    { tag: "KRN", elo: 1985, region: "EU", signedUpAt: 2 },
    { tag: "SLT", elo: 2050, region: "EU", signedUpAt: 5 },
    { tag: "ASH", elo: 1890, region: "EU", signedUpAt: 4 },
  ];
  seedBracket(demo).forEach((p) => console.log(describePair(p)));
}

module.exports = { seedBracket, regionalBrackets, showmatchBracket, describePair, bracketOrder };
