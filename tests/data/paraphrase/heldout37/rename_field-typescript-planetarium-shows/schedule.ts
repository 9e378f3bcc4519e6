// Show scheduling for the Kepler Dome planetarium.
// Times are minutes after midnight, local time.

export type Audience = "public" | "school" | "members" | "private";

export interface Show {
  id: string;
  title: string;
  durationMin: number;
  audience: Audience;
  language: "en" | "de" | "fr";
  requiresFulldome: boolean;
}

export interface Intermission {
  afterShowId: string;
  durationMin: number;
  reason: "cleaning" | "projector-cooldown" | "staff-break";
}

export interface Slot {
  showId: string;
  start: number;
  dome: "main" | "studio";
}

export const CATALOGUE: Show[] = [
  { id: "tour-solar", title: "A Tour of the Solar System", durationMin: 35, audience: "public", language: "en", requiresFulldome: true },
  { id: "kids-moon", title: "Moonlight for Little Ones", durationMin: 25, audience: "school", language: "de", requiresFulldome: false },
  { id: "black-holes", title: "Edges of Black Holes", durationMin: 50, audience: "public", language: "en", requiresFulldome: true },
  { id: "live-sky", title: "Tonight's Sky, Live", durationMin: 45, audience: "members", language: "de", requiresFulldome: false },
  { id: "aurora", title: "Chasing the Aurora", durationMin: 40, audience: "public", language: "fr", requiresFulldome: true },
];

const OPENING = 9 * 60;
const CLOSING = 22 * 60;
const TURNOVER_MIN = 15; // audience out, next audience in

export function findShow(id: string): Show {
  const show = CATALOGUE.find((s) => s.id === id);
  if (!show) {
    throw new Error(`unknown show ${id}`);
  }
  return show;
}

export function endOf(slot: Slot): number {
  return slot.start + findShow(slot.showId).durationMin;
}

export function formatTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

export function overlaps(a: Slot, b: Slot): boolean {
  if (a.dome !== b.dome) {
    return false;
  }
  return a.start < endOf(b) + TURNOVER_MIN && b.start < endOf(a) + TURNOVER_MIN;
}

export function pauseAfter(slot: Slot, breaks: Intermission[]): number {
  return breaks
    .filter((b) => b.afterShowId === slot.showId)
    .reduce((total, b) => total + b.durationMin, 0);
}

export function validateDay(slots: Slot[], breaks: Intermission[] = []): string[] {
  const problems: string[] = [];
  const sorted = [...slots].sort((a, b) => a.start - b.start);
  for (const slot of sorted) {
    const show = findShow(slot.showId);
    if (slot.start < OPENING) {
      problems.push(`${show.title} starts before opening (${formatTime(slot.start)})`);
    }
    if (endOf(slot) > CLOSING) {
      problems.push(`${show.title} runs past closing (ends ${formatTime(endOf(slot))})`);
    }
    if (show.requiresFulldome && slot.dome !== "main") {
      problems.push(`${show.title} needs the fulldome projector in the main dome`);
    }
  }
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i + 1; j < sorted.length; j++) {
      if (overlaps(sorted[i], sorted[j])) {
        problems.push(`${sorted[i].showId} and ${sorted[j].showId} overlap in the ${sorted[i].dome} dome`);
      }
    }
  }
  for (let i = 0; i + 1 < sorted.length; i++) {
    const gap = sorted[i + 1].start - endOf(sorted[i]);
    if (sorted[i + 1].dome === sorted[i].dome && gap < pauseAfter(sorted[i], breaks)) {
      problems.push(`no room for the break after ${sorted[i].showId}`);
    }
  }
  return problems;
}

export function minutesOnScreen(slots: Slot[], audience?: Audience): number {
  let total = 0;
  for (const slot of slots) {
    const show = findShow(slot.showId);
    if (audience && show.audience !== audience) {
      continue;
    }
    total += show.durationMin;
  }
  return total;
}

export function nextFreeStart(slots: Slot[], dome: Slot["dome"], showId: string, after: number): number | null {
  const wanted = findShow(showId).durationMin;
  let candidate = Math.max(after, OPENING);
  const sameDome = slots.filter((s) => s.dome === dome).sort((a, b) => a.start - b.start);
  for (const slot of sameDome) {
    if (candidate + wanted + TURNOVER_MIN <= slot.start) {
      return candidate;
    }
    candidate = Math.max(candidate, endOf(slot) + TURNOVER_MIN);
  }
  return candidate + wanted <= CLOSING ? candidate : null;
}

export function languagesOffered(slots: Slot[]): string[] {
  const langs = new Set<string>();
  for (const slot of slots) {
    langs.add(findShow(slot.showId).language);
  }
  return [...langs].sort();
}

export function programmeText(slots: Slot[]): string {
  const lines = [...slots]
    .sort((a, b) => a.start - b.start)
    .map((slot) => {
      const show = findShow(slot.showId);
      const lang = show.language.toUpperCase();
      return `${formatTime(slot.start)}  ${show.title} (${show.durationMin} min, ${lang}) - ${slot.dome} dome`;
    });
  return lines.join("\n");
}

export function schoolSlotsFor(slots: Slot[], maxLength: number): Slot[] {
  return slots.filter((slot) => {
    const show = findShow(slot.showId);
    return show.audience === "school" && show.durationMin <= maxLength;
  });
}
