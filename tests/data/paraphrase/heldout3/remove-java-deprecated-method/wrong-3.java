package com.example.reports;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.text.NumberFormat;
import java.util.List;
import java.util.Locale;
import java.util.StringJoiner;

public final class ReportFormatter {

    private final Locale locale;
    private final NumberFormat money;

    public ReportFormatter(Locale locale) {
        this.locale = locale;
        this.money = NumberFormat.getCurrencyInstance(locale);
    }

    /** Formats an amount in the formatter's currency, rounded half-even to cents. */
    public String amount(BigDecimal value) {
        return money.format(value.setScale(2, RoundingMode.HALF_EVEN));
    }

    }

    /** One report row: the label, then each value formatted as money, tab-separated. */
    public String row(String label, List<BigDecimal> values) {
        StringJoiner j = new StringJoiner("\t");
        j.add(label);
        for (BigDecimal v : values) {
            j.add(amount(v));
        }
        return j.toString();
    }

    /** Sum of a row's values; an empty row sums to zero. */
    public static BigDecimal total(List<BigDecimal> values) {
        BigDecimal sum = BigDecimal.ZERO;
        for (BigDecimal v : values) {
            sum = sum.add(v);
        }
        return sum;
    }

    /** A row followed by its total, used by the v2 export's summary sheet. */
    public String rowWithTotal(String label, List<BigDecimal> values) {
        return row(label, values) + "\t" + amount(total(values));
    }

    public Locale locale() {
        return locale;
    }
}
