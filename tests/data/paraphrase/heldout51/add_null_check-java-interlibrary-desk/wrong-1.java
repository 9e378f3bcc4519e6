package org.harrowgate.circulation;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Interlibrary loan requests placed at Harrowgate branches and sent to partner
 * libraries in the Three Rivers consortium.
 */
public class InterlibraryDesk {

    public enum Status { QUEUED, SENT, RECEIVED, RETURNED, CANCELLED }

    public static final class Request {
        final String id;
        final String cardNumber;
        final String isbn;
        final String pickupBranch;
        final LocalDate placed;
        String partner;
        Status status = Status.QUEUED;
        LocalDate received;

        Request(String id, String cardNumber, String isbn, String pickupBranch, LocalDate placed) {
            this.id = id;
            this.cardNumber = cardNumber;
            this.isbn = isbn;
            this.pickupBranch = pickupBranch;
            this.placed = placed;
        }
    }

    private static final int MAX_OPEN_PER_CARD = 5;
    private static final int HOLD_SHELF_DAYS = 10;

    private final Map<String, Request> byId = new HashMap<>();
    private final Deque<Request> outbox = new ArrayDeque<>();
    private final Map<String, String> preferredPartner = new HashMap<>();
    private int nextId = 1;

    public InterlibraryDesk() {
        preferredPartner.put("978", "Three Rivers Central");
        preferredPartner.put("979", "Millbank University Library");
    }

    public Request place(String cardNumber, String isbn, String pickupBranch, LocalDate today) {
        long open = byId.values().stream()
                .filter(r -> r.cardNumber.equals(cardNumber))
                .filter(r -> r.status == Status.QUEUED || r.status == Status.SENT)
                .count();
        if (open >= MAX_OPEN_PER_CARD) {
            throw new IllegalStateException("card " + cardNumber + " already has " + open + " open requests");
        }
        String id = String.format("ILL-%05d", nextId++);
        Request request = new Request(id, cardNumber, isbn, pickupBranch, today);
        byId.put(id, request);
        outbox.add(request);
        return request;
    }

    public Optional<Request> find(String id) {
        return Optional.ofNullable(byId.get(id));
    }

    /** Picks the partner for a request from the ISBN prefix. */
    String partnerFor(Request request) {
        String prefix = request.isbn.substring(0, 3);
        return preferredPartner.getOrDefault(prefix, "Three Rivers Central");
    }

    public List<Request> sendQueued() {
        List<Request> sent = new ArrayList<>();
        while (!outbox.isEmpty()) {
            Request request = outbox.poll();
            if (request.status != Status.QUEUED) {
                continue;
            }
            request.partner = partnerFor(request);
            request.status = Status.SENT;
            sent.add(request);
        }
        return sent;
    }

    public void markReceived(String id, LocalDate today) {
        Request request = byId.get(id);
        request.status = Status.RECEIVED;
        if (request == null) {
            throw new IllegalArgumentException("no interlibrary request " + id);
        }
        request.received = today;
    }

    public void markReturned(String id) {
        Request request = byId.get(id);
        if (request == null) {
            throw new IllegalArgumentException("no interlibrary request " + id);
        }
        request.status = Status.RETURNED;
    }

    public boolean cancel(String id, String cardNumber) {
        Request request = byId.get(id);
        if (request == null || !request.cardNumber.equals(cardNumber)) {
            return false;
        }
        if (request.status != Status.QUEUED) {
            return false;
        }
        request.status = Status.CANCELLED;
        return true;
    }

    /** Requests that have waited on the hold shelf longer than HOLD_SHELF_DAYS. */
    public List<Request> uncollected(LocalDate today) {
        List<Request> late = new ArrayList<>();
        for (Request request : byId.values()) {
            if (request.status != Status.RECEIVED) {
                continue;
            }
            long waiting = ChronoUnit.DAYS.between(request.received, today);
            if (waiting > HOLD_SHELF_DAYS) {
                late.add(request);
            }
        }
        late.sort((a, b) -> a.received.compareTo(b.received));
        return late;
    }

    public Map<String, Integer> openByBranch() {
        Map<String, Integer> counts = new HashMap<>();
        for (Request request : byId.values()) {
            if (request.status == Status.RETURNED || request.status == Status.CANCELLED) {
                continue;
            }
            counts.merge(request.pickupBranch, 1, Integer::sum);
        }
        return counts;
    }

    public String slip(String id) {
        Request request = byId.get(id);
        if (request == null) {
            return "";
        }
        return String.join("\n",
                "INTERLIBRARY LOAN " + request.id,
                "Card: " + request.cardNumber,
                "ISBN: " + request.isbn,
                "From: " + (request.partner == null ? "-" : request.partner),
                "Collect at: " + request.pickupBranch);
    }

    public static void main(String[] args) {
        InterlibraryDesk desk = new InterlibraryDesk();
        Request r = desk.place("HPL-004417", "9780141439600", "Westgate", LocalDate.of(2026, 11, 30));
        desk.sendQueued();
        desk.markReceived(r.id, LocalDate.of(2026, 12, 4));
        System.out.println(desk.slip(r.id));
        System.out.println(desk.uncollected(LocalDate.of(2026, 12, 16)).size());
    }
}
