"use strict";
// Desk booking routes for the Kettle Yard coworking floors.
const express = require("express");
const db = require("./db");
const { notifyMember } = require("./notify");

const router = express.Router();
const OPEN_HOUR = 7;
const CLOSE_HOUR = 22;

function overlaps(a, b) {
  return a.start < b.end && b.start < a.end;
}

function validSlot(slot) {
  const s = new Date(slot.start);
  const e = new Date(slot.end);
  if (!(s < e) || s.getHours() < OPEN_HOUR) {
    return false;
  }
  return e.getHours() < CLOSE_HOUR || (e.getHours() === CLOSE_HOUR && e.getMinutes() === 0);
}

// db.bookingsFor(deskId) -> [{ start, end, memberId }]
async function isDeskFree(deskId, slot) {
  const taken = await db.bookingsFor(deskId);
  return !taken.some((b) => overlaps(b, slot));
}

async function suggestDesks(zone, slot, limit = 3) {
  const desks = db.desksIn(zone);
  const free = await Promise.all(desks.map((desk) => isDeskFree(desk.id, slot)));
  return desks
    .filter((desk, i) => free[i])
    .slice(0, limit)
    .map((desk) => desk.label);
}

router.post("/desks/:deskId/bookings", async (req, res) => {
  const slot = { start: req.body.start, end: req.body.end };
  if (!validSlot(slot)) {
    return res.status(400).json({ error: "bookings must fall between 07:00 and 22:00" });
  }
  if (!(await isDeskFree(req.params.deskId, slot))) {
    const alternatives = await suggestDesks(req.body.zone, slot);
    return res.status(409).json({ error: "desk already booked", alternatives });
  }
  const booking = await db.insertBooking(req.params.deskId, req.user.memberId, slot);
  notifyMember(req.user.memberId, `Desk ${booking.deskLabel} is yours on ${slot.start}`);
  return res.status(201).json(booking);
});

router.get("/zones/:zone/free", async (req, res) => {
  const slot = { start: req.query.start, end: req.query.end };
  res.json({ desks: await suggestDesks(req.params.zone, slot, 10) });
});

module.exports = { router, isDeskFree, suggestDesks };
