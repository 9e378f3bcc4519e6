package workshop.commissions;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.logging.Logger;

/**
 * Commissions taken by the workshop: a player orders an instrument, pays a deposit,
 * and pays the balance on delivery. Cancelled commissions are refunded minus the
 * cost of wood already cut.
 */
public class CommissionLedger {

    private static final Logger LOG = Logger.getLogger(CommissionLedger.class.getName());
    private static final BigDecimal DEPOSIT_RATE = new BigDecimal("0.30");

    public enum Status { ORDERED, IN_WHITE, VARNISHED, DELIVERED, CANCELLED }

    public static final class Commission {
        final String ref;
        final String client;
        final String model;          // e.g. "Guarneri 1743 copy"
        final BigDecimal price;
        BigDecimal paid = BigDecimal.ZERO;
        BigDecimal woodCost = BigDecimal.ZERO;
        Status status = Status.ORDERED;
        LocalDate promised;

        Commission(String ref, String client, String model, BigDecimal price, LocalDate promised) {
            this.ref = ref;
            this.client = client;
            this.model = model;
            this.price = price;
            this.promised = promised;
        }

        BigDecimal balance() {
            return price.subtract(paid);
        }
    }

    private final Map<String, Commission> byRef = new HashMap<>();
    private int nextNumber = 1;

    public Commission open(String client, String model, BigDecimal price, LocalDate promised) {
        String ref = String.format("C%04d", nextNumber++);
        Commission c = new Commission(ref, client, model, price, promised);
        byRef.put(ref, c);
        LOG.info("opened " + ref + " for " + client + ": " + model);
        return c;
    }

    public BigDecimal depositFor(Commission c) {
        return c.price.multiply(DEPOSIT_RATE).setScale(2, RoundingMode.HALF_UP);
    }

    public void recordPayment(String ref, BigDecimal amount) {
        Commission c = require(ref);
        if (amount.signum() <= 0) {
            throw new IllegalArgumentException("payment must be positive");
        }
        c.paid = c.paid.add(amount);
    }

    public void chargeWood(String ref, BigDecimal cost) {
        Commission c = require(ref);
        c.woodCost = c.woodCost.add(cost);
    }

    public void advance(String ref, Status next) {
        Commission c = require(ref);
        if (next.ordinal() != c.status.ordinal() + 1) {
            throw new IllegalStateException(ref + ": cannot go from " + c.status + " to " + next);
        }
        c.status = next;
    }

    /** Delivers the instrument; the balance must have been paid. */
    public void deliver(String ref) {
        Commission c = require(ref);
        if (c.balance().signum() > 0) {
            throw new IllegalStateException(ref + ": balance of " + c.balance() + " outstanding");
        }
        advance(ref, Status.DELIVERED);
    }

    /** Cancels a commission and returns the amount to refund to the client. */
    public BigDecimal cancel(String ref) {
        Commission c = require(ref);
        if (c.status == Status.DELIVERED || c.status == Status.CANCELLED) {
            throw new IllegalStateException(ref + " is already " + c.status);
        }
        BigDecimal refund = c.paid.subtract(c.woodCost).max(BigDecimal.ZERO);
        c.status = Status.CANCELLED;
        LOG.warning(String.format("%s cancelled, refund %s", ref, refund));
        c.paid = c.paid.subtract(refund);
        return refund;
    }

    public Optional<Commission> find(String ref) {
        return Optional.ofNullable(byRef.get(ref));
    }

    private Commission require(String ref) {
        Commission c = byRef.get(ref);
        if (c == null) {
            throw new IllegalArgumentException("no commission " + ref);
        }
        return c;
    }

    public List<Commission> overdue(LocalDate today) {
        List<Commission> late = new ArrayList<>();
        for (Commission c : byRef.values()) {
            if (c.status != Status.DELIVERED && c.status != Status.CANCELLED && c.promised.isBefore(today)) {
                late.add(c);
            }
        }
        late.sort(Comparator.comparing((Commission c) -> c.promised));
        return late;
    }

    public BigDecimal outstandingBalances() {
        BigDecimal total = BigDecimal.ZERO;
        for (Commission c : byRef.values()) {
            if (c.status != Status.CANCELLED) {
                total = total.add(c.balance());
            }
        }
        return total;
    }

    public Map<Status, Integer> countByStatus() {
        Map<Status, Integer> counts = new HashMap<>();
        for (Commission c : byRef.values()) {
            counts.merge(c.status, 1, Integer::sum);
        }
        return counts;
    }

    public String statement(String ref) {
        Commission c = require(ref);
        return String.format("%s %s (%s): price %s, paid %s, balance %s, %s",
                c.ref, c.client, c.model, c.price, c.paid, c.balance(), c.status);
    }
}
