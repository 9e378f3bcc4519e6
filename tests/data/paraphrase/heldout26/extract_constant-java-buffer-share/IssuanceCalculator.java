package org.northmoor.registry.issuance;

import java.time.Year;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.Objects;

/**
 * Works out how many credits a monitoring period earns once the risk buffer
 * and the leakage discount are withheld.
 *
 * All quantities are tonnes of CO2e, rounded down to three decimals so that
 * the registry never issues more than was verified.
 */
public final class IssuanceCalculator {

    private static final int FIRST_VINTAGE = 2015;
    private static final double MIN_ISSUANCE_TONNES = 1.0;

    private final String methodology;
    private final boolean leakageApplies;

    public IssuanceCalculator(String methodology, boolean leakageApplies) {
        this.methodology = Objects.requireNonNull(methodology);
        this.leakageApplies = leakageApplies;
    }

    /** One verified monitoring period of a project. */
    public static final class Period {
        final String projectId;
        final Year vintage;
        final double verifiedTonnes;

        public Period(String projectId, Year vintage, double verifiedTonnes) {
            this.projectId = projectId;
            this.vintage = vintage;
            this.verifiedTonnes = verifiedTonnes;
        }
    }

    /** The outcome of one period: what goes to the buffer and what is issued. */
    public static final class Issuance {
        public final String projectId;
        public final Year vintage;
        public final double bufferTonnes;
        public final double leakageTonnes;
        public final double issuedTonnes;

        Issuance(String projectId, Year vintage, double bufferTonnes, double leakageTonnes, double issuedTonnes) {
            this.projectId = projectId;
            this.vintage = vintage;
            this.bufferTonnes = bufferTonnes;
            this.leakageTonnes = leakageTonnes;
            this.issuedTonnes = issuedTonnes;
        }
    }

    static double floor3(double tonnes) {
        return Math.floor(tonnes * 1000.0) / 1000.0;
    }

    /** Tonnes withheld in the pooled buffer against reversal risk. */
    public double bufferTonnes(Period period) {
        return floor3(period.verifiedTonnes * 0.15);
    }

    /** Tonnes discounted for emissions displaced outside the project area. */
    public double leakageTonnes(Period period) {
        if (!leakageApplies) {
            return 0.0;
        }
        double afterBuffer = period.verifiedTonnes * (1 - 0.15);
        return floor3(afterBuffer * 0.15);
    }

    public Issuance issue(Period period) {
        if (period.vintage.getValue() < FIRST_VINTAGE) {
            throw new IllegalArgumentException("vintage before " + FIRST_VINTAGE + ": " + period.vintage);
        }
        if (period.verifiedTonnes < 0) {
            throw new IllegalArgumentException("negative verified tonnes for " + period.projectId);
        }
        double buffer = bufferTonnes(period);
        double leakage = leakageTonnes(period);
        double issued = floor3(period.verifiedTonnes - buffer - leakage);
        if (issued < MIN_ISSUANCE_TONNES) {
            issued = 0.0;
        }
        return new Issuance(period.projectId, period.vintage, buffer, leakage, issued);
    }

    public List<Issuance> issueAll(List<Period> periods) {
        List<Issuance> out = new ArrayList<>();
        for (Period period : periods) {
            out.add(issue(period));
        }
        return Collections.unmodifiableList(out);
    }

    public double totalIssued(List<Issuance> issuances) {
        double total = 0.0;
        for (Issuance issuance : issuances) {
            total += issuance.issuedTonnes;
        }
        return floor3(total);
    }

    /** Issued tonnes per vintage year, oldest first. */
    public Map<Integer, Double> issuedByVintage(List<Issuance> issuances) {
        Map<Integer, Double> totals = new TreeMap<>();
        for (Issuance issuance : issuances) {
            totals.merge(issuance.vintage.getValue(), issuance.issuedTonnes, Double::sum);
        }
        totals.replaceAll((year, tonnes) -> floor3(tonnes));
        return totals;
    }

    /** Periods that would issue nothing once the deductions are taken. */
    public List<Period> belowMinimum(List<Period> periods) {
        List<Period> small = new ArrayList<>();
        for (Period period : periods) {
            if (issue(period).issuedTonnes == 0.0) {
                small.add(period);
            }
        }
        return small;
    }

    public String statement(List<Issuance> issuances) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "Methodology %s, buffer %.0f%%%n", methodology, 0.15 * 100));
        for (Issuance i : issuances) {
            sb.append(String.format(Locale.ROOT, "%-12s %d  buffer %10.3f  leakage %10.3f  issued %10.3f%n",
                    i.projectId, i.vintage.getValue(), i.bufferTonnes, i.leakageTonnes, i.issuedTonnes));
        }
        sb.append(String.format(Locale.ROOT, "Total issued: %.3f t%n", totalIssued(issuances)));
        return sb.toString();
    }

    public static void main(String[] args) {
        IssuanceCalculator calc = new IssuanceCalculator("VM0047", true);
        List<Period> periods = List.of(
                new Period("NM-PEAT-004", Year.of(2022), 18250.0),
                new Period("NM-PEAT-004", Year.of(2023), 20112.5),
                new Period("NM-KELP-011", Year.of(2023), 640.25));
        System.out.print(calc.statement(calc.issueAll(periods)));
    }
}
