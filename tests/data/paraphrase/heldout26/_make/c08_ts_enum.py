from lib import E, case

ORIG = '''// Fixture types known to the patch editor.
// The numeric values are written into saved show files: append new kinds at the end.

export enum FixtureKind {
  Fresnel = 1,
  Profile = 2,
  ParCan = 3,
  Cyclorama = 4,
  MovingHead = 5,
}

export const DEFAULT_WATTS: Record<FixtureKind, number> = {
  [FixtureKind.Fresnel]: 1000,
  [FixtureKind.Profile]: 750,
  [FixtureKind.ParCan]: 500,
  [FixtureKind.Cyclorama]: 1250,
  [FixtureKind.MovingHead]: 470,
};

export function dmxFootprint(kind: FixtureKind): number {
  switch (kind) {
    case FixtureKind.Fresnel:
    case FixtureKind.Profile:
    case FixtureKind.ParCan:
      return 1;
    case FixtureKind.Cyclorama:
      return 3;
    case FixtureKind.MovingHead:
      return 16;
  }
}

export function label(kind: FixtureKind): string {
  return FixtureKind[kind].replace(/([a-z])([A-Z])/g, "$1 $2");
}
'''

ENUM = E("  MovingHead = 5,\n}", "  MovingHead = 5,\n  LedBatten = 6,\n}")
WATTS = E("  [FixtureKind.MovingHead]: 470,\n};", "  [FixtureKind.MovingHead]: 470,\n  [FixtureKind.LedBatten]: 180,\n};")
SWITCH = E("    case FixtureKind.MovingHead:\n      return 16;\n", "    case FixtureKind.MovingHead:\n      return 16;\n    case FixtureKind.LedBatten:\n      return 4;\n")

case(
    "add_enum_member-typescript-fixture-kind", "fixtureKind.ts", "add_enum_member", "typescript", ORIG,
    [
        ("terse", "FixtureKind: add LedBatten (180 W, 4 DMX channels)"),
        ("polite", "Could you add a `LedBatten` member to `FixtureKind`? It draws 180 W and uses 4 DMX channels, so please add it to DEFAULT_WATTS and dmxFootprint too, and keep the existing numeric values as they are."),
        ("declarative", "FixtureKind needs a LedBatten kind: 180 watts by default and a 4-channel DMX footprint."),
        ("other", "Aggiungi LedBatten a FixtureKind (180 W, 4 canali DMX) e aggiorna DEFAULT_WATTS e dmxFootprint."),
    ],
    [
        ("right-1.ts", "right", "LedBatten = 6 appended; 180 W entry in DEFAULT_WATTS and a case returning 4 in dmxFootprint", [ENUM, WATTS, SWITCH]),
        ("right-2.ts", "right", "LedBatten = 6 appended; the switch gets its own case before MovingHead, watts entry added; values unchanged",
         [ENUM, WATTS, E("    case FixtureKind.Cyclorama:\n      return 3;\n", "    case FixtureKind.Cyclorama:\n      return 3;\n    case FixtureKind.LedBatten:\n      return 4;\n")]),
        ("wrong-1.ts", "wrong", "LedBatten inserted after ParCan and the later members renumbered, so saved Cyclorama and MovingHead fixtures load as the wrong kind",
         [E("  ParCan = 3,\n  Cyclorama = 4,\n  MovingHead = 5,\n}", "  ParCan = 3,\n  LedBatten = 4,\n  Cyclorama = 5,\n  MovingHead = 6,\n}"), WATTS, SWITCH]),
        ("wrong-2.ts", "wrong", "enum member added but DEFAULT_WATTS has no LedBatten entry: the Record<FixtureKind, number> no longer type-checks",
         [ENUM, SWITCH], "broken"),
        ("wrong-3.ts", "wrong", "LedBatten falls into the one-channel group in dmxFootprint instead of 4 channels",
         [ENUM, WATTS, E("    case FixtureKind.ParCan:\n      return 1;", "    case FixtureKind.ParCan:\n    case FixtureKind.LedBatten:\n      return 1;")]),
        ("wrong-4.ts", "wrong", "member added everywhere, but MovingHead's default watts changed from 470 to 180",
         [ENUM, E("  [FixtureKind.MovingHead]: 470,\n};", "  [FixtureKind.MovingHead]: 180,\n  [FixtureKind.LedBatten]: 180,\n};"), SWITCH]),
    ],
)
