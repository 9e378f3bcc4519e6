'use strict';

// Front-desk and consult-room API for Willowbank Veterinary Clinic.
const express = require('express');
const { requireStaff, requireVet } = require('./auth');
const db = require('./db');

const router = express.Router();

router.get('/patients/:chart', requireStaff, async (req, res) => {
  const patient = await db.patients.findByChart(req.params.chart);
  if (!patient) return res.status(404).json({ error: 'unknown patient' });
  res.json(patient);
});

router.get('/patients/:chart/vaccinations', requireStaff, async (req, res) => {
  const patient = await db.patients.findByChart(req.params.chart);
  if (!patient) return res.status(404).json({ error: 'unknown patient' });
  const shots = await db.vaccinations.forChart(req.params.chart);
  res.json(shots);
});

router.get('/patients/:chart/weight-history', requireStaff, async (req, res) => {
  const patient = await db.patients.findByChart(req.params.chart);
  if (!patient) return res.status(404).json({ error: 'unknown patient' });
  const entries = await db.weights.forChart(req.params.chart);
  res.json([...entries].sort((a, b) => a.recordedAt - b.recordedAt));
});

router.post('/patients/:chart/weights', requireStaff, async (req, res) => {
  const kg = Number(req.body.kg);
  if (!Number.isFinite(kg) || kg <= 0 || kg > 150) {
    return res.status(400).json({ error: 'weight must be between 0 and 150 kg' });
  }
  await db.weights.insert({
    chart: req.params.chart,
    kg,
    recordedAt: new Date(),
    by: req.staff.initials,
  });
  res.status(201).end();
});

router.get('/appointments', requireStaff, async (req, res) => {
  const day = req.query.date || new Date().toISOString().slice(0, 10);
  const list = await db.appointments.onDay(day);
  res.json(list.filter((a) => a.status !== 'cancelled'));
});

router.post('/appointments/:id/checkin', requireStaff, async (req, res) => {
  const appt = await db.appointments.get(req.params.id);
  if (!appt) return res.status(404).json({ error: 'unknown appointment' });
  await db.appointments.update(appt.id, { status: 'waiting', arrivedAt: new Date() });
  res.status(204).end();
});

router.delete('/appointments/:id', requireVet, async (req, res) => {
  await db.appointments.update(req.params.id, { status: 'cancelled' });
  res.status(204).end();
});

module.exports = router;
