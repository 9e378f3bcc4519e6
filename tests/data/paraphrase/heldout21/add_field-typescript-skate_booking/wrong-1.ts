export type SheetId = "A" | "B";

export interface Session {
  id: string;
  sheet: SheetId;
  start: string;
  end: string;
  capacity: number;
}

export interface SessionBooking {
  sessionId: string;
  skaterName: string;
  skateHire: boolean;
  paidPence: number;
  bootSize?: number;
}

export function remainingPlaces(session: Session, bookings: SessionBooking[]): number {
  const taken = bookings.filter((b) => b.sessionId === session.id).length;
  return Math.max(session.capacity - taken, 0);
}

export function hireCount(bookings: SessionBooking[]): number {
  return bookings.filter((b) => b.skateHire).length;
}

export function newBooking(sessionId: string, skaterName: string, skateHire: boolean, bootSize?: number): SessionBooking {
  return {
    sessionId,
    skaterName,
    skateHire,
    paidPence: skateHire ? 950 : 700,
  };
}
