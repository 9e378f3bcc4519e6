export enum TicketClass {
  Standard = 'standard',
  Club = 'club',
  Cabin = 'cabin',
  PetFriendly = 'pet-friendly',
}

export interface Fare {
  ticketClass: TicketClass;
  adultPence: number;
  childPence: number;
}

const FARES: Record<TicketClass, Fare> = {
  [TicketClass.Standard]: { ticketClass: TicketClass.Standard, adultPence: 1850, childPence: 925 },
  [TicketClass.Club]: { ticketClass: TicketClass.Club, adultPence: 2900, childPence: 1450 },
  [TicketClass.Cabin]: { ticketClass: TicketClass.Cabin, adultPence: 6400, childPence: 6400 },
  [TicketClass.PetFriendly]: { ticketClass: TicketClass.PetFriendly, adultPence: 2200, childPence: 1100 },
};

export function fareFor(ticketClass: TicketClass, adults: number, children: number): number {
  const fare = FARES[ticketClass];
  return fare.adultPence * adults + fare.childPence * children;
}

export function lounageAccess(ticketClass: TicketClass): boolean {
  switch (ticketClass) {
    case TicketClass.Club:
    case TicketClass.Cabin:
      return true;
    case TicketClass.Standard:
      return false;
    case TicketClass.PetFriendly:
      return false;
  }
}

export function label(ticketClass: TicketClass): string {
  switch (ticketClass) {
    case TicketClass.Standard:
      return 'Standard';
    case TicketClass.Club:
      return 'Club Lounge';
    case TicketClass.Cabin:
      return 'Private Cabin';
    case TicketClass.PetFriendly:
      return 'Pet-Friendly Lounge';
  }
}
