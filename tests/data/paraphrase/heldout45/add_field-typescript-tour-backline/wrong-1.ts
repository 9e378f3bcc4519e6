export interface Venue {
  city: string;
  hall: string;
  capacity: number;
  loadInTime: string;
  stageWidthM: number;
  backlineProvided: boolean;
}

export interface Hotel {
  city: string;
  name: string;
  rooms: number;
  checkIn: string;
}

export const TOUR_2027: Venue[] = [
  { city: "Leipzig", hall: "Gewandhaus", capacity: 1900, loadInTime: "09:00", stageWidthM: 18, backlineProvided: false },
  { city: "Prague", hall: "Rudolfinum", capacity: 1100, loadInTime: "10:30", stageWidthM: 14, backlineProvided: false },
  { city: "Vienna", hall: "Konzerthaus", capacity: 1840, loadInTime: "08:30", stageWidthM: 17, backlineProvided: false },
  { city: "Budapest", hall: "Müpa", capacity: 1700, loadInTime: "11:00", stageWidthM: 19, backlineProvided: false },
  { city: "Ljubljana", hall: "Cankarjev dom", capacity: 1450, loadInTime: "09:30", stageWidthM: 16 },
];

export const HOTELS_2027: Hotel[] = [
  { city: "Leipzig", name: "Hotel Fürstenhof", rooms: 48, checkIn: "15:00" },
  { city: "Prague", name: "Hotel Josef", rooms: 52, checkIn: "14:00" },
  { city: "Vienna", name: "Hotel Stefanie", rooms: 50, checkIn: "15:00" },
];

export function totalSeats(venues: Venue[]): number {
  return venues.reduce((sum, v) => sum + v.capacity, 0);
}

export function fitsStage(venue: Venue, requiredWidthM: number): boolean {
  return venue.stageWidthM >= requiredWidthM;
}
