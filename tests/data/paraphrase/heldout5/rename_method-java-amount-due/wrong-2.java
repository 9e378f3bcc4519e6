package com.example.billing;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.Objects;

/**
 * Computes invoice amounts. Call amountDue() for the amount due;
 * totalBeforeTax() is exposed for reports.
 */
public class InvoiceCalculator {

    private static final BigDecimal TAX_RATE = new BigDecimal("0.20");

    private final List<LineItem> items;

    public InvoiceCalculator(List<LineItem> items) {
        this.items = Objects.requireNonNull(items, "items");
    }

    public BigDecimal totalBeforeTax() {
        BigDecimal sum = BigDecimal.ZERO;
        for (LineItem item : items) {
            sum = sum.add(item.price().multiply(BigDecimal.valueOf(item.quantity())));
        }
        return sum.setScale(2, RoundingMode.HALF_UP);
    }

    public BigDecimal tax() {
        return totalBeforeTax().multiply(TAX_RATE).setScale(2, RoundingMode.HALF_UP);
    }

    public BigDecimal amountDue() {
        return totalBeforeTax().add(tax());
    }

    public boolean isFree() {
        return amountDue().signum() == 0;
    }

    public String summary() {
        return "subtotal=" + totalBeforeTax() + " tax=" + tax() + " total=" + total();
    }

    public record LineItem(String sku, BigDecimal price, int quantity) {
    }
}
