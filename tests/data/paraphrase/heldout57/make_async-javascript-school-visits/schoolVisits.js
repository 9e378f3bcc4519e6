// School visit bookings for the Hallam Natural History Museum education desk.
"use strict";

const { sendEmail } = require("./mailer");
const db = require("./db");

const MAX_PUPILS_PER_SLOT = 60;
const GUIDE_RATIO = 15; // one museum guide per fifteen pupils

function guidesNeeded(pupils) {
  return Math.ceil(pupils / GUIDE_RATIO);
}

function validateRequest(req) {
  const errors = [];
  if (!req.schoolName) errors.push("schoolName is required");
  if (!Number.isInteger(req.pupils) || req.pupils < 1) errors.push("pupils must be a positive integer");
  if (req.pupils > MAX_PUPILS_PER_SLOT) errors.push(`at most ${MAX_PUPILS_PER_SLOT} pupils per slot`);
  if (!req.teacherEmail || !req.teacherEmail.includes("@")) errors.push("teacherEmail looks wrong");
  return errors;
}

function confirmVisit(visit) {
  visit.status = "confirmed";
  visit.guides = guidesNeeded(visit.pupils);
  db.saveVisit(visit);
  sendEmail(visit.teacherEmail, "Your museum visit is confirmed", renderConfirmation(visit));
  return visit;
}

function renderConfirmation(visit) {
  return [
    `Dear ${visit.teacherName || "teacher"},`,
    `Your visit for ${visit.pupils} pupils on ${visit.date} at ${visit.slot} is confirmed.`,
    `${visit.guides} guide(s) will meet you at the Dinosaur Hall entrance.`,
    "Lunch can be eaten in the Learning Centre from 12:00.",
  ].join("\n");
}

async function handleRequest(req) {
  const errors = validateRequest(req);
  if (errors.length) {
    return { ok: false, errors };
  }
  const visit = { ...req, status: "pending" };
  const confirmed = confirmVisit(visit);
  return { ok: true, reference: confirmed.reference, guides: confirmed.guides };
}

module.exports = { guidesNeeded, validateRequest, confirmVisit, handleRequest };
