'use strict';

// Feeding log for the exhibit tanks: one JSON line per feeding, one file per tank and day.

const fs = require('fs');
const path = require('path');

const LOG_DIR = process.env.FEEDING_LOG_DIR || '/var/lib/aquarium/feeding';

function logFile(tankId, day) {
  return path.join(LOG_DIR, `${tankId}-${day}.jsonl`);
}

function readFeedings(tankId, day) {
  const file = logFile(tankId, day);
  if (!fs.existsSync(file)) {
    return [];
  }
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

async function recordFeeding(tankId, entry) {
  const day = entry.time.slice(0, 10);
  const line = JSON.stringify({ ...entry, tankId }) + '\n';
  await fs.promises.appendFile(logFile(tankId, day), line);
  return line.length;
}

function gramsFedToday(tankId, day) {
  return readFeedings(tankId, day).reduce((sum, f) => sum + f.grams, 0);
}

async function handleFeedingForm(req, res) {
  const { tankId, food, grams, keeper } = req.body;
  if (!tankId || !food || !(grams > 0)) {
    res.status(400).json({ error: 'tankId, food and grams are required' });
    return;
  }
  const entry = { time: new Date().toISOString(), food, grams: Number(grams), keeper };
  recordFeeding(tankId, entry);
  const total = gramsFedToday(tankId, entry.time.slice(0, 10));
  res.status(201).json({ ok: true, totalToday: total });
}

module.exports = { readFeedings, recordFeeding, gramsFedToday, handleFeedingForm };
