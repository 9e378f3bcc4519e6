// Which riders may take which jobs (Veloxa courier).

export interface Rider {
  id: string;
  vehicle: "bike" | "cargo_bike" | "ebike";
  shiftsCompleted: number;
  hasLights: boolean;
  cargoCertified: boolean;
}

export interface Job {
  id: string;
  weightKg: number;
  night: boolean;
}

export function eligibleForNight(rider: Rider): boolean {
  return rider.shiftsCompleted >= 20 && !rider.hasLights;
}

export function eligibleForCargo(rider: Rider, job: Job): boolean {
  if (job.weightKg <= 8) {
    return true;
  }
  return rider.vehicle === "cargo_bike" && rider.cargoCertified;
}

export function canTake(rider: Rider, job: Job): boolean {
  if (job.night && !eligibleForNight(rider)) {
    return false;
  }
  return eligibleForCargo(rider, job);
}

export function nightPool(riders: Rider[]): Rider[] {
  return riders.filter(eligibleForNight);
}
