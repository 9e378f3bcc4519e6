// Shade guide used by the ceramics bench at Calder Dental Lab (VITA classical).
export enum Shade {
  A1 = "A1",
  A2 = "A2",
  A3 = "A3",
  A3_5 = "A3.5",
  B1 = "B1",
  B2 = "B2",
  B3 = "B3",
  C1 = "C1",
  D2 = "D2",
}

export enum Material {
  Zirconia = "zirconia",
  EMax = "emax",
  PFM = "pfm",
}

export const SHADE_GROUP: Record<Shade, "reddish-brown" | "reddish-yellow" | "grey" | "reddish-grey"> = {
  [Shade.A1]: "reddish-brown",
  [Shade.A2]: "reddish-brown",
  [Shade.A3]: "reddish-brown",
  [Shade.A3_5]: "reddish-brown",
  [Shade.B1]: "reddish-yellow",
  [Shade.B2]: "reddish-yellow",
  [Shade.B3]: "reddish-yellow",
  [Shade.C1]: "grey",
  [Shade.D2]: "reddish-grey",
};

export function parseShade(text: string): Shade | null {
  const wanted = text.trim().toUpperCase();
  const hit = (Object.values(Shade) as string[]).find((s) => s === wanted);
  return (hit as Shade) ?? null;
}

export function sameGroup(a: Shade, b: Shade): boolean {
  return SHADE_GROUP[a] === SHADE_GROUP[b];
}
