// Appointment book for Harrowgate Dental Care (reception and chairside tablets).

export type ChairId = 'chair-1' | 'chair-2' | 'chair-3' | 'hygiene';

export type AppointmentKind =
  | 'checkup'
  | 'hygiene'
  | 'filling'
  | 'extraction'
  | 'root-canal'
  | 'emergency';

export interface Appointment {
  id: string;
  patientId: string;
  clinicianId: string;
  chair: ChairId;
  kind: AppointmentKind;
  start: Date;
  durationMinutes: number;
  notes: string;
  confirmed: boolean;
  needsXray: boolean;
}

export interface AppointmentDraft {
  patientId: string;
  clinicianId: string;
  chair: ChairId;
  kind: AppointmentKind;
  start: Date;
  durationMinutes?: number;
  notes?: string;
  needsXray?: boolean;
}

const DEFAULT_DURATION: Record<AppointmentKind, number> = {
  checkup: 20,
  hygiene: 30,
  filling: 40,
  extraction: 45,
  'root-canal': 90,
  emergency: 30,
};

const OPENING_HOUR = 8;
const CLOSING_HOUR = 18;

let nextId = 1;

function newId(): string {
  const id = `APT-${String(nextId).padStart(6, '0')}`;
  nextId += 1;
  return id;
}

export function endOf(appointment: Appointment): Date {
  return new Date(appointment.start.getTime() + appointment.durationMinutes * 60_000);
}

export function overlaps(a: Appointment, b: Appointment): boolean {
  if (a.chair !== b.chair) {
    return false;
  }
  return a.start < endOf(b) && b.start < endOf(a);
}

export function withinOpeningHours(appointment: Appointment): boolean {
  const startHour = appointment.start.getHours();
  const end = endOf(appointment);
  const endsBeforeClose =
    end.getHours() < CLOSING_HOUR || (end.getHours() === CLOSING_HOUR && end.getMinutes() === 0);
  return startHour >= OPENING_HOUR && endsBeforeClose;
}

export class AppointmentBook {
  private appointments: Appointment[] = [];

  book(draft: AppointmentDraft): Appointment {
    const appointment: Appointment = {
      id: newId(),
      patientId: draft.patientId,
      clinicianId: draft.clinicianId,
      chair: draft.chair,
      kind: draft.kind,
      start: draft.start,
      durationMinutes: draft.durationMinutes ?? DEFAULT_DURATION[draft.kind],
      notes: draft.notes ?? '',
      confirmed: true,
      needsXray: draft.needsXray ?? false,
    };
    if (!withinOpeningHours(appointment)) {
      throw new Error(`appointment outside opening hours: ${appointment.start.toISOString()}`);
    }
    const clash = this.appointments.find((other) => overlaps(other, appointment));
    if (clash) {
      throw new Error(`${appointment.chair} is taken by ${clash.id}`);
    }
    this.appointments.push(appointment);
    return appointment;
  }

  confirm(id: string): Appointment {
    const appointment = this.find(id);
    appointment.confirmed = true;
    return appointment;
  }

  cancel(id: string): void {
    const before = this.appointments.length;
    this.appointments = this.appointments.filter((a) => a.id !== id);
    if (this.appointments.length === before) {
      throw new Error(`no appointment ${id}`);
    }
  }

  find(id: string): Appointment {
    const appointment = this.appointments.find((a) => a.id === id);
    if (!appointment) {
      throw new Error(`no appointment ${id}`);
    }
    return appointment;
  }

  forDay(day: Date): Appointment[] {
    return this.appointments
      .filter((a) => a.start.toDateString() === day.toDateString())
      .sort((a, b) => a.start.getTime() - b.start.getTime());
  }

  forClinician(clinicianId: string, day: Date): Appointment[] {
    return this.forDay(day).filter((a) => a.clinicianId === clinicianId);
  }

  unconfirmed(day: Date): Appointment[] {
    return this.forDay(day).filter((a) => !a.confirmed);
  }

  freeChairs(at: Date): ChairId[] {
    const all: ChairId[] = ['chair-1', 'chair-2', 'chair-3', 'hygiene'];
    const busy = new Set(
      this.appointments.filter((a) => a.start <= at && at < endOf(a)).map((a) => a.chair),
    );
    return all.filter((chair) => !busy.has(chair));
  }

  daySheet(day: Date): string[] {
    return this.forDay(day).map((a) => {
      const time = a.start.toTimeString().slice(0, 5);
      const mark = a.confirmed ? 'C' : '?';
      return `${time} ${a.chair.padEnd(8)} ${a.kind.padEnd(11)} ${a.patientId} ${mark} ${a.notes}`;
    });
  }
}

export function reminderText(appointment: Appointment, practicePhone: string): string {
  const day = appointment.start.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long' });
  const time = appointment.start.toTimeString().slice(0, 5);
  return (
    `Harrowgate Dental Care: your ${appointment.kind} appointment is on ${day} at ${time}. ` +
    `Reply YES to confirm or call ${practicePhone} to rearrange.`
  );
}
