"use strict";

// HTTP API for the Black Lantern tattoo studio front desk.
// Appointments, ink lots and consent forms live in the studio database.

const express = require("express");
const db = require("./db");
const { requireStaff } = require("./auth");
const { sendReminder } = require("./notify");

const app = express();
app.use(express.json());

const PORT = Number(process.env.PORT || 8087);
const SLOT_MINUTES = 30;

function notFound(res, what) {
  return res.status(404).json({ error: `${what} not found` });
}

function badRequest(res, message) {
  return res.status(400).json({ error: message });
}

function toSlot(isoTime) {
  const when = new Date(isoTime);
  if (Number.isNaN(when.getTime())) return null;
  const minutes = when.getUTCMinutes();
  when.setUTCMinutes(minutes - (minutes % SLOT_MINUTES), 0, 0);
  return when.toISOString();
}

// ---- appointments ---------------------------------------------------------

app.get("/appointments", requireStaff, async (req, res) => {
  const day = req.query.day;
  if (!day) return badRequest(res, "day is required");
  const rows = await db.appointments.forDay(day);
  res.json(rows);
});

app.get("/appointments/:id", requireStaff, async (req, res) => {
  const appt = await db.appointments.byId(req.params.id);
  if (!appt) return notFound(res, "appointment");
  res.json(appt);
});

app.post("/appointments", requireStaff, async (req, res) => {
  const { clientId, artistId, start, durationMin } = req.body;
  const slot = toSlot(start);
  if (!clientId || !artistId || !slot) {
    return badRequest(res, "clientId, artistId and a valid start are required");
  }
  const clash = await db.appointments.overlapping(artistId, slot, durationMin || 60);
  if (clash.length > 0) {
    return res.status(409).json({ error: "artist already booked", clash });
  }
  const appt = await db.appointments.create({ clientId, artistId, start: slot, durationMin: durationMin || 60 });
  res.status(201).json(appt);
});

app.post("/appointments/:id/remind", requireStaff, async (req, res) => {
  const appt = await db.appointments.byId(req.params.id);
  if (!appt) return notFound(res, "appointment");
  await sendReminder(appt);
  res.status(202).json({ queued: true });
});

app.delete("/appointments/:id", requireStaff, async (req, res) => {
  const removed = await db.appointments.cancel(req.params.id, req.body.reason || "front desk");
  if (!removed) return notFound(res, "appointment");
  res.status(204).end();
});

// ---- ink lots -------------------------------------------------------------

app.get("/ink-lots", requireStaff, async (req, res) => {
  const openOnly = req.query.open === "1";
  const lots = await db.inkLots.list({ openOnly });
  res.json(lots);
});

app.post("/ink-lots", requireStaff, async (req, res) => {
  const { lotCode, pigment, supplier, expires } = req.body;
  if (!lotCode || !pigment || !expires) {
    return badRequest(res, "lotCode, pigment and expires are required");
  }
  const existing = await db.inkLots.byCode(lotCode);
  if (existing) {
    return res.status(409).json({ error: `lot ${lotCode} already registered` });
  }
  const lot = await db.inkLots.create({ lotCode, pigment, supplier: supplier || "unknown", expires });
  res.status(201).json(lot);
});

app.get("/ink-lots/:lotCode", requireStaff, async (req, res) => {
  const lot = await db.inkLots.byCode(req.params.lotCode);
  if (!lot) return notFound(res, "ink lot");
  res.json(lot);
});

app.post("/ink-lots/:lotCode/open", requireStaff, async (req, res) => {
  const lot = await db.inkLots.byCode(req.params.lotCode);
  if (!lot) return notFound(res, "ink lot");
  if (lot.openedAt) return badRequest(res, "lot already open");
  res.json(await db.inkLots.markOpened(lot.lotCode, new Date().toISOString()));
});

// ---- consent forms --------------------------------------------------------

app.get("/consent/:appointmentId", requireStaff, async (req, res) => {
  const form = await db.consent.forAppointment(req.params.appointmentId);
  if (!form) return notFound(res, "consent form");
  res.json(form);
});

app.post("/consent/:appointmentId", async (req, res) => {
  const { signedName, dateOfBirth, allergies, photoConsent } = req.body;
  if (!signedName || !dateOfBirth) {
    return badRequest(res, "signedName and dateOfBirth are required");
  }
  const age = (Date.now() - new Date(dateOfBirth).getTime()) / (365.25 * 24 * 3600 * 1000);
  if (age < 18) {
    return res.status(403).json({ error: "clients must be 18 or older" });
  }
  const form = await db.consent.save(req.params.appointmentId, {
    signedName,
    dateOfBirth,
    allergies: allergies || "",
    photoConsent: Boolean(photoConsent),
  });
  res.status(201).json(form);
});

// ---- artists --------------------------------------------------------------

app.get("/artists/:artistId/availability", requireStaff, async (req, res) => {
  const day = req.query.day;
  if (!day) return badRequest(res, "day is required");
  const booked = await db.appointments.forArtist(req.params.artistId, day);
  const taken = new Set(booked.map((a) => a.start));
  const slots = [];
  for (let h = 10; h < 20; h += 1) {
    const slot = `${day}T${String(h).padStart(2, "0")}:00:00.000Z`;
    if (!taken.has(slot)) slots.push(slot);
  }
  res.json({ artistId: req.params.artistId, day, free: slots });
});

// ---- health ---------------------------------------------------------------

app.get("/healthz", (req, res) => {
  res.json({ ok: true, slotMinutes: SLOT_MINUTES });
});

app.use((err, req, res, next) => {
  console.error(err);
  res.status(500).json({ error: "internal error" });
});

if (require.main === module) {
  app.listen(PORT, () => console.log(`front desk api on :${PORT}`));
}

module.exports = app;
