"use strict";

// Box office API for the Kleine Bühne Wettingen community theatre.

const express = require("express");
const { requireStaff } = require("./auth");
const db = require("./db");

const router = express.Router();
const HOLD_MINUTES = 15;

router.get("/performances", async (req, res) => {
  const rows = await db.all("SELECT id, title, starts_at FROM performances WHERE starts_at > datetime('now') ORDER BY starts_at");
  res.json(rows);
});

router.get("/performances/:id/seats", async (req, res) => {
  const seats = await db.all("SELECT row, number, status FROM seats WHERE performance_id = ?", [req.params.id]);
  res.json(seats);
});

// Put a seat on hold while the customer fills in the payment form.
router.post("/seats/:seatId/hold", async (req, res) => {
  const until = new Date(Date.now() + HOLD_MINUTES * 60 * 1000).toISOString();
  const changed = await db.run("UPDATE seats SET status = 'held', held_until = ? WHERE id = ? AND status = 'free'", [until, req.params.seatId]);
  if (changed === 0) {
    return res.status(409).json({ error: "seat is not free" });
  }
  res.json({ heldUntil: until });
});

module.exports = router;
