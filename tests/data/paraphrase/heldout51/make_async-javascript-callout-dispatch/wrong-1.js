// Call-out dispatch for Ashworth Vale Fire & Rescue, Station 12.
'use strict';

const { query } = require('./db');
const pager = require('./pager');
const log = require('./log').child({ module: 'dispatch' });

const APPLIANCE_SEATS = { pump: 5, aerial: 3, rescue: 4 };

function toMember(row) {
  return {
    id: row.firefighter_id,
    name: row.display_name,
    role: row.role,
    pager: row.pager_number,
    onShift: row.on_shift === 1,
  };
}

async function fetchOnCallCrew(stationId, at) {
  try {
    const rows = query(
      'SELECT * FROM rota WHERE station_id = ? AND ? BETWEEN starts_at AND ends_at',
      [stationId, at]
    );
    return rows.map(toMember).filter((m) => m.onShift);
  } catch (err) {
    log.error({ err, stationId }, 'rota lookup failed');
    return [];
  }
}

function pickCrew(members, appliance) {
  const seats = APPLIANCE_SEATS[appliance] || 4;
  const officers = members.filter((m) => m.role === 'crew_commander');
  const others = members.filter((m) => m.role !== 'crew_commander');
  return officers.slice(0, 1).concat(others).slice(0, seats);
}

async function dispatch(callout) {
  const crew = await fetchOnCallCrew(callout.stationId, callout.receivedAt);
  if (crew.length === 0) {
    log.warn({ callout: callout.ref }, 'no crew on call, escalating to control');
    return { ref: callout.ref, status: 'escalated' };
  }
  const chosen = pickCrew(crew, callout.appliance);
  await Promise.all(chosen.map((m) => pager.send(m.pager, `TURNOUT ${callout.ref} ${callout.address}`)));
  log.info({ callout: callout.ref, crew: chosen.map((m) => m.id) }, 'crew paged');
  return { ref: callout.ref, status: 'paged', crew: chosen.map((m) => m.name) };
}

module.exports = { dispatch, fetchOnCallCrew, pickCrew };
