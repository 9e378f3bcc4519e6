const express = require('express');
const { requireStaff } = require('../auth');
const shows = require('../services/shows');
const seats = require('../services/seats');

const router = express.Router();

// Public: programme for the Orrery Hall dome
router.get('/shows', async (req, res) => {
  const list = await shows.upcoming({ from: req.query.from, days: 14 });
  res.json(list);
});

router.get('/shows/:id', async (req, res) => {
  const show = await shows.byId(req.params.id);
  if (!show) {
    return res.status(404).json({ error: 'show not found' });
  }
  res.json(show);
});

router.get('/shows/:id/seats', async (req, res) => {
  const map = await seats.mapFor(req.params.id);
  res.json(map);
});

// Staff: seat holds for school groups
router.post('/shows/:id/seats/hold', requireStaff, async (req, res) => {
  const { count, group } = req.body;
  if (!Number.isInteger(count) || count < 1) {
    return res.status(400).json({ error: 'count must be a positive integer' });
  }
  const hold = await seats.hold(req.params.id, count, group);
  res.status(201).json(hold);
});

router.delete('/shows/:id/seats/hold/:holdId', requireStaff, async (req, res) => {
  await seats.releaseHold(req.params.id, req.params.holdId);
  res.status(204).end();
});

