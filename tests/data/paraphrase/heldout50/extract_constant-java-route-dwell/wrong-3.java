package fleet.routes;

import java.time.Duration;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * Plans delivery routes for the Spoke &amp; Satchel courier fleet.
 * A route is a list of stops; riders cycle at an assumed average speed.
 */
public final class RoutePlanner {

    public static final class Stop {
        final String ref;
        final double lat;
        final double lon;
        final boolean signatureNeeded;

        public Stop(String ref, double lat, double lon, boolean signatureNeeded) {
            this.ref = ref;
            this.lat = lat;
            this.lon = lon;
            this.signatureNeeded = signatureNeeded;
        }
    }

    public static final class Leg {
        final Stop from;
        final Stop to;
        final double km;
        final Duration ride;

        Leg(Stop from, Stop to, double km, Duration ride) {
            this.from = from;
            this.to = to;
            this.km = km;
            this.ride = ride;
        }
    }

    private static final double EARTH_RADIUS_KM = 6371.0;
    private static final int MAX_STOPS_PER_ROUTE = 24;
    private static final Duration HANDOVER_TIME = Duration.ofMinutes(90);

    private final double averageSpeedKmh;

    public RoutePlanner(double averageSpeedKmh) {
        if (averageSpeedKmh <= 0) {
            throw new IllegalArgumentException("speed must be positive");
        }
        this.averageSpeedKmh = averageSpeedKmh;
    }

    static double distanceKm(Stop a, Stop b) {
        double dLat = Math.toRadians(b.lat - a.lat);
        double dLon = Math.toRadians(b.lon - a.lon);
        double h = Math.sin(dLat / 2) * Math.sin(dLat / 2)
                + Math.cos(Math.toRadians(a.lat)) * Math.cos(Math.toRadians(b.lat))
                * Math.sin(dLon / 2) * Math.sin(dLon / 2);
        return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
    }

    Duration rideTime(double km) {
        long seconds = Math.round(km / averageSpeedKmh * 3600);
        return Duration.ofSeconds(seconds);
    }

    /** Time spent at a stop: handing over, plus waiting for a signature. */
    static Duration dwell(Stop stop) {
        if (stop.signatureNeeded) {
            return HANDOVER_TIME.plusSeconds(120);
        }
        return HANDOVER_TIME;
    }

    /** Nearest-neighbour ordering starting from the depot. */
    public List<Stop> order(Stop depot, List<Stop> stops) {
        if (stops.size() > MAX_STOPS_PER_ROUTE) {
            throw new IllegalArgumentException("too many stops: " + stops.size());
        }
        List<Stop> left = new ArrayList<>(stops);
        List<Stop> route = new ArrayList<>();
        Stop here = depot;
        while (!left.isEmpty()) {
            final Stop from = here;
            Stop next = left.stream()
                    .min(Comparator.comparingDouble(s -> distanceKm(from, s)))
                    .orElseThrow();
            route.add(next);
            left.remove(next);
            here = next;
        }
        return route;
    }

    public List<Leg> legs(Stop depot, List<Stop> route) {
        List<Leg> out = new ArrayList<>();
        Stop prev = depot;
        for (Stop s : route) {
            double km = distanceKm(prev, s);
            out.add(new Leg(prev, s, km, rideTime(km)));
            prev = s;
        }
        return out;
    }

    public Duration total(List<Leg> legs) {
        Duration sum = Duration.ZERO;
        for (Leg leg : legs) {
            sum = sum.plus(leg.ride).plus(dwell(leg.to));
        }
        return sum;
    }

    /** Estimated arrival at each stop, for the rider's card. */
    public List<String> timetable(List<Leg> legs, LocalTime start) {
        List<String> lines = new ArrayList<>();
        LocalTime clock = start;
        for (Leg leg : legs) {
            clock = clock.plus(leg.ride);
            lines.add(String.format(Locale.ROOT, "%s  %-10s %5.2f km%s",
                    clock, leg.to.ref, leg.km, leg.to.signatureNeeded ? "  [sign]" : ""));
            clock = clock.plus(dwell(leg.to));
        }
        return lines;
    }

    /** Whether the route fits the rider's shift, keeping 15 minutes spare. */
    public boolean fitsShift(List<Leg> legs, LocalTime start, LocalTime shiftEnd) {
        LocalTime done = start.plus(total(legs)).plusMinutes(15);
        return !done.isAfter(shiftEnd);
    }

    /** How many stops on the route need a signature. */
    public static long signatureStops(List<Stop> route) {
        return route.stream().filter(s -> s.signatureNeeded).count();
    }

    /** Kilometres ridden over all legs, rounded to one decimal. */
    public static double totalKm(List<Leg> legs) {
        double km = 0;
        for (Leg leg : legs) {
            km += leg.km;
        }
        return Math.round(km * 10) / 10.0;
    }

    public static void main(String[] args) {
        RoutePlanner planner = new RoutePlanner(16.5);
        Stop depot = new Stop("DEPOT", 51.4545, -2.5879, false);
        List<Stop> stops = List.of(
                new Stop("SX-1041", 51.4610, -2.6020, true),
                new Stop("SX-1042", 51.4498, -2.5801, false),
                new Stop("SX-1057", 51.4571, -2.5702, false));
        List<Leg> legs = planner.legs(depot, planner.order(depot, stops));
        planner.timetable(legs, LocalTime.of(9, 0)).forEach(System.out::println);
        System.out.println("fits 13:00 shift end: " + planner.fitsShift(legs, LocalTime.of(9, 0), LocalTime.of(13, 0)));
    }
}
