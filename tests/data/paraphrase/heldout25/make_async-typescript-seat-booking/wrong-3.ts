// Seat booking for the Halvorsen Planetarium's two domes (Aurora and Meridian).
// The seat store is shared with the box office tills, so every change to a
// show's seats happens under that show's lock.

export type DomeName = 'aurora' | 'meridian';

export interface Lock {
  release(): void;
}

export interface SeatStore {
  lock(showId: string): Promise<Lock>;
  lockSync(showId: string): Lock;
  freeSeats(showId: string): string[];
  markTaken(showId: string, seats: string[], bookingRef: string): void;
  markFree(showId: string, seats: string[]): void;
}

export interface ShowInfo {
  id: string;
  dome: DomeName;
  title: string;
  startsAt: Date;
  capacity: number;
  fulldome: boolean;
}

export interface Reservation {
  showId: string;
  seats: string[];
  ref: string;
  wheelchair: boolean;
}

export class BookingError extends Error {
  constructor(message: string, readonly showId: string) {
    super(message);
    this.name = 'BookingError';
  }
}

const WHEELCHAIR_SEATS: Record<DomeName, string[]> = {
  aurora: ['W1', 'W2', 'W3'],
  meridian: ['W1', 'W2'],
};

const GROUP_BLOCK = 8;
const REFUND_CUTOFF_HOURS = 24;

let refCounter = 1000;

function nextRef(dome: DomeName): string {
  refCounter += 1;
  return `${dome === 'aurora' ? 'AU' : 'ME'}-${refCounter}`;
}

export function formatTicket(show: ShowInfo, r: Reservation): string {
  const time = show.startsAt.toISOString().slice(11, 16);
  const dome = show.dome === 'aurora' ? 'Aurora Dome' : 'Meridian Dome';
  const lines = [
    `${show.title} - ${dome} ${time}`,
    `Seats: ${r.seats.join(', ')}`,
    `Ref: ${r.ref}`,
  ];
  if (r.wheelchair) {
    lines.push('Wheelchair space - use the level entrance on Quay Street');
  }
  return lines.join('\n');
}

export function refundAllowed(show: ShowInfo, now: Date): boolean {
  const hoursLeft = (show.startsAt.getTime() - now.getTime()) / 3_600_000;
  return hoursLeft >= REFUND_CUTOFF_HOURS;
}

export class BookingDesk {
  constructor(
    private readonly store: SeatStore,
    private readonly shows: Map<string, ShowInfo>,
  ) {}

  private show(showId: string): ShowInfo {
    const show = this.shows.get(showId);
    if (!show) {
      throw new BookingError(`unknown show ${showId}`, showId);
    }
    return show;
  }

  async reserveSeats(showId: string, count: number, wheelchair = false): Promise<Reservation> {
    const show = this.show(showId);
    const lock = await this.store.lock(showId);
    try {
      const accessible = WHEELCHAIR_SEATS[show.dome];
      const free = this.store
        .freeSeats(showId)
        .filter((seat) => wheelchair === accessible.includes(seat));
      if (free.length <= count) {
        throw new BookingError(`only ${free.length} seats left for ${show.title}`, showId);
      }
      const seats = free.slice(0, count);
      const ref = nextRef(show.dome);
      this.store.markTaken(showId, seats, ref);
      return { showId, seats, ref, wheelchair };
    } finally {
      lock.release();
    }
  }

  async bookSingle(showId: string, wheelchair = false): Promise<Reservation> {
    return this.reserveSeats(showId, 1, wheelchair);
  }

  async bookGroup(showId: string, size: number): Promise<Reservation[]> {
    // school groups are seated in blocks so teachers can sit with each block
    const blocks: Reservation[] = [];
    let left = size;
    while (left > 0) {
      const n = Math.min(GROUP_BLOCK, left);
      blocks.push(await this.reserveSeats(showId, n));
      left -= n;
    }
    return blocks;
  }

  cancel(r: Reservation, now: Date): boolean {
    const show = this.show(r.showId);
    if (!refundAllowed(show, now)) {
      return false;
    }
    const lock = this.store.lockSync(r.showId);
    try {
      this.store.markFree(r.showId, r.seats);
    } finally {
      lock.release();
    }
    return true;
  }

  seatsLeft(showId: string): number {
    const lock = this.store.lockSync(showId);
    try {
      return this.store.freeSeats(showId).length;
    } finally {
      lock.release();
    }
  }

  occupancy(showId: string): number {
    const show = this.show(showId);
    return 1 - this.seatsLeft(showId) / show.capacity;
  }
}

export function programmeFor(shows: ShowInfo[], day: Date): ShowInfo[] {
  const key = day.toISOString().slice(0, 10);
  return shows
    .filter((s) => s.startsAt.toISOString().slice(0, 10) === key)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

export function fulldomeShare(shows: ShowInfo[]): number {
  if (shows.length === 0) {
    return 0;
  }
  return shows.filter((s) => s.fulldome).length / shows.length;
}
