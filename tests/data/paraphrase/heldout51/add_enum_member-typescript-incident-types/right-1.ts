// Incident classification for the Ashworth Vale mobilising system.
// Control operators pick an IncidentType; everything else is derived from it.

export enum IncidentType {
  DwellingFire = 'dwelling_fire',
  CommercialFire = 'commercial_fire',
  VehicleFire = 'vehicle_fire',
  GrassFire = 'grass_fire',
  RoadTrafficCollision = 'rtc',
  AutomaticAlarm = 'afa',
  HazardousMaterials = 'hazmat',
  AnimalRescue = 'animal_rescue',
  WaterRescue = 'water_rescue',
}

export type Appliance = 'pump' | 'aerial' | 'rescue' | 'hazmat_unit' | 'boat' | 'brush';

export interface Callout {
  ref: string;
  type: IncidentType;
  receivedAt: Date;
  address: string;
  persons_reported: boolean;
  notes?: string;
}

export const LABELS: Record<IncidentType, string> = {
  [IncidentType.DwellingFire]: 'Fire in dwelling',
  [IncidentType.CommercialFire]: 'Fire in commercial premises',
  [IncidentType.VehicleFire]: 'Vehicle fire',
  [IncidentType.GrassFire]: 'Grass / heath fire',
  [IncidentType.RoadTrafficCollision]: 'Road traffic collision',
  [IncidentType.AutomaticAlarm]: 'Automatic fire alarm',
  [IncidentType.HazardousMaterials]: 'Hazardous materials',
  [IncidentType.AnimalRescue]: 'Animal rescue',
  [IncidentType.WaterRescue]: 'Water rescue',
};

// 1 = highest. Persons reported lifts any call by one level (see priorityOf).
const BASE_PRIORITY: Record<IncidentType, number> = {
  [IncidentType.DwellingFire]: 1,
  [IncidentType.CommercialFire]: 2,
  [IncidentType.VehicleFire]: 3,
  [IncidentType.GrassFire]: 3,
  [IncidentType.RoadTrafficCollision]: 1,
  [IncidentType.AutomaticAlarm]: 4,
  [IncidentType.HazardousMaterials]: 2,
  [IncidentType.AnimalRescue]: 4,
  [IncidentType.WaterRescue]: 1,
};

export function priorityOf(call: Callout): number {
  const base = BASE_PRIORITY[call.type];
  return call.persons_reported ? Math.max(1, base - 1) : base;
}

export function appliancesFor(type: IncidentType, personsReported: boolean): Appliance[] {
  switch (type) {
    case IncidentType.DwellingFire:
      return personsReported ? ['pump', 'pump', 'aerial'] : ['pump', 'pump'];
    case IncidentType.CommercialFire:
      return ['pump', 'pump', 'aerial'];
    case IncidentType.VehicleFire:
      return ['pump'];
    case IncidentType.GrassFire:
      return ['pump', 'brush'];
    case IncidentType.RoadTrafficCollision:
      return ['pump', 'rescue'];
    case IncidentType.AutomaticAlarm:
      return ['pump'];
    case IncidentType.HazardousMaterials:
      return ['pump', 'pump', 'hazmat_unit'];
    case IncidentType.AnimalRescue:
      return ['rescue'];
    case IncidentType.WaterRescue:
      return ['pump', 'boat'];
    default: {
      const unknown: never = type;
      throw new Error(`unhandled incident type ${unknown}`);
    }
  }
}

export function parseIncidentType(code: string): IncidentType | undefined {
  const wanted = code.trim().toLowerCase();
  return (Object.values(IncidentType) as string[]).includes(wanted)
    ? (wanted as IncidentType)
    : undefined;
}

export function describe(call: Callout): string {
  const when = call.receivedAt.toISOString().slice(11, 16);
  const persons = call.persons_reported ? ' - PERSONS REPORTED' : '';
  return `${when} ${call.ref} ${LABELS[call.type]} at ${call.address}${persons}`;
}

export interface TurnoutPlan {
  ref: string;
  priority: number;
  appliances: Appliance[];
  label: string;
  blueLights: boolean;
}

export function planTurnout(call: Callout): TurnoutPlan {
  const priority = priorityOf(call);
  return {
    ref: call.ref,
    priority,
    appliances: appliancesFor(call.type, call.persons_reported),
    label: LABELS[call.type],
    blueLights: priority <= 2,
  };
}

export function sortQueue(calls: Callout[]): Callout[] {
  return [...calls].sort((a, b) => {
    const byPriority = priorityOf(a) - priorityOf(b);
    if (byPriority !== 0) {
      return byPriority;
    }
    return a.receivedAt.getTime() - b.receivedAt.getTime();
  });
}

export function countsByType(calls: Callout[]): Map<IncidentType, number> {
  const counts = new Map<IncidentType, number>();
  for (const call of calls) {
    counts.set(call.type, (counts.get(call.type) ?? 0) + 1);
  }
  return counts;
}

export function shiftSummary(calls: Callout[]): string[] {
  const counts = countsByType(calls);
  const lines: string[] = [];
  for (const type of Object.values(IncidentType)) {
    const n = counts.get(type) ?? 0;
    if (n > 0) {
      lines.push(`${LABELS[type].padEnd(30)} ${n}`);
    }
  }
  const urgent = calls.filter((c) => priorityOf(c) === 1).length;
  lines.push(`${'Priority 1 calls'.padEnd(30)} ${urgent}`);
  return lines;
}

export function needsAerial(call: Callout): boolean {
  return appliancesFor(call.type, call.persons_reported).includes('aerial');
}

export function isFireCall(type: IncidentType): boolean {
  return LABELS[type].toLowerCase().includes('fire');
}
