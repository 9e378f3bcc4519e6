from lib import case
orig = '''// Course levels offered by Kestrel Point. The numeric values are stored in the
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
'''
E = ("  Seamanship,\n}", "  Seamanship,\n  Racing,\n}")
L = ('  [CourseLevel.Seamanship]: "Seamanship Skills",\n', '  [CourseLevel.Seamanship]: "Seamanship Skills",\n  [CourseLevel.Racing]: "Start Racing",\n')
P = ("  [CourseLevel.Seamanship]: 260,\n", "  [CourseLevel.Seamanship]: 260,\n  [CourseLevel.Racing]: 195,\n")
S = ("    case CourseLevel.Seamanship:\n      return CourseLevel.Stage3;\n", "    case CourseLevel.Seamanship:\n    case CourseLevel.Racing:\n      return CourseLevel.Stage3;\n")
S2 = ("    case CourseLevel.Seamanship:\n      return CourseLevel.Stage3;\n", "    case CourseLevel.Seamanship:\n      return CourseLevel.Stage3;\n    case CourseLevel.Racing:\n      return CourseLevel.Stage3;\n")
case("add_enum_member-typescript-course-levels", "levels.ts", "add_enum_member", "typescript", orig, [
    ("terse", "CourseLevel += Racing (\"Start Racing\", £195, needs Stage3)"),
    ("polite", "Could you add a Racing level to CourseLevel, labelled \"Start Racing\", priced at 195 and with Stage3 as its prerequisite? Please add it at the end so the stored numbers don't move."),
    ("declarative", "CourseLevel needs a new last member Racing with label \"Start Racing\", price 195 GBP and prerequisite Stage3."),
    ("other", "we're launching a racing course: new enum member Racing at the END of CourseLevel, label Start Racing, 195 quid, prereq is stage 3"),
    ("other", "CourseLevel 열거형 맨 끝에 Racing을 추가해 주세요. 라벨은 \"Start Racing\", 가격 195, 선수 과정은 Stage3입니다."),
], [
    dict(label="right", why="Racing appended last; label, price and a fall-through case returning Stage3 added", edits=[E, L, P, S]),
    dict(label="right", why="same, with Racing given its own case in prerequisite (free style)", edits=[E, L, P, S2]),
    dict(label="wrong", why="Racing inserted before Seamanship, renumbering Seamanship (stored values shift), which the instruction forbade",
         edits=[("  Stage3,\n  Seamanship,\n}", "  Stage3,\n  Racing,\n  Seamanship,\n}"), L, P, S]),
    dict(label="wrong", why="enum member and label added but no PRICE_GBP entry: the Record type no longer checks", breaks=True, edits=[E, L, S]),
    dict(label="wrong", why="prerequisite for Racing returns Stage2 instead of Stage3",
         edits=[E, L, P, ("      return CourseLevel.Stage2;\n", "      return CourseLevel.Stage2;\n    case CourseLevel.Racing:\n      return CourseLevel.Stage2;\n")]),
    dict(label="wrong", why="Racing priced at 159 instead of 195", edits=[E, L, ("  [CourseLevel.Seamanship]: 260,\n", "  [CourseLevel.Seamanship]: 260,\n  [CourseLevel.Racing]: 159,\n"), S]),
])
