package org.hallamnhm.education;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Plans school visits into the education team's daily timetable.
 * A visit is split into gallery sessions; each session occupies one GroupSlot.
 */
public class SchoolVisitPlanner {

    public static final int MAX_PUPILS_PER_SESSION = 30;
    public static final int SESSION_MINUTES = 45;
    private static final LocalTime FIRST_START = LocalTime.of(9, 45);
    private static final LocalTime LAST_START = LocalTime.of(14, 15);

    /** One gallery session booked for one class group. */
    public static final class GroupSlot {
        private final String gallery;
        private final LocalDate date;
        private final LocalTime start;
        private final String school;
        private final int pupils;

        public GroupSlot(String gallery, LocalDate date, LocalTime start, String school, int pupils) {
            this.gallery = gallery;
            this.date = date;
            this.start = start;
            this.school = school;
            this.pupils = pupils;
        }

        public String gallery() { return gallery; }
        public LocalDate date() { return date; }
        public LocalTime start() { return start; }
        public LocalTime end() { return start.plusMinutes(SESSION_MINUTES); }
        public String school() { return school; }
        public int pupils() { return pupils; }

        boolean overlaps(GroupSlot other) {
            return gallery.equals(other.gallery) && date.equals(other.date)
                && start.isBefore(other.end()) && other.start.isBefore(end());
        }

        @Override
        public String toString() {
            return school + " in " + gallery + " " + date + " " + start;
        }
    }

    public static final class PlanningException extends RuntimeException {
        public PlanningException(String message) {
            super(message);
        }
    }

    private final List<GroupSlot> booked = new ArrayList<>();
    private final List<String> galleries;

    public SchoolVisitPlanner(List<String> galleries) {
        this.galleries = List.copyOf(galleries);
    }

    public List<GroupSlot> booked() {
        return List.copyOf(booked);
    }

    static boolean isSchoolDay(LocalDate date) {
        DayOfWeek d = date.getDayOfWeek();
        return d != DayOfWeek.SATURDAY && d != DayOfWeek.SUNDAY;
    }

    /** Splits a school's pupils into groups of at most MAX_PUPILS_PER_SESSION. */
    static List<Integer> groups(int pupils) {
        List<Integer> out = new ArrayList<>();
        int n = (pupils + MAX_PUPILS_PER_SESSION - 1) / MAX_PUPILS_PER_SESSION;
        for (int i = 0; i < n; i++) {
            out.add(pupils / n + (i < pupils % n ? 1 : 0));
        }
        return out;
    }

    Optional<GroupSlot> firstFree(String gallery, LocalDate date, String school, int pupils) {
        for (LocalTime t = FIRST_START; !t.isAfter(LAST_START); t = t.plusMinutes(SESSION_MINUTES)) {
            GroupSlot candidate = new GroupSlot(gallery, date, t, school, pupils);
            if (booked.stream().noneMatch(candidate::overlaps)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }

    /**
     * Books one session per group, spreading groups over the galleries.
     * Throws PlanningException when the day is full; nothing is booked then.
     */
    public List<GroupSlot> plan(String school, LocalDate date, int pupils) {
        if (!isSchoolDay(date)) {
            throw new PlanningException("school visits run Monday to Friday only");
        }
        List<GroupSlot> made = new ArrayList<>();
        List<Integer> sizes = groups(pupils);
        for (int i = 0; i < sizes.size(); i++) {
            String gallery = galleries.get(i % galleries.size());
            Optional<GroupSlot> slot = firstFree(gallery, date, school, sizes.get(i));
            if (slot.isEmpty()) {
                booked.removeAll(made);
                throw new PlanningException("no free GroupSlot in " + gallery + " on " + date);
            }
            booked.add(slot.get());
            made.add(slot.get());
        }
        made.sort(Comparator.comparing(GroupSlot::start));
        return made;
    }

    public boolean cancel(String school, LocalDate date) {
        return booked.removeIf(s -> s.school().equals(school) && s.date().equals(date));
    }

    public int pupilsOn(LocalDate date) {
        int total = 0;
        for (GroupSlot s : booked) {
            if (s.date().equals(date)) {
                total += s.pupils();
            }
        }
        return total;
    }

    public List<String> schoolsOn(LocalDate date) {
        List<String> schools = new ArrayList<>();
        for (GroupSlot s : booked) {
            if (s.date().equals(date) && !schools.contains(s.school())) {
                schools.add(s.school());
            }
        }
        return schools;
    }

    public Optional<String> busiestGallery(LocalDate date) {
        return galleries.stream()
            .max(Comparator.comparingLong(g -> booked.stream()
                .filter(s -> s.date().equals(date) && s.gallery().equals(g))
                .count()));
    }

    public List<String> timetable(LocalDate date) {
        List<String> lines = new ArrayList<>();
        booked.stream()
            .filter(s -> s.date().equals(date))
            .sorted(Comparator.comparing(GroupSlot::start).thenComparing(GroupSlot::gallery))
            .forEach(s -> lines.add(s.start() + "  " + s.gallery() + "  " + s.school() + " (" + s.pupils() + ")"));
        return lines;
    }
}
