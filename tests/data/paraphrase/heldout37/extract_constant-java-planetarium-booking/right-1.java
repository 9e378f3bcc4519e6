package org.keplerdome.booking;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * School bookings for the Kepler Dome planetarium.
 *
 * Schools book a show for a class; large classes are split into several
 * groups that see the show one after another. Teachers come free with their
 * group (one per started ten pupils).
 */
public class SchoolBookings {

    public static final class BookingException extends RuntimeException {
        public BookingException(String message) {
            super(message);
        }
    }

    public record School(String id, String name, String town, boolean partner) {
    }

    public record Booking(String ref, School school, String showId, LocalDate date,
                          LocalTime start, int pupils, int teachers, boolean cancelled) {

        Booking cancel() {
            return new Booking(ref, school, showId, date, start, pupils, teachers, true);
        }
    }

    private static final LocalTime FIRST_SCHOOL_SLOT = LocalTime.of(9, 0);
    private static final LocalTime LAST_SCHOOL_SLOT = LocalTime.of(14, 30);
    private static final int PRICE_PER_PUPIL_CENTS = 650;
    private static final int PARTNER_DISCOUNT_PERCENT = 20;
    private static final int MAX_GROUP_SIZE = 30;

    private final Map<String, Booking> bookings = new HashMap<>();
    private int nextRef = 1;

    public List<Booking> book(School school, String showId, LocalDate date, LocalTime start,
                              int pupils) {
        if (pupils < 1) {
            throw new BookingException("a booking needs at least one pupil");
        }
        if (date.getDayOfWeek() == DayOfWeek.SATURDAY || date.getDayOfWeek() == DayOfWeek.SUNDAY) {
            throw new BookingException("school shows run on weekdays only");
        }
        if (start.isBefore(FIRST_SCHOOL_SLOT) || start.isAfter(LAST_SCHOOL_SLOT)) {
            throw new BookingException("school slots are between 09:00 and 14:30");
        }
        int groups = (pupils + MAX_GROUP_SIZE - 1) / MAX_GROUP_SIZE;
        List<Booking> made = new ArrayList<>();
        int left = pupils;
        LocalTime slot = start;
        for (int g = 0; g < groups; g++) {
            int size = Math.min(left, MAX_GROUP_SIZE);
            int teachers = (size + 9) / 10;
            Booking b = new Booking(newRef(), school, showId, date, slot, size, teachers, false);
            bookings.put(b.ref(), b);
            made.add(b);
            left -= size;
            slot = slot.plusMinutes(60);
        }
        return made;
    }

    public Booking resize(String ref, int pupils) {
        Booking old = find(ref).orElseThrow(() -> new BookingException("no booking " + ref));
        if (pupils > MAX_GROUP_SIZE) {
            throw new BookingException("a group may have at most 30 pupils, got " + pupils);
        }
        Booking b = new Booking(old.ref(), old.school(), old.showId(), old.date(), old.start(),
                pupils, (pupils + 9) / 10, old.cancelled());
        bookings.put(ref, b);
        return b;
    }

    public Booking cancel(String ref, LocalDate today) {
        Booking old = find(ref).orElseThrow(() -> new BookingException("no booking " + ref));
        LocalDate deadline = old.date().minusDays(30);
        if (today.isAfter(deadline) && !old.school().partner()) {
            throw new BookingException("free cancellation ended on " + deadline);
        }
        Booking b = old.cancel();
        bookings.put(ref, b);
        return b;
    }

    public Optional<Booking> find(String ref) {
        return Optional.ofNullable(bookings.get(ref));
    }

    public int priceCents(Booking b) {
        int price = b.pupils() * PRICE_PER_PUPIL_CENTS;
        if (b.school().partner()) {
            price = price * (100 - PARTNER_DISCOUNT_PERCENT) / 100;
        }
        return price;
    }

    public List<Booking> dayList(LocalDate date) {
        List<Booking> out = new ArrayList<>();
        for (Booking b : bookings.values()) {
            if (b.date().equals(date) && !b.cancelled()) {
                out.add(b);
            }
        }
        out.sort(Comparator.comparing(Booking::start).thenComparing(Booking::ref));
        return out;
    }

    public int pupilsOn(LocalDate date) {
        int total = 0;
        for (Booking b : dayList(date)) {
            total += b.pupils();
        }
        return total;
    }

    public Map<String, Integer> pupilsPerTown(LocalDate from, LocalDate to) {
        Map<String, Integer> perTown = new HashMap<>();
        for (Booking b : bookings.values()) {
            if (b.cancelled() || b.date().isBefore(from) || b.date().isAfter(to)) {
                continue;
            }
            perTown.merge(b.school().town(), b.pupils(), Integer::sum);
        }
        return perTown;
    }

    public boolean hasBookingOn(String schoolId, LocalDate date) {
        for (Booking b : dayList(date)) {
            if (b.school().id().equals(schoolId)) {
                return true;
            }
        }
        return false;
    }

    public String confirmationText(Booking b) {
        return String.format(
                "Booking %s: %s, %s at %s, %d pupils and %d teachers. Please arrive 15 minutes early.",
                b.ref(), b.school().name(), b.date(), b.start(), b.pupils(), b.teachers());
    }

    private String newRef() {
        return String.format("KD-%05d", nextRef++);
    }
}
