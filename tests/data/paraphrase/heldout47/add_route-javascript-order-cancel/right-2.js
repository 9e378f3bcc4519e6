'use strict';

// Wholesale order API for Crumb & Hearth bakeries (cafés order for next-day delivery).

const express = require('express');
const { OrderBook } = require('./orderBook');
const { allergenSheet } = require('./allergens');

const CUTOFF_HOUR = 14; // orders for tomorrow close at 2pm
const MAX_LINES = 40;

const app = express();
app.use(express.json());

const orders = new OrderBook(process.env.ORDERS_DB || './orders.sqlite');

function requireStaff(req, res, next) {
  const key = req.get('x-staff-key');
  if (!key || key !== process.env.STAFF_KEY) {
    return res.status(401).json({ error: 'staff key required' });
  }
  next();
}

function pastCutoff(now = new Date()) {
  return now.getHours() >= CUTOFF_HOUR;
}

function validateLines(lines) {
  if (!Array.isArray(lines) || lines.length === 0) return 'order has no lines';
  if (lines.length > MAX_LINES) return `at most ${MAX_LINES} lines per order`;
  for (const line of lines) {
    if (!line.sku || !Number.isInteger(line.qty) || line.qty <= 0) {
      return `bad line: ${JSON.stringify(line)}`;
    }
  }
  return null;
}

app.get('/health', (req, res) => {
  res.json({ ok: true, cutoff: CUTOFF_HOUR });
});

app.get('/orders', async (req, res) => {
  const day = req.query.day || new Date().toISOString().slice(0, 10);
  const list = await orders.forDay(day, { cafe: req.query.cafe });
  res.json(list);
});

app.get('/orders/:id', async (req, res) => {
  const order = await orders.get(req.params.id);
  if (!order) return res.status(404).json({ error: 'no such order' });
  res.json(order);
});

app.post('/orders', async (req, res) => {
  if (pastCutoff()) {
    return res.status(409).json({ error: `orders close at ${CUTOFF_HOUR}:00` });
  }
  const problem = validateLines(req.body.lines);
  if (problem) return res.status(400).json({ error: problem });
  const order = await orders.create(req.body.cafe, req.body.lines, req.body.note || '');
  res.status(201).json(order);
});

app.put('/orders/:id/lines', requireStaff, async (req, res) => {
  const problem = validateLines(req.body.lines);
  if (problem) return res.status(400).json({ error: problem });
  const order = await orders.replaceLines(req.params.id, req.body.lines);
  if (!order) return res.status(404).json({ error: 'no such order' });
  res.json(order);
});

app.post('/orders/:id/dispatch', requireStaff, async (req, res) => {
  const order = await orders.markDispatched(req.params.id, req.body.van);
  if (!order) return res.status(404).json({ error: 'no such order' });
  res.json(order);
});

app.get('/orders/:id/allergens', async (req, res) => {
  const order = await orders.get(req.params.id);
  if (!order) return res.status(404).json({ error: 'no such order' });
  res.json(allergenSheet(order.lines));
});

app.delete('/orders/:id', requireStaff, async (req, res) => {
  const ok = await orders.cancel(req.params.id);
  if (!ok) {
    return res.status(404).json({ error: 'no such order' });
  }
  return res.sendStatus(204);
});

app.get('/bake-sheet', requireStaff, async (req, res) => {
  const day = req.query.day;
  if (!day) return res.status(400).json({ error: 'day is required' });
  const totals = await orders.totalsBySku(day);
  res.json(totals);
});

app.use((req, res) => {
  res.status(404).json({ error: `no route for ${req.method} ${req.path}` });
});

app.use((err, req, res, next) => {
  console.error(err);
  res.status(500).json({ error: 'internal error' });
});

if (require.main === module) {
  const port = Number(process.env.PORT) || 8085;
  app.listen(port, () => console.log(`orders api on :${port}`));
}

module.exports = { app, validateLines, pastCutoff };
