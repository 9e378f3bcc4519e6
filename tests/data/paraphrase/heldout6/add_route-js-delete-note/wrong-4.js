'use strict';

const express = require('express');
const { db } = require('./db');

const router = express.Router();

// GET /notes - list the caller's notes
router.get('/notes', async (req, res) => {
  const notes = await db.notes.findMany({ where: { ownerId: req.user.id } });
  res.json(notes);
});

// GET /notes/:id - one note
router.get('/notes/:id', async (req, res) => {
  const note = await db.notes.findFirst({ where: { id: req.params.id, ownerId: req.user.id } });
  if (!note) return res.status(404).json({ error: 'not found' });
  res.json(note);
});

// PATCH /notes/:id - rename a note
router.patch('/notes/:id', async (req, res) => {
  const { title } = req.body;
  if (!title) return res.status(400).json({ error: 'title is required' });
  const { count } = await db.notes.updateMany({ where: { id: req.params.id, ownerId: req.user.id }, data: { title } });
  if (count === 0) return res.status(404).json({ error: 'not found' });
  res.status(204).end();
});

// POST /notes - create a note
router.post('/notes', async (req, res) => {
  const { title, body } = req.body;
  const note = await db.notes.create({ data: { title, body, ownerId: req.user.id } });
  res.status(201).json(note);
});

// DELETE /notes/:id - delete a note
router.delete('/notes/:id', async (req, res) => {
  const { count } = await db.notes.deleteMany({ where: { id: req.params.id, ownerId: req.user.id } });
  if (count === 0) return res.status(404).json({ error: 'not found' });
  res.status(204).end();
});

module.exports = router;
