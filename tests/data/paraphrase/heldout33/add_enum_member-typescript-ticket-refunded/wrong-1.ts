// Ticket states for the Marrowgate Theatre box office.

export enum TicketStatus {
  Held = "held",
  Paid = "paid",
  Collected = "collected",
  Cancelled = "cancelled",
  Refunded = "refunded",
}

export const STATUS_LABELS: Record<TicketStatus, string> = {
  [TicketStatus.Held]: "On hold",
  [TicketStatus.Paid]: "Paid",
  [TicketStatus.Collected]: "Collected at desk",
  [TicketStatus.Cancelled]: "Cancelled",
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
      return false;
  }
}
