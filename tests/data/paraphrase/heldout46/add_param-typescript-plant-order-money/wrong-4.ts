// Plant order pricing for the Fernhollow Nursery web shop.
// Prices are stored in pence; everything shown to the customer goes through
// formatMoney so that the shop and the invoices agree.

export type TrayKind = "plug-84" | "plug-40" | "p9-pot" | "1l-pot" | "2l-pot";

export interface CatalogEntry {
  sku: string;
  species: string;
  variety: string;
  tray: TrayKind;
  pricePence: number;
  stock: number;
}

export interface OrderLine {
  sku: string;
  quantity: number;
}

export interface PlantOrder {
  id: string;
  customer: string;
  trade: boolean;
  lines: OrderLine[];
  deliveryPostcode: string;
}

export interface PricedLine {
  sku: string;
  description: string;
  quantity: number;
  unitPence: number;
  totalPence: number;
}

const TRADE_DISCOUNT = 0.15;
const FREE_DELIVERY_FROM_PENCE = 7500;
const DELIVERY_PENCE = 695;
const HIGHLANDS_SURCHARGE_PENCE = 1200;
const HIGHLANDS_PREFIXES = ["IV", "HS", "KW", "ZE", "PH4", "PH5"];

export class OutOfStockError extends Error {
  constructor(public readonly sku: string, public readonly wanted: number, public readonly left: number) {
    super(`${sku}: ${wanted} wanted, ${left} left`);
  }
}

export function formatMoney(pence: number, currency: string, locale: string = "en-GB"): string {
  return (pence / 100).toLocaleString(locale, {
    style: "currency",
    currency,
  });
}

export function describe(entry: CatalogEntry): string {
  return `${entry.species} '${entry.variety}' (${entry.tray})`;
}

export function priceLine(line: OrderLine, catalog: Map<string, CatalogEntry>, trade: boolean): PricedLine {
  const entry = catalog.get(line.sku);
  if (!entry) {
    throw new Error(`unknown sku ${line.sku}`);
  }
  if (entry.stock < line.quantity) {
    throw new OutOfStockError(line.sku, line.quantity, entry.stock);
  }
  const unit = trade ? Math.round(entry.pricePence * (1 - TRADE_DISCOUNT)) : entry.pricePence;
  return {
    sku: line.sku,
    description: describe(entry),
    quantity: line.quantity,
    unitPence: unit,
    totalPence: unit * line.quantity,
  };
}

export function deliveryPence(postcode: string, subtotalPence: number): number {
  const outward = postcode.trim().toUpperCase().split(" ")[0];
  const highlands = HIGHLANDS_PREFIXES.some((p) => outward.startsWith(p));
  if (subtotalPence >= FREE_DELIVERY_FROM_PENCE && !highlands) {
    return 0;
  }
  return DELIVERY_PENCE + (highlands ? HIGHLANDS_SURCHARGE_PENCE : 0);
}

export interface PricedOrder {
  id: string;
  lines: PricedLine[];
  subtotalPence: number;
  deliveryPence: number;
  totalPence: number;
}

export function priceOrder(order: PlantOrder, catalog: Map<string, CatalogEntry>): PricedOrder {
  const lines = order.lines.map((l) => priceLine(l, catalog, order.trade));
  const subtotal = lines.reduce((sum, l) => sum + l.totalPence, 0);
  const delivery = deliveryPence(order.deliveryPostcode, subtotal);
  return {
    id: order.id,
    lines,
    subtotalPence: subtotal,
    deliveryPence: delivery,
    totalPence: subtotal + delivery,
  };
}

export function invoiceText(priced: PricedOrder, currency: string = "GBP"): string {
  const rows = priced.lines.map(
    (l) => `${String(l.quantity).padStart(4)} x ${l.description.padEnd(40)} ${formatMoney(l.totalPence, currency)}`,
  );
  rows.push("");
  rows.push(`${"Subtotal".padStart(47)} ${formatMoney(priced.subtotalPence, currency)}`);
  rows.push(`${"Delivery".padStart(47)} ${formatMoney(priced.deliveryPence, currency)}`);
  rows.push(`${"Total".padStart(47)} ${formatMoney(priced.totalPence, currency)}`);
  return rows.join("\n");
}

export function reserveStock(order: PlantOrder, catalog: Map<string, CatalogEntry>): void {
  for (const line of order.lines) {
    const entry = catalog.get(line.sku);
    if (!entry) {
      throw new Error(`unknown sku ${line.sku}`);
    }
    if (entry.stock < line.quantity) {
      throw new OutOfStockError(line.sku, line.quantity, entry.stock);
    }
  }
  for (const line of order.lines) {
    catalog.get(line.sku)!.stock -= line.quantity;
  }
}

export function lowStock(catalog: Map<string, CatalogEntry>, threshold = 20): CatalogEntry[] {
  return [...catalog.values()]
    .filter((e) => e.stock < threshold)
    .sort((a, b) => a.stock - b.stock || a.sku.localeCompare(b.sku));
}

export function orderSummary(priced: PricedOrder, currency: string = "GBP"): string {
  const plants = priced.lines.reduce((n, l) => n + l.quantity, 0);
  return `${priced.id}: ${plants} plants, ${formatMoney(priced.totalPence, currency)}`;
}

export function traysNeeded(order: PlantOrder, catalog: Map<string, CatalogEntry>): Map<TrayKind, number> {
  const out = new Map<TrayKind, number>();
  for (const line of order.lines) {
    const entry = catalog.get(line.sku);
    if (!entry) {
      continue;
    }
    out.set(entry.tray, (out.get(entry.tray) ?? 0) + line.quantity);
  }
  return out;
}
