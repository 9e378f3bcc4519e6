'use strict';

const fs = require('fs');
const path = require('path');

// Vibration severity zones per ISO 10816-21 for the 3 MW fleet (mm/s RMS).
const VIBRATION_ALERT = 4.5;
const VIBRATION_TRIP = 7.1;
const GEARBOX_OIL_MAX_C = 75;
const BLADE_INSPECTION_DAYS = 180;

const LOG_DIR = process.env.TURBINE_LOG_DIR || '/var/lib/windpark/inspections';

function logPathFor(turbineId) {
  return path.join(LOG_DIR, `${turbineId}.json`);
}

function loadInspectionLog(turbineId) {
  const raw = await fs.promises.readFile(logPathFor(turbineId), 'utf8');
  const entries = JSON.parse(raw);
  return entries.map((e) => ({
    ...e,
    date: new Date(e.date),
  }));
}

function daysSince(date, now = new Date()) {
  return Math.floor((now - date) / (24 * 60 * 60 * 1000));
}

function classifyVibration(mmPerSecond) {
  if (mmPerSecond >= VIBRATION_TRIP) {
    return 'trip';
  }
  if (mmPerSecond >= VIBRATION_ALERT) {
    return 'alert';
  }
  return 'ok';
}

function latestOf(entries, kind) {
  const matching = entries.filter((e) => e.kind === kind);
  if (matching.length === 0) {
    return null;
  }
  return matching.reduce((a, b) => (a.date > b.date ? a : b));
}

function bladeFindings(entries) {
  const last = latestOf(entries, 'blade');
  if (!last) {
    return { status: 'never-inspected', overdueDays: null };
  }
  const age = daysSince(last.date);
  return {
    status: age > BLADE_INSPECTION_DAYS ? 'overdue' : 'current',
    overdueDays: Math.max(0, age - BLADE_INSPECTION_DAYS),
    leadingEdgeErosion: last.erosionGrade ?? 0,
  };
}

function gearboxFindings(entries) {
  const readings = entries.filter((e) => e.kind === 'gearbox');
  const hottest = readings.reduce((m, e) => Math.max(m, e.oilTempC), -Infinity);
  const vib = readings.length ? readings[readings.length - 1].vibration : 0;
  return {
    oilTempPeakC: Number.isFinite(hottest) ? hottest : null,
    oilTooHot: hottest > GEARBOX_OIL_MAX_C,
    vibrationZone: classifyVibration(vib),
  };
}

function needsCraneVisit(report) {
  return report.gearbox.vibrationZone === 'trip' || report.blades.leadingEdgeErosion >= 4;
}

async function buildReport(turbineId) {
  const entries = await loadInspectionLog(turbineId);
  const report = {
    turbineId,
    generatedAt: new Date().toISOString(),
    entryCount: entries.length,
    blades: bladeFindings(entries),
    gearbox: gearboxFindings(entries),
  };
  report.craneVisit = needsCraneVisit(report);
  return report;
}

function formatReport(report) {
  const lines = [
    `Turbine ${report.turbineId} (${report.entryCount} log entries)`,
    `  blades: ${report.blades.status}`,
    `  gearbox oil peak: ${report.gearbox.oilTempPeakC ?? 'n/a'} C`,
    `  vibration: ${report.gearbox.vibrationZone}`,
  ];
  if (report.blades.overdueDays) {
    lines.push(`  blade inspection overdue by ${report.blades.overdueDays} days`);
  }
  if (report.craneVisit) {
    lines.push('  ** schedule crane visit **');
  }
  return lines.join('\n');
}

async function countOpenWorkOrders(turbineId) {
  const entries = await loadInspectionLog(turbineId);
  return entries.filter((e) => e.kind === 'work-order' && !e.closed).length;
}

// Turbines whose latest gearbox reading is in the alert zone or worse.
function gearboxWatchlist(reports) {
  return reports
    .filter((r) => r.gearbox.vibrationZone !== 'ok')
    .map((r) => r.turbineId)
    .sort();
}

function parseArgs(argv) {
  const opts = { turbines: [], json: false };
  for (const arg of argv) {
    if (arg === '--json') {
      opts.json = true;
    } else {
      opts.turbines.push(arg);
    }
  }
  return opts;
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  if (opts.turbines.length === 0) {
    console.error('usage: inspections.js [--json] TURBINE_ID...');
    process.exitCode = 2;
    return;
  }
  for (const id of opts.turbines) {
    const report = await buildReport(id);
    const open = await countOpenWorkOrders(id);
    if (opts.json) {
      console.log(JSON.stringify({ ...report, openWorkOrders: open }));
    } else {
      console.log(formatReport(report));
      console.log(`  open work orders: ${open}`);
    }
  }
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}

module.exports = {
  loadInspectionLog,
  buildReport,
  formatReport,
  classifyVibration,
  countOpenWorkOrders,
  gearboxWatchlist,
};
