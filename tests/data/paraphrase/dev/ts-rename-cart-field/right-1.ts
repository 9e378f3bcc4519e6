export interface CartItem {
  sku: string;
  name: string;
  price: number;
  quantity: number;
}

export interface SavedOrder {
  id: string;
  items: CartItem[];
  placedAt: Date;
}

const FREE_SHIPPING_THRESHOLD = 50;
const SHIPPING_FEE = 4.99;

export class Cart {
  private lines: CartItem[] = [];

  add(item: CartItem): void {
    const existing = this.lines.find((i) => i.sku === item.sku);
    if (existing) {
      existing.quantity += item.quantity;
    } else {
      this.lines.push({ ...item });
    }
  }

  remove(sku: string): void {
    this.lines = this.lines.filter((i) => i.sku !== sku);
  }

  get subtotal(): number {
    return this.lines.reduce((sum, i) => sum + i.price * i.quantity, 0);
  }

  get shipping(): number {
    return this.subtotal >= FREE_SHIPPING_THRESHOLD ? 0 : SHIPPING_FEE;
  }

  isEmpty(): boolean {
    return this.lines.length === 0;
  }

  toOrder(id: string): SavedOrder {
    return { id, items: this.lines.map((i) => ({ ...i })), placedAt: new Date() };
  }
}

export function countUnits(order: SavedOrder): number {
  return order.items.reduce((n, i) => n + i.quantity, 0);
}

export function mergeOrders(a: SavedOrder, b: SavedOrder): CartItem[] {
  return [...a.items, ...b.items];
}
