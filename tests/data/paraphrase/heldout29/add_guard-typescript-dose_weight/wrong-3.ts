// Dose checks run before a paediatric prescription is released.

export interface Patient {
  id: string;
  ageYears: number;
  weightKg?: number;
}

export interface Drug {
  code: string;
  mgPerKgPerDay: number;
  adultMaxMgPerDay: number;
  dosesPerDay: number;
}

export type DoseResult =
  | { ok: true; mgPerDose: number; dosesPerDay: number }
  | { ok: false; reason: string };

function adultDose(drug: Drug): DoseResult {
  return { ok: true, mgPerDose: drug.adultMaxMgPerDay / drug.dosesPerDay, dosesPerDay: drug.dosesPerDay };
}

export function paediatricDose(patient: Patient, drug: Drug): DoseResult {
  if (patient.weightKg === undefined || patient.weightKg <= 0) {
    return { ok: false, reason: 'weight required' };
  }
  if (patient.ageYears >= 12) {
    return adultDose(drug);
  }
  const daily = Math.max(drug.mgPerKgPerDay * patient.weightKg!, drug.adultMaxMgPerDay);
  const perDose = Math.floor((daily / drug.dosesPerDay) * 10) / 10;
  return { ok: true, mgPerDose: perDose, dosesPerDay: drug.dosesPerDay };
}

export function checkPrescribedDose(patient: Patient, drug: Drug, prescribedMg: number): string | null {
  const expected = paediatricDose(patient, drug);
  if (!expected.ok) {
    return expected.reason;
  }
  if (prescribedMg > expected.mgPerDose * 1.1) {
    return `prescribed ${prescribedMg} mg exceeds ${expected.mgPerDose} mg per dose`;
  }
  return null;
}
