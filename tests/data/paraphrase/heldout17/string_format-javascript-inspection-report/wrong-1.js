'use strict';

// Plain-text inspection digest mailed to the Hollow Ash Orchard keepers
// every Sunday evening.

const TEMPERAMENT_MARK = { calm: '', nervous: ' (!)', defensive: ' (!!)' };

function formatInspectionLine(ins) {
  const queen = ins.queenSeen ? 'seen' : 'NOT seen';
  return '${ins.hiveId} ${ins.date}: ${ins.broodFrames} brood frames, queen ${queen}, mites ${ins.varroaPer100.toFixed(1)}/100${TEMPERAMENT_MARK[ins.temperament]}';
}

function formatTreatmentLine(t) {
  return '    treated: ' + t.product + ', ' + t.doseG + ' g on ' + t.applied;
}

function digest(inspections) {
  const lines = [];
  for (const ins of inspections) {
    lines.push(formatInspectionLine(ins));
    for (const t of ins.treatments || []) {
      lines.push(formatTreatmentLine(t));
    }
  }
  lines.push('');
  lines.push(inspections.length + ' inspections this week');
  return lines.join('\n');
}

module.exports = { formatInspectionLine, formatTreatmentLine, digest };
