'use strict';

// Route-setting API for the Granite Loft climbing gym.
// Setters log new problems, members log ascents, the front desk reads the wall plan.

const express = require('express');
const db = require('./db');
const { requireSetter, requireMember } = require('./auth');

const app = express();
app.use(express.json());

const GRADES = ['VB', 'V0', 'V1', 'V2', 'V3', 'V4', 'V5', 'V6', 'V7', 'V8', 'V9', 'V10'];
const WALLS = ['cave', 'slab', 'board', 'comp', 'overhang', 'kids'];
const MAX_ACTIVE_PER_WALL = 40;

function parseId(raw) {
  const id = Number.parseInt(raw, 10);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function validateRoute(body) {
  const errors = [];
  if (!WALLS.includes(body.wall)) errors.push(`unknown wall: ${body.wall}`);
  if (!GRADES.includes(body.grade)) errors.push(`unknown grade: ${body.grade}`);
  if (typeof body.colour !== 'string' || body.colour.length === 0) errors.push('colour is required');
  if (body.setter_id !== undefined && !parseId(body.setter_id)) errors.push('bad setter_id');
  return errors;
}

app.get('/health', (req, res) => {
  res.json({ ok: true });
});

app.get('/walls', async (req, res) => {
  const counts = await db.activeRouteCounts();
  res.json(WALLS.map((wall) => ({ wall, active: counts[wall] || 0, max: MAX_ACTIVE_PER_WALL })));
});

app.get('/routes', async (req, res) => {
  const { wall, grade } = req.query;
  const routes = await db.listRoutes({ wall, grade, activeOnly: req.query.all !== '1' });
  res.json(routes);
});

app.get('/routes/:id', async (req, res) => {
  const id = parseId(req.params.id);
  if (!id) return res.status(400).json({ error: 'bad id' });
  const route = await db.getRoute(id);
  if (!route) return res.status(404).json({ error: 'no such route' });
  res.json(route);
});

app.post('/routes', requireSetter, async (req, res) => {
  const errors = validateRoute(req.body);
  if (errors.length) return res.status(422).json({ errors });
  const counts = await db.activeRouteCounts();
  if ((counts[req.body.wall] || 0) >= MAX_ACTIVE_PER_WALL) {
    return res.status(409).json({ error: `${req.body.wall} is full, strip something first` });
  }
  const route = await db.createRoute({ ...req.body, setter_id: req.body.setter_id || req.user.id });
  res.status(201).json(route);
});

app.patch('/routes/:id', requireSetter, async (req, res) => {
  const id = parseId(req.params.id);
  if (!id) return res.status(400).json({ error: 'bad id' });
  const route = await db.getRoute(id);
  if (!route) return res.status(404).json({ error: 'no such route' });
  const merged = { ...route, ...req.body };
  const errors = validateRoute(merged);
  if (errors.length) return res.status(422).json({ errors });
  res.json(await db.updateRoute(id, req.body));
});

app.post('/routes/:id/strip', requireSetter, async (req, res) => {
  const id = parseId(req.params.id);
  if (!id) return res.status(400).json({ error: 'bad id' });
  const stripped = await db.stripRoute(id, new Date());
  if (!stripped) return res.status(404).json({ error: 'no such route' });
  res.json(stripped);
});

app.post('/routes/:id/ascents', requireMember, async (req, res) => {
  const id = parseId(req.params.id);
  if (!id) return res.status(400).json({ error: 'bad id' });
  const route = await db.getRoute(id);
  if (!route) return res.status(404).json({ error: 'no such route' });
  if (route.stripped_at) return res.status(409).json({ error: 'route has been stripped' });
  const style = ['flash', 'redpoint', 'repeat'].includes(req.body.style) ? req.body.style : 'redpoint';
  const ascent = await db.logAscent({ route_id: id, member_id: req.user.id, style });
  res.status(201).json(ascent);
});

app.get('/routes/:id/ascents', async (req, res) => {
  const id = parseId(req.params.id);
  if (!id) return res.status(400).json({ error: 'bad id' });
  const route = await db.getRoute(id);
  if (!route) return res.status(404).json({ error: 'no such route' });
  res.json(await db.ascentsForRoute(id));
});

app.get('/members/:id/ascents', requireMember, async (req, res) => {
  const id = parseId(req.params.id);
  if (!id) return res.status(400).json({ error: 'bad id' });
  if (id !== req.user.id && !req.user.staff) return res.status(403).json({ error: 'not yours' });
  res.json(await db.ascentsForMember(id));
});

app.get('/setters/:id/stats', requireSetter, async (req, res) => {
  const id = parseId(req.params.id);
  if (!id) return res.status(400).json({ error: 'bad id' });
  const routes = await db.listRoutes({ setterId: id, activeOnly: false });
  const byGrade = {};
  for (const r of routes) {
    byGrade[r.grade] = (byGrade[r.grade] || 0) + 1;
  }
  res.json({ setter_id: id, total: routes.length, by_grade: byGrade });
});

app.get('/grades/spread', async (req, res) => {
  const routes = await db.listRoutes({ activeOnly: true });
  const spread = Object.fromEntries(GRADES.map((g) => [g, 0]));
  for (const r of routes) spread[r.grade] += 1;
  res.json(spread);
});

app.get('/setting-schedule', async (req, res) => {
  const weeks = Math.min(Number(req.query.weeks) || 4, 12);
  const plan = await db.settingPlan(weeks);
  res.json(
    plan.map((slot) => ({
      date: slot.date,
      wall: slot.wall,
      setters: slot.setters,
      routesToStrip: slot.strip_ids.length,
    })),
  );
});

app.post('/routes/:id/feedback', requireMember, async (req, res) => {
  const id = parseId(req.params.id);
  if (!id) return res.status(400).json({ error: 'bad id' });
  const suggested = req.body.suggested_grade;
  if (suggested !== undefined && !GRADES.includes(suggested)) {
    return res.status(422).json({ error: `unknown grade: ${suggested}` });
  }
  const stars = Math.max(1, Math.min(5, Number(req.body.stars) || 3));
  res.status(201).json(await db.addFeedback({ route_id: id, member_id: req.user.id, stars, suggested }));
});

// anything not matched above
app.use((req, res) => {
  res.status(404).json({ error: `no route for ${req.method} ${req.path}` });
});

app.use((err, req, res, next) => {
  console.error(err);
  res.status(500).json({ error: 'internal error' });
});

if (require.main === module) {
  const port = Number(process.env.PORT) || 8080;
  app.listen(port, () => console.log(`route-setting api on :${port}`));
}

module.exports = app;
