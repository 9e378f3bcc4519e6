package ch.buehne.probe;

import java.time.DayOfWeek;
import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Rehearsal scheduler for the Kleine Buehne Wettingen.
 *
 * Books the rehearsal room for each scene, keeps actors within their agreed
 * weekly hours and avoids the evenings the hall is let out.
 */
public class RehearsalScheduler {

    private static final Set<DayOfWeek> HALL_LET_OUT = EnumSet.of(DayOfWeek.TUESDAY);
    private static final LocalTime EARLIEST = LocalTime.of(18, 30);
    private static final LocalTime LATEST_END = LocalTime.of(22, 30);
    private static final int MAX_WEEKLY_MINUTES = 360;

    public record Scene(String id, String title, List<String> cast, int minutes) {}

    public record Slot(String sceneId, LocalDateTime start, LocalDateTime end) {
        public Duration length() {
            return Duration.between(start, end);
        }
    }

    private final Map<String, Integer> minutesThisWeek = new TreeMap<>();
    private final List<Slot> booked = new ArrayList<>();

    public List<Slot> booked() {
        return List.copyOf(booked);
    }

    /** Minutes an actor is already booked for in the current week. */
    public int minutesFor(String actor) {
        return minutesThisWeek.getOrDefault(actor, 0);
    }

    /** Whether every actor of the scene can take the extra minutes this week. */
    public boolean castHasTime(Scene scene) {
        for (String actor : scene.cast()) {
            if (minutesFor(actor) + scene.minutes() > MAX_WEEKLY_MINUTES) {
                return false;
            }
        }
        return true;
    }

    public boolean roomFree(LocalDateTime start, LocalDateTime end) {
        for (Slot slot : booked) {
            if (start.isBefore(slot.end()) && slot.start().isBefore(end)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Books the first evening slot from the given day on where the room is free
     * and the cast has time. Returns null when nothing fits within two weeks.
     */
    public Slot schedule(Scene scene, LocalDate from) {
        if (!castHasTime(scene)) {
            return null;
        }
        for (int offset = 0; offset < 14; offset++) {
            LocalDate day = from.plusDays(offset);
            if (HALL_LET_OUT.contains(day.getDayOfWeek())) {
                continue;
            }
            LocalDateTime start = day.atTime(EARLIEST);
            LocalDateTime latestEnd = day.atTime(LATEST_END);
            while (!start.plusMinutes(scene.minutes()).isAfter(latestEnd)) {
                LocalDateTime end = start.plusMinutes(scene.minutes());
                if (roomFree(start, end)) {
                    Slot slot = new Slot(scene.id(), start, end);
                    book(scene, slot);
                    return slot;
                }
                start = start.plusMinutes(30);
            }
        }
        return null;
    }

    private void book(Scene scene, Slot slot) {
        booked.add(slot);
        for (String actor : scene.cast()) {
            minutesThisWeek.merge(actor, scene.minutes(), Integer::sum);
        }
    }

    /** Starts a new week: the hours of every actor go back to zero. */
    public void newWeek() {
        minutesThisWeek.clear();
    }

    /** Actors with fewer than {@link #MAX_WEEKLY_MINUTES} minutes booked, and how many minutes they have left. */
    public Map<String, Integer> spareTime(List<String> company) {
        Map<String, Integer> spare = new TreeMap<>();
        for (String actor : company) {
            int left = MAX_WEEKLY_MINUTES - minutesFor(actor);
            if (left > 0) {
                spare.put(actor, left);
            }
        }
        return spare;
    }

    /** Scenes sorted so the ones with the largest cast are placed first. */
    public List<Slot> scheduleAll(List<Scene> scenes, LocalDate from) {
        List<Scene> ordered = new ArrayList<>(scenes);
        ordered.sort(Comparator.comparingInt((Scene s) -> s.cast().size()).reversed());
        List<Slot> slots = new ArrayList<>();
        for (Scene scene : ordered) {
            Slot slot = schedule(scene, from);
            if (slot != null) {
                slots.add(slot);
            }
        }
        return slots;
    }

    /** A plain-text call sheet, one line per booked slot, in time order. */
    public String callSheet(Map<String, Scene> scenesById) {
        StringBuilder out = new StringBuilder();
        booked.stream()
                .sorted(Comparator.comparing(Slot::start))
                .forEach(slot -> {
                    Scene scene = scenesById.get(slot.sceneId());
                    out.append(slot.start().toLocalDate())
                            .append(' ')
                            .append(slot.start().toLocalTime())
                            .append("-")
                            .append(slot.end().toLocalTime())
                            .append("  ")
                            .append(scene.title())
                            .append(" (")
                            .append(String.join(", ", scene.cast()))
                            .append(")\n");
                });
        return out.toString();
    }

    /** Rehearsal minutes per scene, for the director's weekly report. */
    public Map<String, Long> minutesPerScene() {
        Map<String, Long> result = new TreeMap<>();
        for (Slot slot : booked) {
            result.merge(slot.sceneId(), slot.length().toMinutes(), Long::sum);
        }
        return result;
    }
}
