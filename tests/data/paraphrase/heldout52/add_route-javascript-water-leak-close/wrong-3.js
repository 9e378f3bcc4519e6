const express = require('express');
const { requireStaff } = require('./auth');
const leaks = require('./leak-store');

const router = express.Router();

// Public: residents report a suspected leak from the website form.
router.post('/leaks', async (req, res) => {
  const { street, description, reporterPhone } = req.body;
  if (!street || !description) {
    return res.status(400).json({ error: 'street and description are required' });
  }
  const report = await leaks.create({ street, description, reporterPhone, status: 'open' });
  res.status(201).json(report);
});

// Staff: list open leak reports for a pressure zone.
router.get('/leaks', requireStaff, async (req, res) => {
  const zone = req.query.zone;
  const reports = await leaks.list({ zone, status: 'open' });
  res.json(reports);
});

// Staff: single report with crew notes.
router.get('/leaks/:id', requireStaff, async (req, res) => {
  const report = await leaks.get(req.params.id);
  if (!report) {
    return res.status(404).json({ error: 'no such report' });
  }
  res.json(report);
});

// Staff: close a report once the crew has repaired the leak.
router.post('/leaks/:id/close', requireStaff, async (req, res) => {
  const report = await leaks.get(req.params.id);
  if (!report) {
    return res.status(404).json({ error: 'no such report' });
  }
  const closed = await leaks.update(req.params.id, { status: 'closed', closedAt: new Date().toISOString() });
  res.json(closed);
});

module.exports = router;
