// Overhead line fault reports from the control room.

export enum FaultKind {
  Dewirement = "DEWIREMENT",
  BrokenDropper = "BROKEN_DROPPER",
  Arcing = "ARCING",
  SectionTrip = "SECTION_TRIP",
  Icing = "ICING",
}

export enum Shift {
  Early = "EARLY",
  Late = "LATE",
  Night = "NIGHT",
}

export interface FaultReport {
  id: string;
  kind: FaultKind;
  section: string; // feeder section, e.g. "F12"
  reportedAt: Date;
  shift: Shift;
}

export function severityOf(kind: FaultKind): number {
  switch (kind) {
    case FaultKind.Dewirement:
      return 4;
    case FaultKind.SectionTrip:
      return 3;
    case FaultKind.Arcing:
      return 2;
    case FaultKind.Icing:
      return 2;
    default:
      return 1;
  }
}

export function needsIsolation(report: FaultReport): boolean {
  return severityOf(report.kind) >= 3;
}

export function worstFirst(reports: FaultReport[]): FaultReport[] {
  return [...reports].sort((a, b) => severityOf(b.kind) - severityOf(a.kind));
}

export function bySection(reports: FaultReport[]): Map<string, FaultReport[]> {
  const out = new Map<string, FaultReport[]>();
  for (const r of reports) {
    out.set(r.section, [...(out.get(r.section) ?? []), r]);
  }
  return out;
}
