'use strict';

const express = require('express');
const { listCourses, findCourse, bookPlace, cancelBooking } = require('./courses');
const { requireStaff } = require('./auth');

const router = express.Router();

// Public: course calendar for the Kestrel Point website
router.get('/courses', async (req, res) => {
  const season = req.query.season || 'summer';
  res.json(await listCourses(season));
});

router.get('/courses/:courseId', async (req, res) => {
  const course = await findCourse(req.params.courseId);
  if (!course) {
    return res.status(404).json({ error: 'no such course' });
  }
  res.json(course);
});

router.post('/courses/:courseId/bookings', async (req, res) => {
  const { sailorName, ageYears, swimmer } = req.body;
  if (!swimmer) {
    return res.status(422).json({ error: 'sailors must be able to swim 50 m' });
  }
  const booking = await bookPlace(req.params.courseId, { sailorName, ageYears });
  res.status(201).json(booking);
});

// Staff only
router.get('/courses/:courseId/roster', async (req, res) => {
  const course = await findCourse(req.params.courseId);
  if (!course) {
    return res.status(404).json({ error: 'no such course' });
  }
  res.json(course.bookings);
});

router.delete('/bookings/:bookingId', requireStaff, async (req, res) => {
  await cancelBooking(req.params.bookingId, req.user.initials);
  res.status(204).end();
});

module.exports = router;
