// Price-time priority limit order book for one instrument.
// Prices are integer ticks; quantities are integer lots.

export type Side = 'buy' | 'sell';

export interface Order {
  id: string;
  side: Side;
  price: number;
  qty: number;
  account: string;
  ts: number;
}

export interface Fill {
  takerId: string;
  makerId: string;
  price: number;
  qty: number;
  ts: number;
}

export interface Level {
  price: number;
  orders: Order[];
}

export class OrderBook {
  private bids: Level[] = [];   // best (highest) first
  private asks: Level[] = [];   // best (lowest) first
  private index = new Map<string, Order>();
  private seq = 0;

  constructor(public readonly symbol: string, private readonly maxDepth = 500) {}

  bestBid(): number | undefined {
    return this.bids[0]?.price;
  }

  bestAsk(): number | undefined {
    return this.asks[0]?.price;
  }

  spread(): number | undefined {
    const b = this.bestBid();
    const a = this.bestAsk();
    return b === undefined || a === undefined ? undefined : a - b;
  }

  depth(side: Side, levels = 5): Array<[number, number]> {
    const book = side === 'buy' ? this.bids : this.asks;
    return book.slice(0, levels).map((l) => [l.price, l.orders.reduce((s, o) => s + o.qty, 0)]);
  }

  submit(order: Order): Fill[] {
    if (order.qty <= 0) throw new Error(`order ${order.id}: quantity must be positive`);
    if (this.index.has(order.id)) throw new Error(`duplicate order id ${order.id}`);
    const fills = this.match(order);
    if (order.qty > 0) this.rest(order);
    return fills;
  }

  cancel(id: string): boolean {
    const order = this.index.get(id);
    if (!order) return false;
    const book = order.side === 'buy' ? this.bids : this.asks;
    const i = book.findIndex((l) => l.price === order.price);
    if (i < 0) return false;
    const level = book[i];
    level.orders = level.orders.filter((o) => o.id !== id);
    if (level.orders.length === 0) book.splice(i, 1);
    this.index.delete(id);
    return true;
  }

  amend(id: string, newQty: number): boolean {
    const order = this.index.get(id);
    if (!order) return false;
    if (newQty <= 0) return this.cancel(id);
    if (newQty > order.qty) {
      // increasing size loses time priority
      this.cancel(id);
      this.rest({ ...order, qty: newQty, ts: this.nextTs() });
      return true;
    }
    order.qty = newQty;
    return true;
  }

  private match(taker: Order): Fill[] {
    const fills: Fill[] = [];
    const book = taker.side === 'buy' ? this.asks : this.bids;
    const crosses = (p: number) => (taker.side === 'buy' ? p <= taker.price : p >= taker.price);
    while (taker.qty > 0 && book.length > 0 && crosses(book[0].price)) {
      const level = book[0];
      const maker = level.orders[0];
      const traded = Math.min(taker.qty, maker.qty);
      fills.push({ takerId: taker.id, makerId: maker.id, price: level.price, qty: traded, ts: this.nextTs() });
      taker.qty -= traded;
      maker.qty -= traded;
      if (maker.qty === 0) {
        level.orders.shift();
        this.index.delete(maker.id);
      }
      if (level.orders.length === 0) book.shift();
    }
    return fills;
  }

  private rest(order: Order): void {
    const book = order.side === 'buy' ? this.bids : this.asks;
    const better = (a: number, b: number) => (order.side === 'buy' ? a > b : a < b);
    let i = 0;
    while (i < book.length && better(book[i].price, order.price)) i++;
    if (i < book.length && book[i].price === order.price) {
      book[i].orders.push(order);
    } else {
      if (book.length >= this.maxDepth) throw new Error(`${this.symbol}: book depth limit reached`);
      book.splice(i, 0, { price: order.price, orders: [order] });
    }
    this.index.set(order.id, order);
  }

  private nextTs(): number {
    this.seq += 1;
    return this.seq;
  }
}

export function vwap(fills: Fill[]): number | undefined {
  let notional = 0;
  let volume = 0;
  for (const f of fills) {
    notional += f.price * f.qty;
    volume += f.qty;
  }
  return volume === 0 ? undefined : notional / volume;
}

export function openQuantity(book: OrderBook, side: Side, levels = 10): number {
  return book.depth(side, levels).reduce((sum, [, q]) => sum + q, 0);
}

export function formatOrder(o: Order): string {
  const side = o.side === 'buy' ? 'B' : 'S';
  return `${o.id} ${side} ${o.qty}@${o.price} [${o.account}]`;
}

export function formatFill(f: Fill): string {
  return `${f.takerId}x${f.makerId} ${f.qty}@${f.price}`;
}

export function parseOrder(line: string, ts: number): Order {
  // "id side qty price account", e.g. "o-17 buy 300 10125 ACC42"
  const [id, side, qty, price, account] = line.trim().split(/\s+/);
  if (side !== 'buy' && side !== 'sell') throw new Error(`bad side in: ${line}`);
  return { id, side, qty: Number(qty), price: Number(price), account, ts };
}

export function totalFilled(fills: Fill[], orderId: string): number {
  return fills
    .filter((f) => f.takerId === orderId || f.makerId === orderId)
    .reduce((sum, f) => sum + f.qty, 0);
}
