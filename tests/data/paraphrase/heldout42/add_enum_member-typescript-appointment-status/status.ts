export enum AppointmentStatus {
  Requested = "requested",
  Confirmed = "confirmed",
  InChair = "in_chair",
  Completed = "completed",
  Cancelled = "cancelled",
}

export enum DepositStatus {
  Pending = "pending",
  Paid = "paid",
  Refunded = "refunded",
}

export function statusLabel(status: AppointmentStatus): string {
  switch (status) {
    case AppointmentStatus.Requested:
      return "Waiting for artist";
    case AppointmentStatus.Confirmed:
      return "Booked";
    case AppointmentStatus.InChair:
      return "In progress";
    case AppointmentStatus.Completed:
      return "Done";
    case AppointmentStatus.Cancelled:
      return "Cancelled";
    default: {
      const unreachable: never = status;
      throw new Error(`unknown status ${unreachable}`);
    }
  }
}

export function keepsDeposit(status: AppointmentStatus): boolean {
  return status === AppointmentStatus.Completed;
}
