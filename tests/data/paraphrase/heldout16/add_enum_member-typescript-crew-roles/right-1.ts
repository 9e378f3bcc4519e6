// Crew positions used by the pairing optimiser and the roster export.

export enum CrewRole {
  Captain = "CPT",
  FirstOfficer = "FO",
  SecondOfficer = "SO",
  CabinManager = "CM",
  FlightAttendant = "FA",
  InflightSecurity = "ISO",
}

export const ROLE_LABELS: Record<CrewRole, string> = {
  [CrewRole.Captain]: "Captain",
  [CrewRole.FirstOfficer]: "First Officer",
  [CrewRole.SecondOfficer]: "Second Officer",
  [CrewRole.CabinManager]: "Cabin Manager",
  [CrewRole.FlightAttendant]: "Flight Attendant",
  [CrewRole.InflightSecurity]: "Inflight Security Officer",
};

export function isFlightDeck(role: CrewRole): boolean {
  return role === CrewRole.Captain || role === CrewRole.FirstOfficer || role === CrewRole.SecondOfficer;
}

export function minimumCabinCrew(seats: number): number {
  return Math.ceil(seats / 50);
}

export function parseRole(code: string): CrewRole {
  const role = Object.values(CrewRole).find((value) => value === code.toUpperCase());
  if (!role) {
    throw new Error(`unknown crew role code ${code}`);
  }
  return role;
}
