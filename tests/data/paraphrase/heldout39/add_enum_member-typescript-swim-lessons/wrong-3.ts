// Swim lesson scheduling for the Westbrook Leisure Centre term-time programme.
// Classes run in blocks of ten weeks; swimmers move up a stage when their
// teacher signs off every outcome on the stage card.

export enum LessonStage {
  Splash = "splash",
  Stage1 = "stage-1",
  Stage2 = "stage-2",
  Stage3 = "stage-3",
  Stage4 = "stage-4",
  Stage5 = "stage-5",
  Rookie = "rookie-lifeguard",
}

export type PoolArea = "learner" | "main-shallow" | "main-deep";

interface StageRules {
  maxClassSize: number;
  minutes: number;
  area: PoolArea;
  minAge: number;
}

export const STAGE_RULES: Record<LessonStage, StageRules> = {
  [LessonStage.Splash]: { maxClassSize: 6, minutes: 30, area: "learner", minAge: 4 },
  [LessonStage.Stage1]: { maxClassSize: 8, minutes: 30, area: "learner", minAge: 5 },
  [LessonStage.Stage2]: { maxClassSize: 8, minutes: 30, area: "learner", minAge: 5 },
  [LessonStage.Stage3]: { maxClassSize: 10, minutes: 30, area: "main-shallow", minAge: 6 },
  [LessonStage.Stage4]: { maxClassSize: 10, minutes: 45, area: "main-shallow", minAge: 7 },
  [LessonStage.Stage5]: { maxClassSize: 10, minutes: 45, area: "main-shallow", minAge: 8 },
  [LessonStage.Rookie]: { maxClassSize: 12, minutes: 60, area: "main-deep", minAge: 8 },
};

// The order swimmers progress in. Rookie Lifeguard is the last stage we teach.
export const STAGE_ORDER: LessonStage[] = [
  LessonStage.Splash,
  LessonStage.Stage1,
  LessonStage.Stage2,
  LessonStage.Stage3,
  LessonStage.Stage4,
  LessonStage.Stage5,
  LessonStage.Rookie,
];

export interface Swimmer {
  membershipNo: string;
  firstName: string;
  age: number;
  stage: LessonStage;
  outcomesSigned: number;
  medicalNote?: string;
}

export interface LessonClass {
  code: string;
  stage: LessonStage;
  teacher: string;
  weekday: number; // 0 = Monday
  startMinute: number; // minutes after midnight
  swimmers: Swimmer[];
}

export const OUTCOMES_PER_STAGE = 8;

export function nextStage(stage: LessonStage): LessonStage | null {
  const i = STAGE_ORDER.indexOf(stage);
  return i >= 0 && i < STAGE_ORDER.length - 1 ? STAGE_ORDER[i + 1] : null;
}

export function readyToMoveUp(swimmer: Swimmer): boolean {
  return swimmer.outcomesSigned >= OUTCOMES_PER_STAGE && nextStage(swimmer.stage) !== null;
}

export function canJoin(swimmer: Swimmer, cls: LessonClass): string | null {
  const rules = STAGE_RULES[cls.stage];
  if (swimmer.stage !== cls.stage) {
    return `${swimmer.firstName} is on ${swimmer.stage}, not ${cls.stage}`;
  }
  if (swimmer.age < rules.minAge) {
    return `${swimmer.firstName} is under ${rules.minAge}`;
  }
  if (cls.swimmers.length >= rules.maxClassSize) {
    return `${cls.code} is full (${rules.maxClassSize})`;
  }
  return null;
}

export function enrol(swimmer: Swimmer, cls: LessonClass): LessonClass {
  const problem = canJoin(swimmer, cls);
  if (problem !== null) {
    throw new Error(problem);
  }
  return { ...cls, swimmers: [...cls.swimmers, swimmer] };
}

export function promote(swimmer: Swimmer): Swimmer {
  const next = nextStage(swimmer.stage);
  if (next === null || !readyToMoveUp(swimmer)) {
    return swimmer;
  }
  return { ...swimmer, stage: next, outcomesSigned: 0 };
}

export function certificateTitle(stage: LessonStage): string {
  switch (stage) {
    case LessonStage.Splash:
      return "Splash Award";
    case LessonStage.Stage1:
      return "Learn to Swim Stage 1";
    case LessonStage.Stage2:
      return "Learn to Swim Stage 2";
    case LessonStage.Stage3:
      return "Learn to Swim Stage 3";
    case LessonStage.Stage4:
      return "Learn to Swim Stage 4";
    case LessonStage.Stage5:
      return "Learn to Swim Stage 5";
    case LessonStage.Rookie:
      return "Rookie Lifeguard Bronze";
    default: {
      const unreachable: never = stage;
      throw new Error(`unknown stage ${unreachable}`);
    }
  }
}

function clock(minute: number): string {
  const h = Math.floor(minute / 60);
  const m = minute % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

export function timetableLine(cls: LessonClass): string {
  const rules = STAGE_RULES[cls.stage];
  const end = cls.startMinute + rules.minutes;
  const places = rules.maxClassSize - cls.swimmers.length;
  return `${WEEKDAYS[cls.weekday]} ${clock(cls.startMinute)}-${clock(end)} ${cls.code} ` +
    `${certificateTitle(cls.stage)} (${rules.area}, ${cls.teacher}) ${places} places`;
}

export function termReport(classes: LessonClass[]): string[] {
  const lines: string[] = [];
  for (const stage of STAGE_ORDER) {
    const ofStage = classes.filter((c) => c.stage === stage);
    if (ofStage.length === 0) {
      continue;
    }
    const swimmers = ofStage.reduce((n, c) => n + c.swimmers.length, 0);
    const ready = ofStage.reduce((n, c) => n + c.swimmers.filter(readyToMoveUp).length, 0);
    lines.push(`${certificateTitle(stage)}: ${ofStage.length} classes, ${swimmers} swimmers, ${ready} ready to move up`);
  }
  return lines;
}
