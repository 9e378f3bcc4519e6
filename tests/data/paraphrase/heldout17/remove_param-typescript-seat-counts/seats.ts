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

export function seatsRemaining(section: Section, includeReserved: boolean, term: string): number {
  const held = includeReserved ? 0 : section.reservedForMajors;
  return Math.max(section.capacity - section.enrolled - held, 0);
}

export function formatTermLabel(section: Section, term: string): string {
  const [year, season] = [term.slice(0, 4), term.slice(4)];
  const name = season === "SP" ? "Spring" : season === "SU" ? "Summer" : "Autumn";
  return `${section.courseCode} - ${name} ${year}`;
}

export function cardBadge(section: Section, isMajor: boolean): string {
  const left = seatsRemaining(section, isMajor, section.term);
  if (left === 0) {
    return section.waitlisted > 0 ? `Waitlist (${section.waitlisted})` : "Full";
  }
  return left <= 5 ? `${left} seats left` : "Open";
}

export function openSections(sections: Section[], isMajor: boolean): Section[] {
  return sections.filter((s) => seatsRemaining(s, isMajor, s.term) > 0);
}

export function totalOpenSeats(sections: Section[]): number {
  return sections.reduce((sum, s) => sum + seatsRemaining(s, false, s.term), 0);
}
