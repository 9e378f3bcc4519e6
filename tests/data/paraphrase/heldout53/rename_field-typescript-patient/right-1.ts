// Patient records for the Lindenhof Veterinary Hospital front desk.

export type Species = "dog" | "cat" | "rabbit" | "ferret" | "bird";

export interface Owner {
  name: string;
  phone: string;
  email?: string;
}

export interface Patient {
  id: number;
  name: string;
  species: Species;
  breed?: string;
  born: string; // ISO date
  microchipNumber?: string;
  weightKg: number;
  owner: Owner;
  allergies: string[];
}

export interface KennelTag {
  run: string;
  chipId?: string; // the tag printer reads this name, keep it
  patientName: string;
}

export interface Visit {
  patientId: number;
  date: string;
  vet: string;
  reason: string;
  notes: string;
}

const CSV_HEADER = "id,name,species,breed,born,chipId,weightKg,owner,phone";

export function ageInYears(patient: Patient, today: Date = new Date()): number {
  const born = new Date(patient.born);
  let years = today.getFullYear() - born.getFullYear();
  const beforeBirthday =
    today.getMonth() < born.getMonth() ||
    (today.getMonth() === born.getMonth() && today.getDate() < born.getDate());
  if (beforeBirthday) {
    years -= 1;
  }
  return years;
}

export function findByChip(patients: Patient[], chip: string): Patient | undefined {
  const wanted = chip.replace(/\s+/g, "");
  return patients.find((p) => p.microchipNumber === wanted);
}

export function hasValidChip(patient: Patient): boolean {
  return patient.microchipNumber !== undefined && /^\d{15}$/.test(patient.microchipNumber);
}

export function kennelTag(patient: Patient, run: string): KennelTag {
  return {
    run,
    chipId: patient.microchipNumber,
    patientName: patient.name,
  };
}

export function dosageMg(patient: Patient, mgPerKg: number, maxMg: number): number {
  const dose = patient.weightKg * mgPerKg;
  return Math.min(Math.round(dose * 10) / 10, maxMg);
}

export function toCsvRow(patient: Patient): string {
  const fields = [
    String(patient.id),
    patient.name,
    patient.species,
    patient.breed ?? "",
    patient.born,
    patient.microchipNumber ?? "",
    patient.weightKg.toFixed(1),
    patient.owner.name,
    patient.owner.phone,
  ];
  return fields.map((f) => (f.includes(",") ? `"${f}"` : f)).join(",");
}

export function exportCsv(patients: Patient[]): string {
  return [CSV_HEADER, ...patients.map(toCsvRow)].join("\n");
}

export function parsePatient(raw: Record<string, unknown>): Patient {
  const allergies = Array.isArray(raw.allergies) ? raw.allergies.map(String) : [];
  return {
    id: Number(raw.id),
    name: String(raw.name),
    species: raw.species as Species,
    breed: raw.breed ? String(raw.breed) : undefined,
    born: String(raw.born),
    microchipNumber: raw.chipId ? String(raw.chipId) : undefined,
    weightKg: Number(raw.weightKg),
    owner: {
      name: String(raw.ownerName),
      phone: String(raw.ownerPhone),
      email: raw.ownerEmail ? String(raw.ownerEmail) : undefined,
    },
    allergies,
  };
}

export function searchPatients(patients: Patient[], query: string): Patient[] {
  const q = query.trim().toLowerCase();
  if (q === "") {
    return [];
  }
  return patients.filter(
    (p) =>
      p.name.toLowerCase().includes(q) ||
      p.owner.name.toLowerCase().includes(q) ||
      (p.microchipNumber ?? "").startsWith(q),
  );
}

export function lastVisit(visits: Visit[], patientId: number): Visit | undefined {
  return visits
    .filter((v) => v.patientId === patientId)
    .sort((a, b) => b.date.localeCompare(a.date))[0];
}

export function allergyWarning(patient: Patient): string | null {
  if (patient.allergies.length === 0) {
    return null;
  }
  return `ALLERGIES: ${patient.allergies.join(", ").toUpperCase()}`;
}

export function summary(patient: Patient, visits: Visit[]): string {
  const visit = lastVisit(visits, patient.id);
  const parts = [
    `${patient.name} (${patient.species}, ${ageInYears(patient)} y, ${patient.weightKg} kg)`,
    `owner: ${patient.owner.name}, ${patient.owner.phone}`,
  ];
  if (patient.microchipNumber) {
    parts.push(`chip: ${patient.microchipNumber}`);
  }
  if (visit) {
    parts.push(`last seen ${visit.date} by ${visit.vet}: ${visit.reason}`);
  }
  const warning = allergyWarning(patient);
  if (warning) {
    parts.push(warning);
  }
  return parts.join(" | ");
}
