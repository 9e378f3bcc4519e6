package com.northwind.crew.roster;

import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Fills open positions on a day's pairings from the standby pool at each base.
 * Standby crew are called in order of the fewest call-outs this month, and a
 * crew member is only called when the pairing fits in their remaining duty time.
 */
public class RosterService {

    static final Duration MAX_DUTY = Duration.ofHours(13);
    static final int MAX_CALLOUTS_PER_MONTH = 6;

    /** One reserve crew member waiting at a base. */
    public record StandbyCrew(String employeeId, String base, String qualification, LocalDateTime availableFrom,
                              Duration dutyUsed, int calloutsThisMonth) {
        Duration dutyLeft() {
            return MAX_DUTY.minus(dutyUsed);
        }
    }

    /** A position on a pairing that still has nobody in it. */
    public record OpenPosition(String pairingId, String base, String qualification, LocalDateTime reportAt,
                               Duration length) {
    }

    /** The pool of standby crew at one base, in call-out order. */
    static final class StandbyPool {
        private final Deque<StandbyCrew> queue = new ArrayDeque<>();

        StandbyPool(List<StandbyCrew> crew) {
            List<StandbyCrew> sorted = new ArrayList<>(crew);
            sorted.sort(Comparator.comparingInt(StandbyCrew::calloutsThisMonth)
                    .thenComparing(StandbyCrew::availableFrom));
            queue.addAll(sorted);
        }

        /** Takes the next crew member of the given qualification off the pool. */
        Optional<StandbyCrew> pickStandby(String qualification) {
            for (StandbyCrew crew : queue) {
                if (crew.qualification().equals(qualification)) {
                    queue.remove(crew);
                    return Optional.of(crew);
                }
            }
            return Optional.empty();
        }

        int size() {
            return queue.size();
        }
    }

    private final Map<String, StandbyPool> pools = new HashMap<>();
    private final List<String> unfilled = new ArrayList<>();

    public RosterService(List<StandbyCrew> standby) {
        Map<String, List<StandbyCrew>> byBase = new HashMap<>();
        for (StandbyCrew crew : standby) {
            byBase.computeIfAbsent(crew.base(), b -> new ArrayList<>()).add(crew);
        }
        byBase.forEach((base, crew) -> pools.put(base, new StandbyPool(crew)));
    }

    /**
     * Chooses a standby crew member for one open position, or empty when the
     * base has nobody suitable left.
     */
    public Optional<StandbyCrew> selectReserveCrew(OpenPosition position) {
        StandbyPool pool = pools.get(position.base());
        if (pool == null) {
            return Optional.empty();
        }
        Optional<StandbyCrew> candidate = pool.pickStandby(position.qualification());
        if (candidate.isEmpty()) {
            return Optional.empty();
        }
        StandbyCrew crew = candidate.get();
        if (crew.availableFrom().isAfter(position.reportAt())) {
            return Optional.empty();
        }
        if (crew.dutyLeft().compareTo(position.length()) < 0) {
            return Optional.empty();
        }
        if (crew.calloutsThisMonth() >= MAX_CALLOUTS_PER_MONTH) {
            return Optional.empty();
        }
        return Optional.of(crew);
    }

    /** Fills every open position it can; returns pairing id to employee id. */
    public Map<String, String> fillDay(LocalDate day, List<OpenPosition> open) {
        Map<String, String> assigned = new HashMap<>();
        List<OpenPosition> ordered = new ArrayList<>(open);
        ordered.sort(Comparator.comparing(OpenPosition::reportAt));
        for (OpenPosition position : ordered) {
            if (!position.reportAt().toLocalDate().equals(day)) {
                continue;
            }
            Optional<StandbyCrew> crew = pickStandby(position);
            if (crew.isPresent()) {
                assigned.put(position.pairingId() + "/" + position.qualification(), crew.get().employeeId());
            } else {
                unfilled.add(position.pairingId());
            }
        }
        return assigned;
    }

    /** Pairing ids that could not be covered, for the crew-control board. */
    public List<String> unfilled() {
        return List.copyOf(unfilled);
    }

    /** Clears the unfilled list once crew control has acknowledged it. */
    public void acknowledgeUnfilled(String controller) {
        if (controller == null || controller.isBlank()) {
            throw new IllegalArgumentException("controller id required");
        }
        unfilled.clear();
    }

    /** Standby crew still waiting at a base. */
    public int remainingAt(String base) {
        StandbyPool pool = pools.get(base);
        return pool == null ? 0 : pool.size();
    }

    public static void main(String[] args) {
        LocalDateTime six = LocalDate.of(2027, 4, 2).atTime(6, 0);
        RosterService service = new RosterService(List.of(
                new StandbyCrew("E20417", "FRA", "A320-FA", six.minusHours(2), Duration.ofHours(2), 1),
                new StandbyCrew("E31120", "FRA", "A320-FA", six.minusHours(1), Duration.ZERO, 0),
                new StandbyCrew("E17755", "FRA", "A320-CPT", six.minusHours(3), Duration.ofHours(4), 3)));
        Map<String, String> result = service.fillDay(six.toLocalDate(), List.of(
                new OpenPosition("LH1122", "FRA", "A320-FA", six, Duration.ofHours(9)),
                new OpenPosition("LH1420", "FRA", "A320-CPT", six.plusHours(2), Duration.ofHours(10))));
        System.out.println(result);
        System.out.println("unfilled: " + service.unfilled());
    }
}
