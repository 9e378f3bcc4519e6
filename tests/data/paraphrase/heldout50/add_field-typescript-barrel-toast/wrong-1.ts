// Barrel records for the Clos Verdier cellar app.

export interface Barrel {
  code: string;
  cuvee: string;
  cooperage: string;
  volumeLitres: number;
  fillDate: Date;
  toastLevel: number;
}

export interface BarrelRow {
  code: string;
  cuvee: string;
  cooperage: string;
  volume_litres: string;
  fill_date: string;
  toast_level: string;
}

export function fromRow(row: BarrelRow): Barrel {
  return {
    code: row.code,
    cuvee: row.cuvee,
    cooperage: row.cooperage,
    volumeLitres: Number(row.volume_litres),
    fillDate: new Date(row.fill_date),
    toastLevel: Number(row.toast_level),
  };
}

export function toRow(barrel: Barrel): BarrelRow {
  return {
    code: barrel.code,
    cuvee: barrel.cuvee,
    cooperage: barrel.cooperage,
    volume_litres: String(barrel.volumeLitres),
    fill_date: barrel.fillDate.toISOString().slice(0, 10),
  };
}

export function monthsInOak(barrel: Barrel, today: Date): number {
  const ms = today.getTime() - barrel.fillDate.getTime();
  return Math.floor(ms / (1000 * 60 * 60 * 24 * 30.44));
}
