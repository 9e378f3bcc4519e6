from lib import case
orig = ''''use strict';

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
router.delete('/bookings/:bookingId', requireStaff, async (req, res) => {
  await cancelBooking(req.params.bookingId, req.user.initials);
  res.status(204).end();
});

module.exports = router;
'''
NEW = '''// Staff only
router.get('/courses/:courseId/roster', requireStaff, async (req, res) => {
  const course = await findCourse(req.params.courseId);
  if (!course) {
    return res.status(404).json({ error: 'no such course' });
  }
  res.json(course.bookings);
});

router.delete('''
case("add_route-javascript-bookings", "routes.js", "add_route", "javascript", orig, [
    ("terse", "add GET /courses/:courseId/roster (staff only) -> course.bookings, 404 if no course"),
    ("polite", "Could you add a staff-only route GET /courses/:courseId/roster that returns the course's bookings array, with the same 404 as the course detail route when the course doesn't exist? Please leave the existing routes untouched."),
    ("declarative", "There should be a GET /courses/:courseId/roster endpoint, protected by requireStaff, that responds with course.bookings or a 404 for an unknown course."),
    ("other", "instructors need the roster for a course. new route, staff only (requireStaff), GET /courses/:courseId/roster, send course.bookings, 404 like the detail route"),
    ("other", "コース名簿用に GET /courses/:courseId/roster を追加してください（requireStaff 必須、course.bookings を返す、コースが無ければ 404）。既存のルートは変更しないで。"),
], [
    dict(label="right", why="route added in the staff section with requireStaff, 404 on unknown course, responds with course.bookings", edits=[("// Staff only\nrouter.delete(", NEW)]),
    dict(label="right", why="route added after the delete route (still before module.exports), same behaviour",
         edits=[("  res.status(204).end();\n});\n", "  res.status(204).end();\n});\n\nrouter.get('/courses/:courseId/roster', requireStaff, async (req, res) => {\n  const course = await findCourse(req.params.courseId);\n  if (!course) {\n    return res.status(404).json({ error: 'no such course' });\n  }\n  res.json(course.bookings);\n});\n")]),
    dict(label="wrong", why="route added without requireStaff: the roster with sailors' names is public", edits=[("// Staff only\nrouter.delete(", NEW.replace("roster', requireStaff, async", "roster', async"))]),
    dict(label="wrong", why="findCourse not awaited, so course is a Promise: the 404 never fires and course.bookings is undefined", edits=[("// Staff only\nrouter.delete(", NEW.replace("const course = await findCourse", "const course = findCourse"))]),
    dict(label="wrong", why="the 404 branch lost its return: for an unknown course the handler falls through to course.bookings and throws after sending the 404",
         edits=[("// Staff only\nrouter.delete(", NEW.replace("    return res.status(404)", "    res.status(404)"))]),
    dict(label="wrong", why="roster added, but the booking route's swimmer check was dropped at the same time",
         edits=[("// Staff only\nrouter.delete(", NEW), ("  if (!swimmer) {\n    return res.status(422).json({ error: 'sailors must be able to swim 50 m' });\n  }\n", "")]),
])
