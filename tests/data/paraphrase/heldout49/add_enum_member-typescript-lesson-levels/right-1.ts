// Lesson levels at Hollins Green Riding Stable.
export enum LessonLevel {
  Leadrein = "leadrein",
  Beginner = "beginner",
  Novice = "novice",
  Intermediate = "intermediate",
  Advanced = "advanced",
  Jumping = "jumping",
}

export const MAX_RIDERS: Record<LessonLevel, number> = {
  [LessonLevel.Leadrein]: 1,
  [LessonLevel.Beginner]: 4,
  [LessonLevel.Novice]: 5,
  [LessonLevel.Intermediate]: 6,
  [LessonLevel.Advanced]: 6,
  [LessonLevel.Jumping]: 4,
};

export function arenaFor(level: LessonLevel): "indoor" | "outdoor" {
  switch (level) {
    case LessonLevel.Leadrein:
    case LessonLevel.Beginner:
      return "indoor";
    default:
      return "outdoor";
  }
}

export function priceEuro(level: LessonLevel, minutes: number): number {
  const base = level === LessonLevel.Leadrein ? 18 : 32;
  return Math.round((base * minutes) / 45);
}
