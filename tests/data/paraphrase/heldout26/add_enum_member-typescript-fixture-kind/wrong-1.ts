// Fixture types known to the patch editor.
// The numeric values are written into saved show files: append new kinds at the end.

export enum FixtureKind {
  Fresnel = 1,
  Profile = 2,
  ParCan = 3,
  LedBatten = 4,
  Cyclorama = 5,
  MovingHead = 6,
}

export const DEFAULT_WATTS: Record<FixtureKind, number> = {
  [FixtureKind.Fresnel]: 1000,
  [FixtureKind.Profile]: 750,
  [FixtureKind.ParCan]: 500,
  [FixtureKind.Cyclorama]: 1250,
  [FixtureKind.MovingHead]: 470,
  [FixtureKind.LedBatten]: 180,
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
    case FixtureKind.LedBatten:
      return 4;
  }
}

export function label(kind: FixtureKind): string {
  return FixtureKind[kind].replace(/([a-z])([A-Z])/g, "$1 $2");
}
