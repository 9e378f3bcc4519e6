import { readFileSync } from "fs";

export interface FuelSale {
  receipt: string;
  berth: string;
  fuel: "diesel" | "petrol";
  litres: number;
  pricePerLitre: number;
  soldAt: string; // ISO timestamp
}

export function saleTotal(sale: FuelSale): number {
  return Math.round(sale.litres * sale.pricePerLitre * 100) / 100;
}

export function dailyFuelSummary(sales: FuelSale[], day: string): string {
  const ofDay = sales.filter((s) => s.soldAt.startsWith(day));
  const litres = ofDay.reduce((sum, s) => sum + s.litres, 0);
  const revenue = ofDay.reduce((sum, s) => sum + saleTotal(s), 0);
  const lines = [`Fuel dock ${day}`, `sales: ${ofDay.length}`, `litres: ${litres.toFixed(1)}`, `revenue: ${revenue.toFixed(2)}`];
  return lines.join("\n");
}

export function topBerths(sales: FuelSale[], limit: number): string[] {
  const perBerth = new Map<string, number>();
  for (const s of sales) {
    perBerth.set(s.berth, (perBerth.get(s.berth) ?? 0) + s.litres);
  }
  return [...perBerth.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([berth]) => berth);
}

export function loadSales(path: string): FuelSale[] {
  return JSON.parse(readFileSync(path, "utf8")) as FuelSale[];
}

export function closeOfDay(path: string, day: string): void {
  const sales = loadSales(path);
  console.log(dailyFuelSummary(sales, day));
  console.log(`top berths: ${topBerths(sales, 3).join(", ")}`);
}

export function auditPrint(path: string, day: string): void {
  console.log(dailyFuelSummary(loadSales(path), day, true));
}
