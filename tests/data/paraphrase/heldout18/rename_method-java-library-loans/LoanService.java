package org.millbrook.circulation;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Loans of the Millbrook Public Library: checkout, renewal and return.
 *
 * Items borrowed through the regional consortium are renewed with the lending
 * library as well, so that both catalogues agree on the due date.
 */
public final class LoanService {

    /** The regional consortium's inter-library loan API. */
    public interface ConsortiumClient {
        boolean renewLoan(String remoteLoanId, LocalDate newDue);

        void notifyReturned(String remoteLoanId);
    }

    public interface Clock {
        LocalDate today();
    }

    public static final class Loan {
        final String id;
        final String cardNumber;
        final String barcode;
        final String remoteId; // null unless borrowed through the consortium
        LocalDate due;
        int renewals;
        boolean onHoldForOthers;

        Loan(String id, String cardNumber, String barcode, String remoteId, LocalDate due) {
            this.id = id;
            this.cardNumber = cardNumber;
            this.barcode = barcode;
            this.remoteId = remoteId;
            this.due = due;
        }

        public LocalDate due() {
            return due;
        }

        public int renewals() {
            return renewals;
        }
    }

    public record RenewalResult(String loanId, boolean ok, String message, LocalDate due) {
        static RenewalResult refused(Loan loan, String why) {
            return new RenewalResult(loan.id, false, why, loan.due);
        }
    }

    public static final int LOAN_DAYS = 21;
    public static final int MAX_RENEWALS = 2;

    private final Map<String, Loan> loans = new HashMap<>();
    private final ConsortiumClient consortium;
    private final Clock clock;
    private int nextId = 1;

    public LoanService(ConsortiumClient consortium, Clock clock) {
        this.consortium = Objects.requireNonNull(consortium);
        this.clock = Objects.requireNonNull(clock);
    }

    public Loan checkout(String cardNumber, String barcode, String remoteId) {
        String id = "L" + (nextId++);
        Loan loan = new Loan(id, cardNumber, barcode, remoteId, clock.today().plusDays(LOAN_DAYS));
        loans.put(id, loan);
        return loan;
    }

    /** Renew one loan for another loan period, counted from today. */
    public RenewalResult renewLoan(String loanId) {
        Loan loan = loans.get(loanId);
        if (loan == null) {
            throw new IllegalArgumentException("no such loan: " + loanId);
        }
        if (loan.onHoldForOthers) {
            return RenewalResult.refused(loan, "another member is waiting for this item");
        }
        if (loan.renewals >= MAX_RENEWALS) {
            return RenewalResult.refused(loan, "renewal limit reached");
        }
        LocalDate newDue = clock.today().plusDays(LOAN_DAYS);
        if (loan.remoteId != null && !renewRemote(loan, newDue)) {
            return RenewalResult.refused(loan, "the lending library declined the renewal");
        }
        loan.due = newDue;
        loan.renewals++;
        return new RenewalResult(loan.id, true, "renewed", newDue);
    }

    /** Renew everything a member has out; used by the "renew all" button. */
    public List<RenewalResult> renewAll(String cardNumber) {
        List<RenewalResult> results = new ArrayList<>();
        for (Loan loan : loansFor(cardNumber)) {
            results.add(renewLoan(loan.id));
        }
        return results;
    }

    /** Self-service kiosk: the member scans the item instead of choosing a loan. */
    public RenewalResult renewFromKiosk(String barcode) {
        for (Loan loan : loans.values()) {
            if (loan.barcode.equals(barcode)) {
                return renewLoan(loan.id);
            }
        }
        throw new IllegalArgumentException("item is not on loan: " + barcode);
    }

    private boolean renewRemote(Loan loan, LocalDate newDue) {
        return consortium.renewLoan(loan.remoteId, newDue);
    }

    public void checkin(String barcode) {
        Loan found = null;
        for (Loan loan : loans.values()) {
            if (loan.barcode.equals(barcode)) {
                found = loan;
                break;
            }
        }
        if (found == null) {
            return;
        }
        loans.remove(found.id);
        if (found.remoteId != null) {
            consortium.notifyReturned(found.remoteId);
        }
    }

    public void markWanted(String barcode) {
        for (Loan loan : loans.values()) {
            if (loan.barcode.equals(barcode)) {
                loan.onHoldForOthers = true;
            }
        }
    }

    public List<Loan> loansFor(String cardNumber) {
        List<Loan> out = new ArrayList<>();
        for (Loan loan : loans.values()) {
            if (loan.cardNumber.equals(cardNumber)) {
                out.add(loan);
            }
        }
        out.sort((a, b) -> a.due.compareTo(b.due));
        return Collections.unmodifiableList(out);
    }

    public List<Loan> overdue() {
        LocalDate today = clock.today();
        List<Loan> out = new ArrayList<>();
        for (Loan loan : loans.values()) {
            if (loan.due.isBefore(today)) {
                out.add(loan);
            }
        }
        return out;
    }
}
