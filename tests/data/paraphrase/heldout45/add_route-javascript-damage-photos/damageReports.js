'use strict';

const express = require('express');
const { requireStaff, requireMember } = require('../auth');
const reports = require('../store/damageReports');
const vehicles = require('../store/vehicles');

const router = express.Router();

const SEVERITIES = ['cosmetic', 'minor', 'major', 'total_loss'];
const MAX_PHOTOS = 12;

function toSummary(report) {
  return {
    id: report.id,
    plate: report.plate,
    severity: report.severity,
    reportedAt: report.reportedAt,
    resolved: Boolean(report.resolvedAt),
  };
}

function validateReport(body) {
  const errors = [];
  if (!body.plate || typeof body.plate !== 'string') {
    errors.push('plate is required');
  }
  if (!SEVERITIES.includes(body.severity)) {
    errors.push(`severity must be one of ${SEVERITIES.join(', ')}`);
  }
  if (body.photos && body.photos.length > MAX_PHOTOS) {
    errors.push(`at most ${MAX_PHOTOS} photos per report`);
  }
  if (body.description && body.description.length > 2000) {
    errors.push('description is too long');
  }
  return errors;
}

// Members file reports from the app at the end of a trip.
router.post('/damage-reports', requireMember, async (req, res) => {
  const errors = validateReport(req.body);
  if (errors.length > 0) {
    return res.status(400).json({ errors });
  }
  const vehicle = await vehicles.findByPlate(req.body.plate);
  if (!vehicle) {
    return res.status(404).json({ error: 'unknown vehicle' });
  }
  const report = await reports.create({
    plate: vehicle.plate,
    severity: req.body.severity,
    description: req.body.description || '',
    photos: req.body.photos || [],
    memberId: req.member.id,
    tripId: req.body.tripId || null,
    reportedAt: new Date().toISOString(),
  });
  if (report.severity === 'major' || report.severity === 'total_loss') {
    await vehicles.setAvailability(vehicle.plate, false);
  }
  return res.status(201).json(toSummary(report));
});

// Staff list open reports, newest first.
router.get('/damage-reports', requireStaff, async (req, res) => {
  const limit = Math.min(Number(req.query.limit) || 50, 200);
  const open = await reports.listOpen({ limit });
  open.sort((a, b) => b.reportedAt.localeCompare(a.reportedAt));
  return res.json(open.map(toSummary));
});

// Counts of open reports per severity, for the ops dashboard.
router.get('/damage-reports/stats', requireStaff, async (req, res) => {
  const open = await reports.listOpen({ limit: 1000 });
  const bySeverity = Object.fromEntries(SEVERITIES.map((s) => [s, 0]));
  for (const report of open) {
    bySeverity[report.severity] += 1;
  }
  return res.json({ open: open.length, bySeverity });
});

router.get('/damage-reports/:id', requireStaff, async (req, res) => {
  const report = await reports.findById(req.params.id);
  if (!report) {
    return res.status(404).json({ error: 'report not found' });
  }
  return res.json({ ...toSummary(report), description: report.description, tripId: report.tripId });
});

// Closing a report puts the vehicle back into the pool unless another report is open.
router.post('/damage-reports/:id/resolve', requireStaff, async (req, res) => {
  const report = await reports.findById(req.params.id);
  if (!report) {
    return res.status(404).json({ error: 'report not found' });
  }
  if (report.resolvedAt) {
    return res.status(409).json({ error: 'report already resolved' });
  }
  await reports.resolve(report.id, { by: req.staff.id, note: req.body.note || '' });
  const stillOpen = await reports.listOpen({ plate: report.plate, limit: 1 });
  if (stillOpen.length === 0) {
    await vehicles.setAvailability(report.plate, true);
  }
  return res.status(204).end();
});

router.get('/vehicles/:plate/damage-reports', requireStaff, async (req, res) => {
  const vehicle = await vehicles.findByPlate(req.params.plate);
  if (!vehicle) {
    return res.status(404).json({ error: 'unknown vehicle' });
  }
  const history = await reports.listByPlate(vehicle.plate);
  return res.json(history.map(toSummary));
});

router.get('/members/:memberId/damage-reports', requireStaff, async (req, res) => {
  const history = await reports.listByMember(req.params.memberId);
  const openCount = history.filter((r) => !r.resolvedAt).length;
  return res.json({
    memberId: req.params.memberId,
    open: openCount,
    total: history.length,
    reports: history.map(toSummary),
  });
});

// Only resolved reports can be deleted; open ones must go through /resolve first.
router.delete('/damage-reports/:id', requireStaff, async (req, res) => {
  const report = await reports.findById(req.params.id);
  if (!report) {
    return res.status(404).json({ error: 'report not found' });
  }
  if (!report.resolvedAt) {
    return res.status(409).json({ error: 'resolve the report before deleting it' });
  }
  await reports.remove(report.id);
  return res.status(204).end();
});

// Anything else under this router is a 404 in the API's JSON shape.
router.use((req, res) => {
  res.status(404).json({ error: `no route for ${req.method} ${req.path}` });
});

router.use((err, req, res, next) => {
  console.error(err);
  res.status(500).json({ error: 'internal error' });
});

module.exports = router;
