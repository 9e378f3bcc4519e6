package org.corntheatre.rehearsal;

import java.time.DayOfWeek;
import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Builds the daily rehearsal call for the Corn Exchange company and checks it
 * against the working-hours agreement before the stage manager publishes it.
 */
public final class CallSheet {

    public static final LocalTime EARLIEST_CALL = LocalTime.of(10, 0);
    public static final int MEAL_BREAK_MINUTES = 60;
    public static final int MAX_DAILY_MINUTES = 480;
    private static final Set<DayOfWeek> DARK_DAYS = EnumSet.of(DayOfWeek.SUNDAY);

    public record Call(String actor, String scene, LocalTime start, LocalTime end) {
        public long minutes() {
            return Duration.between(start, end).toMinutes();
        }
    }

    private final LocalDate day;
    private final List<Call> calls = new ArrayList<>();

    public CallSheet(LocalDate day) {
        if (DARK_DAYS.contains(day.getDayOfWeek())) {
            throw new IllegalArgumentException("no rehearsals on " + day.getDayOfWeek());
        }
        this.day = day;
    }

    public LocalDate day() {
        return day;
    }

    public void add(String actor, String scene, LocalTime start, LocalTime end) {
        if (start.isBefore(EARLIEST_CALL)) {
            throw new IllegalArgumentException(actor + " called before " + EARLIEST_CALL);
        }
        if (!end.isAfter(start)) {
            throw new IllegalArgumentException("call for " + actor + " ends before it starts");
        }
        calls.add(new Call(actor, scene, start, end));
    }

    /** Minutes each actor is called for today, breaks excluded. */
    public Map<String, Long> minutesByActor() {
        Map<String, Long> out = new LinkedHashMap<>();
        for (Call c : calls) {
            out.merge(c.actor(), c.minutes(), Long::sum);
        }
        return out;
    }

    /** Actors called for more than the 480 minutes the agreement allows in one day. */
    public List<String> overCalled() {
        List<String> over = new ArrayList<>();
        for (Map.Entry<String, Long> e : minutesByActor().entrySet()) {
            if (e.getValue() > MAX_DAILY_MINUTES) {
                over.add(e.getKey());
            }
        }
        return over;
    }

    /** Minutes an actor can still be called today. */
    public long remaining(String actor) {
        long used = minutesByActor().getOrDefault(actor, 0L);
        return Math.max(0, MAX_DAILY_MINUTES - used);
    }

    /** True when the actor's calls span more than five hours without the meal break. */
    public boolean needsMealBreak(String actor) {
        List<Call> mine = callsFor(actor);
        if (mine.isEmpty()) {
            return false;
        }
        LocalTime first = mine.get(0).start();
        LocalTime last = mine.get(mine.size() - 1).end();
        long span = Duration.between(first, last).toMinutes();
        long worked = minutesByActor().get(actor);
        return span > 300 && span - worked < MEAL_BREAK_MINUTES;
    }

    public List<Call> callsFor(String actor) {
        List<Call> mine = new ArrayList<>();
        for (Call c : calls) {
            if (c.actor().equals(actor)) {
                mine.add(c);
            }
        }
        mine.sort(Comparator.comparing(Call::start));
        return mine;
    }

    /** Plain-text call sheet for the green room board. */
    public String render() {
        StringBuilder sb = new StringBuilder(480);
        sb.append("REHEARSAL CALL  ").append(day).append('\n');
        List<Call> sorted = new ArrayList<>(calls);
        sorted.sort(Comparator.comparing(Call::start).thenComparing(Call::actor));
        for (Call c : sorted) {
            sb.append(String.format("%s-%s  %-18s %s%n", c.start(), c.end(), c.actor(), c.scene()));
        }
        List<String> over = overCalled();
        if (!over.isEmpty()) {
            sb.append("OVER " + MAX_DAILY_MINUTES + " MIN: ").append(String.join(", ", over)).append('\n');
        }
        return sb.toString();
    }

    /** Checks the whole sheet; returns one message per problem, empty when it can be published. */
    public List<String> problems() {
        List<String> out = new ArrayList<>();
        for (String actor : minutesByActor().keySet()) {
            long minutes = minutesByActor().get(actor);
            if (minutes > MAX_DAILY_MINUTES) {
                out.add(actor + " is called for " + minutes + " min (limit " + MAX_DAILY_MINUTES + ")");
            }
            if (needsMealBreak(actor)) {
                out.add(actor + " has no meal break");
            }
        }
        return out;
    }

    /** Total minutes called across the company, for the weekly hours return. */
    public long totalCalledMinutes() {
        long total = 0;
        for (long m : minutesByActor().values()) {
            total += m;
        }
        return total;
    }

    public int actorCount() {
        return minutesByActor().size();
    }

    public static void main(String[] args) {
        CallSheet sheet = new CallSheet(LocalDate.of(2027, 2, 9));
        sheet.add("Imogen Pike", "1.2 garden", LocalTime.of(10, 0), LocalTime.of(13, 0));
        sheet.add("Imogen Pike", "2.4 ballroom", LocalTime.of(14, 0), LocalTime.of(19, 30));
        sheet.add("Rafe Dunmore", "1.2 garden", LocalTime.of(10, 0), LocalTime.of(13, 0));
        System.out.print(sheet.render());
        sheet.problems().forEach(System.out::println);
    }
}
