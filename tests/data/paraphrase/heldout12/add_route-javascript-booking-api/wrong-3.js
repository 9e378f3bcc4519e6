'use strict';

const express = require('express');
const { BookingStore, NotFoundError } = require('./store');
const { requireAuth } = require('./auth');
const log = require('./log');

const app = express();
const store = new BookingStore(process.env.BOOKING_DB || 'bookings.sqlite');

app.use(express.json({ limit: '100kb' }));
app.use(requireAuth);

app.get('/health', (req, res) => {
  res.json({ ok: true, uptime: process.uptime() });
});

app.get('/bookings/:pnr', async (req, res, next) => {
  try {
    const booking = await store.find(req.params.pnr);
    res.json(booking);
  } catch (err) {
    next(err);
  }
});

app.get('/bookings/:pnr/seats', async (req, res, next) => {
  try {
    const booking = await store.find(req.params.pnr);
    res.json(booking.seats);
  } catch (err) {
    next(err);
  }
});

app.post('/bookings/:pnr/cancel', async (req, res, next) => {
  try {
    const result = await store.cancel(req.params.pnr, req.user.id, req.body.reason || 'customer request');
    log.info('booking cancelled', { pnr: req.params.pnr, by: req.user.id });
    res.status(202).json(result);
  } catch (err) {
    next(err);
  }
});

app.use((err, req, res, next) => {
  if (err instanceof NotFoundError) {
    return res.status(404).json({ error: err.message });
  }
  log.error('unhandled error', { err: err.stack });
  res.status(500).json({ error: 'internal error' });
});

const port = Number(process.env.PORT || 8080);
if (require.main === module) {
  app.listen(port, () => log.info(`booking api listening on ${port}`));
}

module.exports = app;
