package com.example.auth;

import java.time.Clock;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Caches access tokens per client id. Entries expire after ttl seconds;
 * a negative ttl disables expiry altogether.
 */
public class TokenCache {

    private static final long DEFAULT_TTL = 300;

    private final Map<String, Entry> entries = new HashMap<>();
    private final Clock clock;
    private long ttl;
    private long hits;
    private long misses;

    private static final class Entry {
        final String token;
        final Instant storedAt;

        Entry(String token, Instant storedAt) {
            this.token = token;
            this.storedAt = storedAt;
        }
    }

    public TokenCache(Clock clock) {
        this(clock, DEFAULT_TTL);
    }

    public TokenCache(Clock clock, long seconds) {
        this.clock = clock;
        this.ttl = seconds;
    }

    public void setExpiry(long seconds) {
        this.ttl = seconds;
        entries.clear();
    }

    public void put(String clientId, String token) {
        entries.put(clientId, new Entry(token, clock.instant()));
    }

    public Optional<String> get(String clientId) {
        Entry e = entries.get(clientId);
        if (e == null || expired(e)) {
            misses++;
            entries.remove(clientId);
            return Optional.empty();
        }
        hits++;
        return Optional.of(e.token);
    }

    private boolean expired(Entry e) {
        if (ttl < 0) {
            return false;
        }
        return e.storedAt.plusSeconds(ttl).isBefore(clock.instant());
    }

    public String stats() {
        return "hits=" + hits + " misses=" + misses + " ttl=" + ttl + "s";
    }

    public long remainingSeconds(String clientId) {
        Entry e = entries.get(clientId);
        if (e == null || ttl < 0) {
            return -1;
        }
        long age = clock.instant().getEpochSecond() - e.storedAt.getEpochSecond();
        return Math.max(0, ttl - age);
    }
}
