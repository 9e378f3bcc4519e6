// Dangerous goods placards for wagons leaving Tinsley yard (RID class labels).
export interface Manifest {
  unNumber: string;
  hazardClass: string;
  packingGroup?: "I" | "II" | "III";
  emergencyCode: string;
}

export interface Wagon {
  number: string;
  track: string;
  manifest?: Manifest;
  emptyUncleaned: boolean;
}

export function isHazardous(wagon: Wagon): boolean {
  return wagon.manifest !== undefined || wagon.emptyUncleaned;
}

export function placardText(wagon: Wagon): string {
  const m = wagon.manifest;
  const group = m.packingGroup ? ` PG ${m.packingGroup}` : "";
  return `${m.hazardClass} / UN${m.unNumber}${group} [${m.emergencyCode}]`;
}

export function trainPlacards(wagons: Wagon[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const wagon of wagons) {
    if (isHazardous(wagon) && wagon.manifest) {
      out.set(wagon.number, placardText(wagon));
    }
  }
  return out;
}

export function separationOk(a: Wagon, b: Wagon): boolean {
  // class 1 explosives may not be next to class 3 flammable liquids
  const classes = [a.manifest?.hazardClass, b.manifest?.hazardClass].sort();
  return !(classes[0] === "1" && classes[1] === "3");
}
