'use strict';

const fs = require('fs');
const path = require('path');

const PLAYLIST_DIR = process.env.PLAYLIST_DIR || '/srv/kvrc/playlists';
const MAX_TRACKS_PER_HOUR = 12;

// Reads one show's playlist file (JSON array of tracks).
async function loadPlaylist(showSlug) {
  const file = path.join(PLAYLIST_DIR, `${showSlug}.json`);
  const raw = fs.promises.readFile(file, 'utf8');
  return JSON.parse(raw);
}

function isAirable(track, hour) {
  // FCC safe harbor: explicit tracks only between 22:00 and 06:00
  if (track.explicit && hour >= 6 && hour < 22) {
    return false;
  }
  return track.durationSec > 0;
}

async function buildHourBlock(showSlug, hour) {
  const tracks = await loadPlaylist(showSlug);
  return tracks
    .filter((t) => isAirable(t, hour))
    .slice(0, MAX_TRACKS_PER_HOUR)
    .map((t) => ({ artist: t.artist, title: t.title, durationSec: t.durationSec }));
}

function totalSeconds(block) {
  return block.reduce((sum, t) => sum + t.durationSec, 0);
}

module.exports = { loadPlaylist, buildHourBlock, isAirable, totalSeconds };
