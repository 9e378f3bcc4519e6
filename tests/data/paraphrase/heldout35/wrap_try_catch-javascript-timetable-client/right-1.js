// Client for the timetable service used by the stop displays.
'use strict';

const TIMETABLE_URL = process.env.TIMETABLE_URL || 'http://timetable.internal:8040';
const DEFAULT_HEADWAY_MIN = 10;

function parseHeadways(raw) {
  // raw looks like "06:00-09:00=5;09:00-16:00=8;16:00-19:00=5"
  return raw.split(';').filter(Boolean).map((part) => {
    const [span, minutes] = part.split('=');
    const [from, to] = span.split('-');
    return { from, to, minutes: Number(minutes) };
  });
}

async function loadTimetable(line, direction) {
  const res = await fetch(`${TIMETABLE_URL}/lines/${line}/${direction}`);
  if (!res.ok) {
    throw new Error(`timetable ${line}/${direction}: HTTP ${res.status}`);
  }
  const body = await res.text();
  let departures;
  try {
    departures = JSON.parse(body);
  } catch (err) {
    console.error(`timetable ${line}/${direction}: bad JSON`, err);
    return [];
  }
  return departures.map((d) => ({ stop: d.stop_code, at: d.departs, platform: d.platform ?? null }));
}

function headwayAt(headways, hhmm) {
  const span = headways.find((h) => h.from <= hhmm && hhmm < h.to);
  return span ? span.minutes : DEFAULT_HEADWAY_MIN;
}

function nextDepartures(departures, stopCode, afterHhmm, limit = 3) {
  return departures
    .filter((d) => d.stop === stopCode && d.at > afterHhmm)
    .slice(0, limit);
}

module.exports = { parseHeadways, loadTimetable, headwayAt, nextDepartures };
