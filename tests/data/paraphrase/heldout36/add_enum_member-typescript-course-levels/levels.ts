// Course levels offered by Kestrel Point. The numeric values are stored in the
// bookings table, so existing members must keep their numbers.
export enum CourseLevel {
  Taster,
  Stage1,
  Stage2,
  Stage3,
  Seamanship,
}

export const LEVEL_LABEL: Record<CourseLevel, string> = {
  [CourseLevel.Taster]: "Taster session",
  [CourseLevel.Stage1]: "Start Sailing (Stage 1)",
  [CourseLevel.Stage2]: "Basic Skills (Stage 2)",
  [CourseLevel.Stage3]: "Sailing Skills (Stage 3)",
  [CourseLevel.Seamanship]: "Seamanship Skills",
};

export const PRICE_GBP: Record<CourseLevel, number> = {
  [CourseLevel.Taster]: 45,
  [CourseLevel.Stage1]: 210,
  [CourseLevel.Stage2]: 210,
  [CourseLevel.Stage3]: 240,
  [CourseLevel.Seamanship]: 260,
};

export function prerequisite(level: CourseLevel): CourseLevel | null {
  switch (level) {
    case CourseLevel.Taster:
    case CourseLevel.Stage1:
      return null;
    case CourseLevel.Stage2:
      return CourseLevel.Stage1;
    case CourseLevel.Stage3:
      return CourseLevel.Stage2;
    case CourseLevel.Seamanship:
      return CourseLevel.Stage3;
  }
}
