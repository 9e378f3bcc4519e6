// Roast profile helpers for the Probat P12 at Ridgeline Coffee.
'use strict';

const LEVEL_NAMES = { 1: 'Light', 2: 'Light-Medium', 3: 'Medium', 4: 'Medium-Dark', 5: 'Dark' };
const MIN_DEVELOPMENT_PCT = 15;

function profileLabel(origin, processMethod, level) {
  const levelName = LEVEL_NAMES[level] || `Level ${level}`;
  return `${origin} ${processMethod} - ${levelName}`;
}

function developmentPct(firstCrackSec, dropSec) {
  if (dropSec <= firstCrackSec) {
    return 0;
  }
  return Math.round(((dropSec - firstCrackSec) / dropSec) * 1000) / 10;
}

function logRoast(profile, operator) {
  const pct = developmentPct(profile.firstCrackSec, profile.dropSec);
  const flag = pct < MIN_DEVELOPMENT_PCT ? ' (underdeveloped)' : '';
  console.log(`[roast] ${operator}: ${profile.label}, DTR ${pct}%${flag}`);
}

function buildProfile(lot, roast) {
  return {
    lotCode: lot.code,
    label: profileLabel(lot.origin, lot.process, roast.level),
    chargeTempC: roast.chargeTempC,
    firstCrackSec: roast.firstCrackSec,
    dropSec: roast.dropSec,
  };
}

function menuLine(lot, level) {
  return `${profileLabel(lot.origin, lot.process, level)} (${lot.altitudeM} m)`;
}

function sampleRoastCard(lot, roast) {
  const title = profileLabel(lot.origin, lot.process, roast.level).toUpperCase();
  return [title, `charge ${roast.chargeTempC} C`, `drop at ${roast.dropSec} s`].join('\n');
}

module.exports = { profileLabel, developmentPct, logRoast, buildProfile, menuLine, sampleRoastCard };
