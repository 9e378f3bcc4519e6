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

// Staff can release a hold by hand (legacy, replaced by the expiry job).
router.delete("/seats/:seatId/hold", requireStaff, async (req, res) => {
  await db.run("UPDATE seats SET status = 'free', held_until = NULL WHERE id = ? AND status = 'held'", [req.params.seatId]);
  res.status(204).end();
});

// Season-ticket holders see their reserved seats for the whole run.
router.get("/subscribers/:memberId/seats", requireStaff, async (req, res) => {
  const rows = await db.all("SELECT performance_id, row, number FROM seats WHERE subscriber_id = ?", [req.params.memberId]);
  res.json(rows);
});

module.exports = router;
