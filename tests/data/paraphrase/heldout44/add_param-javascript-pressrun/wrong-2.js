'use strict';

// Press run planning for the two offset presses at Druckhaus Feldmann.
// A run is one job printed on one press; makeready is the set-up time
// before the first good sheet.

const PRESSES = {
  heidelberg_sm74: { name: 'Heidelberg SM 74', sheetsPerHour: 12000, maxFormat: 'B2', colours: 4 },
  komori_gl840: { name: 'Komori GL840', sheetsPerHour: 16500, maxFormat: 'B1', colours: 8 },
};

const MAKEREADY_MINUTES = {
  plateChange: 6,
  inkWashup: 18,
  paperChange: 4,
};

const FORMAT_ORDER = ['A4', 'A3', 'B3', 'B2', 'B1'];

function fitsPress(pressId, format) {
  const press = PRESSES[pressId];
  if (!press) {
    throw new Error(`unknown press ${pressId}`);
  }
  return FORMAT_ORDER.indexOf(format) <= FORMAT_ORDER.indexOf(press.maxFormat);
}

function makereadyMinutes(job, previousJob) {
  let minutes = job.colours * MAKEREADY_MINUTES.plateChange;
  if (!previousJob || previousJob.inkSet !== job.inkSet) {
    minutes += MAKEREADY_MINUTES.inkWashup;
  }
  if (!previousJob || previousJob.stock !== job.stock) {
    minutes += MAKEREADY_MINUTES.paperChange;
  }
  return minutes;
}

// Sheets needed for the job, including spoilage for makeready and
// the bindery. Spoilage is a percentage of the net sheet count.
function grossSheets(job, spoilagePercent) {
  const net = Math.ceil(job.copies / job.upsPerSheet);
  const spoil = Math.ceil((net * spoilagePercent) / 100);
  return net + spoil;
}

function runMinutes(job, pressId, previousJob, spoilagePercent = 5) {
  const press = PRESSES[pressId];
  if (!fitsPress(pressId, job.format)) {
    throw new Error(`${job.id} (${job.format}) does not fit ${press.name}`);
  }
  if (job.colours > press.colours) {
    throw new Error(`${job.id} needs ${job.colours} colours, ${press.name} has ${press.colours}`);
  }
  const sheets = grossSheets(job, 5);
  const printing = (sheets / press.sheetsPerHour) * 60;
  return Math.round(makereadyMinutes(job, previousJob) + printing);
}

function planShift(jobs, pressId, shiftMinutes = 480) {
  const planned = [];
  const deferred = [];
  let used = 0;
  let previous = null;
  for (const job of jobs) {
    const minutes = runMinutes(job, pressId, previous);
    if (used + minutes > shiftMinutes) {
      deferred.push(job);
      continue;
    }
    planned.push({ job: job.id, start: used, minutes });
    used += minutes;
    previous = job;
  }
  return { pressId, planned, deferred, idleMinutes: shiftMinutes - used };
}

function paperOrder(jobs) {
  // Total sheets to pull from the paper store per stock, for the
  // warehouse list printed at the start of the shift.
  const byStock = {};
  for (const job of jobs) {
    const sheets = grossSheets(job, 5);
    byStock[job.stock] = (byStock[job.stock] || 0) + sheets;
  }
  return Object.entries(byStock)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([stock, sheets]) => ({ stock, sheets }));
}

function describeRun(run, jobsById) {
  const job = jobsById[run.job];
  const start = `${String(Math.floor(run.start / 60)).padStart(2, '0')}:${String(run.start % 60).padStart(2, '0')}`;
  return `${start}  ${job.id.padEnd(10)} ${job.stock.padEnd(22)} ${run.minutes} min`;
}

function shiftSheet(plan, jobs) {
  const jobsById = Object.fromEntries(jobs.map((j) => [j.id, j]));
  const lines = [`Press: ${PRESSES[plan.pressId].name}`];
  for (const run of plan.planned) {
    lines.push(describeRun(run, jobsById));
  }
  if (plan.deferred.length > 0) {
    lines.push(`Deferred: ${plan.deferred.map((j) => j.id).join(', ')}`);
  }
  lines.push(`Idle: ${plan.idleMinutes} min`);
  return lines.join('\n');
}

const SAMPLE_JOBS = [
  { id: 'FM-4410', copies: 5000, upsPerSheet: 8, format: 'B2', colours: 4, stock: 'Munken Print 120g', inkSet: 'cmyk' },
  { id: 'FM-4411', copies: 1200, upsPerSheet: 4, format: 'B2', colours: 4, stock: 'Munken Print 120g', inkSet: 'cmyk' },
  { id: 'FM-4415', copies: 800, upsPerSheet: 2, format: 'B1', colours: 5, stock: 'Arctic Volume 300g', inkSet: 'cmyk+pantone' },
  { id: 'FM-4419', copies: 20000, upsPerSheet: 16, format: 'B2', colours: 2, stock: 'Offset 90g', inkSet: 'black+red' },
];

if (require.main === module) {
  const plan = planShift(SAMPLE_JOBS, 'komori_gl840');
  console.log(shiftSheet(plan, SAMPLE_JOBS));
  console.log(paperOrder(SAMPLE_JOBS));
}

module.exports = {
  PRESSES,
  fitsPress,
  makereadyMinutes,
  grossSheets,
  runMinutes,
  planShift,
  paperOrder,
  shiftSheet,
};
