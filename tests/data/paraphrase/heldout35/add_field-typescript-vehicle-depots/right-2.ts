// Depot allocation for the low-floor tram fleet.

export type DepotCode = "NRD" | "WHF" | "KLS";

export interface Depot {
  code: DepotCode;
  name: string;
  roads: number;      // stabling roads
  roadLength: number; // metres per road
  hasWheelLathe: boolean;
}

export interface Vehicle {
  fleetNo: number;
  series: "T6" | "T8" | "Flexline";
  lengthM: number;
  homeDepot: DepotCode;
  inService: boolean;
  lastWheelTurn: string | null; // ISO date of the last wheel-lathe visit
}

export const DEPOTS: Depot[] = [
  { code: "NRD", name: "Northfield Road", roads: 14, roadLength: 120, hasWheelLathe: true },
  { code: "WHF", name: "Wharfside", roads: 9, roadLength: 96, hasWheelLathe: false },
  { code: "KLS", name: "Kilnsea Street", roads: 6, roadLength: 80, hasWheelLathe: false },
];

export const FLEET: Vehicle[] = [
  { fleetNo: 601, series: "T6", lengthM: 30.2, homeDepot: "NRD", inService: true, lastWheelTurn: null },
  { fleetNo: 602, series: "T6", lengthM: 30.2, homeDepot: "NRD", inService: true, lastWheelTurn: null },
  { fleetNo: 603, series: "T6", lengthM: 30.2, homeDepot: "WHF", inService: false, lastWheelTurn: null },
  { fleetNo: 811, series: "T8", lengthM: 42.8, homeDepot: "NRD", inService: true, lastWheelTurn: null },
  { fleetNo: 812, series: "T8", lengthM: 42.8, homeDepot: "NRD", inService: true, lastWheelTurn: null },
  { fleetNo: 813, series: "T8", lengthM: 42.8, homeDepot: "WHF", inService: true, lastWheelTurn: null },
  { fleetNo: 901, series: "Flexline", lengthM: 37.5, homeDepot: "KLS", inService: true, lastWheelTurn: null },
  { fleetNo: 902, series: "Flexline", lengthM: 37.5, homeDepot: "KLS", inService: false, lastWheelTurn: null },
];

export function depotByCode(code: DepotCode): Depot {
  const depot = DEPOTS.find((d) => d.code === code);
  if (!depot) {
    throw new Error(`unknown depot ${code}`);
  }
  return depot;
}

export function vehiclesPerRoad(depot: Depot, vehicle: Vehicle): number {
  return Math.floor(depot.roadLength / (vehicle.lengthM + 2));
}

export function capacity(depot: Depot, vehicle: Vehicle): number {
  return depot.roads * vehiclesPerRoad(depot, vehicle);
}

export function homeOf(fleetNo: number): Depot {
  const vehicle = FLEET.find((v) => v.fleetNo === fleetNo);
  if (!vehicle) {
    throw new Error(`no vehicle ${fleetNo}`);
  }
  return depotByCode(vehicle.homeDepot);
}

export interface Allocation {
  depot: DepotCode;
  fleetNos: number[];
  spareRoads: number;
}

export function allocate(fleet: Vehicle[]): Allocation[] {
  const byDepot = new Map<DepotCode, Vehicle[]>();
  for (const v of fleet) {
    const list = byDepot.get(v.homeDepot) ?? [];
    list.push(v);
    byDepot.set(v.homeDepot, list);
  }
  return DEPOTS.map((depot) => {
    const here = byDepot.get(depot.code) ?? [];
    let roadsUsed = 0;
    let onRoad = 0;
    let perRoad = 0;
    for (const v of here) {
      perRoad = vehiclesPerRoad(depot, v);
      if (onRoad === 0) {
        roadsUsed += 1;
      }
      onRoad = (onRoad + 1) % Math.max(perRoad, 1);
    }
    return {
      depot: depot.code,
      fleetNos: here.map((v) => v.fleetNo),
      spareRoads: depot.roads - roadsUsed,
    };
  });
}

export function overflow(fleet: Vehicle[]): DepotCode[] {
  return allocate(fleet)
    .filter((a) => a.spareRoads < 0)
    .map((a) => a.depot);
}

export function needsLatheTransfer(vehicle: Vehicle): boolean {
  return !depotByCode(vehicle.homeDepot).hasWheelLathe;
}

export function latheQueue(fleet: Vehicle[]): number[] {
  return fleet
    .filter((v) => v.inService && needsLatheTransfer(v))
    .map((v) => v.fleetNo)
    .sort((a, b) => a - b);
}

export function inServiceCount(fleet: Vehicle[], series?: Vehicle["series"]): number {
  return fleet.filter((v) => v.inService && (series === undefined || v.series === series)).length;
}

export function describe(vehicle: Vehicle): string {
  const depot = depotByCode(vehicle.homeDepot);
  const state = vehicle.inService ? "in service" : "stopped";
  return `${vehicle.series} ${vehicle.fleetNo} (${vehicle.lengthM} m), ${depot.name}, ${state}`;
}

export function roster(fleet: Vehicle[]): string {
  const lines: string[] = [];
  for (const depot of DEPOTS) {
    const here = fleet.filter((v) => v.homeDepot === depot.code);
    lines.push(`${depot.name} (${here.length}/${capacity(depot, here[0] ?? fleet[0])})`);
    for (const v of here) {
      lines.push(`  ${describe(v)}`);
    }
  }
  return lines.join("\n");
}

export function moveVehicle(fleet: Vehicle[], fleetNo: number, to: DepotCode): Vehicle[] {
  return fleet.map((v) => (v.fleetNo === fleetNo ? { ...v, homeDepot: to } : v));
}

export function withdraw(fleet: Vehicle[], fleetNo: number): Vehicle[] {
  return fleet.map((v) => (v.fleetNo === fleetNo ? { ...v, inService: false } : v));
}

export function seriesMix(fleet: Vehicle[]): Record<Vehicle["series"], number> {
  const mix: Record<Vehicle["series"], number> = { T6: 0, T8: 0, Flexline: 0 };
  for (const v of fleet) {
    mix[v.series] += 1;
  }
  return mix;
}

export function longestVehicle(fleet: Vehicle[]): Vehicle | undefined {
  return fleet.reduce<Vehicle | undefined>(
    (best, v) => (best === undefined || v.lengthM > best.lengthM ? v : best),
    undefined,
  );
}
