// Seat counts shown on the Kellbrook registration portal's section cards.

export interface Section {
  crn: string;
  courseCode: string;
  term: string;
  capacity: number;
  enrolled: number;
  waitlisted: number;
  reservedForMajors: number;
}

export function seatsRemaining(section: Section, includeReserved: boolean): number {
  const held = includeReserved ? 0 : section.reservedForMajors;
  return Math.max(section.capacity - section.enrolled - held, 0);
}

export function formatTermLabel(section: Section): string {
  const term = section.term;
  const [year, season] = [term.slice(0, 4), term.slice(4)];
  const name = season === "SP" ? "Spring" : season === "SU" ? "Summer" : "Autumn";
  return `${section.courseCode} - ${name} ${year}`;
}

export function cardBadge(section: Section, isMajor: boolean): string {
  const left = seatsRemaining(section, isMajor);
  if (left === 0) {
    return section.waitlisted > 0 ? `Waitlist (${section.waitlisted})` : "Full";
  }
  return left <= 5 ? `${left} seats left` : "Open";
}

export function openSections(sections: Section[], isMajor: boolean): Section[] {
  return sections.filter((s) => seatsRemaining(s, isMajor) > 0);
}

export function totalOpenSeats(sections: Section[]): number {
  return sections.reduce((sum, s) => sum + seatsRemaining(s, false), 0);
}
