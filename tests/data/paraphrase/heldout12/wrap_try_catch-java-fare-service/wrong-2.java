package com.example.booking.fares;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.logging.Logger;

/**
 * Prices itineraries through the GDS and caches the quotes for a short time so that
 * the search page, the seat map and the checkout see the same price.
 */
public final class FareService {

    private static final Logger LOG = Logger.getLogger(FareService.class.getName());
    private static final Duration QUOTE_TTL = Duration.ofMinutes(15);
    private static final BigDecimal SERVICE_FEE = new BigDecimal("7.50");
    private static final int MAX_PASSENGERS = 9;

    /** Thrown by the GDS client when the upstream call does not answer in time. */
    public static class GdsTimeoutException extends Exception {
        public GdsTimeoutException(String message) {
            super(message);
        }
    }

    /** Thrown when the GDS has no fare for the itinerary any more. */
    public static class FareUnavailableException extends Exception {
        public FareUnavailableException(String message) {
            super(message);
        }
    }

    public interface GdsClient {
        BigDecimal price(Itinerary itinerary, int passengers) throws GdsTimeoutException;

        boolean hold(String fareKey, Duration hold) throws GdsTimeoutException, FareUnavailableException;
    }

    public record Segment(String carrier, String flight, String from, String to, Instant departs) {}

    public record Itinerary(String key, List<Segment> segments, String cabin) {
        public Itinerary {
            segments = List.copyOf(segments);
        }

        public boolean isDomestic(Map<String, String> countryByAirport) {
            String first = countryByAirport.get(segments.get(0).from());
            return segments.stream().allMatch(s -> first != null
                && first.equals(countryByAirport.get(s.from()))
                && first.equals(countryByAirport.get(s.to())));
        }
    }

    public record Quote(String itineraryKey, int passengers, BigDecimal base, BigDecimal fee, Instant pricedAt) {
        public BigDecimal total() {
            return base.add(fee);
        }

        public BigDecimal perPassenger() {
            return total().divide(BigDecimal.valueOf(passengers), 2, RoundingMode.HALF_UP);
        }
    }

    private final GdsClient gds;
    private final Clock clock;
    private final Map<String, Quote> cache = new ConcurrentHashMap<>();

    public FareService(GdsClient gds, Clock clock) {
        this.gds = gds;
        this.clock = clock;
    }

    /** A fresh or cached quote for the itinerary, or empty when it cannot be priced. */
    public Optional<Quote> quote(Itinerary itinerary, int passengers) {
        if (passengers < 1 || passengers > MAX_PASSENGERS) {
            throw new IllegalArgumentException("passengers must be between 1 and " + MAX_PASSENGERS);
        }
        String key = itinerary.key() + "/" + passengers;
        Quote cached = cache.get(key);
        if (cached != null && isFresh(cached)) {
            return Optional.of(cached);
        }
        BigDecimal base;
        try {
            base = gds.price(itinerary, passengers);
        } catch (GdsTimeoutException e) {
            LOG.warning("GDS timeout pricing " + itinerary.key() + ": " + e.getMessage());
            return null;
        }
        if (base == null || base.signum() <= 0) {
            return Optional.empty();
        }
        BigDecimal fee = SERVICE_FEE.multiply(BigDecimal.valueOf(passengers));
        Quote quote = new Quote(itinerary.key(), passengers, base, fee, clock.instant());
        cache.put(key, quote);
        return Optional.of(quote);
    }

    /** Holds the fare for checkout; false when the fare is gone. */
    public boolean hold(Quote quote, Duration duration) throws GdsTimeoutException {
        try {
            return gds.hold(quote.itineraryKey(), duration);
        } catch (FareUnavailableException e) {
            LOG.info("fare gone before hold: " + quote.itineraryKey());
            cache.keySet().removeIf(k -> k.startsWith(quote.itineraryKey() + "/"));
            return false;
        }
    }

    /** Cheapest quotes first; itineraries that cannot be priced are skipped. */
    public List<Quote> cheapest(List<Itinerary> itineraries, int passengers, int limit)
            throws GdsTimeoutException {
        List<Quote> quotes = new ArrayList<>();
        for (Itinerary it : itineraries) {
            quote(it, passengers).ifPresent(quotes::add);
        }
        quotes.sort(Comparator.comparing(Quote::total));
        return quotes.size() > limit ? quotes.subList(0, limit) : quotes;
    }

    public void evictExpired() {
        cache.values().removeIf(q -> !isFresh(q));
    }

    public int cachedQuotes() {
        return cache.size();
    }

    private boolean isFresh(Quote q) {
        return Duration.between(q.pricedAt(), clock.instant()).compareTo(QUOTE_TTL) < 0;
    }

    static String describe(Itinerary it) {
        StringBuilder sb = new StringBuilder();
        for (Segment s : it.segments()) {
            if (sb.length() > 0) {
                sb.append(" / ");
            }
            sb.append(s.carrier()).append(s.flight()).append(' ')
              .append(s.from()).append('-').append(s.to());
        }
        return sb.append(" (").append(it.cabin()).append(')').toString();
    }
}
