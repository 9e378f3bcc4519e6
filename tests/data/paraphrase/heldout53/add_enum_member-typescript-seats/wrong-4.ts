// Seat zones and prices for the Stadttheater Aarburg seat plan.

export enum SeatZone {
  Stalls = "stalls",
  Circle = "circle",
  Balcony = "balcony",
  Box = "box",
}

export const ZONE_PRICE: Record<SeatZone, number> = {
  [SeatZone.Stalls]: 38,
  [SeatZone.Circle]: 32,
  [SeatZone.Balcony]: 24,
  [SeatZone.Box]: 55,
};

export function zoneLabel(zone: SeatZone): string {
  switch (zone) {
    case SeatZone.Stalls:
      return "Parkett";
    case SeatZone.Circle:
      return "1. Rang";
    case SeatZone.Balcony:
      return "2. Rang";
    case SeatZone.Box:
      return "Balkon";
  }
}

export function zoneForRow(row: string): SeatZone {
  if (row.startsWith("R")) {
    return SeatZone.Circle;
  }
  if (row.startsWith("B")) {
    return SeatZone.Balcony;
  }
  if (row.startsWith("L")) {
    return SeatZone.Box;
  }
  return SeatZone.Stalls;
}

export function ticketPrice(zone: SeatZone, concession: boolean): number {
  const price = ZONE_PRICE[zone];
  return concession ? Math.round(price * 0.8) : price;
}
