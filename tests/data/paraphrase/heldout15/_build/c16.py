from lib import case

JS = '''// routes/stops.js - Express routes for the Coastline Transit passenger API.
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

// GET /stops/:stopId/routes
router.get('/stops/:stopId/routes', async (req, res, next) => {
  try {
    const routes = await stopsDb.routesServing(req.params.stopId);
    res.json(routes);
  } catch (err) {
    next(err);
  }
});

module.exports = router;
'''
ROUTE = '''// GET /stops/:stopId/alerts
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

'''
A = ("module.exports = router;\n", ROUTE + "module.exports = router;\n")
case("add_route-js-transit-alerts", "stops.js", "add_route", "javascript", JS, [
    ("terse", "add GET /stops/:stopId/alerts -> stopsDb.alertsFor(stop.id), 404 if unknown stop"),
    ("polite", "Could you add a GET /stops/:stopId/alerts route that looks the stop up, answers 404 like the other routes when it doesn't exist, and otherwise returns stopsDb.alertsFor(stop.id) as JSON? Errors should go to next(err) as elsewhere. Please leave the existing routes unchanged."),
    ("declarative", "The router should serve GET /stops/:stopId/alerts: 404 for an unknown stop, else the stop's alerts from stopsDb.alertsFor."),
    ("other", "the app team needs alerts per stop. new endpoint /stops/:stopId/alerts (GET) same pattern as /departures, data from stopsDb.alertsFor(stop.id)"),
    ("other", "Dodaj trasę GET /stops/:stopId/alerts: 404 gdy przystanek nie istnieje, w przeciwnym razie stopsDb.alertsFor(stop.id) jako JSON."),
], [
    ("right-1.js", "right", "new GET route before module.exports, with the 404 lookup, alertsFor and next(err)", [A]),
    ("right-2.js", "right", "same route placed right after the departures route (placement is free)", [("// GET /stops/:stopId/routes\n", ROUTE + "// GET /stops/:stopId/routes\n")]),
    ("wrong-1.js", "wrong", "route registered with router.post instead of router.get", [("module.exports = router;\n", ROUTE.replace("router.get('/stops/:stopId/alerts'", "router.post('/stops/:stopId/alerts'") + "module.exports = router;\n")]),
    ("wrong-2.js", "wrong", "await dropped before stopsDb.byId, so `stop` is a Promise: the 404 never fires and stop.id is undefined", [("module.exports = router;\n", ROUTE.replace("    const stop = await stopsDb.byId(req.params.stopId);\n    if (!stop) {\n      return res.status(404).json({ error: `no stop ${req.params.stopId}` });\n    }\n    res.json(await stopsDb.alertsFor", "    const stop = stopsDb.byId(req.params.stopId);\n    if (!stop) {\n      return res.status(404).json({ error: `no stop ${req.params.stopId}` });\n    }\n    res.json(await stopsDb.alertsFor") + "module.exports = router;\n")]),
    ("wrong-3.js", "wrong", "route added, but the departures window cap changed from 180 to 120 minutes", [A, ("parseLimit(req.query.minutes, 60, 180)", "parseLimit(req.query.minutes, 60, 120)")]),
    ("wrong-4.js", "wrong", "new route replaced the /stops/:stopId/routes route instead of being added", [(JS[JS.index("// GET /stops/:stopId/routes\n"):JS.index("module.exports")], ROUTE)]),
])
