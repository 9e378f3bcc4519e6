import { readFile } from 'node:fs/promises';

// Tutor timetable for the evening courses. A slot is "mon-18:00" style.

const SLOT_MINUTES = 45;
const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri'];

export function parseSlots(text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [tutorId, slot] = line.split(/\s+/);
      return { tutorId, slot };
    });
}

export async function loadTimetable(path) {
  const text = await readFile(path, 'utf8');
  return parseSlots(text);
}

export function freeSlots(timetable, tutorId) {
  return timetable
    .filter((row) => row.tutorId === tutorId)
    .map((row) => row.slot)
    .filter((slot) => DAYS.includes(slot.slice(0, 3)));
}

export async function bookLesson(db, tutorId, slot, studentId) {
  const tutor = await db.findTutor(tutorId);
  if (!tutor) {
    throw new Error(`unknown tutor ${tutorId}`);
  }
  const clash = await db.findBooking(tutorId, slot);
  if (clash) {
    return { ok: false, reason: 'slot taken' };
  }
  await db.insertBooking({ tutorId, slot, studentId, minutes: SLOT_MINUTES });
  return { ok: true };
}

export function bookMany(db, requests) {
  const results = [];
  for (const r of requests) {
    results.push(bookLesson(db, r.tutorId, r.slot, r.studentId));
  }
  return results;
}
