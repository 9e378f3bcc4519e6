package com.zipline.billing;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.logging.Logger;

/**
 * Bills finished trips for the Zipline car-sharing service.
 * Runs every few minutes from the scheduler and charges members for
 * trips that ended since the last run.
 */
public class TripBilling {

    private static final Logger LOG = Logger.getLogger(TripBilling.class.getName());

    private static final BigDecimal PER_MINUTE = new BigDecimal("0.32");
    private static final BigDecimal PER_KM = new BigDecimal("0.19");
    private static final BigDecimal DAY_CAP = new BigDecimal("69.00");
    private static final BigDecimal LOW_CHARGE_FEE = new BigDecimal("15.00");
    private static final int LOW_CHARGE_PCT = 10;

    public enum TripState { OPEN, ENDED, PAID, UNPAID, DISPUTED }

    public static class PaymentDeclinedException extends Exception {
        public PaymentDeclinedException(String reason) {
            super(reason);
        }
    }

    public interface PaymentGateway {
        String charge(String memberId, BigDecimal amount, String reference) throws PaymentDeclinedException;
    }

    public interface TripStore {
        List<Trip> endedSince(Instant since);
        void save(Trip trip);
    }

    public static class Trip {
        final String id;
        final String memberId;
        final Instant startedAt;
        final Instant endedAt;
        final double distanceKm;
        final int chargePctAtEnd;
        TripState state = TripState.ENDED;
        BigDecimal amount;
        String paymentRef;

        public Trip(String id, String memberId, Instant startedAt, Instant endedAt,
                    double distanceKm, int chargePctAtEnd) {
            this.id = id;
            this.memberId = memberId;
            this.startedAt = startedAt;
            this.endedAt = endedAt;
            this.distanceKm = distanceKm;
            this.chargePctAtEnd = chargePctAtEnd;
        }
    }

    private final PaymentGateway gateway;
    private final TripStore store;
    private Instant lastRun;

    public TripBilling(PaymentGateway gateway, TripStore store, Instant firstRun) {
        this.gateway = gateway;
        this.store = store;
        this.lastRun = firstRun;
    }

    static long billableMinutes(Trip trip) {
        long seconds = Duration.between(trip.startedAt, trip.endedAt).getSeconds();
        return (seconds + 59) / 60;
    }

    static BigDecimal price(Trip trip) {
        BigDecimal time = PER_MINUTE.multiply(BigDecimal.valueOf(billableMinutes(trip)));
        if (time.compareTo(DAY_CAP) > 0) {
            time = DAY_CAP;
        }
        BigDecimal distance = PER_KM.multiply(BigDecimal.valueOf(trip.distanceKm));
        BigDecimal total = time.add(distance);
        if (trip.chargePctAtEnd < LOW_CHARGE_PCT) {
            total = total.add(LOW_CHARGE_FEE);
        }
        return total.setScale(2, RoundingMode.HALF_UP);
    }

    public void chargeTrip(Trip trip) throws PaymentDeclinedException {
        trip.amount = price(trip);
        try {
            String ref = gateway.charge(trip.memberId, trip.amount, "trip-" + trip.id);
            trip.paymentRef = ref;
            trip.state = TripState.PAID;
        } catch (PaymentDeclinedException e) {
            LOG.warning("payment declined for trip " + trip.id + ": " + e.getMessage());
            trip.state = TripState.UNPAID;
        }
        store.save(trip);
    }

    public int runOnce(Instant now) throws PaymentDeclinedException {
        List<Trip> trips = store.endedSince(lastRun);
        int charged = 0;
        for (Trip trip : trips) {
            if (trip.state != TripState.ENDED) {
                continue;
            }
            chargeTrip(trip);
            charged++;
        }
        lastRun = now;
        LOG.info("billing run charged " + charged + " of " + trips.size() + " trips");
        return charged;
    }

    public static Map<String, BigDecimal> totalsByMember(List<Trip> trips) {
        Map<String, BigDecimal> totals = new HashMap<>();
        for (Trip trip : trips) {
            if (trip.amount == null) {
                continue;
            }
            totals.merge(trip.memberId, trip.amount, BigDecimal::add);
        }
        return totals;
    }

    public static List<Trip> unpaid(List<Trip> trips) {
        List<Trip> out = new ArrayList<>();
        for (Trip trip : trips) {
            if (trip.state == TripState.UNPAID) {
                out.add(trip);
            }
        }
        return out;
    }

    public static Map<TripState, Integer> countByState(List<Trip> trips) {
        Map<TripState, Integer> counts = new HashMap<>();
        for (Trip trip : trips) {
            counts.merge(trip.state, 1, Integer::sum);
        }
        return counts;
    }

    public static String receipt(Trip trip) {
        return String.format("Trip %s: %d min, %.1f km, total %s EUR (%s)",
                trip.id, billableMinutes(trip), trip.distanceKm, trip.amount, trip.state);
    }
}
