// Climate targets for the galleries, read by the building management bridge.
export enum GalleryZone {
  Minerals = "minerals",
  Dinosaurs = "dinosaurs",
  Birds = "birds",
  Insects = "insects",
  PaperArchive = "paper_archive",
  Quarantine = "quarantine",
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
