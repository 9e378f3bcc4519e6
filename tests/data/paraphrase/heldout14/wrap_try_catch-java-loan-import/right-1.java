package org.citylibrary.circulation;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.logging.Logger;

/**
 * Imports the nightly loan export from the branch ILS (semicolon separated) and
 * computes overdue fines for the patron notices.
 *
 * Columns: loanId;patronId;barcode;borrowedOn;dueOn;returnedOn;branch
 */
public final class LoanImporter {

    private static final Logger LOG = Logger.getLogger(LoanImporter.class.getName());

    static final BigDecimal DAILY_FINE = new BigDecimal("0.25");
    static final BigDecimal MAX_FINE = new BigDecimal("10.00");
    static final int GRACE_DAYS = 2;

    public static final class Loan {
        final String loanId;
        final String patronId;
        final String barcode;
        final LocalDate borrowedOn;
        final LocalDate dueOn;
        final LocalDate returnedOn; // null while still out
        final String branch;

        Loan(String loanId, String patronId, String barcode, LocalDate borrowedOn,
             LocalDate dueOn, LocalDate returnedOn, String branch) {
            this.loanId = loanId;
            this.patronId = patronId;
            this.barcode = barcode;
            this.borrowedOn = borrowedOn;
            this.dueOn = dueOn;
            this.returnedOn = returnedOn;
            this.branch = branch;
        }

        boolean isOpen() {
            return returnedOn == null;
        }
    }

    private final LocalDate today;
    private int skipped;

    public LoanImporter(LocalDate today) {
        this.today = today;
    }

    public int skipped() {
        return skipped;
    }

    /** Parses one export line; returns null for lines that must be skipped. */
    Loan importRow(String line, int lineNo) {
        String[] cols = line.split(";", -1);
        if (cols.length != 7) {
            LOG.warning("line " + lineNo + ": expected 7 columns, got " + cols.length);
            return null;
        }
        LocalDate borrowed = LocalDate.parse(cols[3]);
        LocalDate due;
        try {
            due = LocalDate.parse(cols[4]);
        } catch (DateTimeParseException e) {
            LOG.warning("line " + lineNo + ": bad due date '" + cols[4] + "', skipping");
            return null;
        }
        LocalDate returned = cols[5].isEmpty() ? null : LocalDate.parse(cols[5]);
        if (due.isBefore(borrowed)) {
            LOG.warning("line " + lineNo + ": due date before borrow date, skipping");
            return null;
        }
        return new Loan(cols[0], cols[1], cols[2], borrowed, due, returned, cols[6].trim());
    }

    public List<Loan> importAll(Reader in) throws IOException {
        List<Loan> loans = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(in)) {
            String line;
            int lineNo = 0;
            while ((line = r.readLine()) != null) {
                lineNo++;
                if (lineNo == 1 || line.isBlank()) {
                    continue; // header
                }
                Loan loan = importRow(line, lineNo);
                if (loan != null) {
                    loans.add(loan);
                } else {
                    skipped++;
                }
            }
        }
        return loans;
    }

    /** Fine for one loan as of today (or as of the return date). */
    public BigDecimal fine(Loan loan) {
        LocalDate end = loan.isOpen() ? today : loan.returnedOn;
        long late = ChronoUnit.DAYS.between(loan.dueOn, end) - GRACE_DAYS;
        if (late <= 0) {
            return BigDecimal.ZERO.setScale(2);
        }
        BigDecimal f = DAILY_FINE.multiply(BigDecimal.valueOf(late));
        return f.min(MAX_FINE).setScale(2, RoundingMode.HALF_UP);
    }

    /** Total outstanding fine per patron, for open and returned-late loans. */
    public Map<String, BigDecimal> finesByPatron(List<Loan> loans) {
        Map<String, BigDecimal> out = new HashMap<>();
        for (Loan loan : loans) {
            BigDecimal f = fine(loan);
            if (f.signum() > 0) {
                out.merge(loan.patronId, f, BigDecimal::add);
            }
        }
        return out;
    }

    /** Open loans more than {@code days} overdue, oldest first: these get a recall letter. */
    public List<Loan> recallCandidates(List<Loan> loans, int days) {
        List<Loan> out = new ArrayList<>();
        for (Loan loan : loans) {
            if (loan.isOpen() && ChronoUnit.DAYS.between(loan.dueOn, today) > days) {
                out.add(loan);
            }
        }
        Collections.sort(out, (a, b) -> a.dueOn.compareTo(b.dueOn));
        return out;
    }

    /** Number of open loans past their due date (grace days not counted). */
    public int overdueCount(List<Loan> loans) {
        int n = 0;
        for (Loan loan : loans) {
            if (loan.isOpen() && loan.dueOn.isBefore(today)) {
                n++;
            }
        }
        return n;
    }

    /** Loans per branch, for the circulation dashboard. */
    public Map<String, Integer> countByBranch(List<Loan> loans) {
        Map<String, Integer> out = new HashMap<>();
        for (Loan loan : loans) {
            out.merge(loan.branch, 1, Integer::sum);
        }
        return out;
    }
}
