export enum PaymentStatus {
  Pending = "pending",
  Authorized = "authorized",
  Captured = "captured",
  Failed = "failed",
}

export enum PayoutStatus {
  Scheduled = "scheduled",
  Paid = "paid",
  Failed = "failed",
}

export interface Payment {
  id: string;
  amountCents: number;
  status: PaymentStatus;
  updatedAt: string;
}

function assertNever(x: never): never {
  throw new Error(`unexpected status: ${String(x)}`);
}

/** Label shown in the order history. */
export function statusLabel(status: PaymentStatus): string {
  switch (status) {
    case PaymentStatus.Pending:
      return "Waiting for payment";
    case PaymentStatus.Authorized:
      return "Authorized";
    case PaymentStatus.Captured:
      return "Paid";
    case PaymentStatus.Failed:
      return "Payment failed";
    default:
      return assertNever(status);
  }
}

export function isFinal(status: PaymentStatus): boolean {
  return status === PaymentStatus.Captured || status === PaymentStatus.Failed;
}

export function payoutLabel(status: PayoutStatus): string {
  return status === PayoutStatus.Paid ? "Paid out" : status === PayoutStatus.Failed ? "Payout failed" : "Scheduled";
}
