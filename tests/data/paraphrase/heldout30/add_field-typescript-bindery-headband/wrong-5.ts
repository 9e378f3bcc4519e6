// Order intake for the Quire Lane bindery: commissions from customers and
// the work tickets the bench gets printed from them.

export type SewingStructure = "link_stitch" | "long_stitch" | "french_sewing" | "sewn_on_tapes" | "coptic";
export type CoverMaterial = "buckram" | "goatskin" | "calf" | "paste_paper" | "linen";

export interface Customer {
  customerId: string;
  name: string;
  email: string;
  trade: boolean;
}

export interface MaterialLine {
  material: string;
  quantity: number;
  unit: "sheet" | "metre" | "skin" | "board";
  unitCost: number;
}

export interface BindingOrder {
  orderId: string;
  customer: Customer;
  title: string;
  copies: number;
  sections: number;
  trimHeightMm: number;
  trimWidthMm: number;
  structure: SewingStructure;
  cover: CoverMaterial;
  giltTitle: boolean;
  dueInDays: number;
  materials: MaterialLine[];
  notes: string[];
}

export interface WorkTicket {
  orderId: string;
  lines: string[];
  printedAt: Date;
  headbandColour: string;
}

const SECTIONS_PER_HOUR: Record<SewingStructure, number> = {
  link_stitch: 8,
  long_stitch: 12,
  french_sewing: 5,
  sewn_on_tapes: 6,
  coptic: 7,
};

let nextOrderNumber = 1041;

export function newOrder(customer: Customer, title: string, copies: number, sections: number): BindingOrder {
  const orderId = `QL-${nextOrderNumber++}`;
  return {
    orderId,
    customer,
    title,
    copies,
    sections,
    trimHeightMm: 240,
    trimWidthMm: 170,
    structure: "sewn_on_tapes",
    cover: "buckram",
    giltTitle: false,
    dueInDays: 21,
    materials: [],
    notes: [],
  };
}

export function addMaterial(order: BindingOrder, line: MaterialLine): BindingOrder {
  const existing = order.materials.find((m) => m.material === line.material && m.unit === line.unit);
  if (existing) {
    existing.quantity += line.quantity;
    return order;
  }
  order.materials.push({ ...line });
  return order;
}

export function validate(order: BindingOrder): string[] {
  const problems: string[] = [];
  if (order.copies < 1) {
    problems.push("at least one copy");
  }
  if (order.sections < 1) {
    problems.push("at least one section");
  }
  if (order.structure === "coptic" && order.cover === "goatskin") {
    problems.push("coptic binding is not covered in goatskin here");
  }
  if (order.trimWidthMm > order.trimHeightMm * 1.5) {
    problems.push("landscape format wider than 3:2 needs a quote by hand");
  }
  if (order.dueInDays < 7) {
    problems.push("rush orders are arranged by phone");
  }
  return problems;
}

export function sewingHours(order: BindingOrder): number {
  const perCopy = order.sections / SECTIONS_PER_HOUR[order.structure];
  return Math.round(perCopy * order.copies * 10) / 10;
}

export function materialsCost(order: BindingOrder): number {
  return order.materials.reduce((sum, m) => sum + m.quantity * m.unitCost, 0);
}

export function price(order: BindingOrder, hourlyRate = 42): number {
  const labour = sewingHours(order) * hourlyRate;
  const gilt = order.giltTitle ? 35 * order.copies : 0;
  const subtotal = labour + materialsCost(order) + gilt;
  const tradeDiscount = order.customer.trade ? 0.1 : 0;
  return Math.round(subtotal * (1 - tradeDiscount) * 100) / 100;
}

export function workTicket(order: BindingOrder, now: Date = new Date()): WorkTicket {
  const lines = [
    `${order.orderId}  ${order.title}`,
    `customer: ${order.customer.name}${order.customer.trade ? " (trade)" : ""}`,
    `copies: ${order.copies}, ${order.sections} sections each`,
    `trim: ${order.trimHeightMm} x ${order.trimWidthMm} mm`,
    `sewing: ${order.structure.replace(/_/g, " ")}`,
    `cover: ${order.cover}${order.giltTitle ? ", gilt title" : ""}`,
    `due in ${order.dueInDays} days`,
  ];
  for (const m of order.materials) {
    lines.push(`  ${m.quantity} ${m.unit} ${m.material}`);
  }
  for (const note of order.notes) {
    lines.push(`note: ${note}`);
  }
  return { orderId: order.orderId, lines, printedAt: now, headbandColour: "ivory" };
}

export function toRow(order: BindingOrder): (string | number | boolean)[] {
  return [
    order.orderId,
    order.customer.customerId,
    order.title,
    order.copies,
    order.sections,
    order.structure,
    order.cover,
    order.giltTitle,
    order.dueInDays,
    price(order),
  ];
}

export function backlogHours(orders: BindingOrder[]): number {
  return orders.reduce((sum, o) => sum + sewingHours(o), 0);
}

export function dueSoon(orders: BindingOrder[], withinDays = 5): BindingOrder[] {
  return orders.filter((o) => o.dueInDays <= withinDays).sort((a, b) => a.dueInDays - b.dueInDays);
}
