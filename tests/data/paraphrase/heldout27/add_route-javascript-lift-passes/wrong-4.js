'use strict';

const express = require('express');
const { findPass, listScans, createPass, blockPass } = require('./passStore');
const { requireStaff } = require('./auth');

const router = express.Router();

const PASS_TYPES = ['day', 'half-day', 'season', 'ski-school'];

router.get('/passes/:passId', async (req, res) => {
  const pass = await findPass(req.params.passId);
  if (!pass) {
    return res.status(404).json({ error: 'pass not found' });
  }
  res.json(pass);
});

router.get('/passes/:passId/scans', requireStaff, async (req, res) => {
  const pass = await findPass(req.params.passId);
  if (!pass) {
    return res.status(404).json({ error: 'pass not found' });
  }
  const scans = await listScans(pass.id);
  res.json({ passId: pass.id, scans });
});

router.post('/passes', requireStaff, async (req, res) => {
  const { holder, type, validFrom } = req.body;
  if (!PASS_TYPES.includes(type)) {
    return res.status(400).json({ error: `type must be one of ${PASS_TYPES.join(', ')}` });
  }
  const pass = await createPass({ holder, type, validFrom: validFrom || new Date().toISOString() });
  res.status(201).json(pass);
});

router.post('/passes/:passId/block', async (req, res) => {
  const pass = await findPass(req.params.passId);
  if (!pass) {
    return res.status(404).json({ error: 'pass not found' });
  }
  // a blocked pass is refused at every turnstile until staff unblock it
  await blockPass(pass.id, req.body.reason || 'no reason given');
  res.status(204).end();
});

module.exports = router;
