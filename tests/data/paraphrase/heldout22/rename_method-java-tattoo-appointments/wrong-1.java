package studio.booking;

import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Appointment book for the Ink &amp; Iron tattoo studio.
 * Each artist works 11:00-20:00; sessions start on a 15 minute grid.
 */
public class AppointmentBook {

    public record Appointment(String artist, String client, LocalDateTime start, Duration length) {
        LocalDateTime end() {
            return start.plus(length);
        }

        boolean overlaps(LocalDateTime otherStart, Duration otherLength) {
            return start.isBefore(otherStart.plus(otherLength)) && otherStart.isBefore(end());
        }
    }

    private static final LocalTime OPENING = LocalTime.of(11, 0);
    private static final LocalTime CLOSING = LocalTime.of(20, 0);
    private static final int GRID_MINUTES = 15;

    private final Map<String, List<Appointment>> byArtist = new HashMap<>();

    public void addArtist(String artist) {
        byArtist.putIfAbsent(artist, new ArrayList<>());
    }

    /**
     * First start time on the given day when the artist is free for the whole session,
     * or empty if the day is full.
     */
    public Optional<LocalDateTime> nextAvailableSlot(String artist, Duration length, LocalDate day) {
        List<Appointment> booked = byArtist.getOrDefault(artist, List.of());
        LocalDateTime candidate = day.atTime(OPENING);
        LocalDateTime lastStart = day.atTime(CLOSING).minus(length);
        while (!candidate.isAfter(lastStart)) {
            final LocalDateTime start = candidate;
            boolean clash = booked.stream().anyMatch(a -> a.overlaps(start, length));
            if (!clash) {
                return Optional.of(candidate);
            }
            candidate = candidate.plusMinutes(GRID_MINUTES);
        }
        return Optional.empty();
    }

    public Appointment book(String artist, String client, Duration length, LocalDate day) {
        LocalDateTime start = nextAvailableSlot(artist, length, day)
                .orElseThrow(() -> new IllegalStateException(artist + " is fully booked on " + day));
        Appointment appointment = new Appointment(artist, client, start, length);
        byArtist.computeIfAbsent(artist, k -> new ArrayList<>()).add(appointment);
        return appointment;
    }

    public boolean cancel(String artist, LocalDateTime start) {
        List<Appointment> booked = byArtist.get(artist);
        return booked != null && booked.removeIf(a -> a.start().equals(start));
    }

    /** Up to {@code days} alternative starts, one per day, after the requested day. */
    public List<LocalDateTime> suggestAlternatives(String artist, Duration length, LocalDate from, int days) {
        List<LocalDateTime> out = new ArrayList<>();
        for (int i = 1; i <= days; i++) {
            nextAvailableSlot(artist, length, from.plusDays(i)).ifPresent(out::add);
        }
        return out;
    }

    public Duration bookedTime(String artist, LocalDate day) {
        return byArtist.getOrDefault(artist, List.of()).stream()
                .filter(a -> a.start().toLocalDate().equals(day))
                .map(Appointment::length)
                .reduce(Duration.ZERO, Duration::plus);
    }

    /** Artists with no session overlapping the given moment. */
    public List<String> artistsFreeAt(LocalDateTime moment) {
        List<String> free = new ArrayList<>();
        for (Map.Entry<String, List<Appointment>> entry : byArtist.entrySet()) {
            boolean busy = entry.getValue().stream().anyMatch(a -> a.overlaps(moment, Duration.ofMinutes(1)));
            if (!busy) {
                free.add(entry.getKey());
            }
        }
        free.sort(String::compareTo);
        return free;
    }

    /** One line per appointment on the day, ordered by start time, for the front desk printout. */
    public List<String> dailySheet(LocalDate day) {
        List<String> lines = new ArrayList<>();
        byArtist.values().stream()
                .flatMap(List::stream)
                .filter(a -> a.start().toLocalDate().equals(day))
                .sorted((a, b) -> a.start().compareTo(b.start()))
                .forEach(a -> lines.add(String.format("%s  %-14s %-16s %d min",
                        a.start().toLocalTime(), a.artist(), a.client(), a.length().toMinutes())));
        return lines;
    }

    /** Share of the opening hours the artist is booked on the day, 0.0 to 1.0. */
    public double utilisation(String artist, LocalDate day) {
        long open = Duration.between(OPENING, CLOSING).toMinutes();
        return (double) bookedTime(artist, day).toMinutes() / open;
    }

    /** Walk-in clients waiting at the counter, served by whichever artist frees up first. */
    public static class WalkInQueue {
        private final Deque<String> waiting = new ArrayDeque<>();

        public void arrive(String client) {
            waiting.addLast(client);
        }

        /** Index of the first artist with no session running right now, or -1. */
        public int nextAvailableSlot(List<Boolean> artistBusy) {
            for (int i = 0; i < artistBusy.size(); i++) {
                if (!artistBusy.get(i)) {
                    return i;
                }
            }
            return -1;
        }

        public Optional<String> next() {
            return Optional.ofNullable(waiting.pollFirst());
        }
    }

    public static void main(String[] args) {
        AppointmentBook bookings = new AppointmentBook();
        bookings.addArtist("Mara Quist");
        bookings.addArtist("Dov Feldmann");
        LocalDate saturday = LocalDate.of(2026, 12, 12);
        bookings.book("Mara Quist", "R. Oyelaran", Duration.ofHours(3), saturday);
        bookings.book("Mara Quist", "S. Lindqvist", Duration.ofMinutes(90), saturday);
        System.out.println(bookings.nextAvailableSlot("Mara Quist", Duration.ofHours(2), saturday));
        System.out.println(bookings.suggestAlternatives("Dov Feldmann", Duration.ofHours(5), saturday, 3));
        System.out.println(bookings.bookedTime("Mara Quist", saturday));
    }
}
