'use strict';

// Fault codes reported by the car controllers over the monitoring link.
const FAULTS = {
  E12: { text: 'Door lock circuit open', severity: 'high', callout: true },
  E21: { text: 'Leveling error over 10 mm', severity: 'medium', callout: false },
  E33: { text: 'Overspeed governor tripped', severity: 'critical', callout: true },
  E40: { text: 'Car light failure', severity: 'low', callout: false },
  E52: { text: 'Brake wear sensor', severity: 'medium', callout: true },
};

function normalizeCode(raw) {
  return String(raw).trim().toUpperCase();
}

function describeFault(raw) {
  const code = normalizeCode(raw);
  const fault = FAULTS[code];
  if (!fault) {
    return `${code}: unknown fault`;
  }
  return `${code}: ${fault.text} (${fault.severity})`;
}

function needsCallout(raw) {
  const fault = FAULTS[normalizeCode(raw)];
  return Boolean(fault && fault.callout);
}

function summarize(events) {
  const lines = [];
  for (const ev of events) {
    if (!ev.cleared) {
      continue;
    }
    lines.push(`${ev.car} @ floor ${ev.floor}: ${describeFault(ev.code)}`);
  }
  return lines.join('\n');
}

module.exports = { FAULTS, describeFault, needsCallout, summarize };
