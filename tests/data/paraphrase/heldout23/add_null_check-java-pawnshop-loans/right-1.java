package uk.halloranvey.counter;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.logging.Logger;

/**
 * The loan desk at Halloran &amp; Vey: opening pledges, renewals, redemptions and
 * forfeits. One instance per shop; the till UI calls it on the counter thread only.
 */
public class LoanDesk {
    private static final Logger LOG = Logger.getLogger(LoanDesk.class.getName());
    private static final BigDecimal MONTHLY_RATE = new BigDecimal("0.035");
    private static final int TERM_DAYS = 120;
    private static final int GRACE_DAYS = 14;
    private static final int MAX_RENEWALS = 3;

    public enum Status { ACTIVE, RENEWED, REDEEMED, FORFEITED }

    public static final class Ticket {
        private final String number;
        private final String customerId;
        private final BigDecimal principal;
        private LocalDate pledgedOn;
        private LocalDate dueOn;
        private Status status = Status.ACTIVE;
        private int renewals;

        Ticket(String number, String customerId, BigDecimal principal, LocalDate pledgedOn) {
            this.number = number;
            this.customerId = customerId;
            this.principal = principal;
            this.pledgedOn = pledgedOn;
            this.dueOn = pledgedOn.plusDays(TERM_DAYS);
        }

        public String getNumber() { return number; }
        public String getCustomerId() { return customerId; }
        public BigDecimal getPrincipal() { return principal; }
        public LocalDate getDueOn() { return dueOn; }
        public Status getStatus() { return status; }
        public int getRenewals() { return renewals; }
    }

    public static final class Receipt {
        private final String ticketNumber;
        private final String kind;
        private final BigDecimal amount;
        private final LocalDate date;

        Receipt(String ticketNumber, String kind, BigDecimal amount, LocalDate date) {
            this.ticketNumber = ticketNumber;
            this.kind = kind;
            this.amount = amount;
            this.date = date;
        }

        public String getTicketNumber() { return ticketNumber; }
        public String getKind() { return kind; }
        public BigDecimal getAmount() { return amount; }
        public LocalDate getDate() { return date; }

        @Override
        public String toString() {
            return date + " " + kind + " " + ticketNumber + " " + amount;
        }
    }

    private final Map<String, Ticket> tickets = new HashMap<>();
    private final List<Receipt> receipts = new ArrayList<>();

    public Ticket open(String number, String customerId, BigDecimal principal, LocalDate today) {
        if (tickets.containsKey(number)) {
            throw new IllegalArgumentException("ticket " + number + " already exists");
        }
        if (principal.signum() <= 0) {
            throw new IllegalArgumentException("principal must be positive");
        }
        Ticket ticket = new Ticket(number, customerId, principal, today);
        tickets.put(number, ticket);
        receipts.add(new Receipt(number, "loan", principal.negate(), today));
        return ticket;
    }

    public Ticket find(String number) {
        return tickets.get(number);
    }

    /** Interest since the ticket was pledged or last renewed; part months count in full. */
    public BigDecimal interestOwed(Ticket ticket, LocalDate today) {
        long days = ChronoUnit.DAYS.between(ticket.pledgedOn, today);
        long months = Math.max(1, (days + 29) / 30);
        return ticket.principal
                .multiply(MONTHLY_RATE)
                .multiply(BigDecimal.valueOf(months))
                .setScale(2, RoundingMode.HALF_UP);
    }

    /** The customer pays the interest so far; the pledge starts a new term. */
    public Receipt renew(Ticket ticket, LocalDate today) {
        if (ticket == null) {
            throw new IllegalArgumentException("ticket must not be null");
        }
        String number = ticket.getNumber();
        if (ticket.status != Status.ACTIVE && ticket.status != Status.RENEWED) {
            throw new IllegalStateException("ticket " + number + " cannot be renewed: " + ticket.status);
        }
        if (ticket.renewals >= MAX_RENEWALS) {
            throw new IllegalStateException("ticket " + number + " has been renewed " + MAX_RENEWALS + " times");
        }
        BigDecimal interest = interestOwed(ticket, today);
        ticket.pledgedOn = today;
        ticket.dueOn = today.plusDays(TERM_DAYS);
        ticket.status = Status.RENEWED;
        ticket.renewals++;
        Receipt receipt = new Receipt(number, "renewal", interest, today);
        receipts.add(receipt);
        LOG.info("renewed " + number + " until " + ticket.dueOn);
        return receipt;
    }

    /** The customer pays principal and interest and takes the item home. */
    public Receipt redeem(Ticket ticket, LocalDate today) {
        String number = ticket.getNumber();
        if (ticket.status == Status.REDEEMED || ticket.status == Status.FORFEITED) {
            throw new IllegalStateException("ticket " + number + " is already closed: " + ticket.status);
        }
        BigDecimal total = ticket.principal.add(interestOwed(ticket, today));
        ticket.status = Status.REDEEMED;
        Receipt receipt = new Receipt(number, "redemption", total, today);
        receipts.add(receipt);
        LOG.info("redeemed " + number + " for " + total);
        return receipt;
    }

    /** Tickets past their due date and the grace period become the shop's stock. */
    public List<Ticket> forfeitOverdue(LocalDate today) {
        List<Ticket> forfeited = new ArrayList<>();
        for (Ticket ticket : tickets.values()) {
            boolean open = ticket.status == Status.ACTIVE || ticket.status == Status.RENEWED;
            if (open && today.isAfter(ticket.dueOn.plusDays(GRACE_DAYS))) {
                ticket.status = Status.FORFEITED;
                forfeited.add(ticket);
            }
        }
        forfeited.sort((a, b) -> a.getNumber().compareTo(b.getNumber()));
        return forfeited;
    }

    public BigDecimal takingsOn(LocalDate day) {
        BigDecimal total = BigDecimal.ZERO;
        for (Receipt r : receipts) {
            if (r.getDate().equals(day) && r.getAmount().signum() > 0) {
                total = total.add(r.getAmount());
            }
        }
        return total;
    }

    public List<Receipt> receipts() {
        return Collections.unmodifiableList(receipts);
    }
}
