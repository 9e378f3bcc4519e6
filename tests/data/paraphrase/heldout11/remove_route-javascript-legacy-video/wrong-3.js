'use strict';

// HTTP API for the Brightpath course platform: catalog, enrollments and lesson media.

const express = require('express');
const rateLimit = require('express-rate-limit');
const { requireUser, requireRole } = require('./auth');
const db = require('./db');
const media = require('./media');
const log = require('./log');

const app = express();
app.use(express.json({ limit: '256kb' }));

const PAGE_SIZE = 20;
const SIGNED_URL_TTL = 15 * 60; // seconds

const apiLimiter = rateLimit({ windowMs: 60 * 1000, max: 120 });
app.use('/api/', apiLimiter);

function page(req) {
  const n = Number.parseInt(req.query.page, 10);
  return Number.isFinite(n) && n > 0 ? n : 1;
}

function notFound(res, what) {
  return res.status(404).json({ error: `${what} not found` });
}

function legacyVideoUrl(lesson) {
  // the old CDN layout, kept for the 2022 mobile apps
  return `https://cdn-legacy.brightpath.io/v/${lesson.courseId}/${lesson.slug}.mp4`;
}

// ---- catalog -----------------------------------------------------------------

app.get('/api/courses', async (req, res, next) => {
  try {
    const p = page(req);
    const courses = await db.courses.list({ offset: (p - 1) * PAGE_SIZE, limit: PAGE_SIZE, published: true });
    res.json({ page: p, courses });
  } catch (err) {
    next(err);
  }
});

app.get('/api/courses/:id', async (req, res, next) => {
  try {
    const course = await db.courses.get(req.params.id);
    if (!course || !course.published) {
      return notFound(res, 'course');
    }
    res.json(course);
  } catch (err) {
    next(err);
  }
});

app.post('/api/courses', requireRole('instructor'), async (req, res, next) => {
  try {
    const { title, summary, priceCents } = req.body;
    if (!title || typeof priceCents !== 'number' || priceCents < 0) {
      return res.status(400).json({ error: 'title and a non-negative priceCents are required' });
    }
    const course = await db.courses.create({ title, summary, priceCents, ownerId: req.user.id });
    log.info('course created', { id: course.id, by: req.user.id });
    res.status(201).json(course);
  } catch (err) {
    next(err);
  }
});

// ---- enrollments -------------------------------------------------------------

app.post('/api/courses/:id/enroll', requireUser, async (req, res, next) => {
  try {
    const course = await db.courses.get(req.params.id);
    if (!course) {
      return notFound(res, 'course');
    }
    const existing = await db.enrollments.find(course.id, req.user.id);
    if (existing) {
      return res.status(409).json({ error: 'already enrolled' });
    }
    const enrollment = await db.enrollments.create(course.id, req.user.id);
    res.status(201).json(enrollment);
  } catch (err) {
    next(err);
  }
});

app.get('/api/me/enrollments', requireUser, async (req, res, next) => {
  try {
    res.json(await db.enrollments.forUser(req.user.id));
  } catch (err) {
    next(err);
  }
});

// ---- lessons -----------------------------------------------------------------

app.get('/api/lessons/:id', requireUser, async (req, res, next) => {
  try {
    const lesson = await db.lessons.get(req.params.id);
    if (!lesson) {
      return notFound(res, 'lesson');
    }
    const enrolled = await db.enrollments.find(lesson.courseId, req.user.id);
    if (!enrolled && !lesson.preview) {
      return res.status(403).json({ error: 'enroll to view this lesson' });
    }
    res.json(lesson);
  } catch (err) {
    next(err);
  }
});

});

app.get('/api/v2/lessons/:id/video', requireUser, async (req, res, next) => {
  try {
    const lesson = await db.lessons.get(req.params.id);
    if (!lesson) {
      return notFound(res, 'lesson');
    }
    const enrolled = await db.enrollments.find(lesson.courseId, req.user.id);
    if (!enrolled && !lesson.preview) {
      return res.status(403).json({ error: 'enroll to watch this lesson' });
    }
    const url = await media.signedUrl(lesson.videoKey, SIGNED_URL_TTL);
    res.json({ url, expiresIn: SIGNED_URL_TTL });
  } catch (err) {
    next(err);
  }
});

app.post('/api/lessons/:id/progress', requireUser, async (req, res, next) => {
  try {
    const seconds = Number(req.body.seconds);
    if (!Number.isFinite(seconds) || seconds < 0) {
      return res.status(400).json({ error: 'seconds must be a non-negative number' });
    }
    await db.progress.upsert(req.params.id, req.user.id, Math.floor(seconds));
    res.status(204).end();
  } catch (err) {
    next(err);
  }
});

// ---- errors ------------------------------------------------------------------

app.use((err, req, res, next) => {
  log.error('unhandled error', { path: req.path, message: err.message });
  res.status(500).json({ error: 'internal error' });
});

const port = Number(process.env.PORT || 3000);
if (require.main === module) {
  app.listen(port, () => log.info(`api listening on ${port}`));
}

module.exports = app;
