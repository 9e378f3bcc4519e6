// Holds API for the Oakridge County Libraries catalogue (Express router).
import express from 'express';
import { requireStaff, requirePatron } from '../auth.js';
import * as holds from '../services/holds.js';

const router = express.Router();

router.get('/holds', requirePatron, async (req, res) => {
  const list = await holds.forPatron(req.patron.cardNumber);
  res.json(list);
});

router.post('/holds', requirePatron, async (req, res) => {
  const { isbn, pickupBranch } = req.body;
  if (!isbn || !pickupBranch) {
    return res.status(400).json({ error: 'isbn and pickupBranch are required' });
  }
  const hold = await holds.place(req.patron.cardNumber, isbn, pickupBranch);
  res.status(201).json(hold);
});

router.get('/holds/:holdId', requirePatron, async (req, res) => {
  const hold = await holds.find(req.params.holdId);
  if (!hold || hold.cardNumber !== req.patron.cardNumber) {
    return res.status(404).json({ error: 'no such hold' });
  }
  res.json(hold);
});

router.delete('/holds/:holdId', requirePatron, async (req, res) => {
  const hold = await holds.find(req.params.holdId);
  if (!hold || hold.cardNumber !== req.patron.cardNumber) {
    return res.status(404).json({ error: 'no such hold' });
  }
  await holds.cancel(req.params.holdId);
  res.status(204).end();
});

router.post('/holds/:holdId/trap', requirePatron, async (req, res) => {
  const hold = await holds.trap(req.params.holdId, req.body.barcode);
  res.json(hold);
});

router.get('/branches/:branch/holdshelf', requireStaff, async (req, res) => {
  res.json(await holds.shelf(req.params.branch));
});

router.use((req, res) => {
  res.status(404).json({ error: 'not found' });
});

export default router;
