import { Pool } from "pg";

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export interface Order {
  id: string;
  customerId: string;
  totalCents: number;
  createdAt: Date;
}

const pool = new Pool({ connectionString: process.env.DATABASE_URL });

function encodeCursor(createdAt: Date, id: string): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`).toString("base64url");
}

function decodeCursor(cursor: string): [Date, string] {
  const [iso, id] = Buffer.from(cursor, "base64url").toString().split("|");
  return [new Date(iso), id];
}

/** Orders of one customer, newest first, `limit` per page. */
export async function listOrders(customerId: string, limit: number, cursor?: string): Promise<Page<Order>> {
  const params: unknown[] = [customerId, limit + 1];
  let where = "customer_id = $1";
  if (cursor) {
    const [createdAt, id] = decodeCursor(cursor);
    params.push(createdAt, id);
    where += " and (created_at, id) < ($3, $4)";
  }
  const { rows } = await pool.query(
    `select id, customer_id, total_cents, created_at from orders where ${where} order by created_at desc, id desc limit $2`,
    params,
  );
  const items: Order[] = rows.slice(0, limit).map((r) => ({
    id: r.id,
    customerId: r.customer_id,
    totalCents: Number(r.total_cents),
    createdAt: r.created_at,
  }));
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : null };
}

export async function allOrders(customerId: string): Promise<Order[]> {
  const out: Order[] = [];
  let cursor: string | undefined;
  do {
    const page = await listOrders(customerId, 200, cursor);
    out.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return out;
}

export async function latestOrder(customerId: string): Promise<Order | undefined> {
  const page = await listOrders(1, customerId);
  return page.items[0];
}
