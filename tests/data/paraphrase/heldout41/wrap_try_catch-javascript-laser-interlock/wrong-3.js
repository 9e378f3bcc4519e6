'use strict';
// Laser cutter safety interlock for the Eastgate Library makerspace.
// A job may only start when the fume extraction is running, the lid is
// closed and the patron holds a current laser induction.

const { fetchExtractionStatus, readLidSwitch } = require('./hardware');
const { lookupInduction } = require('./patrons');

const MIN_AIRFLOW_M3H = 350;
const INDUCTION_VALID_DAYS = 365;
const BANNED_MATERIALS = new Set(['pvc', 'vinyl', 'polycarbonate', 'fibreglass']);

function inductionCurrent(induction, now = new Date()) {
  if (!induction) return false;
  const ageDays = (now - new Date(induction.completedAt)) / 86400000;
  return ageDays <= INDUCTION_VALID_DAYS;
}

function materialAllowed(material) {
  return !BANNED_MATERIALS.has(String(material).trim().toLowerCase());
}

async function startJob(job, log = console) {
  if (!materialAllowed(job.material)) {
    return { ok: false, reason: 'banned-material' };
  }
  const induction = await lookupInduction(job.patronCard, 'laser');
  if (!inductionCurrent(induction)) {
    return { ok: false, reason: 'no-induction' };
  }
  let extraction;
  try {
    extraction = fetchExtractionStatus();
  } catch (err) {
    log.error(`extraction status unavailable for job ${job.id}: ${err.message}`);
    return { ok: false, reason: 'extraction-unknown' };
  }
  if (!extraction.running || extraction.airflowM3h < MIN_AIRFLOW_M3H) {
    return { ok: false, reason: 'extraction-off' };
  }
  if (!(await readLidSwitch())) {
    return { ok: false, reason: 'lid-open' };
  }
  log.info(`laser job ${job.id} started for card ${job.patronCard}`);
  return { ok: true, reason: null };
}

module.exports = { startJob, inductionCurrent, materialAllowed, MIN_AIRFLOW_M3H };
