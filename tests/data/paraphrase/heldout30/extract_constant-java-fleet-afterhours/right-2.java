package com.kestrelhire.billing;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Works out the charges added when a hire car comes back late, and the grace
 * rules agreed with the corporate accounts.
 */
public class LateReturnPolicy {

    public enum Tier { STANDARD, CORPORATE, PLATINUM }

    public static final BigDecimal AFTER_HOURS_FEE = new BigDecimal("35.00");

    public static final class Charge {
        public final String code;
        public final BigDecimal amount;
        public final String description;

        Charge(String code, BigDecimal amount, String description) {
            this.code = code;
            this.amount = amount;
            this.description = description;
        }

        @Override
        public String toString() {
            return code + " " + amount + " (" + description + ")";
        }
    }

    private final BigDecimal dailyRate;
    private final Tier tier;

    public LateReturnPolicy(BigDecimal dailyRate, Tier tier) {
        this.dailyRate = Objects.requireNonNull(dailyRate);
        this.tier = Objects.requireNonNull(tier);
    }

    /** Minutes a customer may be late before anything is charged. */
    int graceMinutes() {
        switch (tier) {
            case PLATINUM:
                return 120;
            case CORPORATE:
                return 59;
            default:
                return 29;
        }
    }

    BigDecimal hourlyLateRate() {
        // a late hour costs a sixth of the day rate, capped at the day rate itself
        return dailyRate.divide(BigDecimal.valueOf(6), 2, RoundingMode.HALF_UP);
    }

    public List<Charge> chargesFor(LocalDateTime due, LocalDateTime returned) {
        List<Charge> charges = new ArrayList<>();
        long lateMinutes = Duration.between(due, returned).toMinutes();
        if (lateMinutes <= graceMinutes()) {
            return charges;
        }
        long lateHours = (lateMinutes + 59) / 60;
        if (lateHours >= 6) {
            long extraDays = (lateHours + 23) / 24;
            charges.add(new Charge("LATE-DAY", dailyRate.multiply(BigDecimal.valueOf(extraDays)),
                    extraDays + " extra day(s)"));
        } else {
            charges.add(new Charge("LATE-HR", hourlyLateRate().multiply(BigDecimal.valueOf(lateHours)),
                    lateHours + " late hour(s)"));
        }
        if (returned.getHour() >= 22 || returned.getHour() < 6) {
            charges.add(new Charge("AFTER-HRS", AFTER_HOURS_FEE, "key-box return outside opening hours"));
        }
        return charges;
    }

    public BigDecimal total(List<Charge> charges) {
        BigDecimal sum = BigDecimal.ZERO;
        for (Charge c : charges) {
            sum = sum.add(c.amount);
        }
        return sum.setScale(2, RoundingMode.HALF_UP);
    }

    /** Cleaning fee when a car comes back unvalet-ready; also charged after hours. */
    public Charge cleaningCharge(boolean smoking, boolean petHair) {
        if (smoking) {
            return new Charge("CLEAN-SMOKE", new BigDecimal("150.00"), "smoke odour treatment");
        }
        if (petHair) {
            return new Charge("CLEAN-PET", new BigDecimal("35.00"), "pet hair removal");
        }
        return null;
    }

    public Charge fuelCharge(int quartersMissing, BigDecimal pricePerQuarter) {
        if (quartersMissing <= 0) {
            return null;
        }
        BigDecimal amount = pricePerQuarter.multiply(BigDecimal.valueOf(quartersMissing))
                .add(new BigDecimal("15.00"));
        return new Charge("FUEL", amount.setScale(2, RoundingMode.HALF_UP), quartersMissing + " quarter(s) of a tank + refuel fee");
    }

    public String invoiceText(String rentalId, List<Charge> charges) {
        StringBuilder sb = new StringBuilder();
        sb.append("Rental ").append(rentalId).append('\n');
        for (Charge c : charges) {
            sb.append("  ").append(c).append('\n');
        }
        sb.append("  total ").append(total(charges)).append('\n');
        return sb.toString();
    }

    public static void main(String[] args) {
        LateReturnPolicy policy = new LateReturnPolicy(new BigDecimal("64.00"), Tier.STANDARD);
        LocalDateTime due = LocalDateTime.of(2026, 11, 14, 10, 0);
        LocalDateTime back = LocalDateTime.of(2026, 11, 14, 23, 15);
        List<Charge> charges = policy.chargesFor(due, back);
        Charge clean = policy.cleaningCharge(false, true);
        if (clean != null) {
            charges.add(clean);
        }
        System.out.print(policy.invoiceText("R-90412", charges));
    }
}
