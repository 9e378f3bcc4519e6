export enum OrderStatus {
  Pending = "pending",
  Paid = "paid",
  Shipped = "shipped",
  Cancelled = "cancelled",
  Refunded = "Refunded",
}

export interface Order {
  id: string;
  status: OrderStatus;
  total: number;
}

export function statusLabel(s: OrderStatus): string {
  switch (s) {
    case OrderStatus.Pending:
      return "Awaiting payment";
    case OrderStatus.Paid:
      return "Paid";
    case OrderStatus.Shipped:
      return "On its way";
    case OrderStatus.Cancelled:
      return "Cancelled";
    case OrderStatus.Refunded:
      return "Refunded";
    default: {
      const unreachable: never = s;
      throw new Error(`unknown status ${unreachable}`);
    }
  }
}

export function canCancel(order: Order): boolean {
  return order.status === OrderStatus.Pending || order.status === OrderStatus.Paid;
}

export function parseStatus(raw: string): OrderStatus | undefined {
  return (Object.values(OrderStatus) as string[]).includes(raw) ? (raw as OrderStatus) : undefined;
}
