'use strict';

const express = require('express');
const { requireRole } = require('./auth');
const db = require('./db');

const router = express.Router();

// Fixtures and results for the regional amateur football league.

router.get('/matches', async (req, res) => {
  const { season, division } = req.query;
  const rows = await db.matches.list({ season, division });
  res.json(rows);
});

router.get('/matches/:id', async (req, res) => {
  const match = await db.matches.get(req.params.id);
  if (!match) return res.status(404).json({ error: 'match not found' });
  res.json(match);
});

router.post('/matches', requireRole('fixtures'), async (req, res) => {
  const { home, away, kickoff, venue } = req.body;
  if (home === away) {
    return res.status(400).json({ error: 'a team cannot play itself' });
  }
  const id = await db.matches.create({ home, away, kickoff, venue });
  res.status(201).json({ id });
});

router.put('/matches/:id/result', requireRole('referee'), async (req, res) => {
  const { homeGoals, awayGoals } = req.body;
  if (!Number.isInteger(homeGoals) || !Number.isInteger(awayGoals) || homeGoals < 0 || awayGoals < 0) {
    return res.status(400).json({ error: 'goals must be non-negative integers' });
  }
  await db.matches.setResult(req.params.id, homeGoals, awayGoals);
  await db.table.recompute(req.params.id);
  res.status(204).end();
});

router.delete('/matches/:id', requireRole('fixtures'), async (req, res) => {
  const removed = await db.matches.remove(req.params.id);
  if (!removed) return res.status(404).json({ error: 'match not found' });
  await db.table.recompute(req.params.id);
  res.status(204).end();
});

router.get('/table', async (req, res) => {
  const { season, division } = req.query;
  const rows = await db.table.get({ season, division });
  res.json(rows.map((r, i) => ({ position: i + 1, ...r })));
});

router.get('/teams/:id/players', async (req, res) => {
  const players = await db.players.byTeam(req.params.id);
  res.json(players.filter((p) => p.registered));
});

module.exports = router;
