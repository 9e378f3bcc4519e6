// Ticket states for the Marrowgate Theatre box office.

export enum TicketStatus {
  Held = "held",
  Paid = "paid",
  Collected = "collected",
  Cancelled = "cancelled",
  Refunded = "Refunded",
}

export const STATUS_LABELS: Record<TicketStatus, string> = {
  [TicketStatus.Held]: "On hold",
  [TicketStatus.Paid]: "Paid",
  [TicketStatus.Collected]: "Collected at desk",
  [TicketStatus.Cancelled]: "Cancelled",
  [TicketStatus.Refunded]: "Refunded",
};

export interface Ticket {
  id: string;
  performanceId: string;
  seat: string;
  priceCents: number;
  status: TicketStatus;
}

export function canCancel(ticket: Ticket): boolean {
  return ticket.status === TicketStatus.Held || ticket.status === TicketStatus.Paid;
}

export function countsTowardsCapacity(status: TicketStatus): boolean {
  switch (status) {
    case TicketStatus.Held:
    case TicketStatus.Paid:
    case TicketStatus.Collected:
      return true;
    case TicketStatus.Cancelled:
    case TicketStatus.Refunded:
      return false;
  }
}
