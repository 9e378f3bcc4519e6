// routes/stops.js - Express routes for the Coastline Transit passenger API.
'use strict';

const express = require('express');
const { requireApiKey, rateLimit } = require('../middleware');
const stopsDb = require('../db/stops');
const departures = require('../realtime/departures');

const router = express.Router();

router.use(requireApiKey);
router.use(rateLimit({ perMinute: 120 }));

function parseLimit(value, fallback, max) {
  const n = Number.parseInt(value, 10);
  if (Number.isNaN(n) || n <= 0) {
    return fallback;
  }
  return Math.min(n, max);
}

// GET /stops?near=lat,lon&limit=10
router.get('/stops', async (req, res, next) => {
  try {
    const limit = parseLimit(req.query.limit, 10, 50);
    if (req.query.near) {
      const [lat, lon] = req.query.near.split(',').map(Number);
      if (!Number.isFinite(lat) || !Number.isFinite(lon)) {
        return res.status(400).json({ error: 'near must be "lat,lon"' });
      }
      return res.json(await stopsDb.nearest(lat, lon, limit));
    }
    res.json(await stopsDb.list(limit));
  } catch (err) {
    next(err);
  }
});

// GET /stops/:stopId
router.get('/stops/:stopId', async (req, res, next) => {
  try {
    const stop = await stopsDb.byId(req.params.stopId);
    if (!stop) {
      return res.status(404).json({ error: `no stop ${req.params.stopId}` });
    }
    res.json(stop);
  } catch (err) {
    next(err);
  }
});

// GET /stops/:stopId/departures?minutes=60
router.get('/stops/:stopId/departures', async (req, res, next) => {
  try {
    const minutes = parseLimit(req.query.minutes, 60, 180);
    const stop = await stopsDb.byId(req.params.stopId);
    if (!stop) {
      return res.status(404).json({ error: `no stop ${req.params.stopId}` });
    }
    const list = await departures.forStop(stop.id, minutes);
    res.json({ stop: stop.id, name: stop.name, departures: list });
  } catch (err) {
    next(err);
  }
});

// GET /stops/:stopId/alerts
router.get('/stops/:stopId/alerts', async (req, res, next) => {
  try {
    const stop = await stopsDb.byId(req.params.stopId);
    if (!stop) {
      return res.status(404).json({ error: `no stop ${req.params.stopId}` });
    }
    res.json(await stopsDb.alertsFor(stop.id));
  } catch (err) {
    next(err);
  }
});

module.exports = router;
