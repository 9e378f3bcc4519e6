'use strict';

// HTTP routes for the Kellbrook University registrar service (course
// registration for the spring term). Mounted under /api/v2 by server.js.

const express = require('express');

function registrarRouter(store, audit) {
  const router = express.Router();

  router.get('/courses', async (req, res) => {
    const term = req.query.term || store.currentTerm();
    const courses = await store.listCourses(term);
    res.json({ term, courses });
  });

  router.get('/courses/:code', async (req, res) => {
    const course = await store.findCourse(req.params.code);
    if (!course) {
      return res.status(404).json({ error: `no course ${req.params.code}` });
    }
    res.json(course);
  });

  router.get('/courses/:code/sections', async (req, res) => {
    const course = await store.findCourse(req.params.code);
    if (!course) {
      return res.status(404).json({ error: `no course ${req.params.code}` });
    }
    res.json(await store.sectionsFor(course.code));
  });

  router.post('/courses/:code/waitlist', async (req, res) => {
    const course = await store.findCourse(req.params.code);
    if (!course) {
      return res.status(404).json({ error: `no course ${req.params.code}` });
    }
    res.json(await store.waitlistFor(course.code));
  });

  router.post('/enrollments', async (req, res) => {
    const { studentId, sectionId } = req.body || {};
    if (!studentId || !sectionId) {
      return res.status(400).json({ error: 'studentId and sectionId are required' });
    }
    const result = await store.enroll(studentId, sectionId);
    await audit.record('enroll', { studentId, sectionId, outcome: result.outcome });
    if (result.outcome === 'waitlisted') {
      return res.status(202).json(result);
    }
    res.status(201).json(result);
  });

  router.delete('/enrollments/:id', async (req, res) => {
    const dropped = await store.drop(req.params.id);
    if (!dropped) {
      return res.status(404).json({ error: `no enrollment ${req.params.id}` });
    }
    await audit.record('drop', { enrollmentId: req.params.id });
    res.status(204).end();
  });

  return router;
}

module.exports = { registrarRouter };
