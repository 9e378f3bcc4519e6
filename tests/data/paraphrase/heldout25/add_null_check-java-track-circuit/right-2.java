package uk.westholme.interlocking;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Live state of the Westholme North interlocking: track circuits, locked routes
 * and the aspects shown by the controlled signals.
 */
public final class InterlockingState {

    public enum Aspect { RED, SINGLE_YELLOW, DOUBLE_YELLOW, GREEN }

    public static final class TrackCircuit {
        private final String id;
        private boolean occupied;
        private boolean failed;
        private Instant lastOccupied;

        public TrackCircuit(String id) {
            this.id = id;
        }

        public String id() { return id; }
        public boolean isOccupied() { return occupied; }
        public boolean isFailed() { return failed; }
        public Instant lastOccupied() { return lastOccupied; }

        void update(boolean occupied, boolean failed, Instant at) {
            if (occupied && !this.occupied) {
                lastOccupied = at;
            }
            this.occupied = occupied;
            this.failed = failed;
        }
    }

    public record Route(String id, String entrySignal, String exitSignal, List<String> circuits) {}

    private static final Duration APPROACH_LOCK_TIME = Duration.ofSeconds(120);

    private final Map<String, TrackCircuit> trackCircuits = new HashMap<>();
    private final Map<String, Route> lockedRoutes = new HashMap<>();
    private final Map<String, Instant> approachLockedUntil = new HashMap<>();
    private final Set<String> blockedSignals = new HashSet<>();

    public InterlockingState(List<String> circuitIds) {
        for (String id : circuitIds) {
            trackCircuits.put(id, new TrackCircuit(id));
        }
    }

    /** Called by the track circuit interface for every change report. */
    public void report(String circuitId, boolean occupied, boolean failed, Instant at) {
        TrackCircuit tc = trackCircuits.get(circuitId);
        if (tc == null) {
            throw new IllegalArgumentException("unknown track circuit " + circuitId);
        }
        tc.update(occupied, failed, at);
    }

    /** A circuit is clear when it is neither occupied nor failed. */
    public boolean isClear(String circuitId) {
        TrackCircuit tc = trackCircuits.get(circuitId);
        return tc != null && !tc.isOccupied() && !tc.isFailed();
    }

    public Instant lastOccupiedAt(String circuitId) {
        TrackCircuit tc = trackCircuits.get(circuitId);
        return tc.lastOccupied();
    }

    private boolean conflicts(Route candidate) {
        for (Route locked : lockedRoutes.values()) {
            for (String c : candidate.circuits()) {
                if (locked.circuits().contains(c)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Locks the route if its circuits are clear and no locked route shares one. */
    public boolean lockRoute(Route route) {
        if (blockedSignals.contains(route.entrySignal()) || lockedRoutes.containsKey(route.id())) {
            return false;
        }
        for (String c : route.circuits()) {
            if (!isClear(c)) {
                return false;
            }
        }
        if (conflicts(route)) {
            return false;
        }
        lockedRoutes.put(route.id(), route);
        return true;
    }

    /** Releasing a route whose entry signal showed a proceed aspect starts approach locking. */
    public boolean releaseRoute(String routeId, Instant now, boolean signalWasOff) {
        Route route = lockedRoutes.get(routeId);
        if (route == null) {
            return false;
        }
        Instant until = approachLockedUntil.get(routeId);
        if (until != null && now.isBefore(until)) {
            return false;
        }
        if (signalWasOff && until == null) {
            approachLockedUntil.put(routeId, now.plus(APPROACH_LOCK_TIME));
            return false;
        }
        lockedRoutes.remove(routeId);
        approachLockedUntil.remove(routeId);
        return true;
    }

    public void blockSignal(String signalId) {
        blockedSignals.add(signalId);
    }

    public void unblockSignal(String signalId) {
        blockedSignals.remove(signalId);
    }

    /** Aspect for the entry signal of a locked route, given the aspect of the next signal. */
    public Aspect aspectFor(String routeId, Aspect next) {
        Route route = lockedRoutes.get(routeId);
        if (route == null || blockedSignals.contains(route.entrySignal())) {
            return Aspect.RED;
        }
        for (String c : route.circuits()) {
            if (!isClear(c)) {
                return Aspect.RED;
            }
        }
        switch (next) {
            case RED:
                return Aspect.SINGLE_YELLOW;
            case SINGLE_YELLOW:
                return Aspect.DOUBLE_YELLOW;
            default:
                return Aspect.GREEN;
        }
    }

    public List<String> occupiedCircuits() {
        List<String> out = new ArrayList<>();
        for (TrackCircuit tc : trackCircuits.values()) {
            if (tc.isOccupied()) {
                out.add(tc.id());
            }
        }
        Collections.sort(out);
        return out;
    }

    public Map<String, Route> lockedRoutes() {
        return Collections.unmodifiableMap(lockedRoutes);
    }
}
