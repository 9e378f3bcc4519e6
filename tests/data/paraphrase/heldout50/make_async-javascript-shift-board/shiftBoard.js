'use strict';
// Rider shift board for the Spoke & Satchel courier fleet.
// Runs in the dispatch office; talks to the roster service over HTTP.

const ROSTER_URL = process.env.ROSTER_URL || 'http://roster.internal:8080';
const SHIFT_HOURS = { early: [6, 14], late: [14, 22], night: [22, 6] };
const MAX_DROPS_PER_SHIFT = 38;

function httpGetJson(path) {
  return fetch(`${ROSTER_URL}${path}`).then((res) => {
    if (!res.ok) {
      throw new Error(`roster service answered ${res.status} for ${path}`);
    }
    return res.json();
  });
}

function shiftOf(hour) {
  for (const [name, [start, end]] of Object.entries(SHIFT_HOURS)) {
    if (start < end ? hour >= start && hour < end : hour >= start || hour < end) {
      return name;
    }
  }
  return null;
}

function riderLabel(rider) {
  const cargo = rider.cargoBike ? ' [cargo]' : '';
  return `${rider.callsign} ${rider.firstName}${cargo}`;
}

function loadShiftBoard(day) {
  return httpGetJson(`/shifts/${day}`).then((shifts) => {
    const board = { early: [], late: [], night: [] };
    for (const shift of shifts) {
      const name = shiftOf(shift.startHour);
      if (!name) {
        continue;
      }
      board[name].push(shift);
    }
    return board;
  });
}

function dropsPlanned(board, shiftName) {
  return board[shiftName].reduce((sum, s) => sum + s.plannedDrops, 0);
}

function overloadedShifts(board) {
  const names = [];
  for (const name of Object.keys(board)) {
    const riders = board[name].length;
    if (riders === 0) {
      continue;
    }
    if (dropsPlanned(board, name) / riders > MAX_DROPS_PER_SHIFT) {
      names.push(name);
    }
  }
  return names;
}

function swapCandidates(board, from, to) {
  const busy = new Set(board[to].map((s) => s.riderId));
  return board[from].filter((s) => !busy.has(s.riderId) && !s.locked);
}

function formatBoard(board, riders) {
  const byId = new Map(riders.map((r) => [r.id, r]));
  const lines = [];
  for (const name of ['early', 'late', 'night']) {
    lines.push(`== ${name} (${board[name].length} riders, ${dropsPlanned(board, name)} drops)`);
    for (const shift of board[name]) {
      const rider = byId.get(shift.riderId);
      lines.push(`  ${rider ? riderLabel(rider) : shift.riderId}  zone ${shift.zone}`);
    }
  }
  return lines.join('\n');
}

function printBoard(day) {
  return Promise.all([loadShiftBoard(day), httpGetJson('/riders')]).then(([board, riders]) => {
    console.log(formatBoard(board, riders));
    const hot = overloadedShifts(board);
    if (hot.length > 0) {
      console.warn(`overloaded: ${hot.join(', ')}`);
    }
    return hot.length;
  });
}

function postSwap(day, riderId, toShift) {
  return fetch(`${ROSTER_URL}/shifts/${day}/swap`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ riderId, toShift }),
  }).then((res) => res.ok);
}

function rebalance(day) {
  return loadShiftBoard(day).then((board) => {
    const hot = overloadedShifts(board);
    const moves = [];
    for (const name of hot) {
      const target = name === 'late' ? 'early' : 'late';
      const [first] = swapCandidates(board, name, target);
      if (first) {
        moves.push(postSwap(day, first.riderId, target));
      }
    }
    return Promise.all(moves);
  });
}

function ridersWithoutShift(board, riders) {
  const rostered = new Set();
  for (const name of Object.keys(board)) {
    for (const shift of board[name]) {
      rostered.add(shift.riderId);
    }
  }
  return riders.filter((r) => !rostered.has(r.id));
}

// Drops per zone in one shift, busiest zone first.
function zoneLoad(board, shiftName) {
  const perZone = {};
  for (const shift of board[shiftName]) {
    perZone[shift.zone] = (perZone[shift.zone] || 0) + shift.plannedDrops;
  }
  return Object.entries(perZone).sort((a, b) => b[1] - a[1]);
}

module.exports = {
  shiftOf,
  riderLabel,
  loadShiftBoard,
  dropsPlanned,
  overloadedShifts,
  swapCandidates,
  formatBoard,
  printBoard,
  rebalance,
  ridersWithoutShift,
  zoneLoad,
};

if (require.main === module) {
  const day = process.argv[2] || new Date().toISOString().slice(0, 10);
  printBoard(day).then((n) => process.exit(n > 0 ? 2 : 0));
}
