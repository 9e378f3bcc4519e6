// Exam sitting scheduler for the central timetabling office.

export type Day = "Mon" | "Tue" | "Wed" | "Thu" | "Fri";

export interface Room {
  code: string;
  seats: number;
  accessible: boolean;
  building: string;
}

export interface Exam {
  moduleCode: string;
  title: string;
  durationMinutes: number;
  candidates: number;
  needsAccessibleRoom: boolean;
  readingTimeMinutes: number;
}

export interface Sitting {
  exam: Exam;
  room: Room;
  day: Day;
  startMinute: number; // minutes after midnight
}

export interface ClashReport {
  roomDoubleBooked: Array<[Sitting, Sitting]>;
  overCapacity: Sitting[];
  accessibilityMissing: Sitting[];
}

export const DEFAULT_EXAM: Omit<Exam, "moduleCode" | "title" | "candidates"> = {
  durationMinutes: 120,
  needsAccessibleRoom: false,
  readingTimeMinutes: CHANGEOVER_MINUTES,
};

const DAY_START = 9 * 60;
const DAY_END = 18 * 60;
const CHANGEOVER_MINUTES = 15;

export function endMinute(s: Sitting): number {
  return s.startMinute + s.exam.readingTimeMinutes + s.exam.durationMinutes;
}

// Two sittings in one room need a gap for the invigilators to reset desks.
export function roomConflict(a: Sitting, b: Sitting): boolean {
  if (a.room.code !== b.room.code || a.day !== b.day) {
    return false;
  }
  return a.startMinute < endMinute(b) + CHANGEOVER_MINUTES && b.startMinute < endMinute(a) + CHANGEOVER_MINUTES;
}

export function fitsInDay(s: Sitting): boolean {
  return s.startMinute >= DAY_START && endMinute(s) <= DAY_END;
}

export function nextStart(previous: Sitting): number {
  return endMinute(previous) + CHANGEOVER_MINUTES;
}

export function formatMinute(m: number): string {
  const h = Math.floor(m / 60)
    .toString()
    .padStart(2, "0");
  const min = (m % 60).toString().padStart(2, "0");
  return `${h}:${min}`;
}

export function checkTimetable(sittings: Sitting[]): ClashReport {
  const report: ClashReport = { roomDoubleBooked: [], overCapacity: [], accessibilityMissing: [] };
  for (let i = 0; i < sittings.length; i++) {
    const s = sittings[i];
    if (s.exam.candidates > s.room.seats) {
      report.overCapacity.push(s);
    }
    if (s.exam.needsAccessibleRoom && !s.room.accessible) {
      report.accessibilityMissing.push(s);
    }
    for (let j = i + 1; j < sittings.length; j++) {
      if (roomConflict(s, sittings[j])) {
        report.roomDoubleBooked.push([s, sittings[j]]);
      }
    }
  }
  return report;
}

export function packRoom(exams: Exam[], room: Room, day: Day): Sitting[] {
  const placed: Sitting[] = [];
  let start = DAY_START;
  for (const exam of exams) {
    if (exam.candidates > room.seats) {
      continue;
    }
    const sitting: Sitting = { exam, room, day, startMinute: start };
    if (!fitsInDay(sitting)) {
      break;
    }
    placed.push(sitting);
    start = nextStart(sitting);
  }
  return placed;
}

export function describe(s: Sitting): string {
  const when = `${s.day} ${formatMinute(s.startMinute)}-${formatMinute(endMinute(s))}`;
  return `${s.exam.moduleCode.padEnd(10)} ${s.room.code.padEnd(15)} ${when}`;
}

export function renderReport(report: ClashReport): string {
  const lines: string[] = [];
  for (const [a, b] of report.roomDoubleBooked) {
    lines.push(`DOUBLE  ${describe(a)}  <->  ${describe(b)}`);
  }
  for (const s of report.overCapacity) {
    lines.push(`SEATS   ${describe(s)} (${s.exam.candidates} > ${s.room.seats})`);
  }
  for (const s of report.accessibilityMissing) {
    lines.push(`ACCESS  ${describe(s)}`);
  }
  return lines.length ? lines.join("\n") : "no clashes";
}

export function byDay(sittings: Sitting[]): Map<Day, Sitting[]> {
  const out = new Map<Day, Sitting[]>();
  for (const s of sittings) {
    const list = out.get(s.day) ?? [];
    list.push(s);
    out.set(s.day, list);
  }
  for (const list of out.values()) {
    list.sort((a, b) => a.startMinute - b.startMinute);
  }
  return out;
}

export function busiestRoom(sittings: Sitting[]): string | undefined {
  const minutes = new Map<string, number>();
  for (const s of sittings) {
    const used = endMinute(s) - s.startMinute;
    minutes.set(s.room.code, (minutes.get(s.room.code) ?? 0) + used);
  }
  let best: string | undefined;
  let bestMinutes = -1;
  for (const [code, m] of minutes) {
    if (m > bestMinutes) {
      best = code;
      bestMinutes = m;
    }
  }
  return best;
}

export function summary(sittings: Sitting[]): string {
  const days = byDay(sittings);
  const parts: string[] = [];
  for (const [day, list] of days) {
    parts.push(`${day}: ${list.length} sittings`);
  }
  const room = busiestRoom(sittings) ?? "none";
  return `${parts.join(", ")}; busiest room ${room}`;
}
