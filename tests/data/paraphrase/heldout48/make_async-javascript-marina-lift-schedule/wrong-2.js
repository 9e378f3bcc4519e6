"use strict";

const fs = require("fs");
const path = require("path");

const SCHEDULE_DIR = process.env.LIFT_SCHEDULE_DIR || "/var/marina/lifts";

function scheduleFile(day) {
  return path.join(SCHEDULE_DIR, `${day}.json`);
}

async function loadLiftSchedule(day) {
  const raw = fs.promises.readFile(scheduleFile(day), "utf8");
  const slots = JSON.parse(raw);
  return slots.filter((slot) => !slot.cancelled);
}

function freeSlots(slots, liftId) {
  return slots.filter((slot) => slot.lift === liftId && !slot.boat);
}

async function bookLift(day, liftId, boat) {
  const slots = await loadLiftSchedule(day);
  const free = freeSlots(slots, liftId);
  if (free.length === 0) {
    throw new Error(`no free slot on lift ${liftId} for ${day}`);
  }
  const slot = free[0];
  slot.boat = boat.name;
  slot.tonnes = boat.tonnes;
  await fs.promises.writeFile(scheduleFile(day), JSON.stringify(slots, null, 2));
  return slot;
}

async function printDay(day) {
  const slots = await loadLiftSchedule(day);
  for (const slot of slots) {
    console.log(`${slot.start}  ${slot.lift.padEnd(8)} ${slot.boat || "-"}`);
  }
}

module.exports = { loadLiftSchedule, freeSlots, bookLift, printDay };
