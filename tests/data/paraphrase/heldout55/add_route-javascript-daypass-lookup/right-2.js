const express = require('express');
const { randomUUID } = require('crypto');

const app = express();
app.use(express.json());

// In-memory store until the front desk moves to the booking database.
const dayPasses = new Map();

const PRICES = { adult: 24, youth: 16, belayCourse: 45 };

app.get('/daypasses', (req, res) => {
  const today = new Date().toISOString().slice(0, 10);
  const passes = [...dayPasses.values()].filter((p) => p.date === today);
  res.json(passes);
});

app.post('/daypasses', (req, res) => {
  const { holder, kind } = req.body || {};
  if (!holder || !(kind in PRICES)) {
    return res.status(400).json({ error: 'holder and a valid kind are required' });
  }
  const pass = {
    id: randomUUID(),
    holder,
    kind,
    price: PRICES[kind],
    date: new Date().toISOString().slice(0, 10),
    waiverSigned: false,
  };
  dayPasses.set(pass.id, pass);
  res.status(201).json(pass);
});

app.delete('/daypasses/:id', (req, res) => {
  if (!dayPasses.delete(req.params.id)) {
    return res.status(404).json({ error: 'no such day pass' });
  }
  res.status(204).end();
});

app.get('/daypasses/:id', (req, res) => {
  if (!dayPasses.has(req.params.id)) {
    return res.status(404).json({ error: 'no such day pass' });
  }
  res.json(dayPasses.get(req.params.id));
});

const port = Number(process.env.PORT) || 3040;
app.listen(port, () => console.log(`day pass desk on :${port}`));
