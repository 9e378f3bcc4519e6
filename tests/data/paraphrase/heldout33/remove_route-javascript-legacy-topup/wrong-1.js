const express = require('express');
const { requireStaff, requireCard } = require('./auth');
const payments = require('./payments');

const router = express.Router();

// Card balance for the kiosk screen
router.get('/cards/:cardId/balance', requireCard, async (req, res) => {
  const balance = await payments.balance(req.params.cardId);
  res.json({ cardId: req.params.cardId, balanceCents: balance });
});

// Legacy top-up used by the 2019 kiosks; they were all replaced in March.
router.post('/topup', async (req, res) => {
  const cents = Math.round(Number(req.body.amount) * 100);
  const receipt = await payments.topUp(req.body.card, cents, req.body.terminal || 'legacy');
  res.json({ ok: true, receipt });
});

// Start a machine by charging the card
router.post('/machines/:machineId/start', requireCard, async (req, res) => {
  try {
    const session = await payments.chargeForCycle(req.params.machineId, req.body.cardId, req.body.program);
    res.status(201).json(session);
  } catch (err) {
    if (err.code === 'INSUFFICIENT_FUNDS') {
      return res.status(402).json({ error: 'not enough credit on the card' });
    }
    throw err;
  }
});

// Refunds are staff-only
router.post('/refunds', requireStaff, async (req, res) => {
  const refund = await payments.refund(req.body.sessionId, req.body.reason);
  res.status(201).json(refund);
});

router.get('/refunds', requireStaff, async (req, res) => {
  const since = req.query.since ? new Date(req.query.since) : undefined;
  res.json(await payments.listRefunds({ since, store: req.query.store }));
});

module.exports = router;
