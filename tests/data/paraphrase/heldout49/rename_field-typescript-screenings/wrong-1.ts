// Screening schedule for the Lindenhof Film Festival.
// Builds the day grid for each venue and checks for clashes.

export type VenueId = "ROXY" | "KAMMER" | "OPENAIR";

export interface Film {
  id: string;
  title: string;
  director: string;
  runtimeMinutes: number;
  language: string;
  subtitles?: string;
  ageRating: number;
}

export interface Screening {
  filmId: string;
  venue: VenueId;
  start: Date;
  introMin: number;
  qaSession: boolean;
}

export interface Slot {
  screening: Screening;
  film: Film;
  end: Date;
}

const CLEANUP_MIN = 20;
const QA_MIN = 25;
const OPENAIR_LAST_START_HOUR = 22;

export const VENUE_CAPACITY: Record<VenueId, number> = {
  ROXY: 412,
  KAMMER: 96,
  OPENAIR: 1200,
};

function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}

export function slotLength(film: Film, screening: Screening): number {
  let minutes = screening.introMin + film.runtimeMinutes;
  if (screening.qaSession) {
    minutes += QA_MIN;
  }
  return minutes;
}

export function toSlot(screening: Screening, films: Map<string, Film>): Slot {
  const film = films.get(screening.filmId);
  if (!film) {
    throw new Error(`unknown film ${screening.filmId}`);
  }
  return { screening, film, end: addMinutes(screening.start, slotLength(film, screening)) };
}

export function clashes(slots: Slot[]): Array<[Slot, Slot]> {
  const found: Array<[Slot, Slot]> = [];
  const byVenue = new Map<VenueId, Slot[]>();
  for (const slot of slots) {
    const list = byVenue.get(slot.screening.venue) ?? [];
    list.push(slot);
    byVenue.set(slot.screening.venue, list);
  }
  for (const list of byVenue.values()) {
    list.sort((a, b) => a.screening.start.getTime() - b.screening.start.getTime());
    for (let i = 1; i < list.length; i++) {
      const previous = list[i - 1];
      const ready = addMinutes(previous.end, CLEANUP_MIN);
      if (ready > list[i].screening.start) {
        found.push([previous, list[i]]);
      }
    }
  }
  return found;
}

export function openAirProblems(slots: Slot[]): string[] {
  const problems: string[] = [];
  for (const slot of slots) {
    if (slot.screening.venue !== "OPENAIR") continue;
    if (slot.screening.start.getHours() > OPENAIR_LAST_START_HOUR) {
      problems.push(`${slot.film.title} starts too late for the open air licence`);
    }
    if (slot.film.runtimeMinutes > 150) {
      problems.push(`${slot.film.title} runs ${slot.film.runtimeMinutes} min, too long outdoors`);
    }
  }
  return problems;
}

export function programmeLine(slot: Slot): string {
  const hh = String(slot.screening.start.getHours()).padStart(2, "0");
  const mm = String(slot.screening.start.getMinutes()).padStart(2, "0");
  const subs = slot.film.subtitles ? `, ${slot.film.subtitles} subtitles` : "";
  const qa = slot.screening.qaSession ? " + Q&A" : "";
  return `${hh}:${mm}  ${slot.film.title} (${slot.film.director}, ${slot.film.runtimeMinutes} min, ${slot.film.language}${subs})${qa}`;
}

export function dayProgramme(screenings: Screening[], films: Map<string, Film>, venue: VenueId): string[] {
  return screenings
    .filter((s) => s.venue === venue)
    .map((s) => toSlot(s, films))
    .sort((a, b) => a.screening.start.getTime() - b.screening.start.getTime())
    .map(programmeLine);
}

export function totalMinutesOnScreen(slots: Slot[]): number {
  return slots.reduce((sum, slot) => sum + slot.film.runtimeMinutes, 0);
}

export function familyFriendly(films: Film[], maxRating = 12): Film[] {
  return films.filter((film) => film.ageRating <= maxRating && film.runtimeMinutes <= 100);
}

export function parseFilm(raw: Record<string, string>): Film {
  return {
    id: raw.id,
    title: raw.title,
    director: raw.director,
    runtimeMinutes: Number(raw.runtime_min),
    language: raw.language,
    subtitles: raw.subtitles || undefined,
    ageRating: Number(raw.age_rating),
  };
}

export function capacityReport(slots: Slot[]): string[] {
  return slots.map((slot) => {
    const seats = VENUE_CAPACITY[slot.screening.venue];
    return `${slot.film.id} @ ${slot.screening.venue}: ${seats} seats`;
  });
}

export function longestFilm(films: Film[]): Film | undefined {
  let best: Film | undefined;
  for (const film of films) {
    if (!best || film.runtimeMin > best.runtimeMin) {
      best = film;
    }
  }
  return best;
}

export function filmsByLanguage(films: Film[]): Map<string, Film[]> {
  const grouped = new Map<string, Film[]>();
  for (const film of films) {
    const list = grouped.get(film.language) ?? [];
    list.push(film);
    grouped.set(film.language, list);
  }
  return grouped;
}
