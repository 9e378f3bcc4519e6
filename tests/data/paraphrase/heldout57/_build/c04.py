from lib import case

ORIG7 = '''
// Pinsetter fault tracking for the maintenance tablet.
export type FaultCode = "E01_SWEEP" | "E07_DECK" | "E12_BALL_RETURN" | "E20_PIN_JAM";

export interface FaultEvent {
  lane: number;
  code: FaultCode;
  at: Date;
  clearedAt?: Date;
}

export interface Pinsetter {
  serial: string;
  lane: number;
  model: "GS-X" | "A-2";
  lastService?: Date;
  faults: FaultEvent[];
}

const SERVICE_INTERVAL_DAYS: Record<Pinsetter["model"], number> = {
  "GS-X": 90,
  "A-2": 30,
};

const DAY_MS = 24 * 60 * 60 * 1000;

export function openFaults(machine: Pinsetter): FaultEvent[] {
  return machine.faults.filter((f) => f.clearedAt === undefined);
}

export function nextServiceDue(machine: Pinsetter): Date {
  const interval = SERVICE_INTERVAL_DAYS[machine.model];
  return new Date(machine.lastService.getTime() + interval * DAY_MS);
}

export function minutesDown(fault: FaultEvent, now: Date): number {
  const end = fault.clearedAt ?? now;
  return Math.round((end.getTime() - fault.at.getTime()) / 60000);
}

export function worstLanes(machines: Pinsetter[], now: Date, top = 3): number[] {
  return machines
    .map((m) => ({
      lane: m.lane,
      down: m.faults.reduce((sum, f) => sum + minutesDown(f, now), 0),
    }))
    .sort((a, b) => b.down - a.down)
    .slice(0, top)
    .map((r) => r.lane);
}
'''
FN = '''export function nextServiceDue(machine: Pinsetter): Date {
  const interval = SERVICE_INTERVAL_DAYS[machine.model];
  return new Date(machine.lastService.getTime() + interval * DAY_MS);
}'''
case("add_null_check-typescript-pinsetter", "pinsetter.ts", "add_null_check", "typescript", ORIG7,
     [("terse", "nextServiceDue: return null if lastService is missing (return type Date | null)"),
      ("polite", "Could you make nextServiceDue cope with a machine that has never been serviced? If lastService is undefined it should return null, and the return type becomes Date | null. Please leave the other functions as they are."),
      ("declarative", "nextServiceDue must return null instead of crashing when the pinsetter has no lastService; its return type is Date | null."),
      ("other", "new machines have no lastService and the tablet crashes in nextServiceDue. guard it: no lastService -> null"),
      ("other", "nextServiceDue에서 lastService가 없으면 null을 반환하도록 null 체크를 추가해 주세요 (반환 타입은 Date | null).")],
     [("right", "early return of null when lastService is undefined, return type Date | null",
       [(FN, '''export function nextServiceDue(machine: Pinsetter): Date | null {
  if (!machine.lastService) {
    return null;
  }
  const interval = SERVICE_INTERVAL_DAYS[machine.model];
  return new Date(machine.lastService.getTime() + interval * DAY_MS);
}''', 1)]),
      ("right", "conditional expression returning null when lastService is missing, return type widened",
       [(FN, '''export function nextServiceDue(machine: Pinsetter): Date | null {
  const interval = SERVICE_INTERVAL_DAYS[machine.model];
  return machine.lastService === undefined ? null : new Date(machine.lastService.getTime() + interval * DAY_MS);
}''', 1)]),
      ("wrong", "guard checks machine.faults instead of machine.lastService, so the crash remains",
       [(FN, '''export function nextServiceDue(machine: Pinsetter): Date | null {
  if (!machine.faults) {
    return null;
  }
  const interval = SERVICE_INTERVAL_DAYS[machine.model];
  return new Date(machine.lastService.getTime() + interval * DAY_MS);
}''', 1)]),
      ("wrong", "guard returns new Date() (now) instead of null, and the return type is unchanged",
       [(FN, '''export function nextServiceDue(machine: Pinsetter): Date {
  if (!machine.lastService) {
    return new Date();
  }
  const interval = SERVICE_INTERVAL_DAYS[machine.model];
  return new Date(machine.lastService.getTime() + interval * DAY_MS);
}''', 1)]),
      ("wrong", "null check added, but the interval days are no longer multiplied by DAY_MS, so the date is milliseconds off",
       [(FN, '''export function nextServiceDue(machine: Pinsetter): Date | null {
  if (!machine.lastService) {
    return null;
  }
  const interval = SERVICE_INTERVAL_DAYS[machine.model];
  return new Date(machine.lastService.getTime() + interval);
}''', 1)]),
      ("wrong", "the guard was added to minutesDown instead; nextServiceDue unchanged",
       [("  const end = fault.clearedAt ?? now;", "  if (!fault.clearedAt) {\n    return 0;\n  }\n  const end = fault.clearedAt ?? now;", 1)])])

ORIG8 = '''
// Climate targets for the galleries, read by the building management bridge.
export enum GalleryZone {
  Minerals = "minerals",
  Dinosaurs = "dinosaurs",
  Birds = "birds",
  Insects = "insects",
  PaperArchive = "paper_archive",
}

export enum SensorKind {
  Temperature = "temperature",
  Humidity = "humidity",
  Lux = "lux",
}

export interface Target {
  tempC: [number, number];
  rhPercent: [number, number];
  maxLux: number;
}

export function targetFor(zone: GalleryZone): Target {
  switch (zone) {
    case GalleryZone.Minerals:
      return { tempC: [16, 24], rhPercent: [35, 55], maxLux: 300 };
    case GalleryZone.Dinosaurs:
      return { tempC: [16, 24], rhPercent: [40, 60], maxLux: 200 };
    case GalleryZone.Birds:
      return { tempC: [16, 22], rhPercent: [45, 55], maxLux: 50 };
    case GalleryZone.Insects:
      return { tempC: [16, 22], rhPercent: [45, 55], maxLux: 50 };
    case GalleryZone.PaperArchive:
      return { tempC: [14, 18], rhPercent: [35, 45], maxLux: 50 };
    default: {
      const unknown: never = zone;
      throw new Error(`no climate target for ${unknown}`);
    }
  }
}

export function outOfRange(zone: GalleryZone, tempC: number, rh: number): string[] {
  const t = targetFor(zone);
  const problems: string[] = [];
  if (tempC < t.tempC[0] || tempC > t.tempC[1]) problems.push(`temperature ${tempC}C`);
  if (rh < t.rhPercent[0] || rh > t.rhPercent[1]) problems.push(`humidity ${rh}%`);
  return problems;
}
'''
MEM = '  PaperArchive = "paper_archive",\n}'
NEWMEM = '  PaperArchive = "paper_archive",\n  Quarantine = "quarantine",\n}'
CASEPA = "      return { tempC: [14, 18], rhPercent: [35, 45], maxLux: 50 };\n"
NEWCASE = "    case GalleryZone.Quarantine:\n      return { tempC: [16, 20], rhPercent: [40, 50], maxLux: 50 };\n"
case("add_enum_member-typescript-gallery-zone", "galleryClimate.ts", "add_enum_member", "typescript", ORIG8,
     [("terse", "GalleryZone += Quarantine = \"quarantine\", target 16-20C, 40-50% RH, 50 lux"),
      ("polite", "Could you add a Quarantine zone (value \"quarantine\") to GalleryZone and give it a case in targetFor: 16-20 C, 40-50 % RH, max 50 lux? Keep the exhaustive default as it is."),
      ("declarative", "GalleryZone should include Quarantine = \"quarantine\", and targetFor should return tempC [16, 20], rhPercent [40, 50], maxLux 50 for it."),
      ("other", "the pest quarantine room is getting sensors next week, so it needs its own zone: Quarantine (\"quarantine\"), 16-20C / 40-50% / 50 lux"),
      ("other", "Voeg Quarantine = \"quarantine\" toe aan GalleryZone met een case in targetFor (16-20 C, 40-50% RV, max 50 lux).")],
     [("right", "enum member added last and a matching case added after PaperArchive",
       [(MEM, NEWMEM, 1), (CASEPA, CASEPA + NEWCASE, 1)]),
      ("wrong", "member added to the enum but targetFor has no case for it, so it throws at runtime (and fails the never check)",
       [(MEM, NEWMEM, 1)]),
      ("wrong", "member added to SensorKind instead of GalleryZone, and the case refers to GalleryZone.Quarantine which does not exist",
       [('  Lux = "lux",\n}', '  Lux = "lux",\n  Quarantine = "quarantine",\n}', 1), (CASEPA, CASEPA + NEWCASE, 1)]),
      ("wrong", "case added with the humidity band 45-50 instead of 40-50",
       [(MEM, NEWMEM, 1), (CASEPA, CASEPA + NEWCASE.replace("[40, 50]", "[45, 50]"), 1)]),
      ("wrong", "Quarantine added, but the PaperArchive case lost its return and now falls through to Quarantine's target",
       [(MEM, NEWMEM, 1), ("    case GalleryZone.PaperArchive:\n" + CASEPA, "    case GalleryZone.PaperArchive:\n" + NEWCASE, 1)])])
