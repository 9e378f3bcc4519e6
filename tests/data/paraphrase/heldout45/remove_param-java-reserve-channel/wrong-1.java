package com.kestrel.pool;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The vehicle pool of one city: which cars are parked in which zone,
 * and which member holds which reservation.
 */
public class VehiclePool {

    public enum Fuel { PETROL, HYBRID, ELECTRIC }

    public static final class Vehicle {
        final String plate;
        final String zoneId;
        final Fuel fuel;
        int chargePercent;
        boolean available = true;

        Vehicle(String plate, String zoneId, Fuel fuel, int chargePercent) {
            this.plate = plate;
            this.zoneId = zoneId;
            this.fuel = fuel;
            this.chargePercent = chargePercent;
        }
    }

    public static final class Reservation {
        final String memberId;
        final String plate;
        final Instant until;

        Reservation(String memberId, String plate, Instant until) {
            this.memberId = memberId;
            this.plate = plate;
            this.until = until;
        }
    }

    private static final int MIN_CHARGE_PERCENT = 25;
    private static final int MAX_RESERVATION_MINUTES = 30;

    private final Map<String, Vehicle> vehicles = new HashMap<>();
    private final Map<String, Reservation> reservations = new HashMap<>();

    public void park(String plate, String zoneId, Fuel fuel, int chargePercent) {
        vehicles.put(plate, new Vehicle(plate, zoneId, fuel, chargePercent));
    }

    public List<Vehicle> availableIn(String zoneId) {
        List<Vehicle> out = new ArrayList<>();
        for (Vehicle v : vehicles.values()) {
            if (!v.available || !v.zoneId.equals(zoneId)) {
                continue;
            }
            if (v.fuel == Fuel.ELECTRIC && v.chargePercent < MIN_CHARGE_PERCENT) {
                continue;
            }
            out.add(v);
        }
        out.sort(Comparator.comparing((Vehicle v) -> v.fuel != Fuel.ELECTRIC).thenComparing(v -> v.plate));
        return out;
    }

    /**
     * Reserves the best available vehicle in the zone for the member.
     *
     * @param memberId the member asking
     * @param zoneId   the zone to pick from
     * @param minutes  how long to hold the car, at most 30
     */
    public Optional<Reservation> reserve(String memberId, String zoneId, int minutes) {
        if (reservations.containsKey(memberId)) {
            return Optional.empty();
        }
        int held = Math.min(minutes, MAX_RESERVATION_MINUTES);
        List<Vehicle> candidates = availableIn(zoneId);
        if (candidates.isEmpty()) {
            return Optional.empty();
        }
        Vehicle chosen = candidates.get(0);
        chosen.available = false;
        Reservation r = new Reservation(memberId, chosen.plate, Instant.now().plus(Duration.ofMinutes(held)));
        reservations.put(memberId, r);
        return Optional.of(r);
    }

    /** Extends a reservation; phone-channel extensions are limited to 10 minutes. */
    public boolean extend(String memberId, String channel, int minutes) {
        Reservation r = reservations.get(memberId);
        if (r == null) {
            return false;
        }
        int extra = "phone".equals(channel) ? Math.min(minutes, 10) : minutes;
        reservations.put(memberId, new Reservation(memberId, r.plate, r.until.plus(Duration.ofMinutes(extra))));
        return true;
    }

    public void cancel(String memberId) {
        Reservation r = reservations.remove(memberId);
        if (r != null) {
            vehicles.get(r.plate).available = true;
        }
    }

    /** Releases every reservation that ran out before {@code now}. */
    public int expire(Instant now) {
        List<String> expired = new ArrayList<>();
        for (Reservation r : reservations.values()) {
            if (r.until.isBefore(now)) {
                expired.add(r.memberId);
            }
        }
        for (String memberId : expired) {
            cancel(memberId);
        }
        return expired.size();
    }

    public static final class KioskController {
        private final VehiclePool pool;
        private final String zoneId;

        public KioskController(VehiclePool pool, String zoneId) {
            this.pool = pool;
            this.zoneId = zoneId;
        }

        public String handleTap(String memberId) {
            return pool.reserve(memberId, zoneId, "kiosk", 15)
                    .map(r -> "Car " + r.plate + " is yours until " + r.until)
                    .orElse("No car available here right now");
        }
    }

    public static void main(String[] args) {
        VehiclePool pool = new VehiclePool();
        pool.park("KS-204-EV", "harbour", Fuel.ELECTRIC, 80);
        pool.park("KS-118-HY", "harbour", Fuel.HYBRID, 0);
        pool.park("KS-377-PE", "old-town", Fuel.PETROL, 0);
        System.out.println(pool.reserve("m-1041", "harbour", 20));
        System.out.println(pool.reserve("m-2230", "old-town", 45));
        System.out.println(new KioskController(pool, "harbour").handleTap("m-3307"));
        System.out.println(pool.extend("m-2230", "phone", 25));
    }
}
