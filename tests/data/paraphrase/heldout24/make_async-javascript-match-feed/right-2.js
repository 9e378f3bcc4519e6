'use strict';

// Scoreboard feed for the Harbourside Arena stage screens.
// The referee tablets write one JSON file per match; the overlay polls this module.

const { readFile } = require('fs/promises');
const path = require('path');

const STATE_DIR = process.env.MATCH_STATE_DIR || '/var/lib/arena-feed/matches';
const STALE_MS = 10000;

function statePath(matchId) {
  if (!/^[A-Z]{2,4}-\d{3,5}$/.test(matchId)) {
    throw new Error(`bad match id: ${matchId}`);
  }
  return path.join(STATE_DIR, `${matchId}.json`);
}

async function loadMatchState(matchId) {
  const raw = await readFile(statePath(matchId), 'utf8');
  const state = JSON.parse(raw);
  state.loadedAt = Date.now();
  return state;
}

function mapScore(state) {
  const [blue, red] = state.teams;
  return {
    id: state.matchId,
    map: state.currentMap || 'TBD',
    blue: `${blue.tag} ${blue.mapsWon}`,
    red: `${red.mapsWon} ${red.tag}`,
    live: state.status === 'live',
  };
}

async function refreshScoreboard(matchIds, render) {
  const rows = [];
  for (const id of matchIds) {
    try {
      const state = await loadMatchState(id);
      rows.push(mapScore(state));
    } catch (err) {
      rows.push({ id, error: err.code === 'ENOENT' ? 'not started' : 'feed error' });
    }
  }
  render(rows);
  return rows.length;
}

function isStale(state, now = Date.now()) {
  return now - state.loadedAt > STALE_MS;
}

module.exports = { statePath, loadMatchState, mapScore, refreshScoreboard, isStale };
