'use strict';

// Telemetry helpers for the Pentland array: one reading per turbine per minute.

const RATED_KW = 1500;
const CUT_IN_MS = 1.0; // tidal current speed below which the rotor idles

function capacityFactor(samples) {
  let energy = 0;
  for (const s of samples) {
    energy += s.powerKw * s.seconds;
  }
  const span = samples.reduce((sum, s) => sum + s.seconds, 0);
  return span === 0 ? 0 : energy / (RATED_KW * span);
}

// Newest reading, or undefined when the turbine has not reported yet.
function latestReading(turbine) {
  const readings = turbine.readings;
  return readings[readings.length - 1];
}

function bladePitchAlarm(turbine) {
  const last = latestReading(turbine);
  if (last === undefined) return null;
  if (last.pitchDeg > turbine.limits.maxPitch) {
    return { turbine: turbine.id, kind: 'pitch', value: last.pitchDeg };
  }
  return null;
}

function idleTurbines(turbines) {
  return turbines.filter((t) => {
    const last = latestReading(t);
    return last.currentMs < CUT_IN_MS;
  });
}

function formatReading(reading) {
  return `${reading.at} ${reading.powerKw.toFixed(1)} kW @ ${reading.currentMs.toFixed(2)} m/s`;
}

module.exports = { capacityFactor, latestReading, bladePitchAlarm, idleTurbines, formatReading };
