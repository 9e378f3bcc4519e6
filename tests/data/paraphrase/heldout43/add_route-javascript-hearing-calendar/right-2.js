'use strict';

// Hearing calendar API for the Ashgrove County records office.
// Clerks schedule hearings; the public listing only shows open hearings.

const express = require('express');
const { randomUUID } = require('crypto');

const app = express();
app.use(express.json());

const COURTROOMS = ['1A', '1B', '2A', '3'];
const SLOT_MINUTES = 30;

/** @type {Map<string, object>} */
const hearings = new Map();

function requireClerk(req, res, next) {
  const role = req.get('x-role');
  if (role !== 'clerk' && role !== 'registrar') {
    return res.status(403).json({ error: 'clerk role required' });
  }
  next();
}

function overlaps(a, b) {
  if (a.courtroom !== b.courtroom) return false;
  const aStart = Date.parse(a.startsAt);
  const bStart = Date.parse(b.startsAt);
  const aEnd = aStart + a.slots * SLOT_MINUTES * 60000;
  const bEnd = bStart + b.slots * SLOT_MINUTES * 60000;
  return aStart < bEnd && bStart < aEnd;
}

function validateHearing(body) {
  const problems = [];
  if (!body.caseNumber || !/^[A-Z]{2}-\d{4}-\d{5}$/.test(body.caseNumber)) {
    problems.push('caseNumber must look like CV-2026-00123');
  }
  if (!COURTROOMS.includes(body.courtroom)) {
    problems.push(`courtroom must be one of ${COURTROOMS.join(', ')}`);
  }
  if (Number.isNaN(Date.parse(body.startsAt))) {
    problems.push('startsAt must be an ISO date-time');
  }
  if (!Number.isInteger(body.slots) || body.slots < 1 || body.slots > 16) {
    problems.push('slots must be a whole number from 1 to 16');
  }
  return problems;
}

function publicView(h) {
  return {
    id: h.id,
    caseNumber: h.caseNumber,
    courtroom: h.courtroom,
    startsAt: h.startsAt,
    slots: h.slots,
    status: h.status,
  };
}

app.get('/health', (req, res) => {
  res.json({ ok: true, hearings: hearings.size });
});

app.get('/hearings', (req, res) => {
  const { from, to } = req.query;
  let list = [...hearings.values()].filter((h) => h.status !== 'sealed');
  if (from) list = list.filter((h) => h.startsAt >= from);
  if (to) list = list.filter((h) => h.startsAt < to);
  list.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  res.json(list.map(publicView));
});

app.get('/courtrooms/:room/hearings', (req, res) => {
  const { room } = req.params;
  if (!COURTROOMS.includes(room)) {
    return res.status(404).json({ error: 'no such courtroom' });
  }
  const list = [];
  for (const h of hearings.values()) {
    if (h.courtroom === room && h.status !== 'sealed') list.push(h);
  }
  list.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  res.json(list.map(publicView));
});

app.get('/hearings/:id', (req, res) => {
  const hearing = hearings.get(req.params.id);
  if (!hearing || hearing.status === 'sealed') {
    return res.status(404).json({ error: 'no such hearing' });
  }
  res.json(publicView(hearing));
});

function icsStamp(iso) {
  return iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

app.get('/hearings/:id/hearing.ics', (req, res) => {
  const hearing = hearings.get(req.params.id);
  if (!hearing || hearing.status === 'sealed') {
    return res.status(404).json({ error: 'no such hearing' });
  }
  const end = new Date(Date.parse(hearing.startsAt) + hearing.slots * SLOT_MINUTES * 60000).toISOString();
  res.type('text/calendar').send([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'BEGIN:VEVENT',
    `UID:${hearing.id}@hearings.ashgrove.example`,
    `DTSTART:${icsStamp(hearing.startsAt)}`,
    `DTEND:${icsStamp(end)}`,
    `SUMMARY:${hearing.caseNumber}, courtroom ${hearing.courtroom}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n'));
});

app.post('/hearings', requireClerk, (req, res) => {
  const problems = validateHearing(req.body);
  if (problems.length) {
    return res.status(400).json({ error: 'invalid hearing', problems });
  }
  const hearing = {
    id: randomUUID(),
    caseNumber: req.body.caseNumber,
    courtroom: req.body.courtroom,
    startsAt: new Date(req.body.startsAt).toISOString(),
    slots: req.body.slots,
    status: 'listed',
    createdBy: req.get('x-clerk-id') || 'unknown',
  };
  const clash = [...hearings.values()].find((h) => h.status === 'listed' && overlaps(h, hearing));
  if (clash) {
    return res.status(409).json({ error: 'courtroom already booked', clash: clash.id });
  }
  hearings.set(hearing.id, hearing);
  res.status(201).json(publicView(hearing));
});

app.patch('/hearings/:id', requireClerk, (req, res) => {
  const hearing = hearings.get(req.params.id);
  if (!hearing) {
    return res.status(404).json({ error: 'no such hearing' });
  }
  const allowed = ['courtroom', 'startsAt', 'slots', 'status'];
  const changes = Object.fromEntries(Object.entries(req.body).filter(([k]) => allowed.includes(k)));
  const updated = { ...hearing, ...changes };
  const problems = validateHearing(updated);
  if (problems.length) {
    return res.status(400).json({ error: 'invalid hearing', problems });
  }
  hearings.set(hearing.id, updated);
  res.json(publicView(updated));
});

app.use((req, res) => {
  res.status(404).json({ error: `no route for ${req.method} ${req.path}` });
});

app.use((err, req, res, next) => {
  console.error(err);
  res.status(500).json({ error: 'internal error' });
});

if (require.main === module) {
  const port = Number(process.env.PORT) || 8086;
  app.listen(port, () => console.log(`hearing calendar on :${port}`));
}

module.exports = { app, hearings, overlaps, validateHearing };
