export interface Attendance {
  member: string;
  part: "S" | "A" | "T" | "B";
  present: number;
  rehearsals: number;
}

const CONCERT_THRESHOLD = 0.75;

export function attendanceRate(a: Attendance): number {
  if (a.rehearsals === 0) return 0;
  return a.present / a.rehearsals;
}

export function concertEligible(list: Attendance[]): string[] {
  const eligible = list.filter((a) => attendanceRate(a) >= CONCERT_THRESHOLD);
  return eligible
    .sort((x, y) => x.member.localeCompare(y.member))
    .map((a) => a.member);
}

export function partSummary(list: Attendance[]): Record<string, number> {
  const summary: Record<string, number> = {};
  for (const a of list) {
    const sortedEligible = attendanceRate(a) >= CONCERT_THRESHOLD ? 1 : 0;
    summary[a.part] = (summary[a.part] ?? 0) + sortedEligible;
  }
  return summary;
}

export function lowAttenders(list: Attendance[], below = 0.5): string[] {
  return list.filter((a) => attendanceRate(a) < below).map((a) => `${a.member} (${a.part})`);
}
