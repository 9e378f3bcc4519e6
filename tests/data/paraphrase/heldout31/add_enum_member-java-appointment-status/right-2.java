package uk.co.halloranvey.booking;

import java.time.Duration;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Tuning and repair appointments for Halloran &amp; Vey Piano Services.
 */
public final class Appointments {

    public enum Status {
        REQUESTED("Requested", true),
        CONFIRMED("Confirmed", true),
        RESCHEDULED("Rescheduled", true),
        IN_PROGRESS("In progress", true),
        COMPLETED("Completed", false),
        CANCELLED("Cancelled", false);

        private final String label;
        private final boolean open;

        Status(String label, boolean open) {
            this.label = label;
            this.open = open;
        }

        public String label() {
            return label;
        }

        public boolean isOpen() {
            return open;
        }
    }

    public enum Service {
        TUNING(Duration.ofMinutes(90)),
        PITCH_RAISE(Duration.ofMinutes(150)),
        REGULATION(Duration.ofHours(4)),
        REPAIR_ESTIMATE(Duration.ofMinutes(45));

        private final Duration typical;

        Service(Duration typical) {
            this.typical = typical;
        }

        public Duration typical() {
            return typical;
        }
    }

    public record Appointment(
            String reference,
            String customer,
            String instrumentSerial,
            Service service,
            LocalDateTime start,
            String technician,
            Status status) {

        public Appointment {
            Objects.requireNonNull(reference, "reference");
            Objects.requireNonNull(start, "start");
        }

        public LocalDateTime expectedEnd() {
            return start.plus(service.typical());
        }

        public Appointment withStatus(Status next) {
            return new Appointment(reference, customer, instrumentSerial, service, start, technician, next);
        }
    }

    private final List<Appointment> diary = new ArrayList<>();

    public void add(Appointment a) {
        for (Appointment other : diary) {
            if (other.technician().equals(a.technician()) && other.status().isOpen()
                    && overlaps(other, a)) {
                throw new IllegalStateException(
                        a.technician() + " is already booked at " + other.start() + " (" + other.reference() + ")");
            }
        }
        diary.add(a);
    }

    private static boolean overlaps(Appointment x, Appointment y) {
        return x.start().isBefore(y.expectedEnd()) && y.start().isBefore(x.expectedEnd());
    }

    public List<Appointment> openFor(String technician) {
        List<Appointment> out = new ArrayList<>();
        for (Appointment a : diary) {
            if (a.technician().equals(technician) && a.status().isOpen()) {
                out.add(a);
            }
        }
        return out;
    }

    /** Colour of the appointment chip in the office diary view. */
    public static String chipColour(Status status) {
        return switch (status) {
            case REQUESTED -> "#f4c542";
            case CONFIRMED -> "#3a7bd5";
            case RESCHEDULED -> "#e67e22";
            case IN_PROGRESS -> "#8e44ad";
            case COMPLETED -> "#2e8b57";
            case CANCELLED -> "#9e9e9e";
        };
    }

    /** Whether the customer gets the reminder text the day before. */
    public static boolean sendsReminder(Status status) {
        return switch (status) {
            case CONFIRMED -> true;
            case RESCHEDULED -> true;
            case REQUESTED, IN_PROGRESS, COMPLETED, CANCELLED -> false;
        };
    }

    public Map<Status, Integer> countByStatus() {
        Map<Status, Integer> counts = new EnumMap<>(Status.class);
        for (Status s : Status.values()) {
            counts.put(s, 0);
        }
        for (Appointment a : diary) {
            counts.merge(a.status(), 1, Integer::sum);
        }
        return counts;
    }

    public Appointment cancel(String reference) {
        for (int i = 0; i < diary.size(); i++) {
            Appointment a = diary.get(i);
            if (a.reference().equals(reference)) {
                Appointment cancelled = a.withStatus(Status.CANCELLED);
                diary.set(i, cancelled);
                return cancelled;
            }
        }
        throw new IllegalArgumentException("no appointment " + reference);
    }

    public static void main(String[] args) {
        Appointments book = new Appointments();
        book.add(new Appointment("HV-2291", "Mrs E. Sutherland", "417203", Service.TUNING,
                LocalDateTime.of(2026, 3, 14, 10, 0), "Declan Vey", Status.CONFIRMED));
        book.add(new Appointment("HV-2292", "St Columba's Hall", "88115", Service.PITCH_RAISE,
                LocalDateTime.of(2026, 3, 14, 13, 0), "Declan Vey", Status.REQUESTED));
        System.out.println(book.countByStatus());
        System.out.println(chipColour(Status.CONFIRMED));
    }
}
