// Reads a show's cue list from disk for the playback engine.
'use strict';

const fs = require('fs/promises');
const path = require('path');

const CUE_FILE = 'cues.json';

async function loadCueList(showDir) {
  const file = path.join(showDir, CUE_FILE);
  const text = await fs.readFile(file, 'utf8');
  const data = JSON.parse(text);
  return data.cues.filter((cue) => !cue.disabled);
}

function cueDuration(cue) {
  return (cue.delay || 0) + Math.max(cue.upFade, cue.downFade);
}

async function loadShow(showDir) {
  const cues = await loadCueList(showDir);
  const runtime = cues.reduce((sum, cue) => sum + cueDuration(cue), 0);
  return { showDir, cues, runtime };
}

module.exports = { loadCueList, loadShow, cueDuration };
